/**
 * Stress histories, catalogues: a features page in sections and an integrations page in a grid,
 * the project's own. A feature or an integration added inside a section is one change (the new
 * heading is that feature, not also a section of the page); one taken away is one change too.
 */
import { describe, expect, it } from "vitest";
import { changesBetween, expected, html, verdict, type TruthItem } from "@/tests/helpers/change-stress-kit";
import type { PageKind } from "@/lib/scan/types";

function check(before: string, after: string, kind: PageKind, items: TruthItem[]) {
  expect(verdict(changesBetween(before, after, kind), items)).toEqual(expected(items));
}

type Section = [string, Array<[string, string]>];

const FEATURES: Section[] = [
  [
    "Collaboration",
    [
      ["Shared inboxes", "Route every customer email to the right teammate and see who is replying."],
      ["Internal notes", "Discuss a conversation privately without leaving the thread."],
    ],
  ],
  [
    "Automation",
    [
      ["Rules", "Tag, assign and close conversations automatically based on their content."],
      ["Canned replies", "Answer common questions in two clicks with saved responses."],
    ],
  ],
  [
    "Reporting",
    [
      ["Response times", "Track first reply and resolution time by teammate and by inbox."],
      ["CSAT surveys", "Ask customers to rate each conversation once it is closed."],
    ],
  ],
];

const featuresPage = (sections: Section[]) =>
  html(
    "Features — Helpline",
    `<h1>Everything your support team needs</h1><p>One place for every conversation, from the first email to the last follow-up.</p>
${sections.map(([title, items]) => `<section><h2>${title}</h2>${items.map(([name, text]) => `<div class="feature"><h3>${name}</h3><p>${text}</p></div>`).join("")}</section>`).join("\n")}`,
  );

describe("a features page in sections", () => {
  const base = featuresPage(FEATURES);

  it("a feature added in a section is one feature change", () => {
    const after = featuresPage(FEATURES.map(([t, items]) => (t === "Automation" ? [t, [...items, ["Approval workflows", "Require a manager's sign-off before a refund reply goes out."]]] : [t, items])));
    check(base, after, "features", [{ type: "feature", importance: "medium", mustMention: ["Approval workflows"] }]);
  });

  it("a feature taken away is one feature change", () => {
    const after = featuresPage(FEATURES.map(([t, items]) => (t === "Reporting" ? [t, items.filter(([n]) => n !== "CSAT surveys")] : [t, items])));
    check(base, after, "features", [{ type: "feature", importance: "medium", mustMention: ["CSAT surveys"] }]);
  });
});

const INTEGRATIONS: Array<[string, string]> = [
  ["Slack", "Get notified in a channel when a conversation is assigned to you."],
  ["Shopify", "See a customer's orders next to their messages."],
  ["Jira", "Turn a conversation into an issue for your engineers."],
  ["Zapier", "Connect to thousands of other apps without code."],
];

const integrationsPage = (items: Array<[string, string]>) =>
  html(
    "Integrations — Helpline",
    `<h1>Integrations</h1><p>Helpline works with the tools your team already uses.</p>
<div class="grid">${items.map(([name, text]) => `<a class="tile" href="/integrations/${name.toLowerCase()}"><img src="/logos/${name.toLowerCase()}.svg" alt=""><h3>${name}</h3><p>${text}</p></a>`).join("")}</div>`,
  );

describe("an integrations page in a grid", () => {
  const base = integrationsPage(INTEGRATIONS);

  it("an integration added is one integration change", () => {
    check(base, integrationsPage([...INTEGRATIONS, ["Salesforce", "Sync contacts and cases both ways."]]), "integrations", [
      { type: "integration", importance: "medium", mustMention: ["Salesforce"] },
    ]);
  });

  it("an integration taken away is one integration change", () => {
    check(base, integrationsPage(INTEGRATIONS.filter(([n]) => n !== "Jira")), "integrations", [{ type: "integration", importance: "medium", mustMention: ["Jira"] }]);
  });
});

const sectionsPage = (items: Array<[string, string]>) =>
  html(
    "Integrations — Helpline",
    `<h1>Connect Helpline to your stack</h1>${items.map(([name, text]) => `<h2>${name}</h2><p>${text}</p><ul><li>Two-way sync</li><li>Set up in minutes</li></ul>`).join("\n")}`,
  );

describe("an integrations page where each integration is a section", () => {
  const after = sectionsPage([...INTEGRATIONS.slice(0, 2), ["HubSpot", "Log every conversation on the contact's timeline."], ...INTEGRATIONS.slice(2)]);

  it("an integration added with its own section is one change, never two", () => {
    const raised = changesBetween(sectionsPage(INTEGRATIONS), after, "integrations");
    expect(raised.filter((c) => c.text.includes("hubspot"))).toHaveLength(1);
    expect(raised).toHaveLength(1);
  });

  // The integrations of such a page are its sections' headings, not the short list every section repeats.
  it("an integration added with its own section is typed integration, medium", () => {
    check(sectionsPage(INTEGRATIONS), after, "integrations", [{ type: "integration", importance: "medium", mustMention: ["HubSpot"] }]);
  });

  it("a section taken away takes its integration with it", () => {
    check(sectionsPage(INTEGRATIONS), sectionsPage(INTEGRATIONS.filter(([n]) => n !== "Shopify")), "integrations", [{ type: "integration", importance: "medium", mustMention: ["Shopify"] }]);
  });
});

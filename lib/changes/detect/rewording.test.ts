import { describe, expect, it } from "vitest";
import { HOME_MD, pricingPage, snapshot } from "./fixtures";
import { detectChanges } from "./index";

const home = (md: string) =>
  snapshot((s) => {
    s.extractedData.markdown = md;
  });

const PRICING = (line: string) =>
  ["# Pricing", "", "## Pro", "", "- 5 custom domains", "- 4 concurrent builds", "", "## Alerts", "", line, "", "Questions? Write to us any time."].join("\n");

describe("rewording that keeps every fact is no change", () => {
  it("a small grammar edit of the home page copy raises nothing (a short word the page uses often)", () => {
    const md = (line: string) => `${HOME_MD}\n\n## Alerts\n\n${line}\n\nYou pick the pages; you get one e-mail a day.`;
    const before = md("Acme alerts you when a competitor changes the price of a plan.");
    expect(detectChanges(home(before), home(md("Acme alerts when a competitor changes the price of a plan.")))).toEqual([]);
    // a typo fix or another form of a word is still a (low) change
    expect(detectChanges(home(before), home(md("Acme alerted you when a competitor changed the price of a plan.")))).toHaveLength(1);
  });

  it("a negation added or dropped is a change, though the page uses the word often (it reverses the line)", () => {
    const md = (line: string) => `${HOME_MD}\n\n## Alerts\n\n${line}\n\nNot a trial, not a demo, not a toy.`;
    const before = md("Weekly digest: available on every plan.");
    expect(detectChanges(home(before), home(md("Weekly digest: not available on every plan.")))).toHaveLength(1);
    expect(detectChanges(home(md("Weekly digest: not available on every plan.")), home(before))).toHaveLength(1);
  });

  it("a feature line reworded the same way goes with it (no feature removed and added)", () => {
    const md = (line: string) => `${HOME_MD}\n\n## Alerts\n\n- ${line}\n\nYou pick the pages; you get one e-mail a day, and you can mute it.`;
    const snap = (line: string) =>
      snapshot((s) => {
        s.extractedData.markdown = md(line);
        s.extractedData.features = [...s.extractedData.features, { category: "Alerts", name: line }];
      });
    expect(detectChanges(snap("Alerts you when a price changes"), snap("Alerts when a price changes"))).toEqual([]);
  });

  it("a new word, a new name or a new number on the home page is still a change", () => {
    const md = (line: string) => `${HOME_MD}\n\n${line}`;
    for (const after of ["Works with Slack and Teams.", "Works with Teams.", "Works with Slack 2."]) {
      expect(detectChanges(home(md("Works with Slack.")), home(md(after))).map((c) => c.type)).toEqual(["content"]);
    }
  });

  it("a small grammar edit of the pricing page copy raises nothing", () => {
    const before = PRICING("Acme alerts you when a competitor changes a price.");
    const after = PRICING("Acme alerts when a competitor changes a price.");
    expect(detectChanges(pricingPage(before), pricingPage(after))).toEqual([]);
  });

  it("a reworded plan limit with the same count raises nothing", () => {
    const before = PRICING("Acme alerts you when a competitor changes a price.");
    const after = before.replace("- 5 custom domains", "- 5 custom domains.");
    expect(detectChanges(pricingPage(before), pricingPage(after))).toEqual([]);
  });

  it("the same sentence with another number is a change", () => {
    const before = PRICING("Acme alerts you within 5 minutes when a competitor changes a price.");
    const after = PRICING("Acme alerts you within 2 minutes when a competitor changes a price.");
    expect(detectChanges(pricingPage(before), pricingPage(after)).map((c) => c.description)).toEqual([
      "Acme alerts you within when a competitor changes a price: 5 minutes → 2 minutes",
    ]);
  });
});

// An invented pricing page with a paragraph about plans that is rewritten at length (issue 22 point 3).
const FORMS = (plans: string, storage = "$0.10") =>
  [
    "# Pricing",
    "",
    "## Forms",
    "",
    plans,
    "",
    "## Extras",
    "",
    `- File storage: ${storage} per GB`,
    "- Extra responses: $2 per thousand",
    "",
    "## FAQ",
    "",
    "Can I copy a form into another workspace? Yes: open it, then pick the workspace. If you want, newly made copies keep their theme, as listed in the editor.",
    "",
    "When do my responses appear? Each response shows up as soon as the respondent sends it.",
  ].join("\n");

const PLANS_BEFORE = [
  "A form lives in one workspace. Newly made forms run on the Sprout plan, which stores responses for 60 days. To collect file uploads or keep responses longer, move the workspace to the Grove or Canopy plan.",
  "Branching logic comes with each plan other than Sprout; responses past your quota are billed per thousand at the rates below.",
].join("\n\n");
const PLANS_AFTER = [
  "A form lives in one workspace. When you make a form, it runs on the Sprout plan, which stores responses for 60 days.",
  "If you want to collect file uploads or keep responses longer, move the workspace to the Grove or Canopy plan.",
  "Each plan other than Sprout comes with branching logic. Responses past your quota are billed per thousand at the rates listed below.",
].join("\n\n");

const changesOf = (before: string, after: string, storage?: [string, string]) => detectChanges(pricingPage(FORMS(before, storage?.[0])), pricingPage(FORMS(after, storage?.[1])));
const mentions = (changes: ReturnType<typeof detectChanges>, text: string) => changes.some((c) => [c.description, c.oldContent, c.newContent].join("\n").includes(text));

describe("a paragraph rewritten at length with every fact kept is rewording", () => {
  it("beside a price change, only the price change is raised", () => {
    const found = changesOf(PLANS_BEFORE, PLANS_AFTER, ["$0.10", "$0.12"]);
    expect(found).toHaveLength(1);
    expect(found[0].description).toContain("$0.12");
    expect(mentions(found, "When you make a form")).toBe(false);
  });

  it("alone on the page, it raises nothing (not even a note that the copy was reworded)", () => {
    expect(changesOf(PLANS_BEFORE, PLANS_AFTER)).toEqual([]);
  });

  it("rewording that brings words new to the page, alone, stays one low note that the copy was reworded", () => {
    // A long paragraph with twelve of its words swapped for words the page never used (no figure, no billing term).
    const words = "Acme watches the pages you pick and writes to you as soon as something on them moves, so that anyone on your team can open the message, read what moved, see the page as it looked before and after, and decide what to do about it the same morning, long before a customer or a colleague asks about it in a meeting or on a call with the people who buy from you every week".split(" ");
    const swapped = new Map([[1, "observes"], [4, "select"], [7, "messages"], [15, "shifts"], [21, "crew"], [24, "email"], [26, "review"], [33, "looked"], [45, "choose"], [58, "client"], [61, "coworker"], [66, "gathering"]]);
    const before = PRICING(words.join(" ") + ".");
    const after = PRICING(words.map((w, k) => swapped.get(k) ?? w).join(" ") + ".");
    const found = detectChanges(pricingPage(before), pricingPage(after));
    expect(found).toHaveLength(1);
    expect(found[0].type).toBe("content");
    expect(found[0].facts.kind).toBe("copy_edited");
  });

  it("the same rewrite with one figure changed, a negation put in or a time unit changed is a change", () => {
    for (const after of [
      PLANS_AFTER.replace("for 60 days", "for 30 days"),
      PLANS_AFTER.replace("move the workspace to", "you need not move the workspace to"),
      PLANS_AFTER.replace("for 60 days", "for 60 weeks"),
    ]) {
      const found = changesOf(PLANS_BEFORE, after, ["$0.10", "$0.12"]);
      expect(found).toHaveLength(2);
      expect(mentions(found, "When you make a form")).toBe(true);
    }
  });
});


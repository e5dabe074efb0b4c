import { describe, expect, it } from "vitest";
import { buildProductProfile } from "./index";

describe("key capabilities", () => {
  it("come from feature sections and plan features, never the hero sentence", () => {
    const home = [
      "# The planning tool your team will actually use",
      "Ship every week with roadmaps, sprints and reports in one place.",
      "## Roadmaps",
      "Plan quarters ahead and share the plan with everyone.",
      "## Sprint boards",
      "Drag work across columns as it moves.",
      "## What our customers say",
      "“Best tool ever.”",
      "## Ready to get started?",
    ].join("\n");
    const plans = [
      { name: "Free", price: 0, currency: "USD", period: "month" as const, unit: null, addOns: [], features: ["Up to 3 projects", "Basic time tracking", "Email support"] },
      { name: "Team", price: 12, currency: "USD", period: "month" as const, unit: "user", addOns: [], features: ["Everything in Free", "Advanced time tracking", "Custom dashboards & reports", "Priority support"] },
    ];
    const p = buildProductProfile({ pages: [{ kind: "home", markdown: home }], plans });
    expect(p.capabilities).toEqual(expect.arrayContaining(["Roadmaps", "Sprint boards", "Time tracking", "Dashboards & reports"]));
    for (const c of p.capabilities) {
      expect(c).not.toMatch(/planning tool your team|Ship every week|customers say|Ready to|Everything in|support|Up to/i);
    }
  });

  it("are not empty when a site has a features list", () => {
    const p = buildProductProfile({
      pages: [{ kind: "home", markdown: "# Welcome to Acme\nThe best way to work." }],
      plans: [],
      features: [
        { category: "Collaboration", name: "Shared inbox" },
        { category: "Automation", name: "Rules and macros" },
      ],
    });
    expect(p.capabilities).toEqual(["Shared inbox", "Rules and macros"]);
  });

  it("are never the tail of a price split from its amount", () => {
    const md = ["## Starter", "0", "/month", "- Shared calendars", "## Team", "- 0 /month", "- / Woche", "- Room booking"].join("\n");
    const p = buildProductProfile({ pages: [{ kind: "pricing", markdown: md }], plans: [] });
    expect(p.capabilities).toEqual(expect.arrayContaining(["Shared calendars", "Room booking"]));
    for (const c of p.capabilities) expect(c).not.toMatch(/\//);
  });
});


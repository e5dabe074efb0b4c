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

  it("are never the lines of a price list: amounts, rates, billing terms, badges and buttons", () => {
    const md = [
      "# Pricing for every studio",
      "### Sketch",
      "For hobby painters",
      "$0 /month",
      "Open the canvas",
      "- Layered canvases",
      "- 40 exports/month",
      "- Monthly",
      "- Palette sharing",
      "CROWD FAVOURITE",
      "### Gallery",
      "For busy ateliers",
      "$19 /seat/month",
      "Reserve your easel",
      "- Layered canvases",
      "- Storage: $0.10 / GB",
      "- Print-ready proofs",
      "- One-time setup fee",
      "- Palette sharing",
    ].join("\n");
    const plans = [
      { name: "Sketch", price: 0, currency: "USD", period: "month" as const, unit: null, addOns: [], features: [] },
      { name: "Gallery", price: 19, currency: "USD", period: "month" as const, unit: "seat", addOns: [], features: [] },
    ];
    const p = buildProductProfile({ pages: [{ kind: "pricing", markdown: md }], plans });
    expect(p.capabilities).toEqual(expect.arrayContaining(["Layered canvases", "Palette sharing", "Print-ready proofs"]));
    for (const c of p.capabilities) {
      expect(c).not.toMatch(/month|GB|\d|One-time|FAVOURITE|easel|canvas$/i);
    }
  });

  it("read a plan card without a list line by line, its billing term aside", () => {
    const md = ["### Yearly pass", "Great for long projects", "Offline drafts", "Only one year", "Starting at", "€24", "### Lifetime pass", "Offline drafts", "Cloud mirror", "One-time payment", "€60"].join("\n");
    const plans = [
      { name: "Yearly pass", price: 24, currency: "EUR", period: "year" as const, unit: null, addOns: [], features: [] },
      { name: "Lifetime pass", price: 60, currency: "EUR", period: "one-time" as const, unit: null, addOns: [], features: [] },
    ];
    const p = buildProductProfile({ pages: [{ kind: "pricing", markdown: md }], plans });
    expect(p.capabilities).toEqual(expect.arrayContaining(["Offline drafts", "Cloud mirror"]));
    for (const c of p.capabilities) expect(c).not.toMatch(/year|one-time|€/i);
  });

  it("keep a priced module's name, not the rate of a seat nor the line that introduces the list", () => {
    const md = ["## Tarifs", "- Extra modules:", "- Kiosk mode : 300 €", "- Visitor badges : 120 €", "- Seats : 4 € / mois / siège", "- 10 - 50 sièges : 3 € / an"].join("\n");
    const p = buildProductProfile({ pages: [{ kind: "pricing", markdown: md }], plans: [] });
    expect(p.capabilities).toEqual(["Kiosk mode", "Visitor badges"]);
  });
});

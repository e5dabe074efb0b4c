import { describe, expect, it } from "vitest";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";

const SUPPORT = (offers: string) =>
  [
    "# Pricing",
    "",
    "Pay only for what your workers use.",
    "",
    "## Help",
    "",
    `Forum help is free for every account. ${offers}`,
    "",
    "## Invoices",
    "",
    "Invoices go out on the first of the month.",
  ].join("\n");

describe("facts inside a paragraph's sentences", () => {
  it("each priced offer named in a sentence is its own change", () => {
    const before = SUPPORT("");
    const after = SUPPORT("Buy a Bronze (€15/month), Silver (€90/month) or Gold (from €900/month) plan from your console.");
    const changes = detectChanges(pricingPage(before), pricingPage(after));
    expect(changes.map((c) => c.description)).toEqual(["Bronze: €15/month (new)", "Silver: €90/month (new)", "Gold: from €900/month (new)"]);
    expect(changes.every((c) => c.type === "pricing")).toBe(true);
  });

  it("an offer whose price changed is one change; the others are no change", () => {
    const before = SUPPORT("Buy a Bronze (€15/month), Silver (€90/month) or Gold (from €900/month) plan from your console.");
    const after = SUPPORT("Buy a Bronze (€15/month), Silver (€120/month) or Gold (from €900/month) plan from your console.");
    const changes = detectChanges(pricingPage(before), pricingPage(after));
    expect(changes.map((c) => c.description)).toEqual(["Silver: €90/month → €120/month"]);
  });

  it("figures changed in two sentences of one paragraph are two changes", () => {
    const page = (a: string, b: string) => ["# Pricing", "", "## Minutes", "", `Arm runners use ${a} credits a minute. Intel runners use ${b} credits a minute. Credits never expire.`].join("\n");
    const changes = detectChanges(pricingPage(page("6", "10")), pricingPage(page("5", "12")));
    expect(changes).toHaveLength(2);
    expect(changes[0].oldContent).toBe("Arm runners use 6 credits a minute.");
    expect(changes[0].newContent).toBe("Arm runners use 5 credits a minute.");
    expect(changes[1].newContent).toBe("Intel runners use 12 credits a minute.");
  });
});

describe("a price list under a label", () => {
  it("is one rate of its label, so a new list is its own change beside its section's prose", () => {
    const list = ["", "## Prepaid packs", "", "Packs cost less than paying as you go.", "", "Build packs", "", "- €40/year for €5/month of builds", "- €400/year for €50/month of builds"].join("\n");
    const base = ["# Pricing", "", "Builds are billed per minute.", "", "- Linux: €0.01 per minute"].join("\n");
    const changes = detectChanges(pricingPage(base), pricingPage(base + "\n" + list));
    const rate = changes.find((c) => (c.facts.fact as { kind?: string } | undefined)?.kind === "usage_rate");
    expect(rate?.description).toBe("Build packs: €40/year for €5/month of builds; €400/year for €50/month of builds (new rate)");
    expect(changes.filter((c) => c !== rate)).toHaveLength(1);
    expect(changes.find((c) => c !== rate)!.newContent).not.toContain("€40");
  });
});

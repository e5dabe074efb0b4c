import { describe, expect, it } from "vitest";
import { plan, snapshot } from "./fixtures";
import { detectChanges } from "./index";

// Two cards whose monthly price comes before the name, and the quarterly side's price under it: the
// extractor reads the monthly price as each plan's, the quarterly one is copy.
const page = (starter: string, studio: string, studioMonthly = "€30") =>
  ["# Pricing", "", "Monthly Quarterly", "", "#### €12", "", "Starter", "", "For one person", "", `#### ${starter}`, "", "/per month", "", "Choose Starter", "", `#### ${studioMonthly}`, "", "Studio", "", "For small teams", "", `#### ${studio}`, "", "/per month", "", "Choose Studio"].join("\n");

const version = (md: string, studioPrice = 30) =>
  snapshot((s) => {
    s.extractedData.pricingMarkdown = md;
    s.extractedData.pricingPlans = [
      plan({ name: "Starter", price: 12, currency: "EUR", period: "month", features: [] }),
      plan({ name: "Studio", price: studioPrice, currency: "EUR", period: "month", features: [] }),
    ];
  });

describe("a price-only edit beside a plan's own price", () => {
  it("is named by that plan's card", () => {
    const changes = detectChanges(version(page("€10.80", "€27")), version(page("€11.40", "€28")));
    expect(changes.map((c) => c.description).sort()).toEqual(["Pricing page (Starter): “€10.80” → “€11.40”", "Pricing page (Studio): “€27” → “€28”"]);
    expect(changes.every((c) => c.type === "pricing")).toBe(true);
  });

  it("is named by its section when the amount above it is two plans' price, or none", () => {
    const twins = detectChanges(version(page("€10.80", "€27", "€12"), 12), version(page("€10.80", "€28", "€12"), 12));
    expect(twins.map((c) => c.description)).toEqual(["Pricing page (Pricing): “€27” → “€28”"]);
    const unknown = detectChanges(version(page("€10.80", "€27"), 31), version(page("€10.80", "€28"), 31));
    expect(unknown.map((c) => c.description)).toEqual(["Pricing page (Pricing): “€27” → “€28”"]);
  });
});

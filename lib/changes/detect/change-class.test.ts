import { describe, expect, it } from "vitest";
import { planTablePricing, pricingPage } from "./fixtures";
import { detectChanges } from "./index";
import { figureTokens } from "./change-class";

// A pricing page whose plans are in a list, and a paragraph of prose below them that the test edits.
const PAGE = (prose: string) =>
  ["# Pricing", "", "## Starter", "", "- 3 monitored sites", "- Daily checks", "", "## Notes", "", prose, "", "Questions? Write to us any time."].join("\n");

const only = (before: string, after: string) => {
  const found = detectChanges(pricingPage(PAGE(before)), pricingPage(PAGE(after)));
  expect(found).toHaveLength(1);
  return found[0];
};

describe("the type of a prose change on the pricing page follows what the prose says", () => {
  it("a count changed in a sentence (a limit) is a plan term: pricing, medium", () => {
    const c = only("Each workspace holds 3 dashboards and 2 alert rules.", "Each workspace holds 5 dashboards and 2 alert rules.");
    expect(c.type).toBe("pricing");
    expect(c.facts.kind).toBe("plan_terms_changed");
  });

  it("a sentence about who may use a plan, reworded, is a plan term", () => {
    const c = only(
      "The Starter plan suits personal projects and small companies alike.",
      "The Starter plan suits personal projects only; companies should choose a larger offer.",
    );
    expect(c.type).toBe("pricing");
    expect(c.facts.kind).toBe("plan_terms_changed");
  });

  it("positioning copy that names no plan and changes no figure stays content", () => {
    const c = only("We watch your rivals so that you can sleep at night.", "We watch your rivals so that you can focus on your own roadmap instead.");
    expect(c.type).toBe("content");
    expect(c.facts.kind).toBe("copy_changed");
  });

  it("a year is no figure: copy that moves its year and rewords stays content", () => {
    const c = only("Our offices close for the summer retreat of 2025.", "Our offices close for the long winter retreat of 2026.");
    expect(c.type).toBe("content");
  });
});

describe("a notice taken off the pricing page", () => {
  /** The one change raised when the line is taken off a pricing page whose plans stay the same. */
  const takenOff = (line: string) => {
    const found = detectChanges(pricingPage(planTablePricing([line])), pricingPage(planTablePricing([])));
    expect(found).toHaveLength(1);
    return found[0];
  };

  it("a dated announcement about billing, taken out once its day has come, is content, not a billing term", () => {
    expect(takenOff("Starting October 5th, 2027, storage will be billed per project; invoices list each project apart.").type).toBe("content");
  });

  it("the same billing term without a date, taken out, stays pricing", () => {
    expect(takenOff("Storage is billed per project; invoices list each project apart.").type).toBe("pricing");
  });

  it("a dated notice that states an amount, taken out, stays pricing", () => {
    expect(takenOff("Starting October 5th, 2027, storage will be billed at $0.03 per GB; invoices list each project apart.").type).toBe("pricing");
  });
});

describe("figureTokens", () => {
  it("keeps amounts and counts, leaves out the day and year of a date (month names from CLDR, several languages)", () => {
    expect(figureTokens("From 1 March 2025, up to 20 seats and 5% off")).toEqual(["20", "5"]);
    expect(figureTokens("Ab 3. Oktober gelten 10 Projekte")).toEqual(["10"]);
  });
});

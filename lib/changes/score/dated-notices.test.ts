import { describe, expect, it } from "vitest";
import { planTablePricing, pricingPage } from "@/lib/changes/detect/fixtures";
import { detectChanges } from "@/lib/changes/detect";
import { baseImportance } from "./importance";

// A pricing page with a plan table that stays the same and a notice paragraph under it.
const page = (notice: string[]) => planTablePricing(notice);

/** The one change raised when the notice is taken off the page, and its importance level. */
const takenOut = (notice: string) => {
  const changes = detectChanges(pricingPage(page([notice])), pricingPage(page([])));
  expect(changes).toHaveLength(1);
  return baseImportance(changes[0]).level;
};

describe("a dated notice taken off a pricing page", () => {
  it("an announcement with a date, taken out once its day has come, is low", () => {
    expect(takenOut("Effective September 14th, 2027, usage will be billed per region; invoices list each region on its own line.")).toBe("low");
  });

  it("the same billing term without a date, taken out, stays medium", () => {
    expect(takenOut("Usage is billed per region; invoices list each region on its own line.")).toBe("medium");
  });

  it("a dated notice that states an amount, taken out, is not lowered", () => {
    expect(takenOut("From 14 September 2027, usage will be billed at $0.02 per GB; invoices list each region on its own line.")).not.toBe("low");
  });
});

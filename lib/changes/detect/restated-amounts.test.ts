import { describe, expect, it } from "vitest";
import { baseImportance } from "@/lib/changes/score/importance";
import { planTablePricing, pricingPage } from "./fixtures";
import { detectChanges } from "./index";

// A pricing page whose plan table stays the same; only the paragraph under "Included usage" is edited.
const page = (usage: string[]) => planTablePricing(["## Included usage", "", ...usage]);

const BEFORE = page(["The Business plan includes no usage. Every resource is billed on top of the plan fee."]);

const levelOf = (after: string[]) => {
  const changes = detectChanges(pricingPage(BEFORE), pricingPage(page(after)));
  const edit = changes.filter((c) => /Business plan/.test(`${c.description} ${c.newContent ?? ""}`));
  expect(edit).toHaveLength(1);
  expect(edit[0].type).toBe("pricing");
  return baseImportance(edit[0]).level;
};

describe("copy rewritten around amounts the page already states", () => {
  it("a paragraph now stating the plan's own price as its included usage is a billing term, medium", () => {
    // $45 is the Business plan's price on both versions: the edit says what it covers, it sets no new price.
    expect(levelOf(["The Business plan includes $45 of usage each month. Usage beyond it is billed on top of the plan fee."])).toBe("medium");
  });

  it("the same paragraph stating an amount new to the page is a price term, high", () => {
    expect(levelOf(["The Business plan includes $30 of usage each month. Usage beyond it is billed on top of the plan fee."])).toBe("high");
  });

  it("a sentence put in with an amount is a new statement, high, even when the amount stands elsewhere", () => {
    const after = ["The Business plan includes no usage. Every resource is billed on top of the plan fee.", "", "Support add-on: $45 per month."];
    const changes = detectChanges(pricingPage(BEFORE), pricingPage(page(after)));
    const added = changes.filter((c) => /Support add-on/.test(`${c.description} ${c.newContent ?? ""}`));
    expect(added).toHaveLength(1);
    expect(baseImportance(added[0]).level).toBe("high");
  });
});

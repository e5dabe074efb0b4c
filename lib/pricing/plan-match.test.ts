import { describe, expect, it } from "vitest";
import { matchPlans } from "./plan-match";
import type { PricingPlan } from "./types";

const plan = (name: string, price: number, features: string[] = []): PricingPlan => ({ name, price, currency: "USD", period: "month", unit: null, addOns: [], features });

describe("matchPlans: a rename needs a tie beyond place and price", () => {
  it("pairs a plan renamed with a feature line kept", () => {
    const m = matchPlans([plan("Starter", 9, ["1 user", "Email support"])], [plan("Basic", 9, ["1 user", "Email support"])]);
    expect([...m.renamed]).toEqual([[0, 0]]);
  });

  it("pairs a plan renamed with a word of its name kept, in any script", () => {
    expect([...matchPlans([plan("Team", 20)], [plan("Team Plus", 20)]).renamed]).toEqual([[0, 0]]);
    expect([...matchPlans([plan("ライト 月額", 500)], [plan("ライト 年額", 500)]).renamed]).toEqual([[0, 0]]);
  });

  it("does not pair two unrelated rows at the same place and price that list no shared feature", () => {
    const m = matchPlans([plan("Nightly backups", 3), plan("Static addresses", 2)], [plan("Log drains", 3), plan("Custom certificates", 2)]);
    expect(m.renamed.size).toBe(0);
    expect(m.removed).toEqual([0, 1]);
    expect(m.added).toEqual([0, 1]);
  });

  it("pairs the one plan whose name changed in a list whose other plans kept theirs, at the same place and price", () => {
    const before = [plan("Starter", 0), plan("Growth", 79), plan("Pro", 299)];
    const m = matchPlans(before, [plan("Starter", 0), plan("Growth", 79), plan("Scale", 299)]);
    expect([...m.renamed]).toEqual([[2, 2]]);
    // but not when it moved far in price as well
    expect(matchPlans(before, [plan("Starter", 0), plan("Growth", 79), plan("Scale", 2990)]).renamed.size).toBe(0);
  });
});

describe("matchPlans: a name listed twice", () => {
  const once = (name: string, price: number): PricingPlan => ({ ...plan(name, price), period: "one-time" });
  it("pairs each namesake with the one of its own billing period, not by order", () => {
    // A one-time package and a subscription of the same product; the package's card is taken out.
    const before = [once("Website", 590), once("Shop", 1990), plan("Website", 79.9), plan("Shop", 179.9)];
    const m = matchPlans(before, [once("Shop", 1990), plan("Website", 79.9), plan("Shop", 179.9)]);
    expect(m.removed).toEqual([0]);
    expect([...m.matched].sort()).toEqual([[0, 1], [1, 2], [2, 3]]);
  });

  it("keeps order among namesakes alike in every way", () => {
    const m = matchPlans([plan("Seat", 5), plan("Seat", 5)], [plan("Seat", 5), plan("Seat", 5)]);
    expect([...m.matched].sort()).toEqual([[0, 0], [1, 1]]);
  });
});

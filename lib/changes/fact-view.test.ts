import { describe, expect, it } from "vitest";
import { factLine, factOf, factParts, factWhere } from "./fact-view";

describe("a change's fact, said once", () => {
  it("writes the words both values end on once", () => {
    expect(factParts("€25 per seat/month", "€29 per seat/month")).toEqual({ before: "€25", after: "€29", tail: "per seat/month" });
    expect(factParts("5 custom domains", "10 custom domains")).toEqual({ before: "5", after: "10", tail: "custom domains" });
    // Nothing shared, one side missing, or the whole value shared but one word: kept whole.
    expect(factParts("Contact sales", "$49/month")).toEqual({ before: "Contact sales", after: "$49/month", tail: null });
    expect(factParts(null, "3 seats")).toEqual({ before: null, after: "3 seats", tail: null });
    expect(factParts("14-day", "30-day")).toEqual({ before: "14-day", after: "30-day", tail: null });
    expect(factParts("Contact sales", "Contact sales")).toEqual({ before: "Contact sales", after: "Contact sales", tail: null });
    expect(factLine("Team", "€25 per seat/month", "€29 per seat/month")).toBe("Team: €25 → €29 per seat/month");
    expect(factLine("Pro", null, "3 team seats")).toBe("Pro: 3 team seats (new)");
    expect(factLine("Pro", "3 team seats", null)).toBe("Pro: 3 team seats (removed)");
  });

  it("names a plan's price with before/after", () => {
    const facts = { kind: "price_changed", plan: "Team", oldPrice: 25, newPrice: 29, oldCurrency: "EUR", newCurrency: "EUR", oldPeriod: "month", newPeriod: "month", oldUnit: "seat", newUnit: "seat" };
    expect(factOf(facts)).toEqual({ name: "Team", before: "€25 per seat/month", after: "€29 per seat/month", line: "Team: €25 → €29 per seat/month" });
  });

  it("names the recommended plan when the highlight moved from one card to another", () => {
    expect(factOf({ kind: "highlight_changed", plan: "Growth", highlighted: true, from: "Starter" })?.line).toBe("Recommended plan: Starter → Growth");
    // a plan highlighted or no longer highlighted alone is said by the change's description
    expect(factOf({ kind: "highlight_changed", plan: "Growth", highlighted: true })).toBeNull();
  });

  it("is no fact when the stored facts give the same value on both sides (too thin to tell what changed)", () => {
    expect(factOf({ kind: "price_changed", plan: "Team" })).toBeNull();
    expect(factOf({ kind: "plan_terms_changed", cell: { row: "Hobby", column: "RAM", before: "8 GB", after: "8 GB" } })).toBeNull();
  });

  it("names a plan's limit by plan and noun, and a term by its words (sides stored as { value, amount, unit })", () => {
    const limit = { kind: "plan_terms_changed", fact: { kind: "plan_limit", plan: "Pro", label: "custom domains", before: { value: "5", amount: 5, unit: null }, after: { value: "10", amount: 10, unit: null } } };
    expect(factOf(limit)).toMatchObject({ name: "Pro", before: "5 custom domains", after: "10 custom domains", line: "Pro: 5 → 10 custom domains" });
    const added = { kind: "plan_terms_changed", fact: { kind: "plan_limit", plan: "Pro", label: "team seats", before: null, after: { value: "3", amount: 3, unit: null } } };
    expect(factOf(added)?.line).toBe("Pro: 3 team seats (new)");
    const trial = { kind: "plan_terms_changed", fact: { kind: "duration", plan: null, label: "free trial", before: { value: "14-day", amount: 14, unit: "day" }, after: { value: "30-day", amount: 30, unit: "day" } } };
    expect(factOf(trial)?.line).toBe("free trial: 14-day → 30-day");
    const rate = { kind: "price_terms_changed", fact: { kind: "usage_rate", label: "Bandwidth", before: "$0.02 per GB", after: "$0.01 per GB" } };
    expect(factOf(rate)?.line).toBe("Bandwidth: $0.02 → $0.01 per GB");
  });

  it("says where a table cell was found when its section is more than its name", () => {
    const cell = { kind: "plan_terms_changed", page: "pricing", section: "Compute", cell: { row: "Hobby", column: "RAM", before: "50 GB", after: "48 GB" } };
    const f = factOf(cell);
    expect(f?.line).toBe("Hobby · RAM: 50 → 48 GB");
    expect(factWhere(cell, f)).toBe("Pricing page · Compute");
    expect(factWhere({ page: "pricing", section: "Pro" }, { name: "Pro", before: "5", after: "6", line: "" })).toBeNull();
    expect(factWhere({ section: "Compute" }, f)).toBeNull();
  });
});

describe("factOf, itemised plan facts", () => {
  it("names a plan's feature-list change with the lines removed and added", () => {
    expect(factOf({ kind: "plan_features_changed", plan: "Studio", removed: ["3 projects"], added: ["10 projects", "Audit trail"] })).toMatchObject({
      name: "Studio · features",
      before: "3 projects",
      after: "10 projects, Audit trail",
      line: "Studio · features: 3 projects → 10 projects, Audit trail",
    });
    expect(factOf({ kind: "add_ons_changed", plan: "Studio", removed: [], added: ["$5 per extra seat"] })!.line).toBe("Studio · add-ons: $5 per extra seat (new)");
  });

  it("names an offering (what a pricing page offers apart from its plans) by its section, with its lines before and after", () => {
    const machine = "macOS machines with 12 cores and 24 GB of memory";
    expect(factOf({ kind: "offering_changed", page: "pricing", section: "Build machines", blocksBefore: [], blocksAfter: [machine] })!.line).toBe(`Build machines: ${machine} (new)`);
    expect(factOf({ kind: "offering_changed", page: "pricing", section: null, blocksBefore: ["Windows on G1 hosts"], blocksAfter: ["Windows on G2 hosts"] })!.line).toBe("Offering: Windows on G1 → Windows on G2 hosts");
    // Prose at length is no one fact: the card keeps the change's excerpts.
    expect(factOf({ kind: "offering_changed", page: "pricing", section: "About", blocksBefore: [], blocksAfter: ["x ".repeat(100)] })).toBeNull();
  });

  it("names a feature renamed by its old and new name", () => {
    expect(factOf({ kind: "features_renamed", items: ["Time tracker"], renamedFrom: "Time tracking" })).toMatchObject({ name: "Feature name", before: "Time tracking", after: "Time tracker" });
  });

  it("names a feature whose description changed by the feature, with its description before and after", () => {
    const details = [{ name: "Parallel builds", before: "Run up to 20 builds at once.", after: "Run up to 50 builds at once." }];
    expect(factOf({ kind: "features_described", items: ["Parallel builds"], details })).toMatchObject({ name: "Parallel builds", before: "Run up to 20 builds at once.", after: "Run up to 50 builds at once." });
  });

  it("names each plan removed on its own", () => {
    expect(factOf({ kind: "plan_removed", plan: "Crew", price: 15, currency: "USD", period: "month", unit: null })!.line).toBe("Crew: $15/month (removed)");
  });
});

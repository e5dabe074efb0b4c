import { describe, expect, it } from "vitest";
import { groundModelPlans } from "./model-plans";
import { matchPlans, namesClose, reconcilePlans } from "./model-reconcile";
import type { ModelPlan, VerifiedPlan } from "./model-verify";
import type { PricingPlan } from "@/lib/pricing/types";

const rule = (p: Partial<PricingPlan>): PricingPlan => ({ name: "Team", price: null, currency: null, period: null, unit: null, addOns: [], features: [], highlighted: false, ...p });
const model = (p: Partial<VerifiedPlan>): VerifiedPlan => ({ name: "Team", price: null, currency: null, period: null, unit: null, annualPrice: null, features: [], addOns: [], highlighted: false, priceInvented: false, nameOnPage: true, ...p });

describe("matching plans", () => {
  it("matches by simplified name, then close names with equal prices", () => {
    const rules = [rule({ name: "Free", price: 0 }), rule({ name: "Team plan", price: 12 }), rule({ name: "Business", price: 24 })];
    const m = matchPlans(rules, [model({ name: "Teams", price: 12 }), model({ name: "free" }), model({ name: "Busines", price: 29 })]);
    expect(m.get(1)).toBe(0); // "free" = "Free"
    expect(m.get(0)).toBe(1); // "Teams" ~ "Team plan", same price
    expect(m.has(2)).toBe(false); // "Busines" ~ "Business" but another price
  });

  it("tells close names from different ones", () => {
    expect(namesClose("team", "teams")).toBe(true);
    expect(namesClose("pro", "pro monthly")).toBe(true);
    expect(namesClose("pro", "plus")).toBe(false);
    expect(namesClose("starter", "enterprise")).toBe(false);
  });
});

describe("reconciling rule and model plans", () => {
  it("keeps rule values, fills what the rules miss, keeps rule-only plans and adds verified model-only plans in place", () => {
    const rules = [
      rule({ name: "Free", price: 0, currency: "USD", features: ["3 projects"] }),
      rule({ name: "Team", price: 12, currency: "USD", period: "month", unit: null, features: [] }),
      rule({ name: "Enterprise", features: ["SSO"] }),
    ];
    const { plans, droppedPlans } = reconcilePlans(rules, [
      model({ name: "Free", price: 0, currency: "USD", period: "month", features: ["Three projects"] }),
      model({ name: "Team", price: 12, currency: "EUR", period: "year", unit: "user", annualPrice: 10, features: ["Guest access"], highlighted: true }),
      model({ name: "Business", price: 24, currency: "USD", period: "month", unit: "user", features: ["Audit log"] }),
    ]);
    expect(droppedPlans).toBe(0);
    expect(plans.map((p) => [p.name, p.source])).toEqual([["Free", "both"], ["Team", "both"], ["Business", "model"], ["Enterprise", "rules"]]);
    // rule values win; missing ones come from the model
    expect(plans[0]).toMatchObject({ features: ["3 projects"], period: "month" });
    expect(plans[1]).toMatchObject({ price: 12, currency: "USD", period: "month", unit: "user", annualPrice: 10, features: ["Guest access"], highlighted: false });
    expect(plans[2]).toMatchObject({ price: 24, currency: "USD", unit: "user", features: ["Audit log"] });
    expect(plans[3]).toMatchObject({ price: null, currency: null, features: ["SSO"] });
  });

  it("leaves out model-only plans with an invented price or a name not on the page", () => {
    const { plans, droppedPlans } = reconcilePlans([rule({ name: "Pro", price: 20 })], [model({ name: "Pro", price: 20 }), model({ name: "Scale", priceInvented: true }), model({ name: "Ultra", price: 20, nameOnPage: false })]);
    expect(plans.map((p) => p.name)).toEqual(["Pro"]);
    expect(droppedPlans).toBe(2);
  });

  it("takes no currency from the model for a plan without a price", () => {
    const { plans } = reconcilePlans([rule({ name: "Enterprise" })], [model({ name: "Enterprise", currency: "USD" })]);
    expect(plans[0]).toMatchObject({ price: null, currency: null, source: "both" });
  });
});

describe("grounding a model answer on the page", () => {
  const markdown = "# Pricing\n\n## Free\n\n$0\n\n- 3 projects\n\n## Team\n\n$12 per user / month\n\n- Guest access\n\n## Business\n\n$24 per user / month\n\n- Audit log\n\n## Enterprise\n\nContact sales";
  const rules = [rule({ name: "Free", price: 0, currency: "USD" }), rule({ name: "Team", price: 12, currency: "USD", period: "month", unit: "user" }), rule({ name: "Enterprise" })];
  const answer = (p: Partial<ModelPlan>): ModelPlan => ({ name: "Team", price: null, currency: null, period: null, unit: null, annualPrice: null, features: [], addOns: [], highlighted: false, ...p });

  it("drops an invented plan and invented numbers, adds a verified one and counts what was dropped", () => {
    const r = groundModelPlans(markdown, rules, [
      answer({ name: "Free", price: 0, currency: "USD", features: ["3 projects", "5 GB storage"] }),
      answer({ name: "Team", price: 15, currency: "USD", period: "month", unit: "user" }),
      answer({ name: "Business", price: 24, currency: "USD", period: "month", unit: "user", features: ["Audit log"] }),
      answer({ name: "Scale", price: 79, currency: "USD", period: "month" }),
    ]);
    expect(r.plans.map((p) => [p.name, p.price, p.source])).toEqual([["Free", 0, "both"], ["Team", 12, "both"], ["Business", 24, "model"], ["Enterprise", null, "rules"]]);
    // "5 GB storage", Team's $15, Scale's $79 and the Scale plan itself
    expect(r.dropped).toBe(4);
    expect(r.verified.find((p) => p.name === "Free")?.features).toEqual(["3 projects"]);
  });
});

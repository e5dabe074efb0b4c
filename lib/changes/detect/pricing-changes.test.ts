import { describe, expect, it } from "vitest";
import { plan, snapshot } from "./fixtures";
import { formatAmount, priceLabel, pricesEqual } from "@/lib/pricing/money-format";
import { detectPricingChanges } from "./pricing-changes";
import { planKey } from "@/lib/pricing/plan-key";

const kinds = (cs: { facts: Record<string, unknown> }[]) => cs.map((c) => c.facts.kind);

describe("money helpers", () => {
  it("formats amounts with symbols, cents and thousands", () => {
    expect(formatAmount(12, "USD")).toBe("$12");
    expect(formatAmount(12.5, "eur")).toBe("€12.50");
    expect(formatAmount(1200, "GBP")).toBe("£1,200");
    expect(formatAmount(99, "CHF")).toBe("99 CHF");
    expect(priceLabel(plan({ name: "x", price: 15, currency: "USD", period: "month", unit: "user" }))).toBe(
      "$15 per user/month",
    );
    expect(priceLabel(plan({ name: "x" }))).toBe("Contact sales");
  });

  it("treats float noise as equal prices", () => {
    expect(pricesEqual(19.99, 19.990000000001)).toBe(true);
    expect(pricesEqual(0.1 + 0.2, 0.3)).toBe(true);
    expect(pricesEqual(19.99, 20)).toBe(false);
    expect(pricesEqual(null, 0)).toBe(false);
  });

  it("normalises plan names", () => {
    expect(planKey("Team Plan")).toBe("team");
    expect(planKey("  PRO tier ")).toBe("pro");
    expect(planKey("Plan")).toBe("plan");
  });
});

describe("detectPricingChanges", () => {
  it("finds nothing between equal snapshots", () => {
    expect(detectPricingChanges(snapshot(), snapshot())).toEqual([]);
  });

  it("describes a price change with the facts and a relative magnitude", () => {
    const next = snapshot((s) => {
      s.extractedData.pricingPlans[1].price = 15;
    });
    const [c, ...rest] = detectPricingChanges(snapshot(), next);
    expect(rest).toEqual([]);
    expect(c.type).toBe("pricing");
    expect(c.description).toBe("Team plan: $12 → $15 per user/month");
    expect(c.oldContent).toBe("$12 per user/month");
    expect(c.newContent).toBe("$15 per user/month");
    expect(c.url).toBe("https://acme.example/pricing");
    expect(c.magnitude).toBe(0.25);
    expect(c.facts).toMatchObject({ kind: "price_changed", oldPrice: 12, newPrice: 15, direction: "increase" });
  });

  it("ignores float noise, plan order, name case and plan-feature order", () => {
    const next = snapshot((s) => {
      const plans = s.extractedData.pricingPlans;
      plans[1].price = 12.000000001;
      plans[1].name = "TEAM plan";
      plans[1].features = [...plans[1].features].reverse().map((f) => ` ${f.toUpperCase()} `);
      plans.reverse();
    });
    expect(detectPricingChanges(snapshot(), next)).toEqual([]);
  });

  it("reports period, unit and currency changes in full", () => {
    const next = snapshot((s) => {
      s.extractedData.pricingPlans[0] = { ...s.extractedData.pricingPlans[0], price: 9, currency: "USD", unit: "seat" };
    });
    const [c] = detectPricingChanges(snapshot(), next);
    expect(c.description).toBe("Starter plan: €9/month → $9 per seat/month");
  });

  it("reports Contact sales transitions at full magnitude", () => {
    const next = snapshot((s) => {
      s.extractedData.pricingPlans[2] = { ...s.extractedData.pricingPlans[2], price: null, currency: null };
    });
    const [c] = detectPricingChanges(snapshot(), next);
    expect(c.description).toBe("Business plan: $29 per user/month → Contact sales");
    expect(c.magnitude).toBe(1);
  });

  it("reports plans added and removed", () => {
    const next = snapshot((s) => {
      const plans = s.extractedData.pricingPlans;
      plans.shift(); // Starter goes
      plans.push(plan({ name: "Enterprise", features: ["SLA", "Dedicated manager"] }));
    });
    const cs = detectPricingChanges(snapshot(), next);
    expect(cs.map((c) => c.description)).toEqual([
      "Enterprise plan added (Contact sales)",
      "Starter plan removed (was €9/month)",
    ]);
    expect(cs[0].newContent).toContain("Dedicated manager");
    expect(cs[1].oldContent).toContain("Starter: €9/month");
    expect(kinds(cs)).toEqual(["plan_added", "plan_removed"]);
  });

  it("detects a rename at the same position with the same price and features", () => {
    const next = snapshot((s) => {
      s.extractedData.pricingPlans[0].name = "Basic";
    });
    const cs = detectPricingChanges(snapshot(), next);
    expect(cs).toHaveLength(1);
    expect(cs[0].description).toBe("Starter plan renamed to Basic");
    expect(cs[0].facts).toMatchObject({ kind: "plan_renamed", oldName: "Starter", newName: "Basic" });
  });

  it("detects a rename with a price change and reports both", () => {
    const next = snapshot((s) => {
      Object.assign(s.extractedData.pricingPlans[1], { name: "Growth", price: 14 });
    });
    const cs = detectPricingChanges(snapshot(), next);
    expect(cs.map((c) => c.description)).toEqual([
      "Team plan renamed to Growth",
      "Growth plan (formerly Team): $12 → $14 per user/month",
    ]);
  });

  it("does not mistake an unrelated new plan for a rename", () => {
    const next = snapshot((s) => {
      const plans = s.extractedData.pricingPlans;
      plans.splice(0, 1);
      plans.push(plan({ name: "Scale", price: 99, currency: "USD", period: "month", features: ["Priority support"] }));
    });
    expect(kinds(detectPricingChanges(snapshot(), next))).toEqual(["plan_added", "plan_removed"]);
  });

  it("reports annual price, plan features, add-ons and the highlight", () => {
    const next = snapshot((s) => {
      const team = s.extractedData.pricingPlans[1];
      team.annualPrice = 11;
      team.features = ["Unlimited contacts", "Reports", "Forecasting", "AI assistant"];
      team.addOns = ["$10 per extra 1,000 contacts"];
      team.highlighted = false;
    });
    const cs = detectPricingChanges(snapshot(), next);
    expect(cs.map((c) => c.description)).toEqual([
      "Team plan (billed annually): $10 → $11 per user/month",
      "Team plan: 1 feature added (Forecasting)",
      "Team plan: 1 feature added (AI assistant)",
      "Team plan: 1 feature removed (Pipelines)",
      "Team plan: 1 add-on added ($10 per extra 1,000 contacts)",
      "Team plan is no longer highlighted as recommended",
    ]);
    expect(kinds(cs)).toEqual(["annual_price_changed", "plan_features_changed", "plan_features_changed", "plan_features_changed", "add_ons_changed", "highlight_changed"]);
  });

  it("treats monthly vs yearly billing of the same money as a small change", () => {
    const next = snapshot((s) => {
      Object.assign(s.extractedData.pricingPlans[0], { price: 108, period: "year" });
    });
    const [c] = detectPricingChanges(snapshot(), next);
    expect(c.description).toBe("Starter plan: €9/month → €108/year");
    expect(c.magnitude).toBeLessThan(0.2);
  });

  it("groups pricing published into one change and itemises pricing removed, one change per plan", () => {
    const none = snapshot((s) => {
      s.extractedData.pricingPlans = [];
    });
    const [published] = detectPricingChanges(none, snapshot());
    expect(published.description).toBe(
      "Pricing published: 3 plans (Starter €9/month, Team $12 per user/month, Business $29 per user/month)",
    );
    const removed = detectPricingChanges(snapshot(), none);
    expect(removed.map((c) => c.description)).toEqual([
      "Starter plan removed (was €9/month)",
      "Team plan removed (was $12 per user/month)",
      "Business plan removed (was $29 per user/month)",
    ]);
    expect(kinds(removed)).toEqual(["plan_removed", "plan_removed", "plan_removed"]);
  });

  it("reads plans first seen on a page that stated its prices in prose as the facts they were: only a new amount is a plan added", () => {
    const prose = snapshot((s) => {
      s.extractedData.pricingPlans = [];
      s.extractedData.pricingMarkdown = "# Pricing\n\nStarter is €9 a month. Team costs $12 per user each month.";
    });
    const changes = detectPricingChanges(prose, snapshot());
    expect(changes.map((c) => c.description)).toEqual(["Business plan added ($29 per user/month)"]);
    expect(kinds(changes)).toEqual(["plan_added"]);
  });
});

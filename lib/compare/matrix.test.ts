import { describe, expect, it } from "vitest";
import { buildMatrix, matrixPlan, teamPrice } from "./matrix";
import { buildPriceHistory } from "./price-history";
import type { PricingPlan } from "@/lib/pricing/types";

const plan = (over: Partial<PricingPlan>): PricingPlan => ({ name: "Team", price: 10, currency: "USD", period: "month", unit: null, addOns: [], features: [], ...over });

describe("matrix prices", () => {
  it("normalises per seat per month: a yearly seat price as its monthly equivalent, annual billing kept apart", () => {
    expect(matrixPlan(plan({ price: 120, period: "year", unit: "seat" }))).toMatchObject({ basis: "per seat / month", monthly: 10, perSeat: true });
    expect(matrixPlan(plan({ price: 12, unit: "user", annualPrice: 10 }))).toMatchObject({ monthly: 12, annualMonthly: 10 });
    expect(matrixPlan(plan({ price: 49 }))).toMatchObject({ basis: "flat / month", monthly: 49, perSeat: false });
    expect(matrixPlan(plan({ price: null, currency: null, period: null }))).toMatchObject({ basis: "custom", monthly: null });
    expect(matrixPlan(plan({ price: 99, period: "one-time" }))).toMatchObject({ basis: "one-time", monthly: null });
  });

  it("picks the cheapest plan that fits the team, billed monthly or annually", () => {
    const plans = [plan({ name: "Solo", price: 5 }), plan({ name: "Team", price: 8, unit: "user", annualPrice: 6 }), plan({ name: "Studio", price: 70, features: ["Up to 20 users"] })];
    expect(teamPrice(plans, 1, "month")).toMatchObject({ plan: "Solo", monthly: 5 });
    expect(teamPrice(plans, 5, "month")).toMatchObject({ plan: "Team", monthly: 40, billedAnnually: 30 });
    expect(teamPrice(plans, 10, "month")).toMatchObject({ plan: "Studio", monthly: 70 });
    expect(teamPrice(plans, 10, "year")).toMatchObject({ plan: "Team", monthly: 60 });
    expect(teamPrice(plans, 25, "month")).toMatchObject({ plan: "Team", monthly: 200 });
    expect(teamPrice([plan({ price: 0 })], 3, "month")).toBeNull();
  });

  it("matches features across products by name whatever category each gives, and filters by category", () => {
    const base = { url: "https://x.example", scannedAt: "2026-01-01T00:00:00.000Z", pricingUrl: null, plans: [], capabilities: [], changes: [] };
    const m = buildMatrix(
      [
        { ...base, id: "b", name: "Beta", type: "competitor", features: [{ name: "SSO", category: "Security" }], integrations: [{ name: "Slack", category: "Chat" }] },
        { ...base, id: "a", name: "Alpha", type: "baseline", features: [{ name: "sso", category: "Admin" }], integrations: [] },
      ],
      { seats: 3, billing: "month", since: new Date("2026-01-01") },
    );
    expect(m.columns.map((c) => c.id)).toEqual(["a", "b"]);
    expect(m.groups.find((g) => g.section === "features")).toEqual({ section: "features", category: "Admin", rows: [{ name: "sso", present: ["a", "b"] }] });
    const chat = buildMatrix([{ ...base, id: "b", name: "Beta", type: "competitor", features: [{ name: "SSO", category: "Security" }], integrations: [{ name: "Slack", category: "Chat" }] }], { seats: 3, billing: "month", category: "chat", since: new Date() });
    expect(chat.category).toBe("Chat");
    expect(chat.groups.map((g) => g.category)).toEqual(["Chat"]);
    expect(chat.categories).toEqual(["Chat", "Security"]);
  });
});

describe("price history", () => {
  it("starts a new series when the billing period changes, and marks a plan removed", () => {
    const at = (d: number) => new Date(Date.UTC(2026, 0, d));
    const h = buildPriceHistory("c", [
      { snapshotId: "s1", at: at(1), plans: [plan({ name: "Pro", price: 10 }), plan({ name: "Max", price: 30 })] },
      { snapshotId: "s2", at: at(2), plans: [plan({ name: "Pro", price: 100, period: "year" })] },
    ]);
    expect(h.series.map((s) => `${s.name} ${s.period} ${s.points.map((p) => p.price).join("/")}`)).toEqual(["Pro month 10", "Max month 30", "Pro year 100"]);
    expect(h.series[0].planId).toBe(h.series[2].planId);
    expect(h.markers.map((m) => `${m.kind}: ${m.label}`)).toEqual(["price: Pro: USD 10/month → USD 100/year", "removed: Max removed (was USD 30/month)"]);
  });
});

import type { PlanId } from "@/lib/billing/plans";

/** GET /api/subscriptions/prices: an array of tiers ({ plan | id, priceId }) or an object keyed by plan. */
export function findPriceId(prices: unknown, plan: PlanId): string | null {
  if (!prices || typeof prices !== "object") return null;
  const record = prices as Record<string, unknown>;
  const list = Array.isArray(prices) ? prices : (record.tiers ?? record.prices ?? record.plans);
  if (Array.isArray(list)) {
    for (const tier of list as Record<string, unknown>[]) {
      const id = tier?.plan ?? tier?.id ?? tier?.tier;
      if (id === plan && typeof tier.priceId === "string" && tier.priceId) return tier.priceId;
    }
    return null;
  }
  const entry = record[plan];
  if (typeof entry === "string" && entry) return entry;
  if (entry && typeof entry === "object") {
    const priceId = (entry as Record<string, unknown>).priceId;
    if (typeof priceId === "string" && priceId) return priceId;
  }
  return null;
}

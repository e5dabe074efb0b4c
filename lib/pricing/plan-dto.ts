/**
 * A plan as the app hands it on (chat tools, the model-answer store): the plan's own fields with the
 * optional ones made explicit (no annual price → null, not highlighted → false).
 */
import type { PricingPlan } from "./types";

type PlanCore = Pick<PricingPlan, "name" | "price" | "currency" | "period" | "unit" | "annualPrice" | "highlighted">;

/** Name, price, currency, period, unit, annual price and highlight of a plan, absent values explicit. */
export function planFields(p: PlanCore) {
  return {
    name: p.name,
    price: p.price,
    currency: p.currency,
    period: p.period,
    unit: p.unit,
    annualPrice: p.annualPrice ?? null,
    highlighted: Boolean(p.highlighted),
  };
}

/** A plan for the chat's tools: its fields, its first ten features, its add-ons and its group when it has one. */
export function planDto(p: PricingPlan) {
  return {
    ...planFields(p),
    features: p.features.slice(0, 10),
    addOns: p.addOns,
    ...(p.group ? { group: p.group } : {}),
  };
}

import { z } from "zod";
import { PLANS, PLAN_ORDER, SALES_EMAIL, type PlanId } from "./plans";
import { billingMode, priceIdForPlan, type BillingMode } from "./stripe";

export const checkoutBody = z.object({
  priceId: z.string().trim().min(1, "priceId is required").max(200),
  successUrl: z.string().trim().min(1, "successUrl is required").max(2000),
  cancelUrl: z.string().trim().min(1, "cancelUrl is required").max(2000),
});

export const changePlanBody = z.object({ newPriceId: z.string().trim().min(1, "newPriceId is required").max(200) });

export interface PricingTier {
  id: PlanId;
  name: string;
  /** Null for Free (no checkout) and Enterprise (arranged with sales). */
  priceId: string | null;
  price: number | null;
  period: string;
  competitorLimit: number;
  features: string[];
  limitations: string[];
  featureFlags: (typeof PLANS)[PlanId]["featureFlags"];
  highlighted: boolean;
  contactEmail: string | null;
}

/** GET /api/subscriptions/prices: every plan with the price id to check out with. */
export function pricingTiers(): { tiers: PricingTier[]; mode: BillingMode } {
  const tiers = PLAN_ORDER.map((id) => {
    const p = PLANS[id];
    return {
      id,
      name: p.name,
      priceId: id === "pro" ? priceIdForPlan(id) : null,
      price: p.price,
      period: p.period,
      competitorLimit: p.competitorLimit,
      features: p.features,
      limitations: p.limitations,
      featureFlags: p.featureFlags,
      highlighted: Boolean(p.highlighted),
      contactEmail: id === "enterprise" ? SALES_EMAIL : null,
    };
  });
  return { tiers, mode: billingMode() };
}

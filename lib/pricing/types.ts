/** The pricing model: a plan as the scan reads it and as every other part of the app stores, compares and shows it. */

export type BillingPeriod = "month" | "year" | "one-time";

export interface PricingPlan {
  name: string;
  /** Price per period as a number; null for custom / "Contact sales" plans. */
  price: number | null;
  /** ISO 4217 code: USD, EUR, GBP ...; null when no price is shown. */
  currency: string | null;
  period: BillingPeriod | null;
  /** e.g. "user", "seat", "1,000 contacts"; null when the price is flat. */
  unit: string | null;
  /** Annual-billing price per month when the page offers a monthly/annual toggle. */
  annualPrice?: number | null;
  /** Usage-based add-ons ("$10 per extra 1,000 contacts"). */
  addOns: string[];
  /** Every listed feature of the plan, in page order. */
  features: string[];
  /** True when the page marks the plan as recommended / most popular. */
  highlighted?: boolean;
  /**
   * Who found the plan when a model also read the pricing page (ANTHROPIC_API_KEY set): "rules" (the
   * rule-based extractor only), "model" (the model only, every number verified on the page) or
   * "both" (rule values, with the model's filling in what the rules did not find). Absent when no
   * model was consulted: the plan comes from the rules.
   */
  source?: "rules" | "model" | "both";
  /** How sure the extractor is of this plan (0..1): its structure, name and price evidence. */
  confidence?: number;
  /** Label of the plan's group when a page shows several (e.g. "One-time", "Monthly", "EUR"). */
  group?: string;
}

/** The single source of plan facts: every page, limit and gate reads these. */
export type PlanId = "free" | "pro" | "enterprise";
export type CheckFrequency = "1h" | "6h" | "12h" | "1d" | "7d";

export const CHECK_FREQUENCIES: CheckFrequency[] = ["1h", "6h", "12h", "1d", "7d"];
export const FREQUENCY_HOURS: Record<CheckFrequency, number> = { "1h": 1, "6h": 6, "12h": 12, "1d": 24, "7d": 168 };
export const FREQUENCY_LABELS: Record<CheckFrequency, string> = { "1h": "hour", "6h": "6 hours", "12h": "12 hours", "1d": "day", "7d": "week" };

export interface FeatureFlags {
  basicInsights: boolean;
  advancedInsights: boolean;
  emailAlerts: boolean;
  apiAccess: boolean;
  darkPsychologyMode: boolean;
  prioritySupport: boolean;
  customIntegrations: boolean;
}

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** Monthly price in USD; null for custom pricing. */
  price: number | null;
  period: string;
  /** -1 means unlimited. */
  competitorLimit: number;
  /** Most frequent check allowed. */
  minFrequency: CheckFrequency;
  historyDays: number | null;
  monitoringLabel: string;
  features: string[];
  limitations: string[];
  featureFlags: FeatureFlags;
  highlighted?: boolean;
  cta: string;
}

export const TRIAL_DAYS = 14;
export const SALES_EMAIL = "sales@rivalscope.io";
export const SUPPORT_EMAIL = "support@rivalscope.io";
export const BILLING_EMAIL = "billing@rivalscope.io";
export const DATA_RETENTION_AFTER_CANCEL_DAYS = 90;

export const PLANS: Record<PlanId, PlanDefinition> = {
  free: {
    id: "free",
    name: "Free",
    price: 0,
    period: "month",
    competitorLimit: 1,
    minFrequency: "7d",
    historyDays: 7,
    monitoringLabel: "Weekly monitoring",
    features: ["1 competitor", "Weekly monitoring", "7-day history", "Basic insights"],
    limitations: ["No email alerts", "No API access", "No Dark Psychology Mode"],
    featureFlags: { basicInsights: true, advancedInsights: false, emailAlerts: false, apiAccess: false, darkPsychologyMode: false, prioritySupport: false, customIntegrations: false },
    cta: "Get Started",
  },
  pro: {
    id: "pro",
    name: "Pro",
    price: 44,
    period: "month",
    competitorLimit: 10,
    minFrequency: "1h",
    historyDays: 90,
    monitoringLabel: "Real-time monitoring (hourly checks)",
    features: ["Up to 10 competitors", "Real-time monitoring (hourly checks)", "90-day history", "Advanced AI insights", "Email alerts", "API access", "Dark Psychology Mode"],
    limitations: [],
    featureFlags: { basicInsights: true, advancedInsights: true, emailAlerts: true, apiAccess: true, darkPsychologyMode: true, prioritySupport: false, customIntegrations: false },
    highlighted: true,
    cta: "Start 14-day free trial",
  },
  enterprise: {
    id: "enterprise",
    name: "Enterprise",
    price: null,
    period: "month",
    competitorLimit: -1,
    minFrequency: "1h",
    historyDays: null,
    monitoringLabel: "Real-time monitoring (hourly checks)",
    features: ["Unlimited competitors", "Real-time monitoring (hourly checks)", "Unlimited history", "Everything in Pro", "Priority support", "Custom integrations"],
    limitations: [],
    featureFlags: { basicInsights: true, advancedInsights: true, emailAlerts: true, apiAccess: true, darkPsychologyMode: true, prioritySupport: true, customIntegrations: true },
    cta: "Contact Sales",
  },
};

export const PLAN_ORDER: PlanId[] = ["free", "pro", "enterprise"];

export function planLimitMessage(limit: number): string {
  return `You've reached the limit of ${limit} competitors. Upgrade to add more.`;
}

/** True when `frequency` is at least as slow as the plan's fastest allowed check. */
export function frequencyAllowed(plan: PlanId, frequency: CheckFrequency): boolean {
  return FREQUENCY_HOURS[frequency] >= FREQUENCY_HOURS[PLANS[plan].minFrequency];
}

export function formatPlanPrice(plan: PlanDefinition): string {
  return plan.price === null ? "Custom" : `$${plan.price}`;
}

/** The price id the pricing page and PUT /api/subscriptions/plan use for the Free plan (no Stripe price). */
export const FREE_PRICE_ID = "free";

/** Plans that can be bought by checkout; Enterprise is arranged with sales. */
export const SELF_SERVE_PLANS: PlanId[] = ["pro"];

export function isPlanId(value: unknown): value is PlanId {
  return value === "free" || value === "pro" || value === "enterprise";
}

/** "Unlimited" for -1, otherwise the number. */
export function formatCompetitorLimit(limit: number): string {
  return limit === -1 ? "Unlimited" : String(limit);
}

/** The slowest-allowed frequency at or above `frequency` for the plan (the plan's check-frequency floor). */
export function clampFrequency(plan: PlanId, frequency: CheckFrequency): CheckFrequency {
  return frequencyAllowed(plan, frequency) ? frequency : PLANS[plan].minFrequency;
}

/** The marketing line for a plan's competitor slots, e.g. "Track up to 10 competitors". */
export function competitorLimitLine(plan: PlanId): string {
  const limit = PLANS[plan].competitorLimit;
  if (limit === -1) return "Track unlimited competitors";
  return limit === 1 ? "Track 1 competitor" : `Track up to ${limit} competitors`;
}

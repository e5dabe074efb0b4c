export { UsageBanner } from "./usage-banner";
export { PastDueBanner, PAST_DUE_MESSAGES } from "./past-due-banner";
export { BillingPage } from "./billing-page";
export { SubscriptionStatusBadge } from "./status-badge";
export { useBillingActions, BILLING_FALLBACKS } from "@/lib/client/hooks/use-billing-actions";
export { formatBillingDate, statusDisplay, usageLevel } from "./format";

import type { Executor, SubscriptionRow } from "@/db/queries/billing";
import { countTrackedCompetitors, getSubscriptionRow } from "@/db/queries/billing";
import { PLANS, isPlanId, type CheckFrequency, type FeatureFlags, type PlanId } from "./plans";
import { billingMode, type BillingMode } from "./stripe";

/** Status values of the specification (§3) plus 'trialing' for the 14-day Pro trial (shown as Trial). */
export type SubscriptionStatus = "active" | "past_due" | "canceled" | "free" | "trialing";

/** What a subscription row means right now: the plan the user may use and how to show it. */
export interface ResolvedSubscription {
  plan: PlanId;
  status: SubscriptionStatus;
  isTrial: boolean;
  trialEndsAt: Date | null;
  /** Next billing date, or the date access ends when canceled; the trial's end during a trial. */
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

const DAY_MS = 86_400_000;

/** Whole days left, rounded up (a trial ending in 30 hours has 2 days left); 0 once ended. */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

const FREE: ResolvedSubscription = { plan: "free", status: "free", isTrial: false, trialEndsAt: null, periodEnd: null, cancelAtPeriodEnd: false };

/**
 * The effective subscription of a row at `now`. A running trial is Pro; an ended trial, an ended
 * period after cancellation, or no row is Free, even before the hourly job has rewritten the row.
 */
export function resolveSubscription(row: SubscriptionRow | undefined | null, now: Date = new Date()): ResolvedSubscription {
  if (!row) return FREE;
  const plan: PlanId = isPlanId(row.plan) ? row.plan : "free";
  if (row.status === "trialing") {
    if (row.trialEndsAt && row.trialEndsAt > now) {
      return { plan: "pro", status: "trialing", isTrial: true, trialEndsAt: row.trialEndsAt, periodEnd: row.trialEndsAt, cancelAtPeriodEnd: false };
    }
    return FREE;
  }
  if (plan === "free" || row.status === "free") return FREE;
  const ended = row.currentPeriodEnd !== null && row.currentPeriodEnd <= now;
  const canceling = row.cancelAtPeriodEnd || row.status === "canceled";
  if (canceling && (ended || (row.status === "canceled" && row.currentPeriodEnd === null))) return FREE;
  if (row.status === "past_due") return base("past_due");
  if (canceling) return base("canceled");
  return base("active");

  function base(status: SubscriptionStatus): ResolvedSubscription {
    return { plan, status, isTrial: false, trialEndsAt: null, periodEnd: row!.currentPeriodEnd, cancelAtPeriodEnd: row!.cancelAtPeriodEnd || status === "canceled" };
  }
}

/** The current-subscription object of the specification (§3), as GET /api/subscriptions/current returns it. */
export interface CurrentSubscription {
  plan: PlanId;
  planName: string;
  status: SubscriptionStatus;
  isTrial: boolean;
  trialEndsAt: string | null;
  daysLeftInTrial: number | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  usage: { competitors: number; limit: number };
  features: FeatureFlags;
  limits: { competitors: { current: number; limit: number }; minCheckFrequency: CheckFrequency; historyDays: number | null };
  canAddMore: boolean;
  /** 'local' when Stripe is not configured: plan changes apply directly. */
  mode: BillingMode;
  /** A Stripe customer exists, so the billing portal can open. */
  hasBillingAccount: boolean;
  priceId: string | null;
}

export function toCurrentSubscription(row: SubscriptionRow | undefined, competitorCount: number, now: Date = new Date()): CurrentSubscription {
  const r = resolveSubscription(row, now);
  const def = PLANS[r.plan];
  const limit = def.competitorLimit;
  return {
    plan: r.plan,
    planName: def.name,
    status: r.status,
    isTrial: r.isTrial,
    trialEndsAt: r.trialEndsAt?.toISOString() ?? null,
    daysLeftInTrial: r.isTrial && r.trialEndsAt ? daysLeft(r.trialEndsAt, now) : null,
    periodEnd: r.periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: r.cancelAtPeriodEnd,
    usage: { competitors: competitorCount, limit },
    features: { ...def.featureFlags },
    limits: { competitors: { current: competitorCount, limit }, minCheckFrequency: def.minFrequency, historyDays: def.historyDays },
    canAddMore: limit === -1 || competitorCount < limit,
    mode: billingMode(),
    hasBillingAccount: Boolean(row?.stripeCustomerId),
    priceId: r.plan === "free" ? null : row?.stripePriceId ?? null,
  };
}

export async function getCurrentSubscription(db: Executor, userId: string, now: Date = new Date()): Promise<CurrentSubscription> {
  const [row, count] = await Promise.all([getSubscriptionRow(db, { userId }), countTrackedCompetitors(db, { userId })]);
  return toCurrentSubscription(row, count, now);
}

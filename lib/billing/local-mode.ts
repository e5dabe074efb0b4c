import type { Executor } from "@/db/queries/billing";
import type { PlanId } from "./plans";
import { addMonths, changeSubscription, type SubscriptionChange } from "./transitions";

/**
 * Local billing mode (no STRIPE_SECRET_KEY): plan changes apply directly, without payment, and every
 * response says `mode: 'local'`. Periods last one calendar month and renew in the hourly billing job
 * unless canceled; a canceled period falls to Free when it ends.
 */
export const LOCAL_PORTAL_URL = "/settings/billing?portal=local";

export async function localSubscribe(db: Executor, userId: string, plan: Exclude<PlanId, "free">, priceId: string | null, now: Date = new Date()): Promise<SubscriptionChange> {
  return changeSubscription(db, userId, {
    plan,
    status: "active",
    trialEndsAt: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: addMonths(now, 1),
    stripePriceId: priceId,
  });
}

export async function localSetCancelAtPeriodEnd(db: Executor, userId: string, cancel: boolean): Promise<SubscriptionChange> {
  return changeSubscription(db, userId, { cancelAtPeriodEnd: cancel, status: "active" });
}

/** Hourly: a local period that ended renews for a month, or ends (Free) when it was canceled. */
export async function settleLocalPeriod(db: Executor, userId: string, now: Date = new Date()): Promise<SubscriptionChange> {
  return changeSubscription(db, userId, (row) => {
    if (row.stripeSubscriptionId || !row.currentPeriodEnd || row.currentPeriodEnd > now || row.plan === "free") return null;
    if (row.cancelAtPeriodEnd || row.status === "canceled") {
      return { plan: "free", status: "free", cancelAtPeriodEnd: false, currentPeriodEnd: null, stripePriceId: null };
    }
    let end = row.currentPeriodEnd;
    while (end <= now) end = addMonths(end, 1);
    return { currentPeriodEnd: end, status: "active" };
  });
}

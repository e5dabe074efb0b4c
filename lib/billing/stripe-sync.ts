import type Stripe from "stripe";
import { findUserIdByStripeIds, stripeSubscriptionEnded, userExists, type Executor, type SubscriptionPatch, type SubscriptionRow } from "@/db/queries/billing";
import { isPlanId, type PlanId } from "./plans";
import { idOf, planForPrice } from "./stripe";
import { changeSubscription, nominalPlan, type SubscriptionChange } from "./transitions";

/** The end of the current period: on the first item (API 2025-03-31 and later) or the subscription (older). */
export function subscriptionPeriodEnd(sub: Stripe.Subscription): Date | null {
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined;
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  const ts = item?.current_period_end ?? legacy;
  return typeof ts === "number" ? new Date(ts * 1000) : null;
}

export function planOfSubscription(sub: Stripe.Subscription): PlanId {
  const price = sub.items?.data?.[0]?.price;
  const fromPrice = planForPrice(price ? { id: price.id, metadata: price.metadata } : null);
  if (fromPrice && fromPrice !== "free") return fromPrice;
  const meta = sub.metadata?.plan;
  return isPlanId(meta) && meta !== "free" ? meta : "pro";
}

/**
 * The row fields a Stripe subscription implies. active/trialing grant the plan; past_due/unpaid keep it
 * with a past-due status; canceled/incomplete_expired end it; incomplete/paused grant nothing yet.
 */
export function patchFromStripeSubscription(sub: Stripe.Subscription): SubscriptionPatch {
  const ids = { stripeSubscriptionId: sub.id, stripeCustomerId: idOf(sub.customer) };
  const priceId = sub.items?.data?.[0]?.price?.id ?? null;
  const cancelAt = sub.cancel_at ? new Date(sub.cancel_at * 1000) : null;
  const periodEnd = cancelAt ?? subscriptionPeriodEnd(sub);
  const cancelAtPeriodEnd = Boolean(sub.cancel_at_period_end) || cancelAt !== null;
  switch (sub.status) {
    case "active":
    case "trialing":
      return { ...ids, plan: planOfSubscription(sub), status: "active", stripePriceId: priceId, currentPeriodEnd: periodEnd, cancelAtPeriodEnd, trialEndsAt: null };
    case "past_due":
    case "unpaid":
      return { ...ids, plan: planOfSubscription(sub), status: "past_due", stripePriceId: priceId, currentPeriodEnd: periodEnd, cancelAtPeriodEnd, trialEndsAt: null };
    case "canceled":
    case "incomplete_expired":
      return { ...ids, plan: "free", status: "free", stripePriceId: null, currentPeriodEnd: null, cancelAtPeriodEnd: false };
    default:
      return ids;
  }
}

/** Whether an event about subscription `subId` may change this row: its own, or any once the row grants no paid plan. */
export function concernsRow(row: SubscriptionRow, subId: string | null): boolean {
  if (!subId || !row.stripeSubscriptionId || row.stripeSubscriptionId === subId) return true;
  return nominalPlan(row) === "free" || row.status === "trialing";
}

/** Stripe timestamps have whole seconds: events of the same second are applied in arrival order. */
export function toEventTime(d: Date | number): Date {
  const ms = typeof d === "number" ? d * 1000 : d.getTime();
  return new Date(Math.floor(ms / 1000) * 1000);
}

/** Older than the newest state already applied (subscriptions.last_event_at)? */
export function isStale(row: SubscriptionRow, eventAt: Date): boolean {
  return row.lastEventAt !== null && eventAt < row.lastEventAt;
}

/**
 * Applies a Stripe subscription (from an event, or an API response) unless it is about another
 * subscription or one already deleted, or (events only) older than the state already applied.
 * Returns the change, or null when nothing applied.
 */
export async function applyStripeSubscription(
  db: Executor,
  userId: string,
  sub: Stripe.Subscription,
  eventAt: Date,
  opts: { fromApi?: boolean } = {},
): Promise<SubscriptionChange | null> {
  if (await stripeSubscriptionEnded(db, { subscriptionId: sub.id })) return null;
  const patch = patchFromStripeSubscription(sub);
  const change = await changeSubscription(db, userId, (row) => {
    if (!concernsRow(row, sub.id)) return null;
    // An API response is the freshest state there is: it applies, and events older than it are then stale.
    if (opts.fromApi) return { ...patch, lastEventAt: row.lastEventAt && row.lastEventAt > eventAt ? row.lastEventAt : eventAt };
    if (isStale(row, eventAt)) return null;
    return { ...patch, lastEventAt: eventAt };
  });
  return change.after === change.before ? null : change;
}

/** The user a Stripe object belongs to: our metadata/client reference first, then the stored Stripe ids. */
export async function userForStripe(db: Executor, refs: { userId?: string | null; customerId?: string | null; subscriptionId?: string | null }): Promise<string | null> {
  if (refs.userId && (await userExists(db, { userId: refs.userId }))) return refs.userId;
  return findUserIdByStripeIds(db, { customerId: refs.customerId, subscriptionId: refs.subscriptionId });
}

import type Stripe from "stripe";
import type { Db } from "@/db/client";
import { recordStripeEvent, stripeSubscriptionEnded, type Tx } from "@/db/queries/billing";
import { env } from "@/lib/env";
import { isPlanId } from "./plans";
import { idOf, stripeWebhooks } from "./stripe";
import { applyStripeSubscription, concernsRow, isStale, toEventTime, userForStripe } from "./stripe-sync";
import { changeSubscription, nominalPlan } from "./transitions";
import { RejectedError, UnavailableError } from "@/lib/errors";

/** Signatures older than this many seconds are refused (replay protection). */
export const WEBHOOK_TOLERANCE_S = 300;

export interface WebhookResult { received: true; id: string; type: string; duplicate: boolean; applied: boolean; reason?: string }

type Outcome = { applied: boolean; reason?: string };
const skipped = (reason: string): Outcome => ({ applied: false, reason });

/** Verifies the Stripe-Signature header over the exact raw body; throws the one error shape on failure. */
export function verifyStripeEvent(rawBody: string, signature: string | null): Stripe.Event {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new UnavailableError("Stripe webhooks are not configured");
  if (!signature) throw new RejectedError("Missing Stripe-Signature header");
  try {
    return stripeWebhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_S);
  } catch (err) {
    const message = err instanceof Error ? err.message : "";
    if (/tolerance/i.test(message)) throw new RejectedError(`Stripe webhook timestamp is older than ${WEBHOOK_TOLERANCE_S} seconds`);
    throw new RejectedError("Invalid Stripe webhook signature");
  }
}

/**
 * Verifies, then records the event id and applies its state change in ONE transaction: a duplicate
 * delivery is a no-op, a failure records nothing (Stripe retries), and an event older than the last
 * one applied to the user (subscriptions.last_event_at) never overwrites newer state.
 */
export async function handleStripeWebhook(db: Db, rawBody: string, signature: string | null): Promise<WebhookResult> {
  const event = verifyStripeEvent(rawBody, signature);
  return db.transaction(async (tx) => {
    const fresh = await recordStripeEvent(tx, { id: event.id, type: event.type, payload: event });
    if (!fresh) return { received: true, id: event.id, type: event.type, duplicate: true, applied: false };
    const outcome = await dispatch(tx, event);
    return { received: true, id: event.id, type: event.type, duplicate: false, ...outcome };
  });
}

async function dispatch(tx: Tx, event: Stripe.Event): Promise<Outcome> {
  const eventAt = toEventTime(event.created);
  switch (event.type) {
    case "checkout.session.completed":
      return onCheckoutCompleted(tx, event.data.object, eventAt);
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return onSubscription(tx, event.data.object, eventAt);
    case "customer.subscription.deleted":
      return onSubscriptionDeleted(tx, event.data.object, eventAt);
    case "invoice.payment_failed":
    case "invoice.paid":
      return onInvoice(tx, event.data.object, eventAt, event.type === "invoice.paid");
    default:
      return skipped("event type not handled");
  }
}

async function onCheckoutCompleted(tx: Tx, s: Stripe.Checkout.Session, eventAt: Date): Promise<Outcome> {
  if (s.mode !== "subscription") return skipped("not a subscription checkout");
  const subscriptionId = idOf(s.subscription);
  const customerId = idOf(s.customer);
  const userId = await userForStripe(tx, { userId: s.client_reference_id ?? s.metadata?.userId, customerId, subscriptionId });
  if (!userId) return skipped("unknown user");
  if (subscriptionId && (await stripeSubscriptionEnded(tx, { subscriptionId }))) return skipped("subscription already deleted");
  const plan = isPlanId(s.metadata?.plan) && s.metadata.plan !== "free" ? s.metadata.plan : "pro";
  const paid = s.payment_status !== "unpaid";
  const change = await changeSubscription(tx, userId, (row) => {
    if (isStale(row, eventAt)) return null;
    if (!concernsRow(row, subscriptionId)) return null;
    return {
      stripeCustomerId: customerId ?? row.stripeCustomerId,
      stripeSubscriptionId: subscriptionId ?? row.stripeSubscriptionId,
      lastEventAt: eventAt,
      ...(paid ? { plan, status: "active", trialEndsAt: null, cancelAtPeriodEnd: false } : {}),
    };
  });
  return change.after === change.before ? skipped("stale or about another subscription") : { applied: true };
}

async function onSubscription(tx: Tx, sub: Stripe.Subscription, eventAt: Date): Promise<Outcome> {
  const userId = await userForStripe(tx, { userId: sub.metadata?.userId, customerId: idOf(sub.customer), subscriptionId: sub.id });
  if (!userId) return skipped("unknown user");
  const change = await applyStripeSubscription(tx, userId, sub, eventAt);
  return change ? { applied: true } : skipped("stale, deleted, or about another subscription");
}

async function onSubscriptionDeleted(tx: Tx, sub: Stripe.Subscription, eventAt: Date): Promise<Outcome> {
  const userId = await userForStripe(tx, { userId: sub.metadata?.userId, customerId: idOf(sub.customer), subscriptionId: sub.id });
  if (!userId) return skipped("unknown user");
  const change = await changeSubscription(tx, userId, (row) => {
    if (row.stripeSubscriptionId && row.stripeSubscriptionId !== sub.id) return null;
    if (isStale(row, eventAt)) return null;
    return { plan: "free", status: "free", stripeSubscriptionId: sub.id, stripePriceId: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, trialEndsAt: null, lastEventAt: eventAt };
  });
  return change.after === change.before ? skipped("stale or about another subscription") : { applied: true };
}

/** Invoice events only move the status between active and past_due, for the user's current subscription. */
async function onInvoice(tx: Tx, inv: Stripe.Invoice, eventAt: Date, paid: boolean): Promise<Outcome> {
  const legacy = (inv as unknown as { subscription?: string | { id: string } | null }).subscription;
  const subscriptionId = idOf(inv.parent?.subscription_details?.subscription) ?? idOf(legacy);
  if (!subscriptionId) return skipped("not a subscription invoice");
  const userId = await userForStripe(tx, { userId: inv.parent?.subscription_details?.metadata?.userId, customerId: idOf(inv.customer), subscriptionId });
  if (!userId) return skipped("unknown user");
  const change = await changeSubscription(tx, userId, (row) => {
    if (row.stripeSubscriptionId !== subscriptionId || isStale(row, eventAt) || nominalPlan(row) === "free") return null;
    if (paid) return row.status === "past_due" ? { status: "active", lastEventAt: eventAt } : null;
    return row.status === "past_due" ? null : { status: "past_due", lastEventAt: eventAt };
  });
  return change.after === change.before ? skipped("no change") : { applied: true };
}

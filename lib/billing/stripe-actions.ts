import type Stripe from "stripe";
import type { Db } from "@/db/client";
import type { UserRow } from "@/db/queries/users";
import { updateSubscriptionRow, type SubscriptionRow } from "@/db/queries/billing";
import type { PlanId } from "./plans";
import { planForPrice, requireStripe, stripeFailure } from "./stripe";
import { applyStripeSubscription, toEventTime } from "./stripe-sync";
import type { ResolvedSubscription } from "./subscription";
import { ConflictError, UpstreamError } from "@/lib/errors";

/** Stripe needs a trial end at least 48 hours ahead; a shorter remainder is not carried over. */
const MIN_TRIAL_CARRY_MS = 49 * 3_600_000;

async function ensureCustomer(db: Db, user: UserRow, row: SubscriptionRow): Promise<string> {
  if (row.stripeCustomerId) return row.stripeCustomerId;
  const customer = await requireStripe().customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    { idempotencyKey: `customer-${user.id}` },
  );
  await updateSubscriptionRow(db, { userId: user.id, patch: { stripeCustomerId: customer.id } });
  return customer.id;
}

/**
 * A Stripe Checkout session for a subscription. The user id travels as client_reference_id and in the
 * subscription's metadata so webhooks find the account; a running trial is carried over (no charge
 * until it ends).
 */
export async function stripeCheckout(
  db: Db,
  user: UserRow,
  row: SubscriptionRow,
  sub: ResolvedSubscription,
  input: { plan: PlanId; priceId: string; successUrl: string; cancelUrl: string },
): Promise<{ url: string; sessionId: string }> {
  try {
    const customer = await ensureCustomer(db, user, row);
    const trialEnd = sub.isTrial && sub.trialEndsAt && sub.trialEndsAt.getTime() - Date.now() > MIN_TRIAL_CARRY_MS ? Math.floor(sub.trialEndsAt.getTime() / 1000) : undefined;
    const successUrl = input.successUrl + (input.successUrl.includes("?") ? "&" : "?") + "session_id={CHECKOUT_SESSION_ID}";
    const session = await requireStripe().checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      line_items: [{ price: input.priceId, quantity: 1 }],
      success_url: successUrl,
      cancel_url: input.cancelUrl,
      allow_promotion_codes: true,
      metadata: { userId: user.id, plan: input.plan },
      subscription_data: { metadata: { userId: user.id, plan: input.plan }, ...(trialEnd ? { trial_end: trialEnd } : {}) },
    });
    if (!session.url) throw new UpstreamError("No checkout URL returned from server");
    return { url: session.url, sessionId: session.id };
  } catch (err) {
    throw stripeFailure(err, "Failed to create checkout session");
  }
}

/** Applies the subscription Stripe returned, as if its event had arrived now. */
async function applyNow(db: Db, userId: string, sub: Stripe.Subscription): Promise<void> {
  await applyStripeSubscription(db, userId, sub, toEventTime(new Date()), { fromApi: true });
}

export async function stripeCancel(db: Db, userId: string, row: SubscriptionRow): Promise<void> {
  let sub: Stripe.Subscription;
  try {
    sub = await requireStripe().subscriptions.update(row.stripeSubscriptionId!, { cancel_at_period_end: true });
  } catch (err) {
    throw stripeFailure(err, "Failed to cancel subscription");
  }
  await applyNow(db, userId, sub);
}

/** Clears a scheduled cancellation, whether it was set as cancel_at_period_end or as a cancel_at date. */
export async function stripeReactivate(db: Db, userId: string, row: SubscriptionRow): Promise<void> {
  let sub: Stripe.Subscription;
  try {
    const stripe = requireStripe();
    const current = await stripe.subscriptions.retrieve(row.stripeSubscriptionId!);
    const params: Stripe.SubscriptionUpdateParams = current.cancel_at && !current.cancel_at_period_end ? { cancel_at: "" } : { cancel_at_period_end: false };
    sub = await stripe.subscriptions.update(current.id, params);
  } catch (err) {
    throw stripeFailure(err, "Failed to reactivate subscription");
  }
  await applyNow(db, userId, sub);
}

/** The plan a price buys: our configured prices, else the price's metadata `plan` (asked of Stripe). */
export async function stripePlanForPrice(priceId: string): Promise<PlanId | null> {
  const known = planForPrice(priceId);
  if (known) return known;
  try {
    const price = await requireStripe().prices.retrieve(priceId);
    if (!price.active) return null;
    return planForPrice({ id: price.id, metadata: price.metadata });
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) return null;
    throw stripeFailure(err, "Failed to update plan");
  }
}

/** Swaps the subscription's price (prorated) and clears any scheduled cancellation. */
export async function stripeChangePlan(db: Db, userId: string, row: SubscriptionRow, priceId: string, plan: PlanId): Promise<void> {
  let sub: Stripe.Subscription;
  try {
    const stripe = requireStripe();
    const current = await stripe.subscriptions.retrieve(row.stripeSubscriptionId!);
    const item = current.items.data[0];
    if (!item) throw new ConflictError("Your subscription has no plan item to change.");
    sub = await stripe.subscriptions.update(current.id, {
      items: [{ id: item.id, price: priceId }],
      proration_behavior: "create_prorations",
      cancel_at_period_end: false,
      metadata: { ...current.metadata, plan },
    });
  } catch (err) {
    throw stripeFailure(err, "Failed to update plan");
  }
  await applyNow(db, userId, sub);
}

export async function stripePortal(customerId: string, returnUrl: string): Promise<string> {
  try {
    const session = await requireStripe().billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  } catch (err) {
    throw stripeFailure(err, "Failed to get billing portal URL");
  }
}

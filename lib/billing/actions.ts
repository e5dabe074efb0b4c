import type { Db } from "@/db/client";
import type { UserRow } from "@/db/queries/users";
import { ensureSubscriptionRow, type SubscriptionRow } from "@/db/queries/billing";
import { env } from "@/lib/env";
import { FREE_PRICE_ID, SELF_SERVE_PLANS, type PlanId } from "./plans";
import { billingMode, planForPrice, stripeClient, type BillingMode } from "./stripe";
import { getCurrentSubscription, resolveSubscription, type CurrentSubscription, type ResolvedSubscription } from "./subscription";
import { LOCAL_PORTAL_URL, localSetCancelAtPeriodEnd, localSubscribe } from "./local-mode";
import { changeSubscription } from "./transitions";
import { stripeCancel, stripeChangePlan, stripeCheckout, stripePlanForPrice, stripePortal, stripeReactivate } from "./stripe-actions";
import { ConflictError, RejectedError } from "@/lib/errors";

export const ALREADY_SUBSCRIBED = "You already have an active subscription. Manage it from Billing & Subscription.";

const longDate = (d: Date | null) => (d ? d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }) : "the end of your billing period");

/** What the cancel, reactivate and plan calls answer: the subscription after the change. */
export type ActionResult = CurrentSubscription;

async function load(db: Db, userId: string): Promise<{ row: SubscriptionRow; sub: ResolvedSubscription }> {
  const row = await ensureSubscriptionRow(db, { userId });
  return { row, sub: resolveSubscription(row) };
}

/** Stripe handles the subscription when it was created through Stripe and Stripe is configured. */
function viaStripe(row: SubscriptionRow): boolean {
  return Boolean(row.stripeSubscriptionId) && stripeClient() !== null;
}

/** A redirect target must be on this site (relative, or APP_URL's or the request's origin). */
export function sameSiteUrl(value: string, origin: string, field: string): string {
  let u: URL;
  try {
    u = new URL(value, origin);
  } catch {
    throw new RejectedError(`${field} must be a valid URL`);
  }
  const allowed = new Set([new URL(origin).origin, new URL(env().APP_URL).origin]);
  if (!/^https?:$/.test(u.protocol) || !allowed.has(u.origin)) throw new RejectedError(`${field} must be a page of this site`);
  return u.toString();
}

function isPaid(sub: ResolvedSubscription): boolean {
  return sub.plan !== "free" && !sub.isTrial;
}

export async function createCheckout(
  db: Db,
  user: UserRow,
  input: { priceId: string; successUrl: string; cancelUrl: string },
  origin: string,
): Promise<{ url: string; mode: BillingMode; sessionId: string | null }> {
  const successUrl = sameSiteUrl(input.successUrl, origin, "successUrl");
  const cancelUrl = sameSiteUrl(input.cancelUrl, origin, "cancelUrl");
  const { row, sub } = await load(db, user.id);
  if (isPaid(sub)) throw new ConflictError(ALREADY_SUBSCRIBED);
  const plan = planForPrice(input.priceId);
  if (plan === "free") throw new RejectedError("The Free plan needs no checkout.");
  if (!plan || !SELF_SERVE_PLANS.includes(plan)) throw new RejectedError("Unknown price. Choose a plan on the pricing page.");
  if (billingMode() === "local") {
    await localSubscribe(db, user.id, plan as Exclude<PlanId, "free">, input.priceId);
    return { url: successUrl, mode: "local", sessionId: null };
  }
  const session = await stripeCheckout(db, user, row, sub, { plan, priceId: input.priceId, successUrl, cancelUrl });
  return { ...session, mode: "stripe" };
}

export async function cancelSubscription(db: Db, userId: string): Promise<ActionResult> {
  const { row, sub } = await load(db, userId);
  if (sub.plan === "free") throw new ConflictError("You're on the Free plan, so there is no subscription to cancel.");
  if (sub.isTrial) throw new ConflictError(`You're on a free trial, so there is nothing to cancel. Your trial ends on ${longDate(sub.trialEndsAt)}.`);
  if (sub.status === "canceled") throw new ConflictError(`Your subscription is already canceled. You keep access until ${longDate(sub.periodEnd)}.`);
  if (viaStripe(row)) await stripeCancel(db, userId, row);
  else await localSetCancelAtPeriodEnd(db, userId, true);
  return result(db, userId);
}

export async function reactivateSubscription(db: Db, userId: string): Promise<ActionResult> {
  const { row, sub } = await load(db, userId);
  if (sub.plan === "free") throw new ConflictError("There is no subscription to reactivate. Choose a plan to subscribe again.");
  if (sub.status !== "canceled") throw new ConflictError("Your subscription is not scheduled to cancel.");
  if (viaStripe(row)) await stripeReactivate(db, userId, row);
  else await localSetCancelAtPeriodEnd(db, userId, false);
  return result(db, userId);
}

/**
 * A trial has no payment to cancel, so Switch to Free during it starts Free at once: the trial ends
 * now, nothing is deleted, and the competitors beyond the Free limit are paused (an upgrade resumes them).
 */
async function endTrialNow(db: Db, userId: string, now: Date = new Date()) {
  return changeSubscription(db, userId, (row) =>
    row.status === "trialing" ? { plan: "free", status: "free", trialEndsAt: now, currentPeriodEnd: null, cancelAtPeriodEnd: false } : null,
  );
}

/** PUT /plan: another paid price changes the subscription (prorated); the Free price cancels at period end (a trial: at once). */
export async function changePlan(db: Db, userId: string, newPriceId: string): Promise<ActionResult> {
  const { row, sub } = await load(db, userId);
  if (newPriceId === FREE_PRICE_ID) {
    if (sub.plan === "free") throw new ConflictError("You're already on the Free plan.");
    if (sub.isTrial) {
      await endTrialNow(db, userId);
      return result(db, userId);
    }
    return cancelSubscription(db, userId);
  }
  if (viaStripe(row) && isPaid(sub)) {
    if (row.stripePriceId === newPriceId) throw new ConflictError("You're already on this plan.");
    const plan = await stripePlanForPrice(newPriceId);
    if (!plan || plan === "free") throw new RejectedError("Unknown price. Choose a plan on the pricing page.");
    await stripeChangePlan(db, userId, row, newPriceId, plan);
    return result(db, userId);
  }
  if (billingMode() === "stripe") {
    throw new ConflictError("You don't have a paid subscription to change yet. Choose a plan on the pricing page to start one.");
  }
  const plan = planForPrice(newPriceId);
  if (!plan || plan === "free") throw new RejectedError("Unknown price. Choose a plan on the pricing page.");
  if (isPaid(sub) && sub.plan === plan) throw new ConflictError("You're already on this plan.");
  await localSubscribe(db, userId, plan, newPriceId);
  return result(db, userId);
}

export async function billingPortal(db: Db, userId: string, returnUrl: string): Promise<{ url: string; mode: BillingMode }> {
  const { row, sub } = await load(db, userId);
  if (billingMode() === "stripe") {
    if (!row.stripeCustomerId) throw new ConflictError("There is no billing account yet. Upgrade to a paid plan first.");
    return { url: await stripePortal(row.stripeCustomerId, returnUrl), mode: "stripe" };
  }
  if (!isPaid(sub)) throw new ConflictError("The billing portal is available on paid plans. Upgrade to a paid plan first.");
  return { url: LOCAL_PORTAL_URL, mode: "local" };
}

async function result(db: Db, userId: string): Promise<ActionResult> {
  return getCurrentSubscription(db, userId);
}

import Stripe from "stripe";
import { env } from "@/lib/env";
import { FREE_PRICE_ID, isPlanId, type PlanId } from "./plans";
import { logger } from "@/lib/log";
import { DomainError, UnavailableError, UpstreamError } from "@/lib/errors";

export type BillingMode = "stripe" | "local";

/** 'stripe' when STRIPE_SECRET_KEY is set; otherwise plan changes apply directly ('local'). */
export function billingMode(): BillingMode {
  return env().STRIPE_SECRET_KEY ? "stripe" : "local";
}

let cached: { signature: string; client: Stripe } | null = null;

/**
 * The Stripe SDK client, or null in local mode. STRIPE_API_BASE (e.g. a fake API on 127.0.0.1 in tests,
 * or stripe-mock) overrides host, port and protocol.
 */
export function stripeClient(): Stripe | null {
  const e = env();
  if (!e.STRIPE_SECRET_KEY) return null;
  const signature = `${e.STRIPE_SECRET_KEY}|${e.STRIPE_API_BASE ?? ""}`;
  if (cached?.signature === signature) return cached.client;
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, appInfo: { name: "Rivalscope" } };
  if (e.STRIPE_API_BASE) {
    const u = new URL(e.STRIPE_API_BASE);
    const protocol = u.protocol === "http:" ? "http" : "https";
    config.host = u.hostname;
    config.port = u.port ? Number(u.port) : protocol === "http" ? 80 : 443;
    config.protocol = protocol;
  }
  cached = { signature, client: new Stripe(e.STRIPE_SECRET_KEY, config) };
  return cached.client;
}

export function requireStripe(): Stripe {
  const s = stripeClient();
  if (!s) throw new UnavailableError("Stripe is not configured");
  return s;
}

/** Webhook signature helpers; they need no API key. */
export const stripeWebhooks = Stripe.webhooks;

/** The Stripe price of a plan: Pro's from STRIPE_PRICE_PRO, Free's sentinel, none for Enterprise (sales). */
export function priceIdForPlan(plan: PlanId): string | null {
  if (plan === "pro") return env().STRIPE_PRICE_PRO;
  if (plan === "free") return FREE_PRICE_ID;
  return null;
}

/**
 * The plan a Stripe price buys: STRIPE_PRICE_PRO is Pro; other prices name their plan in
 * price metadata `plan` (e.g. an Enterprise price arranged by sales); null when unknown.
 */
export function planForPrice(price: { id: string; metadata?: Record<string, string> | null } | string | null | undefined): PlanId | null {
  if (!price) return null;
  const id = typeof price === "string" ? price : price.id;
  if (id === FREE_PRICE_ID) return "free";
  if (id === env().STRIPE_PRICE_PRO) return "pro";
  const meta = typeof price === "string" ? undefined : price.metadata?.plan;
  return isPlanId(meta) ? meta : null;
}

/** Turns a Stripe SDK failure into an upstream error with the specification's message; logs the detail. */
export function stripeFailure(err: unknown, message: string): DomainError {
  if (err instanceof DomainError) return err;
  logger("billing").error({ err }, message);
  return new UpstreamError(message);
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

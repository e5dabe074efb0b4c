import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { subscriptions } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { call, makeUser } from "@/tests/helpers/http";
import { startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe-server";
import { signedWebhookRequest, stripeEvent } from "@/tests/fakes/stripe-events";
import { GET as prices } from "@/app/api/subscriptions/prices/route";
import { GET as current } from "@/app/api/subscriptions/current/route";
import { POST as checkout } from "@/app/api/subscriptions/checkout/route";
import { POST as cancel } from "@/app/api/subscriptions/cancel/route";
import { POST as reactivate } from "@/app/api/subscriptions/reactivate/route";
import { PUT as plan } from "@/app/api/subscriptions/plan/route";
import { GET as portal } from "@/app/api/subscriptions/portal/route";
import { GET as userSubscription } from "@/app/api/user/subscription/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";

const SECRET = "whsec_test_routes";
const saved = { ...process.env };
let stripe: FakeStripe;

function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

const CHECKOUT = { priceId: "price_pro_test", successUrl: "http://localhost/subscription/success", cancelUrl: "http://localhost/subscription/cancel" };

/** Signs up, checks out and lets the fake Stripe complete it with the webhooks Stripe would send. */
async function paidUser() {
  const u = await makeUser("Paying Customer");
  const res = await call(checkout, "/api/subscriptions/checkout", { token: u.token, body: CHECKOUT });
  expect(res.status).toBe(200);
  const sessionId = res.body.data.sessionId as string;
  const sub = stripe.completeCheckout(sessionId);
  const session = stripe.sessions.get(sessionId)!;
  for (const evt of [stripeEvent("checkout.session.completed", session), stripeEvent("customer.subscription.created", sub)]) {
    const hook = await webhook(signedWebhookRequest(JSON.stringify(evt), SECRET));
    expect(hook.status).toBe(200);
  }
  return { ...u, sub };
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  stripe.addPrice("price_pro_test");
  stripe.addPrice("price_enterprise_test", { plan: "enterprise" });
  setEnv({ STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: stripe.url, STRIPE_PRICE_PRO: "price_pro_test", STRIPE_WEBHOOK_SECRET: SECRET, APP_URL: "http://localhost" });
});

afterAll(async () => {
  await stripe.close();
  for (const k of ["STRIPE_SECRET_KEY", "STRIPE_API_BASE", "STRIPE_PRICE_PRO", "STRIPE_WEBHOOK_SECRET", "APP_URL"]) setEnv({ [k]: saved[k] });
  await closeDb();
});

beforeEach(() => {
  stripe.requests.length = 0;
});

describe("prices and current subscription", () => {
  it("lists the tiers without auth, with Pro's Stripe price", async () => {
    const res = await call(prices, "/api/subscriptions/prices");
    expect(res.status).toBe(200);
    expect(res.body.data.mode).toBe("stripe");
    const byId = Object.fromEntries(res.body.data.tiers.map((t: { id: string }) => [t.id, t]));
    expect(byId.pro).toMatchObject({ name: "Pro", priceId: "price_pro_test", price: 44, competitorLimit: 10 });
    expect(byId.free.priceId).toBeNull();
    expect(byId.enterprise).toMatchObject({ priceId: null, competitorLimit: -1 });
  });

  it("a new account is on the 14-day Pro trial with every field of the spec", async () => {
    const { token } = await makeUser();
    for (const handler of [current, userSubscription]) {
      const res = await call(handler, "/api/subscriptions/current", { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        plan: "pro", status: "trialing", isTrial: true, daysLeftInTrial: 14, mode: "stripe", canAddMore: true,
        usage: { competitors: 0, limit: 10 }, limits: { competitors: { current: 0, limit: 10 } },
        features: { basicInsights: true, emailAlerts: true, apiAccess: true, darkPsychologyMode: true, prioritySupport: false },
      });
    }
  });

  it("every action needs a signed-in user", async () => {
    for (const [h, method] of [[current, "GET"], [checkout, "POST"], [cancel, "POST"], [reactivate, "POST"], [plan, "PUT"], [portal, "GET"]] as const) {
      const res = await call(h as never, "/api/subscriptions/x", { method, body: method === "GET" ? undefined : {} });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
    }
  });
});

describe("checkout", () => {
  it("creates a customer and a subscription Checkout session carrying the user and the rest of the trial", async () => {
    const { user, token } = await makeUser();
    const res = await call(checkout, "/api/subscriptions/checkout", { token, body: CHECKOUT });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mode: "stripe", url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
    const customerReq = stripe.requests.find((r) => r.path === "/v1/customers")!;
    expect(customerReq.body).toMatchObject({ email: user.email, "metadata[userId]": user.id });
    expect(customerReq.headers["idempotency-key"]).toBe(`customer-${user.id}`);
    const sessionReq = stripe.requests.find((r) => r.path === "/v1/checkout/sessions")!;
    expect(sessionReq.body).toMatchObject({
      mode: "subscription",
      client_reference_id: user.id,
      "line_items[0][price]": "price_pro_test",
      "metadata[userId]": user.id,
      "subscription_data[metadata][userId]": user.id,
      cancel_url: CHECKOUT.cancelUrl,
    });
    expect(sessionReq.body.success_url).toBe(`${CHECKOUT.successUrl}?session_id={CHECKOUT_SESSION_ID}`);
    expect(Number(sessionReq.body["subscription_data[trial_end]"])).toBeGreaterThan(Date.now() / 1000 + 13 * 86_400);
    const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(row.stripeCustomerId).toMatch(/^cus_/);

    // A second attempt reuses the customer.
    stripe.requests.length = 0;
    await call(checkout, "/api/subscriptions/checkout", { token, body: CHECKOUT });
    expect(stripe.requests.filter((r) => r.path === "/v1/customers")).toHaveLength(0);
  });

  it("refuses unknown prices, the Free plan and redirects to other sites", async () => {
    const { token } = await makeUser();
    const unknown = await call(checkout, "/api/subscriptions/checkout", { token, body: { ...CHECKOUT, priceId: "price_nope" } });
    expect(unknown.status).toBe(400);
    const free = await call(checkout, "/api/subscriptions/checkout", { token, body: { ...CHECKOUT, priceId: "free" } });
    expect(free.status).toBe(400);
    const evil = await call(checkout, "/api/subscriptions/checkout", { token, body: { ...CHECKOUT, successUrl: "https://evil.example/steal" } });
    expect(evil.status).toBe(400);
    expect(evil.body.error.message).toBe("successUrl must be a page of this site");
    const missing = await call(checkout, "/api/subscriptions/checkout", { token, body: { priceId: "price_pro_test" } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe("validation_error");
  });

  it("a Stripe failure gives the spec's message, not Stripe's internals", async () => {
    const { token } = await makeUser();
    stripe.failNext("/v1/checkout/sessions", 400, "Something internal at Stripe");
    const res = await call(checkout, "/api/subscriptions/checkout", { token, body: CHECKOUT });
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({ code: "upstream_error", message: "Failed to create checkout session", requestId: expect.any(String) });
  });

  it("after payment the webhooks make the plan Pro, and a second checkout says already subscribed", async () => {
    const { token, sub } = await paidUser();
    const res = await call(current, "/api/subscriptions/current", { token });
    expect(res.body.data).toMatchObject({ plan: "pro", status: "active", isTrial: false, daysLeftInTrial: null, hasBillingAccount: true, priceId: "price_pro_test" });
    expect(new Date(res.body.data.periodEnd).getTime()).toBe(sub.items.data[0].current_period_end * 1000);
    const again = await call(checkout, "/api/subscriptions/checkout", { token, body: CHECKOUT });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain("already have an active subscription");
  });
});

describe("billing portal", () => {
  it("returns the Stripe portal url for a customer, returning to the billing page", async () => {
    const { token } = await paidUser();
    const res = await call(portal, "/api/subscriptions/portal", { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mode: "stripe", url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\//) });
    const req = stripe.requests.find((r) => r.path === "/v1/billing_portal/sessions")!;
    expect(req.body.return_url).toBe("http://localhost/settings/billing");
  });

  it("answers 409 before there is a billing account", async () => {
    const { token } = await makeUser();
    const res = await call(portal, "/api/subscriptions/portal", { token });
    expect(res.status).toBe(409);
  });
});

describe("cancel and reactivate", () => {
  it("cancel sets cancel_at_period_end at Stripe; access stays until the period end; reactivate clears it", async () => {
    const { token, sub } = await paidUser();
    const res = await call(cancel, "/api/subscriptions/cancel", { token, method: "POST" });
    expect(res.status).toBe(200);
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    expect(res.body.data).toMatchObject({ plan: "pro", status: "canceled", cancelAtPeriodEnd: true });
    expect(res.body.data.periodEnd).not.toBeNull();

    const twice = await call(cancel, "/api/subscriptions/cancel", { token, method: "POST" });
    expect(twice.status).toBe(409);

    const back = await call(reactivate, "/api/subscriptions/reactivate", { token, method: "POST" });
    expect(back.status).toBe(200);
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(false);
    expect(back.body.data).toMatchObject({ plan: "pro", status: "active", cancelAtPeriodEnd: false });
    const notCanceled = await call(reactivate, "/api/subscriptions/reactivate", { token, method: "POST" });
    expect(notCanceled.status).toBe(409);
  });

  it("reactivate clears a cancel_at date set in the portal", async () => {
    const { token, sub } = await paidUser();
    const at = Math.floor(Date.now() / 1000) + 10 * 86_400;
    Object.assign(stripe.subscriptions.get(sub.id)!, { cancel_at: at });
    await webhook(signedWebhookRequest(JSON.stringify(stripeEvent("customer.subscription.updated", stripe.subscriptions.get(sub.id), { created: Math.floor(Date.now() / 1000) + 1 })), SECRET));
    const before = await call(current, "/api/subscriptions/current", { token });
    expect(before.body.data.status).toBe("canceled");
    expect(new Date(before.body.data.periodEnd).getTime()).toBe(at * 1000);

    const res = await call(reactivate, "/api/subscriptions/reactivate", { token, method: "POST" });
    expect(res.status).toBe(200);
    const update = stripe.requests.find((r) => r.method === "POST" && r.path === `/v1/subscriptions/${sub.id}`)!;
    expect(update.body).toEqual({ cancel_at: "" });
    expect(res.body.data.status).toBe("active");
  });

  it("a trial has nothing to cancel", async () => {
    const { token } = await makeUser();
    const res = await call(cancel, "/api/subscriptions/cancel", { token, method: "POST" });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/^You're on a free trial, so there is nothing to cancel\. Your trial ends on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
  });
});

describe("plan change", () => {
  it("switches the subscription item to another plan's price, prorated", async () => {
    const { token, sub } = await paidUser();
    const res = await call(plan, "/api/subscriptions/plan", { token, method: "PUT", body: { newPriceId: "price_enterprise_test" } });
    expect(res.status).toBe(200);
    const update = stripe.requests.find((r) => r.method === "POST" && r.path === `/v1/subscriptions/${sub.id}`)!;
    expect(update.body).toMatchObject({ "items[0][id]": sub.items.data[0].id, "items[0][price]": "price_enterprise_test", proration_behavior: "create_prorations" });
    expect(res.body.data).toMatchObject({ plan: "enterprise", usage: { limit: -1 }, canAddMore: true, features: { prioritySupport: true } });
  });

  it("refuses the same price and unknown prices; the Free price cancels at period end", async () => {
    const { token, sub } = await paidUser();
    expect((await call(plan, "/api/subscriptions/plan", { token, method: "PUT", body: { newPriceId: "price_pro_test" } })).status).toBe(409);
    const unknown = await call(plan, "/api/subscriptions/plan", { token, method: "PUT", body: { newPriceId: "price_missing" } });
    expect(unknown.status).toBe(400);
    const down = await call(plan, "/api/subscriptions/plan", { token, method: "PUT", body: { newPriceId: "free" } });
    expect(down.status).toBe(200);
    expect(down.body.data.status).toBe("canceled");
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
  });

  it("a Stripe failure gives 'Failed to update plan'", async () => {
    const { token, sub } = await paidUser();
    stripe.failNext(`/v1/subscriptions/${sub.id}`, 400, "boom");
    const res = await call(plan, "/api/subscriptions/plan", { token, method: "PUT", body: { newPriceId: "price_enterprise_test" } });
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe("Failed to update plan");
  });

  it("without a paid subscription there is nothing to change", async () => {
    const { token } = await makeUser();
    const res = await call(plan, "/api/subscriptions/plan", { token, method: "PUT", body: { newPriceId: "price_enterprise_test" } });
    expect(res.status).toBe(409);
  });
});

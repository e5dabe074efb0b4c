import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { competitors, stripeEvents, subscriptions } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { call, makeUser } from "@/tests/helpers/http";
import { signedWebhookRequest, stripeEvent } from "@/tests/fakes/stripe-events";
import { GET as current } from "@/app/api/subscriptions/current/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";

const SECRET = "whsec_test_webhooks";
const saved = { ...process.env };
const T0 = Math.floor(Date.now() / 1000);

function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

function subscription(userId: string, over: Record<string, unknown> = {}) {
  return {
    id: `sub_${userId.slice(0, 8)}`,
    object: "subscription",
    customer: `cus_${userId.slice(0, 8)}`,
    status: "active",
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: { userId, plan: "pro" },
    items: { object: "list", data: [{ id: "si_1", object: "subscription_item", price: { id: "price_pro_hooks", object: "price", metadata: {} }, current_period_end: T0 + 30 * 86_400 }] },
    ...over,
  };
}

async function deliver(evt: object, opts: { timestamp?: number; signature?: string; secret?: string } = {}) {
  const res = await webhook(signedWebhookRequest(JSON.stringify(evt), opts.secret ?? SECRET, opts));
  return { status: res.status, body: await res.json() };
}

async function row(userId: string) {
  const [r] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return r;
}

async function addCompetitors(userId: string, n: number) {
  for (let i = 0; i < n; i++) {
    await getDb().insert(competitors).values({ userId, name: `Rival ${i}`, url: `https://rival${i}.example`, domain: `rival${i}.example`, status: "active", checkFrequency: "1h", createdAt: new Date(Date.now() - (n - i) * 60_000) });
  }
}

beforeAll(() => setEnv({ STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_PRICE_PRO: "price_pro_hooks" }));
afterAll(async () => {
  setEnv({ STRIPE_WEBHOOK_SECRET: saved.STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_PRO: saved.STRIPE_PRICE_PRO });
  await closeDb();
});

describe("signature verification on the raw body", () => {
  it("refuses a bad signature, a wrong secret and a missing header, recording nothing", async () => {
    const { user } = await makeUser();
    const evt = stripeEvent("customer.subscription.updated", subscription(user.id));
    const bad = await deliver(evt, { signature: `t=${T0},v1=${"0".repeat(64)}` });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ code: "bad_request", message: "Invalid Stripe webhook signature", requestId: expect.any(String) });
    expect((await deliver(evt, { secret: "whsec_other" })).status).toBe(400);
    const res = await webhook(new Request("http://localhost/api/webhooks/stripe", { method: "POST", body: JSON.stringify(evt) }));
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Missing Stripe-Signature header");
    const recorded = await getDb().select().from(stripeEvents).where(eq(stripeEvents.id, evt.id));
    expect(recorded).toHaveLength(0);
    expect((await row(user.id)).status).toBe("trialing");
  });

  it("refuses a body changed after signing", async () => {
    const { user } = await makeUser();
    const evt = stripeEvent("customer.subscription.updated", subscription(user.id));
    const header = signedWebhookRequest(JSON.stringify(evt), SECRET).headers.get("stripe-signature")!;
    const tampered = JSON.stringify({ ...evt, data: { object: subscription(user.id, { metadata: { userId: user.id, plan: "enterprise" } }) } });
    const res = await webhook(new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers: { "stripe-signature": header }, body: tampered }));
    expect(res.status).toBe(400);
  });

  it("refuses a timestamp older than 300 seconds and accepts one inside the tolerance", async () => {
    const { user } = await makeUser();
    const stale = await deliver(stripeEvent("customer.subscription.updated", subscription(user.id)), { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toBe("Stripe webhook timestamp is older than 300 seconds");
    const fresh = await deliver(stripeEvent("customer.subscription.updated", subscription(user.id)), { timestamp: Math.floor(Date.now() / 1000) - 250 });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ received: true, applied: true, duplicate: false });
  });

  it("answers 503 when no webhook secret is configured", async () => {
    setEnv({ STRIPE_WEBHOOK_SECRET: undefined });
    try {
      const res = await deliver(stripeEvent("invoice.paid", {}));
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe("service_unavailable");
    } finally {
      setEnv({ STRIPE_WEBHOOK_SECRET: SECRET });
    }
  });
});

describe("recording and ordering", () => {
  it("a duplicate delivery is a 200 no-op", async () => {
    const { user } = await makeUser();
    const evt = stripeEvent("customer.subscription.created", subscription(user.id));
    const first = await deliver(evt);
    expect(first.body.data).toMatchObject({ applied: true, duplicate: false });
    await getDb().update(subscriptions).set({ status: "past_due" }).where(eq(subscriptions.userId, user.id));
    const second = await deliver(evt);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ applied: false, duplicate: true });
    expect((await row(user.id)).status).toBe("past_due");
    const n = await getDb().select({ n: sql<number>`count(*)::int` }).from(stripeEvents).where(eq(stripeEvents.id, evt.id));
    expect(n[0].n).toBe(1);
  });

  it("an older event never overwrites newer state, and a deleted subscription never comes back", async () => {
    const { user, token } = await makeUser();
    await deliver(stripeEvent("customer.subscription.updated", subscription(user.id, { cancel_at_period_end: true }), { created: T0 + 20 }));
    const older = await deliver(stripeEvent("customer.subscription.updated", subscription(user.id), { created: T0 + 10 }));
    expect(older.body.data).toMatchObject({ applied: false });
    let sub = (await call(current, "/api/subscriptions/current", { token })).body.data;
    expect(sub).toMatchObject({ plan: "pro", status: "canceled", cancelAtPeriodEnd: true });

    await deliver(stripeEvent("customer.subscription.deleted", subscription(user.id, { status: "canceled" }), { created: T0 + 30 }));
    const late = await deliver(stripeEvent("customer.subscription.updated", subscription(user.id), { created: T0 + 40 }));
    expect(late.body.data.applied).toBe(false);
    sub = (await call(current, "/api/subscriptions/current", { token })).body.data;
    expect(sub).toMatchObject({ plan: "free", status: "free" });
    expect((await row(user.id)).lastEventAt!.getTime()).toBe((T0 + 30) * 1000);
  });

  it("reaches the same final state whatever the arrival order", async () => {
    const events = (userId: string) => [
      stripeEvent("checkout.session.completed", { id: "cs_1", object: "checkout.session", mode: "subscription", payment_status: "paid", client_reference_id: userId, customer: `cus_${userId.slice(0, 8)}`, subscription: `sub_${userId.slice(0, 8)}`, metadata: { userId, plan: "pro" } }, { created: T0 + 1 }),
      stripeEvent("customer.subscription.created", subscription(userId), { created: T0 + 1 }),
      stripeEvent("invoice.payment_failed", { id: "in_1", object: "invoice", customer: `cus_${userId.slice(0, 8)}`, parent: { type: "subscription_details", subscription_details: { subscription: `sub_${userId.slice(0, 8)}`, metadata: { userId } } } }, { created: T0 + 5 }),
      stripeEvent("customer.subscription.updated", subscription(userId, { status: "past_due" }), { created: T0 + 5 }),
      stripeEvent("invoice.paid", { id: "in_1", object: "invoice", customer: `cus_${userId.slice(0, 8)}`, parent: { type: "subscription_details", subscription_details: { subscription: `sub_${userId.slice(0, 8)}` } } }, { created: T0 + 9 }),
      stripeEvent("customer.subscription.updated", subscription(userId, { status: "active", cancel_at_period_end: true }), { created: T0 + 9 }),
    ];
    const orders = [[0, 1, 2, 3, 4, 5], [5, 4, 3, 2, 1, 0], [1, 3, 5, 0, 2, 4], [4, 0, 5, 2, 1, 3]];
    for (const order of orders) {
      const { user, token } = await makeUser();
      const list = events(user.id);
      for (const i of order) expect((await deliver(list[i])).status).toBe(200);
      const sub = (await call(current, "/api/subscriptions/current", { token })).body.data;
      expect(sub, `order ${order.join(",")}`).toMatchObject({ plan: "pro", status: "canceled", isTrial: false });
      const r = await row(user.id);
      expect(r.stripeCustomerId).toBe(`cus_${user.id.slice(0, 8)}`);
      expect(r.stripeSubscriptionId).toBe(`sub_${user.id.slice(0, 8)}`);
    }
  });

  it("payment failure marks past due; a later invoice.paid clears it; an older failure does not return", async () => {
    const { user, token } = await makeUser();
    await deliver(stripeEvent("customer.subscription.created", subscription(user.id), { created: T0 }));
    const invoice = { id: "in_2", object: "invoice", customer: `cus_${user.id.slice(0, 8)}`, parent: { subscription_details: { subscription: `sub_${user.id.slice(0, 8)}` } } };
    await deliver(stripeEvent("invoice.payment_failed", invoice, { created: T0 + 2 }));
    expect((await call(current, "/x", { token })).body.data.status).toBe("past_due");
    await deliver(stripeEvent("invoice.paid", invoice, { created: T0 + 4 }));
    expect((await call(current, "/x", { token })).body.data.status).toBe("active");
    const old = await deliver(stripeEvent("invoice.payment_failed", invoice, { created: T0 + 3 }));
    expect(old.body.data.applied).toBe(false);
    expect((await call(current, "/x", { token })).body.data.status).toBe("active");
  });

  it("records the event id in the same transaction as the change: a failure records neither", async () => {
    const { user } = await makeUser();
    const broken = stripeEvent("customer.subscription.updated", subscription(user.id, { status: "past_due" }), { created: 1e17 });
    const res = await deliver(broken);
    expect(res.status).toBe(500);
    expect(await getDb().select().from(stripeEvents).where(eq(stripeEvents.id, broken.id))).toHaveLength(0);
    expect((await row(user.id)).status).toBe("trialing");
  });

  it("acknowledges unknown event types and unknown customers without changing anything", async () => {
    const other = await deliver(stripeEvent("customer.created", { id: "cus_x", object: "customer" }));
    expect(other.body.data).toMatchObject({ received: true, applied: false, reason: "event type not handled" });
    const stranger = await deliver(stripeEvent("customer.subscription.updated", { ...subscription("00000000-0000-4000-8000-000000000000"), customer: "cus_nobody", id: "sub_nobody" }));
    expect(stranger.body.data).toMatchObject({ applied: false, reason: "unknown user" });
  });
});

describe("plan effects", () => {
  it("falling to Free pauses competitors beyond the limit; a new subscription resumes them", async () => {
    const { user } = await makeUser();
    await addCompetitors(user.id, 3);
    await getDb().insert(competitors).values({ userId: user.id, name: "Me", url: "https://me.example", domain: "me.example", type: "baseline", status: "active" });
    await deliver(stripeEvent("customer.subscription.created", subscription(user.id), { created: T0 }));
    await deliver(stripeEvent("customer.subscription.deleted", subscription(user.id, { status: "canceled" }), { created: T0 + 1 }));
    const list = () => getDb().select().from(competitors).where(eq(competitors.userId, user.id)).orderBy(asc(competitors.createdAt));
    let rows = await list();
    const tracked = rows.filter((c) => c.type !== "baseline");
    expect(tracked.map((c) => c.status)).toEqual(["active", "paused", "paused"]);
    expect(tracked.map((c) => c.checkFrequency)).toEqual(["7d", "7d", "7d"]);
    expect(rows.find((c) => c.type === "baseline")!.status).toBe("active");

    await deliver(stripeEvent("customer.subscription.created", { ...subscription(user.id), id: "sub_second" }, { created: T0 + 2 }));
    rows = await list();
    expect(rows.filter((c) => c.type !== "baseline").map((c) => [c.status, c.checkFrequency])).toEqual([["active", "1h"], ["active", "1h"], ["active", "1h"]]);
    expect(rows.every((c) => !("pausedByPlan" in c.metadata))).toBe(true);
  });
});

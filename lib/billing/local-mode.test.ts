import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { subscriptions } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { call, makeUser } from "@/tests/helpers/http";
import { GET as prices } from "@/app/api/subscriptions/prices/route";
import { GET as current } from "@/app/api/subscriptions/current/route";
import { POST as checkout } from "@/app/api/subscriptions/checkout/route";
import { POST as cancel } from "@/app/api/subscriptions/cancel/route";
import { POST as reactivate } from "@/app/api/subscriptions/reactivate/route";
import { PUT as plan } from "@/app/api/subscriptions/plan/route";
import { GET as portal } from "@/app/api/subscriptions/portal/route";
import { settleLocalPeriod } from "./local-mode";

const saved = { ...process.env };
const BODY = { priceId: "price_pro_local", successUrl: "/subscription/success", cancelUrl: "/subscription/cancel" };

function setEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

beforeAll(() => setEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_PRICE_PRO: "price_pro_local" }));
afterAll(async () => {
  setEnv({ STRIPE_SECRET_KEY: saved.STRIPE_SECRET_KEY, STRIPE_PRICE_PRO: saved.STRIPE_PRICE_PRO });
  await closeDb();
});

describe("local billing mode (no Stripe keys)", () => {
  it("says mode 'local' in prices and in the subscription", async () => {
    expect((await call(prices, "/api/subscriptions/prices")).body.data.mode).toBe("local");
    const { token } = await makeUser();
    expect((await call(current, "/api/subscriptions/current", { token })).body.data.mode).toBe("local");
  });

  it("checkout applies the plan at once and returns the success page as the url", async () => {
    const { token } = await makeUser();
    const res = await call(checkout, "/api/subscriptions/checkout", { token, body: BODY });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ url: "http://localhost/subscription/success", mode: "local", sessionId: null });
    const sub = (await call(current, "/api/subscriptions/current", { token })).body.data;
    expect(sub).toMatchObject({ plan: "pro", status: "active", isTrial: false, daysLeftInTrial: null, mode: "local" });
    const days = (new Date(sub.periodEnd).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect((await call(checkout, "/api/subscriptions/checkout", { token, body: BODY })).status).toBe(409);
  });

  it("cancel, reactivate and the Free price apply directly", async () => {
    const { token } = await makeUser();
    await call(checkout, "/api/subscriptions/checkout", { token, body: BODY });
    const canceled = await call(cancel, "/api/subscriptions/cancel", { token, method: "POST" });
    expect(canceled.body.data).toMatchObject({ plan: "pro", status: "canceled", mode: "local" });
    const back = await call(reactivate, "/api/subscriptions/reactivate", { token, method: "POST" });
    expect(back.body.data).toMatchObject({ plan: "pro", status: "active" });
    const down = await call(plan, "/api/subscriptions/plan", { token, method: "PUT", body: { newPriceId: "free" } });
    expect(down.body.data.status).toBe("canceled");
  });

  it("PUT /plan with Pro's price upgrades a trial directly", async () => {
    const { token } = await makeUser();
    const res = await call(plan, "/api/subscriptions/plan", { token, method: "PUT", body: { newPriceId: "price_pro_local" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ plan: "pro", status: "active", isTrial: false });
    expect((await call(plan, "/api/subscriptions/plan", { token, method: "PUT", body: { newPriceId: "price_pro_local" } })).status).toBe(409);
  });

  it("PUT /plan with the Free price during the trial ends the trial now: Free at once, nothing deleted", async () => {
    const { token } = await makeUser();
    const res = await call(plan, "/api/subscriptions/plan", { token, method: "PUT", body: { newPriceId: "free" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ plan: "free", status: "free", isTrial: false, daysLeftInTrial: null });
    expect((await call(current, "/api/subscriptions/current", { token })).body.data).toMatchObject({ plan: "free", isTrial: false });
    expect((await call(plan, "/api/subscriptions/plan", { token, method: "PUT", body: { newPriceId: "free" } })).status).toBe(409);
  });

  it("the portal points back to the billing page, labelled local; Free has no portal", async () => {
    const { token, user } = await makeUser();
    await call(checkout, "/api/subscriptions/checkout", { token, body: BODY });
    expect((await call(portal, "/api/subscriptions/portal", { token })).body.data).toEqual({ url: "/settings/billing?portal=local", mode: "local" });
    await getDb().update(subscriptions).set({ plan: "free", status: "free" }).where(eq(subscriptions.userId, user.id));
    expect((await call(portal, "/api/subscriptions/portal", { token })).status).toBe(409);
  });

  it("a local period renews, or ends on Free when canceled", async () => {
    const { token, user } = await makeUser();
    await call(checkout, "/api/subscriptions/checkout", { token, body: BODY });
    const past = new Date(Date.now() - 86_400_000);
    await getDb().update(subscriptions).set({ currentPeriodEnd: past }).where(eq(subscriptions.userId, user.id));
    await settleLocalPeriod(getDb(), user.id);
    let sub = (await call(current, "/api/subscriptions/current", { token })).body.data;
    expect(sub).toMatchObject({ plan: "pro", status: "active" });
    expect(new Date(sub.periodEnd).getTime()).toBeGreaterThan(Date.now());

    await getDb().update(subscriptions).set({ currentPeriodEnd: past, cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, user.id));
    expect((await call(current, "/api/subscriptions/current", { token })).body.data.plan).toBe("free");
    await settleLocalPeriod(getDb(), user.id);
    sub = (await call(current, "/api/subscriptions/current", { token })).body.data;
    expect(sub).toMatchObject({ plan: "free", status: "free", periodEnd: null });
  });
});

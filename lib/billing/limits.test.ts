import { afterAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { apiKeys, competitors, subscriptions } from "@/db/schema";
import type { SubscriptionRow } from "@/db/queries/billing";
import { generateApiKey } from "@/lib/auth/api-keys";
import { ApiError, apiErrorOf } from "@/lib/api/errors";
import { DomainError } from "@/lib/errors";
import { call, makeUser } from "@/tests/helpers/http";
import { GET as current } from "@/app/api/subscriptions/current/route";
import { POST as createCompetitorRoute } from "@/app/api/competitors/route";
import { assertCanAddCompetitor, assertCanResumeCompetitor, assertFeature, assertFrequencyAllowed, effectivePlan } from "./limits";
import { resolveSubscription } from "./subscription";

const DAY = 86_400_000;
const now = new Date("2026-03-10T12:00:00Z");

function row(over: Partial<SubscriptionRow>): SubscriptionRow {
  return {
    userId: "u", plan: "free", status: "free", trialEndsAt: null, currentPeriodEnd: null, cancelAtPeriodEnd: false,
    stripeCustomerId: null, stripeSubscriptionId: null, stripePriceId: null, lastEventAt: null, updatedAt: now, ...over,
  };
}

async function setPlan(userId: string, plan: "free" | "pro" | "enterprise") {
  await getDb().update(subscriptions).set({ plan, status: plan === "free" ? "free" : "active", trialEndsAt: null }).where(eq(subscriptions.userId, userId));
}

async function addCompetitors(userId: string, n: number, type = "competitor") {
  for (let i = 0; i < n; i++) {
    await getDb().insert(competitors).values({ userId, name: `C${i}`, url: `https://c${i}.example`, domain: `c${i}.example`, type, status: "active" });
  }
}

/** The domain error a call rejects with, as the API answers it. */
async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(() => null, (e) => e);
  expect(err).toBeInstanceOf(DomainError);
  return apiErrorOf(err as DomainError);
}

afterAll(async () => {
  await closeDb();
});

describe("resolveSubscription", () => {
  it("a running trial is Pro with its end; an ended one is Free", () => {
    const trial = row({ plan: "pro", status: "trialing", trialEndsAt: new Date(now.getTime() + 3 * DAY) });
    expect(resolveSubscription(trial, now)).toMatchObject({ plan: "pro", status: "trialing", isTrial: true, periodEnd: trial.trialEndsAt });
    expect(resolveSubscription({ ...trial, trialEndsAt: new Date(now.getTime() - 1) }, now)).toMatchObject({ plan: "free", status: "free", isTrial: false });
  });

  it("cancel at period end keeps the plan until the period ends", () => {
    const canceled = row({ plan: "pro", status: "active", cancelAtPeriodEnd: true, currentPeriodEnd: new Date(now.getTime() + DAY) });
    expect(resolveSubscription(canceled, now)).toMatchObject({ plan: "pro", status: "canceled", cancelAtPeriodEnd: true });
    expect(resolveSubscription({ ...canceled, currentPeriodEnd: new Date(now.getTime() - 1) }, now)).toMatchObject({ plan: "free", status: "free" });
  });

  it("past due keeps the plan with a past-due status; no row is Free", () => {
    expect(resolveSubscription(row({ plan: "pro", status: "past_due", currentPeriodEnd: new Date(now.getTime() + DAY) }), now)).toMatchObject({ plan: "pro", status: "past_due" });
    expect(resolveSubscription(undefined, now)).toMatchObject({ plan: "free", status: "free" });
    expect(resolveSubscription(row({ plan: "enterprise", status: "active" }), now)).toMatchObject({ plan: "enterprise", status: "active" });
  });
});

describe("competitor limit", () => {
  it("Free allows 1 competitor and refuses the next with the spec's message; the baseline never counts", async () => {
    const { user } = await makeUser();
    await setPlan(user.id, "free");
    await addCompetitors(user.id, 1, "baseline");
    await assertCanAddCompetitor(getDb(), user.id);
    await addCompetitors(user.id, 1);
    const err = await rejection(assertCanAddCompetitor(getDb(), user.id));
    expect(err.status).toBe(403);
    expect(err.code).toBe("plan_limit");
    expect(err.message).toBe("You've reached the limit of 1 competitors. Upgrade to add more.");
    await assertCanAddCompetitor(getDb(), user.id, { type: "baseline" });
  });

  it("the trial allows 10 (PLANS.pro) and Enterprise is unlimited", async () => {
    const { user } = await makeUser();
    await addCompetitors(user.id, 9);
    await assertCanAddCompetitor(getDb(), user.id);
    await addCompetitors(user.id, 1);
    expect((await rejection(assertCanAddCompetitor(getDb(), user.id))).message).toBe("You've reached the limit of 10 competitors. Upgrade to add more.");
    await setPlan(user.id, "enterprise");
    await addCompetitors(user.id, 5);
    await assertCanAddCompetitor(getDb(), user.id);
  });

  it("the server refuses POST /api/competitors at the limit with 403 plan_limit", async () => {
    const { user, token } = await makeUser();
    await setPlan(user.id, "free");
    await addCompetitors(user.id, 1);
    const res = await call(createCompetitorRoute, "/api/competitors", { token, body: { name: "Two", url: "https://two.example", checkFrequency: "7d", type: "competitor", metadata: { domain: "two.example" } } });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: "plan_limit", message: "You've reached the limit of 1 competitors. Upgrade to add more.", requestId: expect.any(String) });
    const sub = await call(current, "/api/subscriptions/current", { token });
    expect(sub.body.data).toMatchObject({ plan: "free", canAddMore: false, usage: { competitors: 1, limit: 1 } });
  });

  it("two concurrent adds at the last slot: only one passes (per-user lock inside the transaction)", async () => {
    const { user } = await makeUser();
    await setPlan(user.id, "free");
    const add = (name: string) =>
      getDb().transaction(async (tx) => {
        await assertCanAddCompetitor(tx, user.id);
        await new Promise((r) => setTimeout(r, 50));
        await tx.insert(competitors).values({ userId: user.id, name, url: `https://${name}.example`, domain: `${name}.example` });
      });
    const results = await Promise.allSettled([add("first"), add("second")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(apiErrorOf(rejected.reason as DomainError).code).toBe("plan_limit");
  });

  it("a competitor paused by the plan cannot be resumed past the limit", async () => {
    const { user } = await makeUser();
    await setPlan(user.id, "free");
    await addCompetitors(user.id, 2);
    const [a, b] = await getDb().select().from(competitors).where(eq(competitors.userId, user.id));
    await getDb().update(competitors).set({ status: "paused" }).where(and(eq(competitors.id, b.id)));
    expect((await rejection(assertCanResumeCompetitor(getDb(), user.id, b.id))).code).toBe("plan_limit");
    await assertCanResumeCompetitor(getDb(), user.id, a.id);
  });
});

describe("feature gates and check-frequency floor", () => {
  it("Free lacks email alerts, API access and Dark Psychology Mode; the trial has them", async () => {
    const { user } = await makeUser();
    await assertFeature(getDb(), user.id, "darkPsychologyMode");
    await setPlan(user.id, "free");
    for (const [feature, message] of [
      ["darkPsychologyMode", "Dark Psychology Mode is not available on the Free plan. Upgrade to Pro to use it."],
      ["emailAlerts", "Email alerts are not available on the Free plan. Upgrade to Pro to receive them."],
      ["apiAccess", "API access is not available on the Free plan. Upgrade to Pro to use the API."],
    ] as const) {
      const err = await rejection(assertFeature(getDb(), user.id, feature));
      expect([err.status, err.code, err.message]).toEqual([403, "forbidden", message]);
    }
  });

  it("Free checks at most weekly", async () => {
    const { user } = await makeUser();
    await assertFrequencyAllowed(getDb(), user.id, "1h");
    await setPlan(user.id, "free");
    const err = await rejection(assertFrequencyAllowed(getDb(), user.id, "1d"));
    expect(err.code).toBe("plan_limit");
    expect(err.message).toBe("The Free plan checks at most once every week. Upgrade to check more often.");
    await assertFrequencyAllowed(getDb(), user.id, "7d");
    expect((await effectivePlan(getDb(), user.id)).definition.minFrequency).toBe("7d");
  });

  it("API-key callers on Free get 403 from every route; Pro callers pass", async () => {
    const { user } = await makeUser();
    const key = generateApiKey();
    await getDb().insert(apiKeys).values({ userId: user.id, name: "ci", keyHash: key.hash, keyPreview: key.preview });
    expect((await call(current, "/api/subscriptions/current", { headers: { "x-api-key": key.key } })).status).toBe(200);
    await setPlan(user.id, "free");
    const res = await call(current, "/api/subscriptions/current", { headers: { "x-api-key": key.key } });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("API access is not available on the Free plan. Upgrade to Pro to use the API.");
  });
});

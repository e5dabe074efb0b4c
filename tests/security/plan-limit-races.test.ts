import { afterAll, describe, expect, it } from "vitest";
import { and, eq, ne, sql } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { competitors, emails, subscriptions } from "@/db/schema";
import { dbStep } from "@/lib/jobs/db-step";
import { executeJob } from "@/lib/jobs/execute";
import { planPausedEmailJob } from "@/lib/notify/email-plan-paused";
import { POST as createRoute } from "@/app/api/competitors/route";
import { PUT as putRoute } from "@/app/api/competitors/[id]/route";
import { POST as resumeRoute } from "@/app/api/competitors/[id]/resume/route";
import { POST as pauseRoute } from "@/app/api/competitors/[id]/pause/route";
import { changeSubscription } from "@/lib/billing/transitions";
import { expireTrial } from "@/lib/billing/trial-expiry";
import { PUT as planRoute } from "@/app/api/subscriptions/plan/route";
import { FREE_PRICE_ID } from "@/lib/billing/plans";
import { call, makeUser } from "../helpers/http";

/**
 * Issue 28, point 1: every path that activates a competitor takes the same per-user lock before it
 * counts (lib/billing/limits.ts, lib/competitors/service.ts, lib/billing/transitions.ts), so parallel
 * resumes, activations, creations and a downgrade at the end of a trial never exceed the plan.
 * Fails with its defence removed: with lockCompetitorSlots (db/queries/billing.ts) a no-op, 5 of the
 * 6 cases fail (2 to 6 competitors left active against a limit of 1; checked 2026-11-26).
 */

const base = "http://localhost/api/competitors";

afterAll(async () => {
  await closeDb();
});

async function freeUser() {
  const u = await makeUser();
  await getDb().update(subscriptions).set({ plan: "free", status: "free", trialEndsAt: null }).where(eq(subscriptions.userId, u.user.id));
  return u;
}

/** `n` competitors with the given status, created a second apart (oldest first). */
async function seed(userId: string, n: number, status: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const [r] = await getDb()
      .insert(competitors)
      .values({ userId, name: `Rival ${i}`, url: `https://rival${i}.example`, domain: `rival${i}.example`, type: "competitor", status, createdAt: new Date(Date.now() - (n - i) * 1000) })
      .returning({ id: competitors.id });
    ids.push(r.id);
  }
  return ids;
}

async function running(userId: string): Promise<number> {
  const [r] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(competitors)
    .where(and(eq(competitors.userId, userId), ne(competitors.type, "baseline"), ne(competitors.status, "paused")));
  return r.n;
}

const resume = (token: string, id: string) => call(resumeRoute, `${base}/${id}/resume`, { method: "POST", token, params: { id } });
const activate = (token: string, id: string) => call(putRoute, `${base}/${id}`, { method: "PUT", token, params: { id }, body: { status: "active" } });

describe("plan limit under parallel activations", () => {
  it("ten parallel resumes on a Free account with ten paused competitors leave exactly one active", async () => {
    for (let round = 0; round < 3; round++) {
      const { user, token } = await freeUser();
      const ids = await seed(user.id, 10, "paused");
      const answers = await Promise.all(ids.map((id) => resume(token, id)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.error.code).toBe("plan_limit");
      expect(await running(user.id)).toBe(1);
    }
  });

  it("ten parallel PUT status active, mixed with resumes, leave exactly one active", async () => {
    for (let round = 0; round < 3; round++) {
      const { user, token } = await freeUser();
      const ids = await seed(user.id, 10, "paused");
      const answers = await Promise.all(ids.map((id, i) => (i % 2 ? activate(token, id) : resume(token, id))));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(await running(user.id)).toBe(1);
    }
  });

  it("Resume All (one resume per paused competitor, as the toolbar sends) and a create at once stay within the limit", async () => {
    const { user, token } = await freeUser();
    const ids = await seed(user.id, 5, "paused");
    // Free counts every tracked competitor for adding: with five paused, the create is refused.
    const answers = await Promise.all([
      ...ids.map((id) => resume(token, id)),
      call(createRoute, base, { token, body: { name: "Newcomer", url: "https://newcomer.example" } }),
    ]);
    expect(answers.at(-1)!.status).toBe(403);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await running(user.id)).toBe(1);
  });

  it("a trial ending while ten resumes run leaves at most the Free limit active", async () => {
    for (let round = 0; round < 8; round++) {
      const { user, token } = await makeUser();
      const ids = await seed(user.id, 10, "paused");
      // The trial (Pro, 10 competitors) is still running for the resumes; the expiry job runs as if it had
      // ended, started a little later each round so that it lands among the resumes.
      const later = new Date(Date.now() + 30 * 86_400_000);
      const expiry = new Promise((r) => setTimeout(r, round * 4)).then(() => expireTrial(getDb(), user.id, later));
      const [, ...answers] = await Promise.all([expiry, ...ids.map((id) => resume(token, id))]);
      expect(answers.some((a) => a.status === 200)).toBe(true);
      expect(await running(user.id)).toBeLessThanOrEqual(1);
    }
  });
});

describe("downgrade racing resumes", () => {
  it("Switch to Free during the trial (local mode) while ten resumes run leaves at most one active", async () => {
    for (let round = 0; round < 5; round++) {
      const { user, token } = await makeUser();
      const ids = await seed(user.id, 10, "paused");
      const switchToFree = new Promise((r) => setTimeout(r, round * 3)).then(() =>
        call(planRoute, "http://localhost/api/subscriptions/plan", { method: "PUT", token, body: { newPriceId: FREE_PRICE_ID } }),
      );
      const [switched, ...answers] = await Promise.all([switchToFree, ...ids.map((id) => resume(token, id))]);
      expect(switched.status).toBe(200);
      expect(answers.some((a) => a.status === 200)).toBe(true);
      expect(await running(user.id)).toBeLessThanOrEqual(1);
    }
  });
});

describe("downgrade", () => {
  it("pauses the competitors over the limit, newest first, and tells the owner which by e-mail", async () => {
    const { user } = await makeUser();
    const ids = await seed(user.id, 3, "active");
    const r = await expireTrial(getDb(), user.id, new Date(Date.now() + 30 * 86_400_000));
    expect(r.expired).toBe(true);
    expect(new Set(r.paused)).toEqual(new Set([ids[1], ids[2]]));
    const rows = await getDb().select({ id: competitors.id, status: competitors.status }).from(competitors).where(eq(competitors.userId, user.id));
    expect(Object.fromEntries(rows.map((c) => [c.id, c.status]))).toEqual({ [ids[0]]: "active", [ids[1]]: "paused", [ids[2]]: "paused" });

    // The owner is told which, by e-mail (queued in the plan change's transaction), newest first.
    const queued = await getDb().execute<{ payload: Record<string, unknown> }>(
      sql`select payload from graphile_worker._private_jobs where payload->>'userId' = ${user.id} and payload->'competitorIds' is not null`,
    );
    expect(queued.rows).toHaveLength(1);
    expect(queued.rows[0].payload.competitorIds).toEqual([ids[2], ids[1]]);
    await executeJob(planPausedEmailJob, queued.rows[0].payload, { db: getDb(), step: dbStep(getDb(), `test:plan-paused:${user.id}`), attempt: 1, maxAttempts: 3, log: () => {} });
    const [mail] = await getDb().select().from(emails).where(and(eq(emails.userId, user.id), eq(emails.kind, "plan-paused")));
    expect(mail.subject).toBe("2 competitors were paused on your Rivalscope plan");
    expect(mail.text).toMatch(/Free plan[\s\S]*Rival 2[\s\S]*Rival 1/);
    expect(mail.text).not.toContain("Rival 0");
  });

  it("a competitor the user resumed and paused again after a downgrade stays paused at the next upgrade (the user's choice, not the plan's)", async () => {
    const { user, token } = await makeUser();
    const ids = await seed(user.id, 2, "active");
    expect((await expireTrial(getDb(), user.id, new Date(Date.now() + 30 * 86_400_000))).paused).toEqual([ids[1]]);
    // On Free: the user makes room, takes the newer one back, then pauses it too.
    expect((await call(pauseRoute, `${base}/${ids[0]}/pause`, { method: "POST", token, params: { id: ids[0] } })).status).toBe(200);
    expect((await resume(token, ids[1])).status).toBe(200);
    expect((await call(pauseRoute, `${base}/${ids[1]}/pause`, { method: "POST", token, params: { id: ids[1] } })).status).toBe(200);

    const up = await changeSubscription(getDb(), user.id, { plan: "pro", status: "active", currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000) });
    expect(up.to).toBe("pro");
    expect(up.effects.resumed).toEqual([]);
    const rows = await getDb().select({ id: competitors.id, status: competitors.status }).from(competitors).where(eq(competitors.userId, user.id));
    expect(Object.fromEntries(rows.map((c) => [c.id, c.status]))).toEqual({ [ids[0]]: "paused", [ids[1]]: "paused" });
  });
});

import { describe, it, expect } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { competitors, subscriptions } from "@/db/schema";
import { executeJob } from "@/lib/jobs/execute";
import { dbStep } from "@/lib/jobs/db-step";
import { scheduleJob, jitterMs } from "@/lib/monitor/schedule-job";
import { createCompetitor } from "@/lib/competitors/service";
import { makeUser } from "../helpers/http";

async function runScheduler() {
  const db = getDb();
  return executeJob(scheduleJob as never, {}, { db, step: dbStep(db, `schedule-test:${Math.random()}`), attempt: 1, maxAttempts: 1, log: () => {} });
}

async function scanJobsOf(competitorId: string) {
  const r = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from jobs where competitor_id = ${competitorId} and kind = 'scan'`);
  return r.rows[0].n;
}

describe("scan scheduling", () => {
  it("queues due competitors once, books the next check at their frequency plus a spread, and skips paused ones", async () => {
    const { user } = await makeUser();
    const db = getDb();
    const past = new Date(Date.now() - 60_000);
    const [due] = await db.insert(competitors).values({ userId: user.id, name: "Due", url: "https://due.invalid", domain: "due.invalid", status: "active", checkFrequency: "6h", nextCheckAt: past }).returning();
    const [paused] = await db.insert(competitors).values({ userId: user.id, name: "Paused", url: "https://paused.invalid", domain: "paused.invalid", status: "paused", checkFrequency: "6h", nextCheckAt: past }).returning();
    const [later] = await db.insert(competitors).values({ userId: user.id, name: "Later", url: "https://later.invalid", domain: "later.invalid", status: "active", checkFrequency: "1h", nextCheckAt: new Date(Date.now() + 3600_000) }).returning();

    const before = Date.now();
    await runScheduler();
    expect(await scanJobsOf(due.id)).toBe(1);
    expect(await scanJobsOf(paused.id)).toBe(0);
    expect(await scanJobsOf(later.id)).toBe(0);
    const [row] = await db.select().from(competitors).where(sql`${competitors.id} = ${due.id}`);
    const interval = 6 * 3600_000;
    const delta = row.nextCheckAt!.getTime() - before;
    expect(delta).toBeGreaterThanOrEqual(interval);
    expect(delta).toBeLessThanOrEqual(interval * 1.1 + 60_000);

    await runScheduler();
    expect(await scanJobsOf(due.id)).toBe(1);
  });

  it("books the first scheduled check one full interval after the first scan, not a minute later", async () => {
    const { user } = await makeUser();
    const db = getDb();
    const before = Date.now();
    const { competitor } = await createCompetitor(db, user.id, { name: "Fresh", domain: "fresh.invalid", url: "https://fresh.invalid", checkFrequency: "1d", type: "competitor" });
    const interval = 24 * 3600_000;
    const delta = competitor.nextCheckAt!.getTime() - before;
    expect(delta).toBeGreaterThanOrEqual(interval);
    expect(delta).toBeLessThanOrEqual(interval * 1.1 + 60_000);
    expect(competitor.nextCheckAt!.getTime() - before - interval).toBeLessThanOrEqual(jitterMs(competitor.id, interval) + 60_000);
    expect(await scanJobsOf(competitor.id)).toBe(1); // the initial scan

    // The first scan completes (the competitor becomes active); the scheduler's next passes queue nothing.
    await db.update(competitors).set({ status: "active", lastChecked: new Date() }).where(sql`${competitors.id} = ${competitor.id}`);
    await runScheduler();
    await runScheduler();
    expect(await scanJobsOf(competitor.id)).toBe(1);
    const [row] = await db.select().from(competitors).where(sql`${competitors.id} = ${competitor.id}`);
    expect(row.nextCheckAt!.getTime()).toBe(competitor.nextCheckAt!.getTime());
  });

  it("never checks more often than the plan allows", async () => {
    const { user } = await makeUser();
    const db = getDb();
    await db.update(subscriptions).set({ plan: "free", status: "free", trialEndsAt: null }).where(sql`${subscriptions.userId} = ${user.id}`);
    const [c] = await db.insert(competitors).values({ userId: user.id, name: "Hourly", url: "https://hourly.invalid", domain: "hourly.invalid", status: "active", checkFrequency: "1h", nextCheckAt: new Date(Date.now() - 1000) }).returning();
    const before = Date.now();
    await runScheduler();
    const [row] = await db.select().from(competitors).where(sql`${competitors.id} = ${c.id}`);
    expect(row.nextCheckAt!.getTime() - before).toBeGreaterThanOrEqual(7 * 24 * 3600_000);
  });

  it("spreads competitors with the same frequency over up to 10% of the interval", () => {
    const interval = 24 * 3600_000;
    const ids = ["00000000-0000-4000-8000-000000000000", "7fffffff-0000-4000-8000-000000000000", "ffffffff-0000-4000-8000-000000000000"];
    const j = ids.map((id) => jitterMs(id, interval));
    expect(new Set(j).size).toBe(3);
    for (const x of j) expect(x).toBeLessThanOrEqual(interval * 0.1);
  });
});

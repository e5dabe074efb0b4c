/**
 * Scheduling at scale: the scheduler queues at most its pace a minute (oldest due first), the rest wait
 * for later minutes; a backlog of scans nobody runs shows on /health and in the worker's log.
 * (bench:schedule measures the spread over a simulated hour with 10,000 competitors.)
 */
import { describe, it, expect, afterAll } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { competitors } from "@/db/schema";
import { scheduleDue, pacePerMinute, MIN_PACE_PER_MINUTE, PACE_HEADROOM } from "@/lib/monitor/schedule-job";
import { scanBacklog, startBacklogMonitor } from "@/lib/jobs/backlog";
import { GET as health } from "@/app/health/route";
import { makeUser } from "../helpers/http";

const ours: string[] = [];

afterAll(async () => {
  const db = getDb();
  await db.execute(sql`delete from graphile_worker._private_jobs where payload->>'competitorId' = any(${sql.param(ours)}::text[])`);
  await db.execute(sql`delete from competitors where id = any(${sql.param(ours)}::uuid[])`);
});

describe("scheduling at scale", () => {
  it("paces at the steady rate of every scheduled competitor, with headroom", () => {
    expect(pacePerMinute({ "1h": 10_000 })).toBe(Math.ceil((10_000 / 60) * PACE_HEADROOM));
    expect(pacePerMinute({ "1h": 6_000, "1d": 48_000 })).toBe(Math.ceil((100 + 33.34) * PACE_HEADROOM));
    expect(pacePerMinute({ "7d": 50 })).toBe(MIN_PACE_PER_MINUTE);
  });

  it("queues at most its pace a minute, oldest first; the rest follow in later minutes; a backlog is reported", { timeout: 120_000 }, async () => {
    const db = getDb();
    const users = await Promise.all(Array.from({ length: 15 }, (_, i) => makeUser(`Pace ${i}`)));
    const longAgo = Date.now() - 3 * 3600_000;
    const rows = users.flatMap((u, i) =>
      Array.from({ length: 10 }, (_, k) => ({ userId: u.user.id, name: `Paced ${i}-${k}`, url: `https://paced-${i}-${k}.invalid`, domain: `paced-${i}-${k}.invalid`, status: "active", checkFrequency: "1h", nextCheckAt: new Date(longAgo + (i * 10 + k) * 1000) })),
    );
    const inserted = await db.insert(competitors).values(rows).returning({ id: competitors.id });
    ours.push(...inserted.map((r) => r.id));

    const first = await scheduleDue(db);
    expect(first.queued).toBe(first.pace);
    expect(first.pace).toBe(MIN_PACE_PER_MINUTE);
    const queuedOf = async () => (await db.execute<{ id: string }>(sql`select competitor_id as id from jobs where competitor_id = any(${sql.param(ours)}::uuid[]) and kind = 'scan'`)).rows.map((r) => r.id);
    // Oldest due first: ours were due hours before anything else (another test file's scheduler may claim some).
    expect(first.competitorIds.every((id) => ours.includes(id))).toBe(true);
    expect(new Set(await queuedOf()).size).toBeGreaterThanOrEqual(MIN_PACE_PER_MINUTE);
    const second = await scheduleDue(db);
    expect(second.queued).toBeLessThanOrEqual(second.pace);
    expect(new Set(await queuedOf()).size).toBe(150);

    // Nobody runs them: once they have waited, the backlog says so on /health and in the log.
    await db.execute(sql`update graphile_worker._private_jobs set run_at = now() - interval '10 minutes' where payload->>'competitorId' = any(${sql.param(ours)}::text[])`);
    const backlog = await scanBacklog(db);
    expect(backlog.waiting).toBeGreaterThanOrEqual(150);
    expect(backlog.oldestWaitSeconds).toBeGreaterThanOrEqual(590);
    expect(backlog.behind).toBe(true);
    const res = await health(new Request("http://localhost/health"));
    expect((await res.json()).data.scans).toMatchObject({ behind: true });
    const logged: string[] = [];
    const stop = startBacklogMonitor(db, (m) => logged.push(m), 20);
    await new Promise((r) => setTimeout(r, 300));
    stop();
    expect(logged[0]).toMatch(/behind on scans: \d+ waiting for a slot \(oldest \d+ s\)/);
  });
});

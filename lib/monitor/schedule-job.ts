import { z } from "zod";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { defineJob } from "@/lib/jobs/types";
import type { CompetitorRow } from "@/db/queries/competitors";
import { competitors } from "@/db/schema";
import { effectiveCheckFrequency } from "@/lib/billing/limits";
import { FREQUENCY_HOURS, type CheckFrequency } from "@/lib/billing/plans";
import { enqueueScan } from "@/lib/monitor/enqueue-scan";
import { pruneLiveEvents } from "@/lib/live/bus";

export const SCHEDULE_JOB = "scan.schedule";
const BATCH = 200;

/** Up to 10% of the interval, fixed per competitor: scans spread over time instead of all at once. */
export function jitterMs(competitorId: string, intervalMs: number): number {
  const h = parseInt(competitorId.replace(/-/g, "").slice(0, 8), 16);
  return Math.floor((h / 0xffffffff) * intervalMs * 0.1);
}

/** When the next scheduled check falls: one full interval (plus the competitor's spread) after `from`. */
export function nextCheckAfter(competitorId: string, frequency: CheckFrequency, from = Date.now()): Date {
  const interval = FREQUENCY_HOURS[frequency] * 3_600_000;
  return new Date(from + interval + jitterMs(competitorId, interval));
}

/** Headroom of the pace over the steady rate: a backlog drains, and enqueues never burst above 1.25 × the mean. */
export const PACE_HEADROOM = 1.25;
/** Below this many scans a minute the pace never holds anything back (small installations). */
export const MIN_PACE_PER_MINUTE = 100;

/**
 * How many scans the scheduler may queue this minute: the steady rate of every scheduled competitor
 * (one per interval each) with some headroom. Competitors due beyond it wait for a later minute, so
 * 10,000 added at once are spread over their interval instead of queued in a burst; their next checks
 * are booked from when they were queued, so the spread holds from then on.
 */
export function pacePerMinute(competitorsPerFrequency: Partial<Record<CheckFrequency, number>>): number {
  let perMinute = 0;
  for (const [freq, n] of Object.entries(competitorsPerFrequency)) perMinute += (n ?? 0) / (FREQUENCY_HOURS[freq as CheckFrequency] * 60);
  return Math.max(MIN_PACE_PER_MINUTE, Math.ceil(perMinute * PACE_HEADROOM));
}

/**
 * Queues a scan of each active (or failing, to retry) competitor whose check is due at `now`, oldest
 * first and at most the pace, at its frequency held to the plan's floor, and books its next check.
 * Claims rows with SKIP LOCKED so several workers never queue the same competitor twice.
 */
export async function scheduleDue(db: Db, now: Date = new Date()): Promise<{ queued: number; due: number; pace: number; competitorIds: string[] }> {
  const counts = await db.execute<{ freq: CheckFrequency; n: number }>(sql`
    select check_frequency as freq, count(*)::int as n from competitors where status in ('active', 'error', 'blocked') and next_check_at is not null group by 1`);
  const pace = pacePerMinute(Object.fromEntries(counts.rows.map((r) => [r.freq, r.n])));
  const dueNow = await db.execute<{ n: number }>(sql`select count(*)::int as n from competitors where status in ('active', 'error', 'blocked') and next_check_at <= ${now.toISOString()}::timestamptz`);
  let queued = 0;
  const competitorIds: string[] = [];
  while (queued < pace) {
    const batch = Math.min(BATCH, pace - queued);
    const n = await db.transaction(async (tx) => {
      const due = await tx.execute<{ id: string }>(sql`
        select id from competitors
        where status in ('active', 'error', 'blocked') and next_check_at is not null and next_check_at <= ${now.toISOString()}::timestamptz
        order by next_check_at limit ${batch} for update skip locked`);
      for (const { id } of due.rows) {
        const [c] = (await tx.select().from(competitors).where(sql`${competitors.id} = ${id}`)) as CompetitorRow[];
        const freq = await effectiveCheckFrequency(tx as never, c.userId, c.checkFrequency as CheckFrequency);
        await tx.update(competitors).set({ nextCheckAt: nextCheckAfter(c.id, freq, now.getTime()) }).where(sql`${competitors.id} = ${id}`);
        await enqueueScan(tx as never, c, "scheduled");
        competitorIds.push(id);
      }
      return due.rows.length;
    });
    queued += n;
    if (n < batch) break;
  }
  return { queued, due: dueNow.rows[0].n, pace, competitorIds };
}

/** Every minute: queues the due scans (see scheduleDue). */
export const scheduleJob = defineJob({
  name: SCHEDULE_JOB,
  payload: z.object({}).passthrough(),
  maxAttempts: 1,
  async run(_payload, { db, log }) {
    const { queued, due, pace } = await scheduleDue(db);
    // Live events older than a day (kept for reconnecting browsers) go a minute's worth at a time.
    await pruneLiveEvents(db);
    if (due > queued) log(`${due - queued} due scan(s) wait for a later minute (pace ${pace} a minute)`);
    return { status: "complete", queued };
  },
});

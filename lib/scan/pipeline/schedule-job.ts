import { z } from "zod";
import { sql } from "drizzle-orm";
import { defineJob } from "@/lib/jobs/types";
import type { CompetitorRow } from "@/db/queries/competitors";
import { competitors } from "@/db/schema";
import { effectiveCheckFrequency } from "@/lib/billing/limits";
import { FREQUENCY_HOURS, type CheckFrequency } from "@/lib/billing/plans";
import { enqueueScan } from "@/lib/scan/enqueue-scan";

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

/**
 * Every minute: queues a scan of each active (or failing, to retry) competitor whose check is due, at
 * its frequency held to the plan's floor, and books its next check. Claims rows with SKIP LOCKED so
 * several workers never queue the same competitor twice.
 */
export const scheduleJob = defineJob({
  name: SCHEDULE_JOB,
  payload: z.object({}).passthrough(),
  maxAttempts: 1,
  async run(_payload, { db }) {
    let queued = 0;
    await db.transaction(async (tx) => {
      const due = await tx.execute<{ id: string }>(sql`
        select id from competitors
        where status in ('active', 'error') and next_check_at is not null and next_check_at <= now()
        order by next_check_at limit ${BATCH} for update skip locked`);
      for (const { id } of due.rows) {
        const [c] = (await tx.select().from(competitors).where(sql`${competitors.id} = ${id}`)) as CompetitorRow[];
        const freq = await effectiveCheckFrequency(tx as never, c.userId, c.checkFrequency as CheckFrequency);
        await tx.update(competitors).set({ nextCheckAt: nextCheckAfter(c.id, freq) }).where(sql`${competitors.id} = ${id}`);
        await enqueueScan(tx as never, c, "scheduled");
        queued++;
      }
    });
    return { status: "complete", queued };
  },
});

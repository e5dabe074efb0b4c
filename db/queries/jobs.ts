import { notifyInserted } from "@/lib/live/bus";
import { and, desc, eq, sql, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobs } from "@/db/schema";

export type JobRow = typeof jobs.$inferSelect;
export const JOB_STATUSES = ["pending", "processing", "completed", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export async function listJobs(db: Db, params: { userId: string; status?: JobStatus[]; limit: number }): Promise<JobRow[]> {
  const where = params.status?.length ? and(eq(jobs.userId, params.userId), inArray(jobs.status, params.status)) : eq(jobs.userId, params.userId);
  return db.select().from(jobs).where(where).orderBy(desc(jobs.createdAt)).limit(params.limit);
}

export async function countJobs(db: Db, params: { userId: string; status?: JobStatus[] }): Promise<number> {
  const where = params.status?.length ? and(eq(jobs.userId, params.userId), inArray(jobs.status, params.status)) : eq(jobs.userId, params.userId);
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(where);
  return r.n;
}

export async function getJob(db: Db, params: { userId: string; jobId: string }): Promise<JobRow | undefined> {
  const [j] = await db.select().from(jobs).where(and(eq(jobs.id, params.jobId), eq(jobs.userId, params.userId))).limit(1);
  return j;
}

/** Only pending jobs can be cancelled; returns the row when it was. */
export async function cancelPendingJob(db: Db, params: { userId: string; jobId: string }): Promise<JobRow | undefined> {
  const [j] = await db
    .update(jobs)
    .set({ status: "cancelled", completedAt: new Date() })
    .where(and(eq(jobs.id, params.jobId), eq(jobs.userId, params.userId), eq(jobs.status, "pending")))
    .returning();
  return j;
}

/** Internal (worker side): the record by id, whatever its owner. */
export async function getJobRecord(db: Db, params: { jobId: string }): Promise<JobRow | undefined> {
  const [j] = await db.select().from(jobs).where(eq(jobs.id, params.jobId)).limit(1);
  return j;
}

/** The live `job-update` event of the records a CTE named `j` changed (lib/jobs/events.ts jobEventData, in SQL). */
const jobEvents = (where: string) =>
  sql.raw(`e as (insert into live_events (user_id, event, data)
    select user_id, 'job-update', jsonb_build_object('jobId', id, 'status', status, 'data', data, 'result', result) from j where ${where}
    returning id, user_id, event, data)`);

export interface MovedJob { id: string; userId: string; before: string }

/**
 * Moves pending → processing (counting the attempt) and announces it live, in one round trip: the
 * record's status before the move, or undefined when it was cancelled, is finished or is missing.
 * A record already processing (taken over from a dead worker) is not announced again.
 */
export async function markJobProcessing(db: Db, params: { jobId: string }): Promise<MovedJob | undefined> {
  const r = await db.execute<{ id: string; user_id: string; before: string }>(sql`
    with old as (select id, status from jobs where id = ${params.jobId}),
    j as (
      update jobs set status = 'processing', started_at = coalesce(jobs.started_at, now()), attempts = jobs.attempts + 1
      from old
      -- The record's own status is checked too: re-read under the row lock if a cancel commits meanwhile.
      where jobs.id = old.id and jobs.status in ('pending', 'processing')
      returning jobs.id, jobs.user_id, jobs.status, jobs.data, jobs.result, old.status as before
    ), ${jobEvents("before <> 'processing'")}
    select j.id, j.user_id, j.before, ${notifyInserted} as notified from j`);
  const row = r.rows[0];
  return row ? { id: row.id, userId: row.user_id, before: row.before } : undefined;
}

/** Completes or fails a record and announces it live, in one round trip; false when the record is gone. */
export async function finishJob(db: Db, params: { jobId: string; status: "completed" | "failed"; result?: Record<string, unknown> | null; error?: string | null }): Promise<boolean> {
  const r = await db.execute<{ id: string }>(sql`
    with j as (
      update jobs set status = ${params.status}, result = ${params.result === undefined || params.result === null ? null : JSON.stringify(params.result)}::jsonb,
        error = ${params.error ?? null}, completed_at = now()
      where id = ${params.jobId}
      returning id, user_id, status, data, result
    ), ${jobEvents("true")}
    select j.id, ${notifyInserted} as notified from j`);
  return r.rows.length > 0;
}

export async function markJobRetrying(db: Db, params: { jobId: string; error: string }): Promise<void> {
  await db.update(jobs).set({ status: "pending", error: params.error }).where(eq(jobs.id, params.jobId));
}

export async function listCompetitorJobs(db: Db, params: { userId: string; competitorId: string; limit: number }): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, params.userId), eq(jobs.competitorId, params.competitorId)))
    .orderBy(desc(jobs.createdAt))
    .limit(params.limit);
}

/** The competitor's latest scan job when it finished (completed or failed) at or after `since`. */
export async function recentFinishedScan(db: Db, params: { userId: string; competitorId: string; since: Date }): Promise<JobRow | undefined> {
  const [latest] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, params.userId), eq(jobs.competitorId, params.competitorId), eq(jobs.kind, "scan")))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  if (!latest || !["completed", "failed"].includes(latest.status) || !latest.completedAt || latest.completedAt < params.since) return undefined;
  return latest;
}

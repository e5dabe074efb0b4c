import { and, desc, eq, sql, inArray, getTableColumns } from "drizzle-orm";
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

/**
 * Moves pending → processing (counting the attempt), in one round trip: the record after the move with
 * its status before it, or undefined when it was cancelled, is finished or is missing.
 */
export async function markJobProcessing(db: Db, params: { jobId: string }): Promise<(JobRow & { before: string }) | undefined> {
  const old = db.select({ id: jobs.id, status: jobs.status }).from(jobs).where(eq(jobs.id, params.jobId)).as("old");
  const [j] = await db
    .update(jobs)
    .set({ status: "processing", startedAt: sql`coalesce(${jobs.startedAt}, now())`, attempts: sql`${jobs.attempts} + 1` })
    .from(old)
    // The record's own status is checked too: re-read under the row lock if a cancel commits meanwhile.
    .where(and(eq(jobs.id, old.id), inArray(jobs.status, ["pending", "processing"])))
    .returning({ ...getTableColumns(jobs), before: old.status });
  return j;
}

export async function finishJob(db: Db, params: { jobId: string; status: "completed" | "failed"; result?: Record<string, unknown> | null; error?: string | null }): Promise<JobRow | undefined> {
  const [j] = await db
    .update(jobs)
    .set({ status: params.status, result: params.result ?? null, error: params.error ?? null, completedAt: new Date() })
    .where(eq(jobs.id, params.jobId))
    .returning();
  return j;
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

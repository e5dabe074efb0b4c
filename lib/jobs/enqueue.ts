import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobs } from "@/db/schema";
import type { JobRow } from "@/db/queries/jobs";
import { env } from "@/lib/env";
import { liveBus, notifyInserted } from "@/lib/live/bus";
import { jobEventData } from "./events";
import { failLostRecord, recordIsRunnable } from "./lease";
import { maxAttemptsOf, type JobSpec } from "./types";

export interface EnqueueOptions<P> {
  /** The job's definition (or its static half, jobSpec): its name, queue and attempts are read from there. */
  job: JobSpec<P>;
  payload: P;
  runAt?: Date;
  /** Graphile job key: a second enqueue with the same key replaces the pending one instead of adding. */
  jobKey?: string;
  /** A user-visible job record (GET /api/jobs). */
  record?: { userId: string; kind: string; competitorId?: string | null; data?: Record<string, unknown>; dedupeKey?: string };
}

export interface Enqueued { record: JobRow | null; deduplicated: boolean }

/**
 * Adds a job. With a record and a dedupe key, a second request while one is pending or processing
 * returns the existing record and adds nothing. Record and queue entry are written in one transaction.
 */
export async function enqueueJob<P>(db: Db, opts: EnqueueOptions<P>): Promise<Enqueued> {
  const queued = opts.record && env().JOBS_ENGINE === "worker" ? await addRecordedJob(db, opts, opts.record) : null;
  if (queued) return { record: queued, deduplicated: false };
  let result = await addJob(db, opts);
  // The record holding the dedupe key must have a queue job that can still run: one whose worker died
  // is handed back to the queue (recordIsRunnable), one with no runnable queue job is failed and
  // replaced, so "Check Now" never answers with a job nobody will run.
  if (result.deduplicated && result.record && env().JOBS_ENGINE === "worker" && !(await recordIsRunnable(db, result.record.id))) {
    await failLostRecord(db, result.record.id, "The job was lost (its worker stopped and it cannot run again); a new one was started.");
    result = await addJob(db, opts);
  }
  if (!result.deduplicated && env().JOBS_ENGINE === "inngest") {
    const { sendJobEvent } = await import("@/inngest/client");
    await sendJobEvent({
      name: opts.job.name,
      data: { ...(opts.payload as Record<string, unknown>), recordId: result.record?.id ?? null },
      // A job of a queued kind whose payload names no queue shares its concurrency key with nothing.
      queue: opts.job.queue ? (opts.job.queue(opts.payload) ?? crypto.randomUUID()) : undefined,
      id: opts.jobKey,
      runAt: opts.runAt,
    });
  }
  if (result.record && !result.deduplicated) {
    await liveBus.publish(db, { userId: result.record.userId, event: "job-update", data: jobEventData(result.record) });
  }
  return result;
}

/** graphile-worker's add_job for this job, its payload naming the record. */
function addJobCall<P>(opts: EnqueueOptions<P>, payload: Record<string, unknown>): SQL {
  return sql`graphile_worker.add_job(
    ${opts.job.name}, ${JSON.stringify(payload)}::json,
    queue_name => ${opts.job.queue?.(opts.payload) ?? null}, run_at => ${opts.runAt?.toISOString() ?? null}::timestamptz,
    max_attempts => ${maxAttemptsOf(opts.job)}, job_key => ${opts.jobKey ?? null})`;
}

/**
 * The common case in one statement, one round trip: the record, its queue job and its live
 * `job-update` event, all or nothing. Null when the dedupe key is taken (nothing was written):
 * addJob then finds the job that holds it.
 */
async function addRecordedJob<P>(db: Db, opts: EnqueueOptions<P>, rec: NonNullable<EnqueueOptions<P>["record"]>): Promise<JobRow | null> {
  const record: JobRow = {
    id: crypto.randomUUID(),
    userId: rec.userId,
    kind: rec.kind,
    status: "pending",
    competitorId: rec.competitorId ?? null,
    dedupeKey: rec.dedupeKey ?? null,
    data: rec.data ?? {},
    result: null,
    error: null,
    attempts: 0,
    createdAt: new Date(),
    startedAt: null,
    completedAt: null,
  };
  const payload = { ...(opts.payload as Record<string, unknown>), recordId: record.id };
  const event = { userId: record.userId, event: "job-update" as const, data: jobEventData(record) };
  const r = await db.execute<{ id: string }>(sql`
    with j as (
      insert into jobs (id, user_id, kind, status, competitor_id, dedupe_key, data, created_at)
      values (${record.id}, ${record.userId}, ${record.kind}, 'pending', ${record.competitorId}, ${record.dedupeKey}, ${JSON.stringify(record.data)}::jsonb, ${record.createdAt.toISOString()}::timestamptz)
      on conflict do nothing
      returning id
    ), q as (
      select ${addJobCall(opts, payload)} as added from j
    ), e as (
      insert into live_events (user_id, event, data) select ${event.userId}, ${event.event}, ${JSON.stringify(event.data)}::jsonb from j
      returning id, user_id, event, data
    )
    select j.id, (select count(*) from q) as queued, ${notifyInserted} as notified
    from j`);
  return r.rows.length > 0 ? record : null;
}

async function addJob<P>(db: Db, opts: EnqueueOptions<P>): Promise<Enqueued> {
  return db.transaction(async (tx) => {
    let record: JobRow | null = null;
    if (opts.record) {
      const inserted = await tx
        .insert(jobs)
        .values({ userId: opts.record.userId, kind: opts.record.kind, competitorId: opts.record.competitorId ?? null, data: opts.record.data ?? {}, dedupeKey: opts.record.dedupeKey ?? null })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) {
        const existing = await tx.execute<Record<string, unknown>>(sql`select id from jobs where dedupe_key = ${opts.record.dedupeKey ?? null} and status in ('pending','processing') limit 1`);
        const id = existing.rows[0]?.id as string | undefined;
        const [row] = id ? await tx.select().from(jobs).where(sql`${jobs.id} = ${id}`) : [];
        return { record: row ?? null, deduplicated: true };
      }
      record = inserted[0];
    }
    const payload = { ...(opts.payload as Record<string, unknown>), recordId: record?.id ?? null };
    if (env().JOBS_ENGINE === "worker") {
      await tx.execute(sql`select ${addJobCall(opts, payload)}`);
    }
    return { record, deduplicated: false };
  });
}

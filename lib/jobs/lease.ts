/**
 * Crash recovery for the graphile-worker queue. graphile-worker 0.17 keeps a job locked by its worker
 * for 4 hours; a worker killed with `kill -9` would leave its job "processing" that long. So every
 * worker keeps a lease (a row in worker_leases refreshed every few seconds), and every worker sweeps:
 * a job (or job queue) locked by a worker without a live lease is handed back at once, and runs again
 * on a live worker. Its completed steps are not repeated (step results in job_steps).
 */
import os from "node:os";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobs } from "@/db/schema";
import type { JobRow } from "@/db/queries/jobs";
import { env } from "@/lib/env";
import { liveBus } from "@/lib/live/bus";
import { jobEventData } from "./events";
import { logger } from "@/lib/log";

/** A text[] parameter (drizzle would spread a plain array into a list). */
function textArray(values: string[]) {
  return sql`${sql.param(values)}::text[]`;
}

export interface LeaseKeeper {
  /** Registers a graphile worker id of this process (its lease starts now). */
  add(workerId: string): Promise<void>;
  /** Stops heartbeating and drops this process' leases (a clean stop). */
  stop(): Promise<void>;
}

/** Worker ids locked on jobs or queues whose lease is missing or older than the lease time. */
async function deadLockHolders(db: Db, leaseSeconds: number): Promise<string[]> {
  const r = await db.execute<{ locked_by: string }>(sql`
    with holders as (
      select locked_by, locked_at from graphile_worker._private_jobs where locked_by is not null
      union all
      select locked_by, locked_at from graphile_worker._private_job_queues where locked_by is not null
    )
    select distinct h.locked_by from holders h
    where h.locked_at < now() - make_interval(secs => ${leaseSeconds})
      and not exists (
        select 1 from worker_leases l
        where l.worker_id = h.locked_by and l.heartbeat_at > now() - make_interval(secs => ${leaseSeconds})
      )`);
  return r.rows.map((row) => row.locked_by);
}

/**
 * Hands back the jobs of dead workers. A job whose last attempt was the one that died cannot run
 * again (graphile-worker refuses it): its record is marked failed with a clear error instead of
 * staying "processing". Returns the worker ids reclaimed.
 */
export async function reclaimDeadWorkers(db: Db, opts: { leaseSeconds?: number; log?: (m: string) => void } = {}): Promise<string[]> {
  const leaseSeconds = opts.leaseSeconds ?? env().WORKER_LEASE_SECONDS;
  const dead = await deadLockHolders(db, leaseSeconds);
  // Expired leases of processes that held nothing (a stalled process that comes back re-inserts its own).
  await db.execute(sql`delete from worker_leases where heartbeat_at < now() - make_interval(secs => ${leaseSeconds})`);
  if (dead.length === 0) return [];
  const exhausted = await db.transaction(async (tx) => {
    const spent = await tx.execute<{ record_id: string | null; attempts: number }>(sql`
      select payload->>'recordId' as record_id, attempts from graphile_worker._private_jobs
      where locked_by = any(${textArray(dead)}) and attempts >= max_attempts`);
    await tx.execute(sql`select graphile_worker.force_unlock_workers(${textArray(dead)})`);
    await tx.execute(sql`delete from worker_leases where worker_id = any(${textArray(dead)})`);
    return spent.rows;
  });
  for (const job of exhausted) {
    if (!job.record_id) continue;
    const failed = await failLostRecord(db, job.record_id, `The worker running this job stopped during its last attempt (${job.attempts}).`);
    if (failed) opts.log?.(`job record ${job.record_id} failed: its worker died on the last attempt`);
  }
  opts.log?.(`handed back the jobs of ${dead.length} dead worker(s): ${dead.join(", ")}`);
  return dead;
}

/** Marks a pending/processing record failed (its queue job is gone or can never run again). */
export async function failLostRecord(db: Db, recordId: string, error: string): Promise<JobRow | undefined> {
  const [failed] = await db
    .update(jobs)
    .set({ status: "failed", error, completedAt: new Date() })
    .where(and(eq(jobs.id, recordId), inArray(jobs.status, ["pending", "processing"])))
    .returning();
  if (failed) await liveBus.publish(db, { userId: failed.userId, event: "job-update", data: jobEventData(failed) });
  return failed;
}

/**
 * Whether a user-visible job record still has a queue job that can run: it exists, is not spent, and
 * is not held by a dead worker (such a hold is handed back first, so the job runs now). False means
 * the record is orphaned and should not be handed out as "the running job" (Check Now dedupe).
 */
export async function recordIsRunnable(db: Db, recordId: string): Promise<boolean> {
  const found = await db.execute<{ locked_by: string | null; attempts: number; max_attempts: number; live: boolean }>(sql`
    select j.locked_by, j.attempts, j.max_attempts,
      exists (select 1 from worker_leases l where l.worker_id = j.locked_by
              and l.heartbeat_at > now() - make_interval(secs => ${env().WORKER_LEASE_SECONDS})) as live
    from graphile_worker._private_jobs j where j.payload->>'recordId' = ${recordId}`);
  const job = found.rows[0];
  if (!job) return false;
  if (job.locked_by === null) return job.attempts < job.max_attempts;
  if (job.live) return true;
  // Held by a worker without a live lease: hand it back now (this waits for nobody).
  await reclaimDeadWorkers(db);
  const after = await db.execute<{ attempts: number; max_attempts: number; locked_by: string | null }>(sql`
    select attempts, max_attempts, locked_by from graphile_worker._private_jobs where payload->>'recordId' = ${recordId}`);
  const j = after.rows[0];
  return Boolean(j) && (j.locked_by !== null || j.attempts < j.max_attempts);
}

/**
 * Keeps this process' leases alive and sweeps for dead workers. The heartbeat runs every lease/4
 * seconds; the sweep every lease/4 seconds too, so a dead worker's job runs again within about
 * 1.25 × the lease time (25 s with the default 20 s).
 */
export function startLeaseKeeper(db: Db, opts: { log?: (m: string) => void } = {}): LeaseKeeper {
  const leaseSeconds = env().WORKER_LEASE_SECONDS;
  const ids = new Set<string>();
  const proc = `${os.hostname()}:${process.pid}`;
  const log = opts.log ?? ((m: string) => logger("lease").info(m));
  let stopped = false;
  let busy = false;

  const beat = async () => {
    if (busy || stopped || ids.size === 0) return;
    busy = true;
    try {
      const list = [...ids];
      // Upsert: a lease swept while this process was stalled comes back (its job may then run twice;
      // step results keep that from writing anything twice).
      await db.execute(sql`
        insert into worker_leases (worker_id, process, heartbeat_at)
        select id, ${proc}, now() from unnest(${textArray(list)}) as id
        on conflict (worker_id) do update set heartbeat_at = now()`);
      await reclaimDeadWorkers(db, { leaseSeconds, log });
    } catch (err) {
      log(`heartbeat failed: ${err instanceof Error ? err.message : err}`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void beat(), Math.max(1000, (leaseSeconds * 1000) / 4));
  timer.unref();

  return {
    async add(workerId) {
      ids.add(workerId);
      await db.execute(sql`
        insert into worker_leases (worker_id, process) values (${workerId}, ${proc})
        on conflict (worker_id) do update set heartbeat_at = now()`);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      const list = [...ids];
      if (list.length > 0) await db.execute(sql`delete from worker_leases where worker_id = any(${textArray(list)})`).catch(() => {});
    },
  };
}

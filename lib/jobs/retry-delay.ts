import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { graphileRetryDelaySeconds, retryDelaySeconds, type JobSpec } from "./types";

/**
 * Makes graphile-worker wait a job's own backoff before retrying it. graphile-worker sets a failed
 * job's run_at to greatest(now(), run_at) + exp(min(attempts, 10)) seconds; called while the job is
 * still locked by this worker, just before its task throws, this moves run_at forward by the part of
 * the backoff beyond that, so the retry runs retryDelaySeconds(spec, attempt) after the failure.
 */
export async function postponeRetry(db: Db, spec: Pick<JobSpec<never>, "backoff">, job: { id: string; attempts: number }): Promise<void> {
  const extra = retryDelaySeconds(spec, job.attempts) - graphileRetryDelaySeconds(job.attempts);
  if (extra <= 0) return;
  await db.execute(sql`update graphile_worker._private_jobs set run_at = now() + make_interval(secs => ${extra}) where id = ${job.id}`);
}

import type { Db } from "@/db/client";
import { finishJob, markJobProcessing, markJobRetrying, getJobRecord } from "@/db/queries/jobs";
import { PermanentJobError, type JobDefinition, type Step } from "./types";
import { logger } from "@/lib/log";

export interface ExecuteOptions {
  db: Db;
  step: Step;
  attempt: number;
  maxAttempts: number;
  log?: (m: string) => void;
}

/**
 * Runs a job handler around its user-visible record: pending → processing → completed | failed,
 * each transition pushed as a live job-update (in the transition's own statement). A cancelled
 * record is skipped. Errors are rethrown (so the queue retries with backoff) until the last attempt,
 * which marks the record failed.
 */
export async function executeJob<P>(def: JobDefinition<P>, rawPayload: unknown, opts: ExecuteOptions): Promise<Record<string, unknown> | void> {
  const payload = def.payload.parse(rawPayload);
  const recordId = (rawPayload as { recordId?: string | null })?.recordId ?? null;
  const log = opts.log ?? ((m: string) => logger("job").info({ job: def.name }, m));
  let resumed = !recordId || opts.attempt > 1;
  if (recordId) {
    const moved = await markJobProcessing(opts.db, { jobId: recordId });
    if (!moved) {
      // Cancelled, finished, or gone (looked up again only to say which).
      const current = await getJobRecord(opts.db, { jobId: recordId });
      log(`record ${recordId} is ${current?.status ?? "missing"}; skipping`);
      return;
    }
    // Already processing: taken over from a worker that died or stalled.
    if (moved.before === "processing") resumed = true;
  }
  try {
    const result = await def.run(payload, { db: opts.db, step: opts.step, recordId, attempt: opts.attempt, maxAttempts: opts.maxAttempts, resumed, log });
    if (recordId) {
      await finishJob(opts.db, { jobId: recordId, status: "completed", result: result ?? { status: "complete" } });
    }
    return result;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const final = err instanceof PermanentJobError || opts.attempt >= opts.maxAttempts;
    if (recordId) {
      if (final) {
        await finishJob(opts.db, { jobId: recordId, status: "failed", error: message, result: err instanceof PermanentJobError ? err.result ?? null : null });
      } else {
        await markJobRetrying(opts.db, { jobId: recordId, error: message });
      }
    }
    if (err instanceof PermanentJobError) return;
    throw err;
  }
}

import { EventEmitter } from "node:events";
import { run, parseCronItems, type Runner, type RunnerOptions, type Task, type TaskList, type WorkerEvents } from "graphile-worker";
import { getDbHandle, type Db } from "@/db/client";
import { env } from "@/lib/env";
import { SCAN_JOB } from "@/lib/monitor/enqueue-scan";
import { warmExtractors } from "@/lib/scan/extract/warm";
import { dbStep } from "./db-step";
import { postponeRetry } from "./retry-delay";
import { executeJob } from "./execute";
import { startLeaseKeeper } from "./lease";
import { startBacklogMonitor } from "./backlog";
import { jobRegistry, SCHEDULES } from "./registry";
import { graphileLogger } from "./graphile-logger";
import type { JobDefinition } from "./types";

export interface StartWorkerOptions {
  /** Slots for every job but scans. Default 4. */
  concurrency?: number;
  /** Slots for scans (their own, so slow competitor sites never hold up e-mails or analyses, nor the reverse). Default SCAN_CONCURRENCY, or `concurrency` when only that is given. */
  scanConcurrency?: number;
  crontab?: boolean;
  /** A worker may be limited to some tasks (dedicated scan workers, or a test exercising one job). */
  tasks?: string[];
}

/** How often the scan runner looks for jobs when no notification woke it (see scanRunnerOptions). */
const SCAN_POLL_INTERVAL_MS = 200;

/** The graphile task running one job definition: its steps stored per graphile job, a retry postponed by the definition's backoff. */
function taskFor(def: JobDefinition<never>, db: Db): Task {
  return async (payload, helpers) => {
    const { job } = helpers;
    try {
      await executeJob(def, payload, {
        db,
        // A run id stable across retries and crash recoveries: the graphile job id.
        step: dbStep(db, `${def.name}:${job.id}`),
        attempt: job.attempts,
        // Set from the definition when the job was added (enqueue.ts).
        maxAttempts: job.max_attempts,
        log: (m) => helpers.logger.info(m),
      });
    } catch (err) {
      // The job's own error is what graphile-worker records, even if the delay cannot be set.
      if (job.attempts < job.max_attempts) await postponeRetry(db, def, job).catch((e) => helpers.logger.error(`retry delay not set: ${String(e)}`));
      throw err;
    }
  };
}

/** The runner for every job but scans, with the schedules of the tasks it runs (unless crontab is false). */
function otherRunnerOptions(opts: StartWorkerOptions, taskList: TaskList): RunnerOptions {
  const crons = opts.crontab === false ? [] : SCHEDULES.filter((s) => taskList[s.task]);
  return {
    concurrency: opts.concurrency ?? 4,
    taskList,
    // Parsed cron items (the crontab text format refuses task names with dots).
    parsedCronItems: parseCronItems(crons.map((s) => ({ task: s.task, match: s.cron, identifier: s.task }))),
  };
}

function scanRunnerOptions(opts: StartWorkerOptions, taskList: TaskList): RunnerOptions {
  const concurrency = opts.scanConcurrency ?? opts.concurrency ?? env().SCAN_CONCURRENCY;
  return {
    concurrency,
    taskList,
    parsedCronItems: [],
    // Many short scans (an unchanged site takes milliseconds): jobs are fetched in batches and
    // completions written together, instead of two queue round trips per scan. A crash between a
    // scan and its batched completion runs the scan again, which its steps make harmless.
    preset: { worker: { localQueue: { size: concurrency + 1 }, completeJobBatchDelay: 0 } },
    // The local queue is woken by Postgres notifications of new jobs, but now and then one is
    // missed and the scans queued meanwhile waited for the next poll: a tenth of a round of 200
    // Check Nows took a second longer (bench:pipeline, p95 1.6 s against 0.5 s). Polling every
    // 200 ms bounds that wait; an idle worker pays five small queries a second for it.
    pollInterval: SCAN_POLL_INTERVAL_MS,
  };
}

/**
 * Starts the job worker: one graphile-worker runner for scans and one for everything else, sharing a
 * lease keeper (heartbeat + sweep of dead workers' jobs, see lease.ts). Returns one Runner for both.
 */
export async function startWorker(opts: StartWorkerOptions = {}): Promise<Runner> {
  const { pool, db } = getDbHandle();
  const keeper = startLeaseKeeper(db);
  const events: WorkerEvents = new EventEmitter() as WorkerEvents;
  // graphile-worker 0.17 locks jobs and queues with the worker pool's id (one per runner).
  events.on("pool:create", ({ workerPool }) => void keeper.add(workerPool.id).catch(() => {}));

  const scanTasks: TaskList = {};
  const otherTasks: TaskList = {};
  for (const def of jobRegistry().filter((d) => !opts.tasks || opts.tasks.includes(d.name))) {
    (def.name === SCAN_JOB ? scanTasks : otherTasks)[def.name] = taskFor(def, db);
  }
  const hasScans = Object.keys(scanTasks).length > 0;
  const base = { pgPool: pool, noHandleSignals: true, pollInterval: 1000, events, logger: graphileLogger };
  const runners: Runner[] = [];
  try {
    if (Object.keys(otherTasks).length > 0) runners.push(await run({ ...base, ...otherRunnerOptions(opts, otherTasks) }));
    if (hasScans) runners.push(await run({ ...base, ...scanRunnerOptions(opts, scanTasks) }));
  } catch (err) {
    await Promise.all(runners.map((r) => r.stop().catch(() => {})));
    await keeper.stop();
    throw err;
  }
  if (runners.length === 0) throw new Error("startWorker: no task to run");
  // A worker that cannot keep up says so in its log (and /health shows the backlog).
  const stopMonitor = hasScans ? startBacklogMonitor(db) : () => {};
  // The extractors' CLDR tables are built once per process; build them now rather than in the first scan.
  if (hasScans) setImmediate(warmExtractors);
  const [first] = runners;
  const all = async (fn: (r: Runner) => Promise<void>) => {
    stopMonitor();
    try {
      await Promise.all(runners.map(fn));
    } finally {
      await keeper.stop();
    }
  };
  return {
    stop: (reason?: string) => all((r) => r.stop(reason)),
    kill: (reason?: string) => all((r) => r.kill(reason)),
    addJob: first.addJob,
    events: first.events,
    promise: Promise.all(runners.map((r) => r.promise)).then(() => undefined),
  };
}

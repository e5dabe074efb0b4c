import { run, parseCronItems, type Runner, type TaskList } from "graphile-worker";
import { getDbHandle } from "@/db/client";
import { dbStep } from "./db-step";
import { executeJob } from "./execute";
import { jobRegistry, SCHEDULES } from "./registry";

/** Starts a graphile-worker runner over every registered job, with the schedules of CRONTAB. */
export async function startWorker(opts: { concurrency?: number; crontab?: boolean; tasks?: string[] } = {}): Promise<Runner> {
  const { pool, db } = getDbHandle();
  const taskList: TaskList = {};
  // A worker may be limited to some tasks (dedicated scan workers, or a test exercising one job).
  for (const def of jobRegistry().filter((d) => !opts.tasks || opts.tasks.includes(d.name))) {
    taskList[def.name] = async (payload, helpers) => {
      const maxAttempts = helpers.job.max_attempts;
      const runId = `${def.name}:${helpers.job.id}`;
      await executeJob(def, payload, {
        db,
        step: dbStep(db, runId),
        attempt: helpers.job.attempts,
        maxAttempts,
        log: (m) => helpers.logger.info(m),
      });
    };
  }
  return run({
    pgPool: pool,
    concurrency: opts.concurrency ?? 4,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList,
    // Parsed cron items (the crontab text format refuses task names with dots).
    parsedCronItems: parseCronItems(opts.crontab === false ? [] : SCHEDULES.filter((s) => taskList[s.task]).map((s) => ({ task: s.task, match: s.cron, identifier: s.task }))),
  });
}

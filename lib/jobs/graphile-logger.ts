import { Logger, type LogFunctionFactory } from "graphile-worker";
import { logger } from "@/lib/log";

/** graphile-worker's levels mapped onto pino's. */
const LEVELS: Record<string, "error" | "warn" | "info" | "debug"> = { error: "error", warning: "warn", info: "info", debug: "debug" };

/**
 * graphile-worker's own lines (worker start and stop, job completion and failure, cron) through the
 * app's logger, so they are structured too; its scope (worker id, task, job id) becomes fields.
 */
const factory: LogFunctionFactory = (scope) => (level, message, meta) => {
  const { label, workerId, taskIdentifier, jobId } = scope;
  // A job's row (payload included) is reduced to its id, task and attempt: the line names the job, the
  // jobs table holds the rest.
  const { job, ...rest } = (meta ?? {}) as { job?: { id?: string; task_identifier?: string; attempts?: number; max_attempts?: number } } & Record<string, unknown>;
  const jobFields = job ? { jobId: job.id, task: job.task_identifier, attempt: job.attempts, maxAttempts: job.max_attempts } : {};
  // pino serialises an error (message, stack) only under `err`; graphile-worker passes it as `error`.
  if (rest.error instanceof Error) {
    rest.err = rest.error;
    delete rest.error;
  }
  const fields = { ...rest, ...jobFields, ...(label ? { label } : {}), ...(workerId ? { workerId } : {}), ...(taskIdentifier ? { task: taskIdentifier } : {}), ...(jobId ? { jobId } : {}) };
  logger("graphile-worker")[LEVELS[level as string] ?? "info"](fields, message);
};

export const graphileLogger = new Logger(factory);

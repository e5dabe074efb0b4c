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
  const fields = { ...meta, ...(label ? { label } : {}), ...(workerId ? { workerId } : {}), ...(taskIdentifier ? { task: taskIdentifier } : {}), ...(jobId ? { jobId } : {}) };
  logger("graphile-worker")[LEVELS[level as string] ?? "info"](fields, message);
};

export const graphileLogger = new Logger(factory);

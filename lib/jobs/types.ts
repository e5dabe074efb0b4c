import type { ZodType } from "zod";
import type { Db } from "@/db/client";

/** The small step interface job handlers are written against (graphile-worker and Inngest both provide it). */
export interface Step {
  /** Runs `fn` once per job run: a retried or re-run job returns the stored result instead. */
  run<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

export interface JobContext {
  db: Db;
  step: Step;
  /** The user-visible job record, when the job has one. */
  recordId: string | null;
  attempt: number;
  maxAttempts: number;
  log: (message: string) => void;
}

export interface JobDefinition<P = unknown> {
  name: string;
  payload: ZodType<P>;
  /** Jobs with the same queue name run one at a time (e.g. one scan per competitor host). */
  queue?: (payload: P) => string | undefined;
  maxAttempts?: number;
  run(payload: P, ctx: JobContext): Promise<Record<string, unknown> | void>;
}

export function defineJob<P>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}

/** Thrown by a handler for a failure that retrying cannot fix. */
export class PermanentJobError extends Error {
  constructor(message: string, public readonly result?: Record<string, unknown>) {
    super(message);
    this.name = "PermanentJobError";
  }
}

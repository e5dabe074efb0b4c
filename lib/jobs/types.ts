import type { ZodType } from "zod";
import type { Db } from "@/db/client";

/** The small step interface job handlers are written against (graphile-worker and Inngest both provide it). */
export interface Step {
  /** Runs `fn` once per job run: a retried or re-run job returns the stored result instead. */
  run<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Like run, but `fn` writes through the transaction it is given and the step's record commits with
   * those writes: a crash leaves either both or neither, so the step takes effect exactly once (live
   * events published through `tx` are sent on commit). Under Inngest: a transaction inside step.run.
   */
  tx<T>(name: string, fn: (tx: Db) => Promise<T>): Promise<T>;
  /** The stored result of a step that already ran in this job run (undefined when it has not, or under Inngest). */
  done<T>(name: string): Promise<{ result: T } | undefined>;
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

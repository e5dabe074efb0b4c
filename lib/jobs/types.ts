import type { ZodType } from "zod";
import type { SQL } from "drizzle-orm";
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
  /**
   * A step that is one SQL statement, recorded in that same statement (no transaction round trips):
   * `build(gate)` gives the statement's CTEs, each write conditioned on `gate` (true only in the run
   * that records the step; a racing duplicate waits for it and writes nothing), and its final select
   * list. Returns `result`, or the result an earlier run recorded.
   */
  once<T>(name: string, result: T, build: (gate: SQL) => { ctes: SQL; select: SQL }): Promise<T>;
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
  /**
   * This run may follow one that got somewhere: a retry, a run taken over from a dead or stalled
   * worker, or a job without a record (nothing tells). Only then can a step have been done already
   * (Step.done); a first run need not look.
   */
  resumed: boolean;
  log: (message: string) => void;
}

/**
 * What both engines read about a job, apart from its handler: graphile-worker (enqueue.ts, worker.ts)
 * and Inngest (inngest/functions.ts) take name, queue, attempts and backoff from here and nowhere else.
 */
export interface JobSpec<P = unknown> {
  name: string;
  payload: ZodType<P>;
  /**
   * Jobs with the same queue name run one at a time (e.g. one scan per competitor host): the
   * graphile-worker queue_name, and under Inngest a concurrency key with limit 1. Undefined: no queue.
   */
  queue?: (payload: P) => string | undefined;
  /** Attempts in all, the first run included (default DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /**
   * Seconds to wait after failed attempt `attempt` (1-based) before the next. Never shorter than
   * graphile-worker's own exp(min(attempt, 10)) seconds, which is also the default.
   */
  backoff?: (attempt: number) => number;
}

export interface JobDefinition<P = unknown> extends JobSpec<P> {
  run(payload: P, ctx: JobContext): Promise<Record<string, unknown> | void>;
}

export function defineJob<P>(def: JobDefinition<P>): JobDefinition<P> {
  return def;
}

/** The static half of a job, for a job whose handler lives in a heavier module than its enqueue call. */
export function jobSpec<P>(spec: JobSpec<P>): JobSpec<P> {
  return spec;
}

export const DEFAULT_MAX_ATTEMPTS = 3;

export function maxAttemptsOf(spec: Pick<JobSpec<never>, "maxAttempts">): number {
  return spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
}

/** graphile-worker's fixed retry delay after failed attempt `attempt` (its fail_jobs SQL). */
export function graphileRetryDelaySeconds(attempt: number): number {
  return Math.exp(Math.min(attempt, 10));
}

/** Seconds before the attempt that follows failed attempt `attempt`, as both engines apply it. */
export function retryDelaySeconds(spec: Pick<JobSpec<never>, "backoff">, attempt: number): number {
  return Math.max(graphileRetryDelaySeconds(attempt), spec.backoff?.(attempt) ?? 0);
}

/** Thrown by a handler for a failure that retrying cannot fix. */
export class PermanentJobError extends Error {
  constructor(message: string, public readonly result?: Record<string, unknown>) {
    super(message);
    this.name = "PermanentJobError";
  }
}

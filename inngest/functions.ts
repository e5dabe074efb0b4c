import { sql, type SQL } from "drizzle-orm";
import { NonRetriableError, RetryAfterError, StepError } from "inngest";
import { getDb, type Db } from "@/db/client";
import { executeJob } from "@/lib/jobs/execute";
import { jobRegistry, SCHEDULES } from "@/lib/jobs/registry";
import { maxAttemptsOf, retryDelaySeconds, type JobDefinition, type Step } from "@/lib/jobs/types";
import { inngest, eventName, JOB_QUEUE_FIELD } from "./client";

/** Inngest retries at most 20 times. */
const MAX_INNGEST_RETRIES = 20;

/**
 * A failure of attempt `attempt` (1-based) that Inngest will retry waits the job's own backoff (the
 * delay graphile-worker applies to the same job). The last attempt's failure, and errors Inngest
 * does not retry (a step that used up its retries, NonRetriableError), are left as they are.
 */
function withBackoff(def: JobDefinition<never>, attempt: number, err: unknown): unknown {
  if (attempt >= maxAttemptsOf(def) || err instanceof RetryAfterError || err instanceof StepError || err instanceof NonRetriableError) return err;
  const message = err instanceof Error ? err.message : String(err);
  return new RetryAfterError(message, Math.round(retryDelaySeconds(def, attempt) * 1000), { cause: err });
}

/** Inngest's own step.run memoises results across retries, like dbStep does for graphile-worker. */
function inngestStep(step: { run: (name: string, fn: () => Promise<unknown>) => Promise<unknown> }, db: Db, retry: (err: unknown) => unknown): Step {
  // A step that throws is retried by Inngest on its own: it waits the same backoff.
  const run = <T>(name: string, fn: () => Promise<T>) =>
    step.run(name, async () => {
      try {
        return await fn();
      } catch (err) {
        throw retry(err);
      }
    }) as Promise<T>;
  return {
    run,
    tx: <T>(name: string, fn: (tx: Db) => Promise<T>) => run(name, () => db.transaction((tx) => fn(tx as unknown as Db))),
    // Inngest records the step itself: the statement's writes are not gated.
    once: <T>(name: string, result: T, build: (gate: SQL) => { ctes: SQL; select: SQL }) =>
      run(name, async () => {
        const { ctes, select } = build(sql`true`);
        await db.execute(sql`with ${ctes} select ${select}`);
        return result;
      }),
    // Inngest replays the function and memoises its steps; there is nothing to look up beforehand.
    done: async () => undefined,
  };
}

/**
 * The Inngest function of a job, configured from its definition: retries = maxAttempts - 1, the
 * definition's backoff, and for a queued job a concurrency limit of 1 per queue name (the
 * JOB_QUEUE_FIELD of the event, see sendJobEvent), scoped to the environment as graphile-worker's
 * queue names are global. Inngest counts executing code against the limit, so two runs of one queue
 * never execute at the same time (between steps, a paused run lets another run proceed).
 */
export function functionFor(def: JobDefinition<never>) {
  const maxAttempts = maxAttemptsOf(def);
  const crons = SCHEDULES.filter((s) => s.task === def.name).map((s) => ({ cron: s.cron }));
  const retries = Math.min(MAX_INNGEST_RETRIES, Math.max(0, maxAttempts - 1)) as 0;
  return inngest.createFunction(
    {
      id: def.name.replace(/[^a-z0-9-]/gi, "-"),
      retries,
      ...(def.queue ? { concurrency: { key: `event.data.${JOB_QUEUE_FIELD}`, limit: 1, scope: "env" as const } } : {}),
      triggers: [{ event: eventName(def.name) }, ...crons],
    },
    async ({ event, step, attempt }) => {
      const payload = event.name.startsWith("inngest/") ? {} : event.data;
      const db = getDb();
      const retry = (err: unknown) => withBackoff(def, attempt + 1, err);
      try {
        return (await executeJob(def, payload, { db, step: inngestStep(step as never, db, retry), attempt: attempt + 1, maxAttempts })) ?? { status: "complete" };
      } catch (err) {
        throw retry(err);
      }
    },
  );
}

export const functions = jobRegistry().map(functionFor);

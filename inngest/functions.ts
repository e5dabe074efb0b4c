import { getDb, type Db } from "@/db/client";
import { executeJob } from "@/lib/jobs/execute";
import { jobRegistry, SCHEDULES } from "@/lib/jobs/registry";
import type { JobDefinition, Step } from "@/lib/jobs/types";
import { inngest, eventName } from "./client";

/** Inngest's own step.run memoises results across retries, like dbStep does for graphile-worker. */
function inngestStep(step: { run: (name: string, fn: () => Promise<unknown>) => Promise<unknown> }, db: Db): Step {
  return {
    run: <T>(name: string, fn: () => Promise<T>) => step.run(name, fn) as Promise<T>,
    tx: <T>(name: string, fn: (tx: Db) => Promise<T>) => step.run(name, () => db.transaction((tx) => fn(tx as unknown as Db))) as Promise<T>,
    // Inngest replays the function and memoises its steps; there is nothing to look up beforehand.
    done: async () => undefined,
  };
}

export function functionFor(def: JobDefinition<never>) {
  const maxAttempts = def.maxAttempts ?? 3;
  const crons = SCHEDULES.filter((s) => s.task === def.name).map((s) => ({ cron: s.cron }));
  return inngest.createFunction(
    { id: def.name.replace(/[^a-z0-9-]/gi, "-"), retries: Math.min(20, Math.max(0, maxAttempts - 1)) as 0, triggers: [{ event: eventName(def.name) }, ...crons] },
    async ({ event, step, attempt }) => {
      const payload = event.name.startsWith("inngest/") ? {} : event.data;
      return (
        (await executeJob(def, payload, { db: getDb(), step: inngestStep(step as never, getDb()), attempt: attempt + 1, maxAttempts })) ?? { status: "complete" }
      );
    },
  );
}

export const functions = jobRegistry().map(functionFor);

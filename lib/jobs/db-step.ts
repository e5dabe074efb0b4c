import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { Step } from "./types";

/** Step results kept in job_steps under a run id that is stable across retries and crash recoveries. */
export function dbStep(db: Db, runId: string): Step {
  const stored = async <T>(name: string, on: Db = db): Promise<{ result: T } | undefined> => {
    const found = await on.execute<{ result: T }>(sql`select result from job_steps where run_id = ${runId} and name = ${name}`);
    return found.rows.length > 0 ? { result: found.rows[0].result } : undefined;
  };
  return {
    async run<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const found = await stored<T>(name);
      if (found) return found.result;
      const value = await fn();
      await db.execute(sql`insert into job_steps (run_id, name, result) values (${runId}, ${name}, ${JSON.stringify(value ?? null)}::jsonb) on conflict do nothing`);
      return value;
    },
    async tx<T>(name: string, fn: (tx: Db) => Promise<T>): Promise<T> {
      // No look-up first: the claim below finds a step already done (one round trip fewer per step).
      return db.transaction(async (tx) => {
        // Claim the step first: a second run of the same job (a worker thought dead that was only
        // stalled) waits here for the first to commit, then finds its result and writes nothing.
        const claimed = await tx.execute(sql`insert into job_steps (run_id, name, result) values (${runId}, ${name}, null) on conflict do nothing returning name`);
        if (claimed.rows.length === 0) return (await stored<T>(name, tx as unknown as Db))!.result;
        const value = await fn(tx as unknown as Db);
        await tx.execute(sql`update job_steps set result = ${JSON.stringify(value ?? null)}::jsonb where run_id = ${runId} and name = ${name}`);
        return value;
      });
    },
    done: <T>(name: string) => stored<T>(name),
  };
}

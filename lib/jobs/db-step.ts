import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { Step } from "./types";

/** Step results kept in job_steps under a run id that is stable across retries. */
export function dbStep(db: Db, runId: string): Step {
  return {
    async run<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const found = await db.execute<{ result: T }>(sql`select result from job_steps where run_id = ${runId} and name = ${name}`);
      if (found.rows.length > 0) return found.rows[0].result;
      const value = await fn();
      await db.execute(sql`insert into job_steps (run_id, name, result) values (${runId}, ${name}, ${JSON.stringify(value ?? null)}::jsonb) on conflict do nothing`);
      return value;
    },
  };
}

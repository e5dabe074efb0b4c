import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { Step } from "./types";

/** Thrown inside a step's transaction to roll it back: another run recorded the step first. */
class DoneAlready extends Error {}

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
      // The step's writes, then its record with its result, in one transaction; no look-up first.
      // A second run of the same job (a worker thought dead that was only stalled) racing this one
      // waits at the record's insert for the first to commit, finds it there, and rolls its own
      // writes back: the step takes effect once. One round trip fewer than claiming it first.
      try {
        return await db.transaction(async (tx) => {
          const value = await fn(tx as unknown as Db);
          const recorded = await tx.execute(sql`insert into job_steps (run_id, name, result) values (${runId}, ${name}, ${JSON.stringify(value ?? null)}::jsonb) on conflict do nothing returning name`);
          if (recorded.rows.length === 0) throw new DoneAlready();
          return value;
        });
      } catch (err) {
        if (!(err instanceof DoneAlready)) throw err;
        return (await stored<T>(name))!.result;
      }
    },
    async once<T>(name: string, result: T, build: (gate: SQL) => { ctes: SQL; select: SQL }): Promise<T> {
      const { ctes, select } = build(sql`exists (select 1 from step_record)`);
      const r = await db.execute<{ recorded: boolean }>(sql`
        with step_record as (insert into job_steps (run_id, name, result) values (${runId}, ${name}, ${JSON.stringify(result ?? null)}::jsonb) on conflict do nothing returning 1),
        ${ctes}
        select exists (select 1 from step_record) as recorded, ${select}`);
      return r.rows[0]?.recorded ? result : (await stored<T>(name))!.result;
    },
    done: <T>(name: string) => stored<T>(name),
  };
}

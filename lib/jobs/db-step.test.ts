import { describe, it, expect } from "vitest";
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dbStep } from "./db-step";

// step.tx against the real database: the step's writes and its record commit together, once.
describe("dbStep.tx", () => {
  it("runs a step once when two runs of the same job race (a worker thought dead and its successor)", async () => {
    const db = getDb();
    const runId = `test:${crypto.randomUUID()}`;
    let calls = 0;
    const body = async (tx: typeof db) => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 300));
      await tx.execute(sql`select pg_notify('db_step_test', ${runId})`);
      return { n: calls };
    };
    const [a, b] = await Promise.all([dbStep(db, runId).tx("store", body), dbStep(db, runId).tx("store", body)]);
    expect(calls).toBe(1);
    expect(a).toEqual({ n: 1 });
    expect(b).toEqual({ n: 1 });
    expect(await dbStep(db, runId).done("store")).toEqual({ result: { n: 1 } });
  });

  it("leaves neither the writes nor the record when the step fails, so a re-run does it", async () => {
    const db = getDb();
    const runId = `test:${crypto.randomUUID()}`;
    const marker = crypto.randomUUID();
    await db.execute(sql`create table if not exists test_step_writes (marker text not null)`);
    await expect(
      dbStep(db, runId).tx("write", async (tx) => {
        await tx.execute(sql`insert into test_step_writes (marker) values (${marker})`);
        throw new Error("crash between the write and the record");
      }),
    ).rejects.toThrow("crash");
    expect(await dbStep(db, runId).done("write")).toBeUndefined();
    const again = await dbStep(db, runId).tx("write", async (tx) => {
      await tx.execute(sql`insert into test_step_writes (marker) values (${marker})`);
      return "written";
    });
    expect(again).toBe("written");
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from test_step_writes where marker = ${marker}`);
    expect(rows.rows[0].n).toBe(1);
  });
});

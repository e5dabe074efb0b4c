import { describe, it, expect } from "vitest";
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dbStep } from "./db-step";

// step.tx against the real database: the step's writes and its record commit together, once.
describe("dbStep.tx", () => {
  it("takes effect once when two runs of the same job race (a worker thought dead and its successor)", async () => {
    const db = getDb();
    const runId = `test:${crypto.randomUUID()}`;
    const marker = crypto.randomUUID();
    await db.execute(sql`create table if not exists test_step_writes (marker text not null)`);
    let calls = 0;
    const body = async (tx: typeof db) => {
      const n = ++calls;
      await tx.execute(sql`insert into test_step_writes (marker) values (${marker})`);
      await new Promise((r) => setTimeout(r, 300));
      return { n };
    };
    const [a, b] = await Promise.all([dbStep(db, runId).tx("store", body), dbStep(db, runId).tx("store", body)]);
    // Both runs agree on the one result recorded, and only its writes are kept.
    expect(a).toEqual(b);
    expect(await dbStep(db, runId).done("store")).toEqual({ result: a });
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from test_step_writes where marker = ${marker}`);
    expect(rows.rows[0].n).toBe(1);
    // A later run finds the step done and writes nothing.
    expect(await dbStep(db, runId).tx("store", body)).toEqual(a);
    expect((await db.execute<{ n: number }>(sql`select count(*)::int as n from test_step_writes where marker = ${marker}`)).rows[0].n).toBe(1);
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

  it("once: a one-statement step writes once and records itself in the same statement, even when two runs race", async () => {
    const db = getDb();
    const runId = `test:${crypto.randomUUID()}`;
    const marker = crypto.randomUUID();
    await db.execute(sql`create table if not exists test_step_writes (marker text not null)`);
    const write = (n: number) =>
      dbStep(db, runId).once("write", { n }, (gate) => ({
        ctes: sql`w as (insert into test_step_writes (marker) select ${marker} where ${gate} returning 1)`,
        select: sql`(select count(*) from w) as written`,
      }));
    const [a, b] = await Promise.all([write(1), write(2)]);
    expect(a).toEqual(b);
    expect(await dbStep(db, runId).done("write")).toEqual({ result: a });
    expect(await write(3)).toEqual(a);
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from test_step_writes where marker = ${marker}`);
    expect(rows.rows[0].n).toBe(1);
  });
});

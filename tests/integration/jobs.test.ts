import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { z } from "zod";
import { sql } from "drizzle-orm";
import type { Runner } from "graphile-worker";
import { GET as listRoute } from "@/app/api/jobs/route";
import { GET as getRoute, DELETE as deleteRoute } from "@/app/api/jobs/[id]/route";
import { startWorker } from "@/lib/jobs/worker";
import { registerJob } from "@/lib/jobs/registry";
import { defineJob } from "@/lib/jobs/types";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { getDb } from "@/db/client";
import { call, makeUser } from "../helpers/http";

// A real job exercising the queue: it writes a row in a step, then fails on its first attempt.
const flakyJob = defineJob({
  name: "test.flaky-write",
  payload: z.object({ marker: z.string(), failTimes: z.number() }),
  maxAttempts: 3,
  async run({ marker, failTimes }, { db, step, attempt }) {
    await step.run("write", async () => {
      await db.execute(sql`insert into test_job_writes (marker) values (${marker})`);
      return { written: true };
    });
    if (attempt <= failTimes) throw new Error(`boom on attempt ${attempt}`);
    return { status: "complete", attempt };
  },
});
// The same job with a single attempt (attempts belong to the definition).
const onceJob = defineJob({ ...flakyJob, name: "test.flaky-once", maxAttempts: 1 });
// A job whose result is far longer than a Postgres NOTIFY payload may be (8000 bytes).
const bigJob = defineJob({
  name: "test.big-result",
  payload: z.object({ size: z.number() }),
  maxAttempts: 1,
  async run({ size }) {
    return { status: "complete", text: "x".repeat(size) };
  },
});

let runner: Runner;

async function waitForStatus(userId: string, id: string, statuses: string[], ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const r = await getDb().execute<{ status: string; attempts: number }>(sql`select status, attempts from jobs where id = ${id} and user_id = ${userId}`);
    if (statuses.includes(r.rows[0]?.status)) return r.rows[0];
    await new Promise((res) => setTimeout(res, 150));
  }
  throw new Error(`job ${id} never reached ${statuses.join("/")}`);
}

beforeAll(async () => {
  await getDb().execute(sql`create table if not exists test_job_writes (marker text not null)`);
  registerJob(flakyJob);
  registerJob(onceJob);
  registerJob(bigJob);
  runner = await startWorker({ concurrency: 2, crontab: false, tasks: [flakyJob.name, onceJob.name, bigJob.name] });
});

afterAll(async () => {
  await runner?.stop();
});

describe("jobs", () => {
  it("runs a job through pending → processing → completed and exposes it on the API", async () => {
    const { user, token, db } = await makeUser();
    const { record } = await enqueueJob(db, { job: flakyJob, payload: { marker: "ok-1", failTimes: 0 }, record: { userId: user.id, kind: "test", data: { competitorName: "Acme" } } });
    expect(record!.status).toBe("pending");
    // Queued together with its record and a live event that announced it as pending.
    const announced = await db.execute<{ status: string }>(sql`select data->>'status' as status from live_events where user_id = ${user.id} and event = 'job-update' and data->>'jobId' = ${record!.id} order by id limit 1`);
    expect(announced.rows[0]).toEqual({ status: "pending" });
    await waitForStatus(user.id, record!.id, ["completed"]);
    const res = await call(getRoute, `http://localhost/api/jobs/${record!.id}`, { token, params: { id: record!.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: record!.id, status: "completed", data: { competitorName: "Acme" }, result: { status: "complete" } });
    expect(res.body.data.completedAt).toBeTruthy();
    const list = await call(listRoute, "http://localhost/api/jobs?status=completed", { token });
    expect(list.body.data.map((j: { id: string }) => j.id)).toContain(record!.id);
    expect(list.body.meta.limit).toBe(20);
  });

  it("completes a job whose result is too long for one live notification, and keeps the whole event", async () => {
    const { user, db } = await makeUser();
    const { record } = await enqueueJob(db, { job: bigJob, payload: { size: 20_000 }, record: { userId: user.id, kind: "test" } });
    expect((await waitForStatus(user.id, record!.id, ["completed", "failed"])).status).toBe("completed");
    const events = await db.execute<{ status: string; length: number }>(sql`
      select data->>'status' as status, length(data->'result'->>'text') as length from live_events
      where user_id = ${user.id} and event = 'job-update' and data->>'jobId' = ${record!.id} order by id`);
    expect(events.rows).toEqual([{ status: "pending", length: null }, { status: "processing", length: null }, { status: "completed", length: 20_000 }]);
  });

  it("retries with backoff after a crash and does not repeat completed steps", async () => {
    const { user, db } = await makeUser();
    const marker = `retry-${user.id}`;
    const { record } = await enqueueJob(db, { job: flakyJob, payload: { marker, failTimes: 1 }, record: { userId: user.id, kind: "test" } });
    // graphile-worker's backoff before the 2nd attempt is ~2.7 s.
    const done = await waitForStatus(user.id, record!.id, ["completed", "failed"], 30_000);
    expect(done.status).toBe("completed");
    expect(done.attempts).toBe(2);
    const writes = await db.execute<{ n: number }>(sql`select count(*)::int as n from test_job_writes where marker = ${marker}`);
    expect(writes.rows[0].n).toBe(1);
  });

  it("marks the job failed with its error after the last attempt", async () => {
    const { user, token, db } = await makeUser();
    const { record } = await enqueueJob(db, { job: onceJob, payload: { marker: "fail", failTimes: 9 }, record: { userId: user.id, kind: "test" } });
    await waitForStatus(user.id, record!.id, ["failed"]);
    const res = await call(getRoute, `http://localhost/api/jobs/${record!.id}`, { token, params: { id: record!.id } });
    expect(res.body.data.status).toBe("failed");
    expect(res.body.data.error).toBe("boom on attempt 1");
  });

  it("de-duplicates: a second request while one is pending returns the same job", async () => {
    const { user, db } = await makeUser();
    const runAt = new Date(Date.now() + 60 * 60_000);
    const opts = { job: flakyJob, payload: { marker: "dedupe", failTimes: 0 }, runAt, record: { userId: user.id, kind: "test", dedupeKey: `dedupe:${user.id}` } };
    const a = await enqueueJob(db, opts);
    const b = await enqueueJob(db, opts);
    expect(b.deduplicated).toBe(true);
    expect(b.record!.id).toBe(a.record!.id);
    const n = await db.execute<{ n: number }>(sql`select count(*)::int as n from jobs where user_id = ${user.id}`);
    expect(n.rows[0].n).toBe(1);
  });

  it("cancels only pending jobs, and the worker then skips them", async () => {
    const { user, token, db } = await makeUser();
    const { record } = await enqueueJob(db, { job: flakyJob, payload: { marker: "cancel-me", failTimes: 0 }, runAt: new Date(Date.now() + 1500), record: { userId: user.id, kind: "test" } });
    const del = await call(deleteRoute, `http://localhost/api/jobs/${record!.id}`, { method: "DELETE", token, params: { id: record!.id } });
    expect(del.status).toBe(200);
    expect(del.body.data.status).toBe("cancelled");
    await new Promise((r) => setTimeout(r, 3500));
    const writes = await db.execute<{ n: number }>(sql`select count(*)::int as n from test_job_writes where marker = 'cancel-me'`);
    expect(writes.rows[0].n).toBe(0);
    const again = await call(deleteRoute, `http://localhost/api/jobs/${record!.id}`, { method: "DELETE", token, params: { id: record!.id } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/Only pending jobs can be cancelled/);
  });

  it("answers 404 for another user's job and 400 for a malformed id", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const { record } = await enqueueJob(owner.db, { job: flakyJob, payload: { marker: "private", failTimes: 0 }, runAt: new Date(Date.now() + 3600_000), record: { userId: owner.user.id, kind: "test" } });
    const res = await call(getRoute, `http://localhost/api/jobs/${record!.id}`, { token: other.token, params: { id: record!.id } });
    expect(res.status).toBe(404);
    const del = await call(deleteRoute, `http://localhost/api/jobs/${record!.id}`, { method: "DELETE", token: other.token, params: { id: record!.id } });
    expect(del.status).toBe(404);
    const bad = await call(getRoute, "http://localhost/api/jobs/not-a-uuid", { token: other.token, params: { id: "not-a-uuid" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_error");
    const list = await call(listRoute, "http://localhost/api/jobs", { token: other.token });
    expect(list.body.data).toEqual([]);
  });
});

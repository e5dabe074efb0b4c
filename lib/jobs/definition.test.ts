import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Runner } from "graphile-worker";
import { getDb } from "@/db/client";
import { competitors } from "@/db/schema";
import { enqueueScan } from "@/lib/monitor/enqueue-scan";
import { makeUser } from "@/tests/helpers/http";
import { enqueueJob } from "./enqueue";
import { registerJob } from "./registry";
import { defineJob, retryDelaySeconds } from "./types";
import { startWorker } from "./worker";

// Fails on its first attempt; its definition asks for two minutes before the second.
const slowRetryJob = defineJob({
  name: "test.slow-retry",
  payload: z.object({ marker: z.string() }),
  maxAttempts: 2,
  backoff: () => 120,
  async run({ marker }, { attempt }) {
    if (attempt === 1) throw new Error(`first attempt of ${marker} fails`);
    return { status: "complete" };
  },
});

type QueuedJob = { queue_name: string | null; max_attempts: number; attempts: number; run_at: Date; last_error: string | null; delay: number };

async function graphileJob(recordId: string): Promise<QueuedJob | undefined> {
  const r = await getDb().execute<QueuedJob>(sql`
    select q.queue_name, j.max_attempts, j.attempts, j.run_at, j.last_error, extract(epoch from j.run_at - now())::float8 as delay
    from graphile_worker._private_jobs j left join graphile_worker._private_job_queues q on q.id = j.job_queue_id
    where j.payload->>'recordId' = ${recordId}`);
  return r.rows[0];
}

let runner: Runner;
beforeAll(async () => {
  registerJob(slowRetryJob);
  runner = await startWorker({ concurrency: 1, crontab: false, tasks: [slowRetryJob.name] });
});
afterAll(async () => {
  await runner?.stop();
});

describe("graphile-worker reads the job definition", () => {
  it("queues a scan on its host's queue with the scan definition's attempts", async () => {
    const { user } = await makeUser();
    const [c] = await getDb().insert(competitors).values({ userId: user.id, name: "Acme", url: "https://acme.example:8443", domain: "acme.example:8443", status: "active" }).returning();
    const { record } = await enqueueScan(getDb(), c, "manual");
    expect(await graphileJob(record!.id)).toMatchObject({ queue_name: "host:acme.example:8443", max_attempts: 2 });
  });

  it("adds a job without a queue when its definition has none, with the default attempts", async () => {
    const { user } = await makeUser();
    const plain = defineJob({ name: "test.plain", payload: z.object({}), run: async () => ({}) });
    const { record } = await enqueueJob(getDb(), { job: plain, payload: {}, runAt: new Date(Date.now() + 3600_000), record: { userId: user.id, kind: "test" } });
    expect(await graphileJob(record!.id)).toMatchObject({ queue_name: null, max_attempts: 3 });
  });

  it("waits the definition's backoff before a retry", async () => {
    const { user } = await makeUser();
    const { record } = await enqueueJob(getDb(), { job: slowRetryJob, payload: { marker: user.id }, record: { userId: user.id, kind: "test" } });
    const end = Date.now() + 20_000;
    let job = await graphileJob(record!.id);
    while (Date.now() < end && !job?.last_error) {
      await new Promise((r) => setTimeout(r, 150));
      job = await graphileJob(record!.id);
    }
    expect(job).toMatchObject({ attempts: 1, last_error: `first attempt of ${user.id} fails` });
    // graphile-worker alone would retry e^1 ≈ 2.7 s later.
    expect(job!.delay).toBeGreaterThan(110);
    expect(job!.delay).toBeLessThanOrEqual(120);
    const status = await getDb().execute<{ status: string }>(sql`select status from jobs where id = ${record!.id}`);
    // The record waits for its retry.
    expect(status.rows[0].status).toBe("pending");
  });

  it("never waits less than graphile-worker's own delay", () => {
    expect(retryDelaySeconds({}, 1)).toBeCloseTo(Math.E);
    expect(retryDelaySeconds({ backoff: () => 1 }, 3)).toBeCloseTo(Math.exp(3));
    expect(retryDelaySeconds({ backoff: (a) => 100 * a }, 3)).toBe(300);
  });
});

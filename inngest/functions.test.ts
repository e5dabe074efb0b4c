import { describe, it, expect } from "vitest";
import { InngestTestEngine, InngestTestRun } from "@inngest/test";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { defineJob, maxAttemptsOf } from "@/lib/jobs/types";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { jobRegistry } from "@/lib/jobs/registry";
import { SCAN_JOB } from "@/lib/monitor/enqueue-scan";
import { getDb } from "@/db/client";
import { makeUser } from "@/tests/helpers/http";
import { functionFor } from "./functions";
import { eventName, JOB_QUEUE_FIELD } from "./client";

const recordingJob = defineJob({
  name: "test.inngest-record",
  payload: z.object({ n: z.number() }),
  async run({ n }, { step }) {
    const doubled = await step.run("double", async () => n * 2);
    return { status: "complete", doubled };
  },
});

// A queued job with its own attempts and backoff: one run at a time per host.
const hostJob = defineJob({
  name: "test.inngest-host",
  payload: z.object({ host: z.string(), fail: z.boolean() }),
  queue: ({ host }) => `host:${host}`,
  maxAttempts: 4,
  backoff: (attempt) => 60 * attempt,
  async run({ host, fail }, { step, attempt, maxAttempts }) {
    const seen = await step.run("visit", async () => `visited ${host}`);
    if (fail) throw new Error(`${host} did not answer`);
    return { status: "complete", seen, attempt, maxAttempts };
  },
});

const perHost = { key: `event.data.${JOB_QUEUE_FIELD}`, limit: 1, scope: "env" };

describe("Inngest functions are configured from the job definitions", () => {
  it("serialises scans per host and retries each job as often as its definition says", () => {
    for (const def of jobRegistry()) {
      const { opts } = functionFor(def);
      expect(opts.retries, def.name).toBe(maxAttemptsOf(def) - 1);
      expect(opts.concurrency, def.name).toEqual(def.queue ? perHost : undefined);
    }
    const scan = jobRegistry().find((d) => d.name === SCAN_JOB)!;
    expect(functionFor(scan).opts).toMatchObject({ retries: 1, concurrency: perHost });
  });

  it("takes a queued job's concurrency key, retries and backoff from its definition, and runs it", async () => {
    const fn = functionFor(hostJob as never);
    expect(fn.opts).toMatchObject({ retries: 3, concurrency: perHost });
    const data = { host: "acme.example", fail: false, [JOB_QUEUE_FIELD]: "host:acme.example" };
    const t = new InngestTestEngine({ function: fn as never, events: [{ name: eventName(hostJob.name), data }] });
    const { result, ctx } = await t.execute();
    expect(result).toEqual({ status: "complete", seen: "visited acme.example", attempt: 1, maxAttempts: 4 });
    expect((ctx as { step: { run: unknown } }).step.run).toHaveBeenCalledWith("visit", expect.any(Function));
  });

  it("asks Inngest to retry a failed attempt after the definition's backoff", async () => {
    const fn = functionFor(hostJob as never);
    const t = new InngestTestEngine({ function: fn as never, events: [{ name: eventName(hostJob.name), data: { host: "down.example", fail: true } }] });
    const { result } = await new InngestTestRun({ testEngine: t }).waitFor("function-rejected");
    // Attempt 1 failed: backoff(1) = 60 s (longer than graphile-worker's e^1 s, so it stands).
    expect(result.retriable).toBe("60");
    expect(String((result.error as Error)?.message ?? result.error)).toContain("down.example did not answer");
  });
});

describe("Inngest wrappers over the job handlers", () => {
  it("runs a handler with Inngest's step tooling and completes its job record", async () => {
    const { user, db } = await makeUser();
    const { record } = await enqueueJob(db, { job: recordingJob, payload: { n: 21 }, runAt: new Date(Date.now() + 3600_000), record: { userId: user.id, kind: "test" } });
    const fn = functionFor(recordingJob as never);
    const t = new InngestTestEngine({ function: fn as never, events: [{ name: eventName(recordingJob.name), data: { n: 21, recordId: record!.id } }] });
    const { result, ctx } = await t.execute();
    expect(result).toEqual({ status: "complete", doubled: 42 });
    expect((ctx as { step: { run: unknown } }).step.run).toHaveBeenCalledWith("double", expect.any(Function));
    const row = await getDb().execute<{ status: string }>(sql`select status from jobs where id = ${record!.id}`);
    expect(row.rows[0].status).toBe("completed");
  });

  it("rejects a malformed payload", async () => {
    const fn = functionFor(recordingJob as never);
    const t = new InngestTestEngine({ function: fn as never, events: [{ name: eventName(recordingJob.name), data: { n: "nope" } }] });
    const { error } = await t.execute();
    expect(String((error as Error)?.message ?? error)).toMatch(/expected number/i);
  });
});

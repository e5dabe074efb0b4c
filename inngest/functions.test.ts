import { describe, it, expect } from "vitest";
import { InngestTestEngine } from "@inngest/test";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { defineJob } from "@/lib/jobs/types";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { getDb } from "@/db/client";
import { makeUser } from "@/tests/helpers/http";
import { functionFor } from "./functions";
import { eventName } from "./client";

const recordingJob = defineJob({
  name: "test.inngest-record",
  payload: z.object({ n: z.number() }),
  async run({ n }, { step }) {
    const doubled = await step.run("double", async () => n * 2);
    return { status: "complete", doubled };
  },
});

describe("Inngest wrappers over the job handlers", () => {
  it("runs a handler with Inngest's step tooling and completes its job record", async () => {
    const { user, db } = await makeUser();
    const { record } = await enqueueJob(db, { name: recordingJob.name, payload: { n: 21 }, runAt: new Date(Date.now() + 3600_000), record: { userId: user.id, kind: "test" } });
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

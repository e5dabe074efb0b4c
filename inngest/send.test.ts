import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { competitors } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { makeUser } from "@/tests/helpers/http";

/** A stand-in for Inngest's event API (POST /e/<key>): it records the events it is sent. */
const events: { name: string; data: Record<string, unknown> }[] = [];
const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    const sent = JSON.parse(raw) as typeof events;
    events.push(...sent);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ ids: sent.map((_, i) => `evt-${events.length + i}`), status: 200 }));
  });
});
const saved = { ...process.env };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // The Inngest SDK reads its base URL from the environment when its client is made (on first send).
  process.env.INNGEST_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  process.env.INNGEST_EVENT_KEY = "test-event-key";
  process.env.JOBS_ENGINE = "inngest";
  resetEnvCache();
});

afterAll(async () => {
  process.env = saved;
  resetEnvCache();
  await new Promise((resolve) => server.close(resolve));
});

describe("enqueueing under JOBS_ENGINE=inngest", () => {
  it("sends a scan's event with its host's queue name, the key Inngest serialises scans on", async () => {
    const { user } = await makeUser();
    const [c] = await getDb().insert(competitors).values({ userId: user.id, name: "Acme", url: "https://acme.example", domain: "acme.example", status: "active" }).returning();
    const { enqueueScan } = await import("@/lib/monitor/enqueue-scan");
    const { JOB_QUEUE_FIELD, eventName } = await import("./client");
    const { record } = await enqueueScan(getDb(), c, "manual");
    expect(events.map((e) => e.name)).toEqual([eventName("scan.competitor")]);
    expect(events[0].data).toEqual({ competitorId: c.id, userId: user.id, reason: "manual", host: "acme.example", recordId: record!.id, [JOB_QUEUE_FIELD]: "host:acme.example" });
    // Nothing went to graphile-worker.
    const queued = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker._private_jobs where payload->>'recordId' = ${record!.id}`);
    expect(queued.rows[0].n).toBe(0);
  });
});

/**
 * A snapshot is stored once per content: a re-scan that reads what the latest snapshot holds — here a
 * page whose HTML differs only in a build comment, so the page is fetched, screenshotted and compared
 * again — stores no second snapshot with the same content hash; the competitor's check time still
 * moves (the detail page's Last Scanned follows it). New content still gets its own snapshot.
 * Through the real worker and browser, against a fixture site on 127.0.0.1.
 * Fails with its defence removed: without writeScan's same-hash check (db/queries/scans.ts) a second
 * snapshot with the same content hash is stored (checked 2026-11-26).
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Runner } from "graphile-worker";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { POST as createRoute } from "@/app/api/competitors/route";
import { GET as getRoute } from "@/app/api/competitors/[id]/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

let runner: Runner;
let server: http.Server;
let host = "";
let build = 0;
let heading = "Plan projects with Oncely";

const page = () => `<!DOCTYPE html><html><head><title>Oncely</title></head><body><!-- build ${++build} --><main>
<h1>${heading}</h1><p>Oncely plans projects for teams of every size, with timelines and reports.</p>
<h2>Pricing</h2><p>Team $12 per month. Business $30 per month.</p></main></body></html>`;

beforeAll(async () => {
  allowLoopbackScans();
  server = http.createServer((req, res) => {
    if (req.url === "/robots.txt") return void res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
    if (req.url !== "/") return void res.writeHead(404).end("not found");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  runner = await startWorker({ concurrency: 2, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  server?.close();
});

async function snapshotRows(competitorId: string) {
  const r = await getDb().execute<{ id: string; content_hash: string; created_at: Date }>(sql`select id, content_hash, created_at from snapshots where competitor_id = ${competitorId} order by created_at`);
  return r.rows;
}

describe("one snapshot per content", () => {
  it("a re-scan of the same content stores no second snapshot, yet the check time moves; new content gets one", { timeout: 240_000 }, async () => {
    const { token } = await makeUser();
    const created = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Oncely", url: `http://${host}`, checkFrequency: "1d" } });
    expect(created.status).toBe(201);
    const c = created.body.data as { id: string; baselineCaptureEventId: string };
    expect((await waitForJob(c.baselineCaptureEventId)).status).toBe("completed");
    const [first] = await snapshotRows(c.id);
    expect(first).toBeDefined();

    for (let i = 0; i < 2; i++) {
      const servedBefore = build;
      const scan = await call(scanRoute, `http://localhost/api/competitors/${c.id}/scan`, { method: "POST", token, params: { id: c.id } });
      expect(scan.status).toBe(202);
      const job = await waitForJob(scan.body.jobId);
      expect(job.status).toBe("completed");
      expect(build).toBeGreaterThan(servedBefore); // the page was fetched again (a new build comment)
      const rows = await snapshotRows(c.id);
      expect(rows.map((r) => r.content_hash)).toEqual([first.content_hash]);
      expect(rows).toHaveLength(1);
      const detail = await call(getRoute, `http://localhost/api/competitors/${c.id}`, { token, params: { id: c.id } });
      expect(new Date(detail.body.data.lastChecked).getTime()).toBeGreaterThan(new Date(first.created_at).getTime());
    }

    heading = "Ship projects twice as fast with Oncely";
    const scan = await call(scanRoute, `http://localhost/api/competitors/${c.id}/scan`, { method: "POST", token, params: { id: c.id } });
    expect((await waitForJob(scan.body.jobId)).status).toBe("completed");
    const rows = await snapshotRows(c.id);
    expect(rows).toHaveLength(2);
    expect(rows[1].content_hash).not.toBe(first.content_hash);
  });
});

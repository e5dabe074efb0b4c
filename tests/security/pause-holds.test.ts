import { describe, it, expect, beforeAll, afterAll } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { GET as getRoute, PUT as putRoute, DELETE as deleteRoute } from "@/app/api/competitors/[id]/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { POST as pauseRoute } from "@/app/api/competitors/[id]/pause/route";
import { POST as resumeRoute } from "@/app/api/competitors/[id]/resume/route";
import { getDb } from "@/db/client";
import { competitors, snapshots } from "@/db/schema";
import { startWorker } from "@/lib/jobs/worker";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

/**
 * Issue 28, point 2: a scan finishing never overwrites a status the user set while it ran. The site
 * here holds every page until the test lets it go, so the user's pause, resume or delete lands while
 * the scan is in flight (db/queries/scans.ts writeScan, lib/competitors/service.ts pause).
 * Fails with its defence removed: when a finishing scan moves 'paused' to 'active' like its own
 * states (scanOutcomeStatus and unchangedScanWrites), the three pause cases fail ('active' where
 * 'paused' is due; checked 2026-11-26).
 */

const base = "http://localhost/api/competitors";
let runner: Runner;
let server: http.Server;
let host = "";
/** Requests held by the site; `release()` answers them (and every later one at once). */
let held: (() => void)[] = [];
let holding = true;
let arrived: () => void = () => {};

const PAGE = `<!doctype html><html lang="en"><head><title>Holdly</title></head><body><main><h1>Holdly</h1>
<p>Status pages for teams that keep things running.</p><p>Pro $29 per month.</p></main></body></html>`;

function release(): void {
  holding = false;
  for (const go of held.splice(0)) go();
}

/** Resolves once the scanner has asked the site for a page (the scan is in flight). */
function nextRequest(): Promise<void> {
  return new Promise((r) => (arrived = r));
}

beforeAll(async () => {
  allowLoopbackScans();
  server = http.createServer((req, res) => {
    if (req.url === "/robots.txt" || req.url?.startsWith("/sitemap")) return res.writeHead(404).end();
    const answer = () => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
    if (!holding) return answer();
    held.push(answer);
    arrived();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  runner = await startWorker({ concurrency: 2, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  release();
  await runner?.stop();
  server?.close();
});

async function create(token: string) {
  holding = true;
  held = [];
  const requested = nextRequest();
  const res = await call(createRoute, base, { token, body: { name: "Holdly", url: `http://${host}`, checkFrequency: "1d" } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { c: res.body.data as { id: string; baselineCaptureEventId: string }, requested };
}

const statusOf = async (token: string, id: string) => (await call(getRoute, `${base}/${id}`, { token, params: { id } })).body.data?.status as string;
const act = (route: typeof pauseRoute, token: string, id: string, action: string) => call(route, `${base}/${id}/${action}`, { method: "POST", token, params: { id } });

describe("a user's status wins over a finishing scan", () => {
  it("pause right after adding (the first scan not yet started or in flight) holds", { timeout: 60_000 }, async () => {
    const { token } = await makeUser();
    const { c } = await create(token);
    const paused = await act(pauseRoute, token, c.id, "pause");
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data.status).toBe("paused");
    release();
    expect((await waitForJob(c.baselineCaptureEventId)).status).toBe("completed");
    expect(await statusOf(token, c.id)).toBe("paused");
  });

  it("pause while the first scan is in flight holds when the scan ends", { timeout: 60_000 }, async () => {
    const { token } = await makeUser();
    const { c, requested } = await create(token);
    await requested;
    expect(await statusOf(token, c.id)).toBe("analyzing");
    expect((await act(pauseRoute, token, c.id, "pause")).body.data.status).toBe("paused");
    release();
    expect((await waitForJob(c.baselineCaptureEventId)).status).toBe("completed");
    expect(await statusOf(token, c.id)).toBe("paused");
    // The scan's result is kept: the first snapshot exists, only the monitoring is paused.
    expect(await getDb().$count(snapshots, eq(snapshots.competitorId, c.id))).toBe(1);
  });

  it("PUT status paused while a Check Now is in flight holds; a resume meanwhile holds too", { timeout: 90_000 }, async () => {
    const { token } = await makeUser();
    const { c } = await create(token);
    release();
    expect((await waitForJob(c.baselineCaptureEventId)).status).toBe("completed");
    expect(await statusOf(token, c.id)).toBe("active");

    holding = true;
    let requested = nextRequest();
    const scan = await act(scanRoute, token, c.id, "scan");
    await requested;
    const put = await call(putRoute, `${base}/${c.id}`, { method: "PUT", token, params: { id: c.id }, body: { status: "paused" } });
    expect(put.body.data.status).toBe("paused");
    release();
    expect((await waitForJob(scan.body.data.jobId)).status).toBe("completed");
    expect(await statusOf(token, c.id)).toBe("paused");

    // Paused, then resumed while a Check Now runs: active it stays.
    holding = true;
    requested = nextRequest();
    const again = await act(scanRoute, token, c.id, "scan");
    await requested;
    expect((await act(resumeRoute, token, c.id, "resume")).body.data.status).toBe("active");
    release();
    expect((await waitForJob(again.body.data.jobId)).status).toMatch(/completed|failed/);
    expect(await statusOf(token, c.id)).toBe("active");
  });

  it("delete while the first scan is in flight: the competitor stays deleted and nothing is stored for it", { timeout: 60_000 }, async () => {
    const { token } = await makeUser();
    const { c, requested } = await create(token);
    await requested;
    expect((await call(deleteRoute, `${base}/${c.id}`, { method: "DELETE", token, params: { id: c.id } })).status).toBe(200);
    release();
    const job = await waitForJob(c.baselineCaptureEventId);
    expect(job.status).toBe("failed");
    expect(job.error ?? "").toMatch(/deleted/);
    expect(await getDb().$count(competitors, eq(competitors.id, c.id))).toBe(0);
    const orphans = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from snapshots where competitor_id = ${c.id}`);
    expect(orphans.rows[0].n).toBe(0);
  });
});

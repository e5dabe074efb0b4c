import { describe, it, expect, beforeAll, afterAll } from "vitest";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { GET as getRoute, DELETE as deleteRoute } from "@/app/api/competitors/[id]/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { POST as pauseRoute } from "@/app/api/competitors/[id]/pause/route";
import { POST as resumeRoute } from "@/app/api/competitors/[id]/resume/route";
import { getDb } from "@/db/client";
import { env } from "@/lib/env";
import { startWorker } from "@/lib/jobs/worker";
import { fetchSite } from "@/lib/monitor/fetch-site";
import { FetchError } from "@/lib/scan/fetch";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

/**
 * Issue 13, point 4: the status a scan leaves behind. A paused competitor stays paused through a
 * scan (Check Now or a scheduled one); Resume on an Error competitor re-scans it and keeps Error
 * until a scan succeeds; the scheme the user gave is kept; deleting removes the files under DATA_DIR.
 */

const base = "http://localhost/api/competitors";
let runner: Runner;
let server: http.Server;
let host: string;
/** While false the site answers 404 (a permanent failure: the scan fails without a retry). */
let siteUp = true;

const PAGE = `<!doctype html><html lang="en"><head><title>Statusly</title></head><body><main><h1>Statusly</h1>
<p>Uptime dashboards for small teams, with alerts by e-mail and chat.</p><a href="/pricing">Pricing</a></main></body></html>`;

beforeAll(async () => {
  allowLoopbackScans();
  server = http.createServer((req, res) => {
    if (req.url === "/robots.txt") return res.writeHead(404).end();
    if (!siteUp) return res.writeHead(404, { "content-type": "text/plain" }).end("gone");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  runner = await startWorker({ concurrency: 2, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  server?.close();
});

async function createSite(token: string, url: string) {
  const res = await call(createRoute, base, { token, body: { name: "Statusly", url, checkFrequency: "1d", type: "competitor" } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; url: string; favicon: string; baselineCaptureEventId: string };
}

const statusOf = async (token: string, id: string) => (await call(getRoute, `${base}/${id}`, { token, params: { id } })).body.data.status as string;
const post = (route: typeof pauseRoute, token: string, id: string, action: string) => call(route, `${base}/${id}/${action}`, { method: "POST", token, params: { id } });

async function latestScanJob(competitorId: string): Promise<string> {
  const r = await getDb().execute<{ id: string }>(sql`select id from jobs where competitor_id = ${competitorId} order by created_at desc limit 1`);
  return r.rows[0].id;
}

describe("monitoring status through scans", () => {
  it("a paused competitor stays paused when Check Now's scan succeeds or fails", { timeout: 120_000 }, async () => {
    siteUp = true;
    const { token } = await makeUser();
    const c = await createSite(token, `http://${host}`);
    expect((await waitForJob(c.baselineCaptureEventId)).status).toBe("completed");
    expect(await statusOf(token, c.id)).toBe("active");

    expect((await post(pauseRoute, token, c.id, "pause")).body.data.status).toBe("paused");
    const scan = await post(scanRoute, token, c.id, "scan");
    expect(scan.status).toBe(202);
    expect((await waitForJob(scan.body.data.jobId)).status).toBe("completed");
    const after = (await call(getRoute, `${base}/${c.id}`, { token, params: { id: c.id } })).body.data;
    expect(after.status).toBe("paused");
    expect(after.lastChecked).not.toBeNull();

    siteUp = false;
    const failing = await post(scanRoute, token, c.id, "scan");
    expect((await waitForJob(failing.body.data.jobId)).status).toBe("failed");
    expect(await statusOf(token, c.id)).toBe("paused");
    siteUp = true;
  });

  it("Resume on an Error competitor scans it again and keeps Error until a scan succeeds", { timeout: 120_000 }, async () => {
    siteUp = false;
    const { token } = await makeUser();
    const c = await createSite(token, `http://${host}`);
    expect((await waitForJob(c.baselineCaptureEventId)).status).toBe("failed");
    expect(await statusOf(token, c.id)).toBe("error");

    // Still down: the resume queues a scan, answers Error, and the failed scan leaves it Error.
    const stillDown = await post(resumeRoute, token, c.id, "resume");
    expect(stillDown.status).toBe(200);
    expect(stillDown.body.data.status).toBe("error");
    const retry = await latestScanJob(c.id);
    expect(retry).not.toBe(c.baselineCaptureEventId);
    expect((await waitForJob(retry)).status).toBe("failed");
    expect(await statusOf(token, c.id)).toBe("error");

    siteUp = true;
    const resumed = await post(resumeRoute, token, c.id, "resume");
    expect(resumed.body.data.status).toBe("error");
    expect((await waitForJob(await latestScanJob(c.id))).status).toBe("completed");
    expect(await statusOf(token, c.id)).toBe("active");
  });
});

describe("the scheme the user gave", () => {
  it("keeps an explicit http:// (also in metadata.domain) and uses https only when no scheme was given", async () => {
    const { token } = await makeUser();
    const explicit = await call(createRoute, base, { token, body: { name: "Plain", url: "http://plain-http.example", metadata: { domain: "plain-http.example" } } });
    expect(explicit.body.data.url).toBe("http://plain-http.example");
    expect(explicit.body.data.favicon).toBe("http://plain-http.example/favicon.ico");
    const inDomain = await call(createRoute, base, { token, body: { name: "Old", metadata: { domain: " HTTP://Old-Site.example/ " } } });
    expect(inDomain.body.data).toMatchObject({ url: "http://old-site.example", metadata: { domain: "old-site.example" } });
    const bare = await call(createRoute, base, { token, body: { name: "Bare", metadata: { domain: "bare.example" } } });
    expect(bare.body.data.url).toBe("https://bare.example");
    const secure = await call(createRoute, base, { token, body: { name: "Secure", url: "https://secure.example" } });
    expect(secure.body.data.url).toBe("https://secure.example");
  });

  it("a bare domain whose site answers only over http is scanned over http and stored as http", { timeout: 120_000 }, async () => {
    siteUp = true;
    const { token } = await makeUser();
    const created = await call(createRoute, base, { token, body: { name: "Plain only", metadata: { domain: host } } });
    expect(created.body.data.url).toBe(`https://${host}`);
    expect((await waitForJob(created.body.data.baselineCaptureEventId)).status).toBe("completed");
    const after = (await call(getRoute, `${base}/${created.body.data.id}`, { token, params: { id: created.body.data.id } })).body.data;
    expect(after).toMatchObject({ url: `http://${host}`, favicon: `http://${host}/favicon.ico`, status: "active" });
  });

  it("an explicit https:// is never downgraded to http; only a bare domain falls back", async () => {
    siteUp = true;
    const input = { competitorId: crypto.randomUUID(), url: `https://${host}`, knownPages: {}, previous: new Map(), browser: null, confirmation: true };
    const refused = await fetchSite({ ...input, httpFallback: false }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(FetchError);
    const fallback = await fetchSite({ ...input, httpFallback: true });
    expect(fallback.homeUrl).toBe(`http://${host}/`);
  });
});

describe("deleting a competitor", () => {
  it("removes its cached pages and screenshots under DATA_DIR, and only its own", async () => {
    const { token } = await makeUser();
    const [a, b] = [await createSite(token, "https://delete-me.example"), await createSite(token, "https://keep-me.example")];
    const dataDir = env().DATA_DIR;
    for (const id of [a.id, b.id]) {
      for (const [dir, file] of [["pages", "home.html"], ["screenshots", "home-1.png"]]) {
        fs.mkdirSync(path.join(dataDir, dir, id), { recursive: true });
        fs.writeFileSync(path.join(dataDir, dir, id, file), "x");
      }
    }
    expect((await call(deleteRoute, `${base}/${a.id}`, { method: "DELETE", token, params: { id: a.id } })).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, "pages", a.id))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "screenshots", a.id))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "pages", b.id, "home.html"))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, "screenshots", b.id, "home-1.png"))).toBe(true);
  });
});

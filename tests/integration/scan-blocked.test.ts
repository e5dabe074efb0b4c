import { describe, it, expect, beforeAll, afterAll } from "vitest";
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { GET as getRoute } from "@/app/api/competitors/[id]/route";
import { getDb } from "@/db/client";
import { getCompetitor } from "@/db/queries/competitors";
import { startWorker } from "@/lib/jobs/worker";
import { enqueueScan } from "@/lib/monitor/enqueue-scan";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";
import { wallAnswer, type WallKind } from "../fixtures/challenge-pages";

/**
 * Issue 27, point 4: a scan that meets a bot wall ends Blocked, stores nothing and raises no change;
 * the next good scan compares with the last good snapshot. Real worker, real Postgres, a real HTTP
 * fixture site on 127.0.0.1 that serves its pages or a wall.
 */

let runner: Runner;
let server: http.Server;
let origin: string;
/** wall: every page answers with it; wallPath: only that page does. */
const site: { wall: WallKind | null; wallPath: string | null; teamPrice: number; homeNote: string } = { wall: null, wallPath: null, teamPrice: 49, homeNote: "Trusted by three hundred bakeries." };

const filler = "Tallyho keeps the books of small shops: invoices, receipts, payroll and tax returns in one place, reconciled every night against the bank. ";
const home = () => `<!doctype html><html lang="en"><head><title>Tallyho accounting</title></head><body><header><nav><a href="/">Home</a><a href="/pricing">Pricing</a></nav></header>
<main><h1>Accounting for small shops</h1><p>${site.homeNote}</p>${Array.from({ length: 12 }, (_, i) => `<p>${filler}Part ${i + 1}.</p>`).join("")}</main></body></html>`;
const pricing = () => `<!doctype html><html lang="en"><head><title>Tallyho pricing</title></head><body><main><h1>Pricing</h1>
<div class="plans">
<div class="plan"><h3>Starter</h3><p class="price">$19/month</p><ul><li>1 user</li><li>100 invoices a month</li></ul></div>
<div class="plan"><h3>Team</h3><p class="price">$${site.teamPrice}/month</p><ul><li>5 users</li><li>Unlimited invoices</li></ul></div>
<div class="plan"><h3>Business</h3><p class="price">$99/month</p><ul><li>20 users</li><li>Payroll</li></ul></div>
</div></main></body></html>`;

beforeAll(async () => {
  allowLoopbackScans();
  server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/robots.txt" || path.endsWith(".xml") || path.endsWith(".js") || path === "/favicon.ico") return res.writeHead(404).end();
    if (site.wall && (!site.wallPath || site.wallPath === path)) {
      const w = wallAnswer(site.wall);
      return res.writeHead(w.status, w.headers).end(w.body);
    }
    // Pages carry an ETag and answer 304 to it, as most sites do (an unchanged page is then read from the scanner's page cache).
    const page = path === "/pricing" ? pricing() : path === "/" ? home() : null;
    if (page !== null) {
      const etag = `"${crypto.createHash("sha1").update(page).digest("hex")}"`;
      if (req.headers["if-none-match"] === etag) return res.writeHead(304, { etag }).end();
      return res.writeHead(200, { "content-type": "text/html; charset=utf-8", etag }).end(page);
    }
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  runner = await startWorker({ concurrency: 1, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  server?.close();
});

const counts = async (competitorId: string) => {
  const r = await getDb().execute<{ snapshots: number; changes: number }>(sql`
    select (select count(*)::int from snapshots where competitor_id = ${competitorId}) as snapshots,
           (select count(*)::int from changes where competitor_id = ${competitorId}) as changes`);
  return r.rows[0];
};

async function scanNow(userId: string, competitorId: string) {
  const c = await getCompetitor(getDb(), { userId, id: competitorId });
  const { record } = await enqueueScan(getDb(), c!, "manual");
  return waitForJob(record!.id, 120_000);
}

describe("a scan that meets a bot wall", () => {
  it("ends Blocked for each kind of wall without a snapshot or a change, backs off, and the next good scan compares with the last good snapshot", { timeout: 400_000 }, async () => {
    const { token, user } = await makeUser();
    const created = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Tallyho", url: origin, checkFrequency: "1d", type: "competitor" } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    expect((await waitForJob(created.body.data.baselineCaptureEventId, 120_000)).status).toBe("completed");
    const baseline = await counts(id);
    expect(baseline.snapshots).toBe(1);

    let previousRetry = 0;
    for (const [i, wall] of (["js403", "captcha200", "text200", "busy503", "busy429", "shell"] as const).entries()) {
      site.wall = wall;
      const started = Date.now();
      const job = await scanNow(user.id, id);
      expect(job.status, `${wall}: ${JSON.stringify(job.result)}`).toBe("failed");
      expect(job.result.message).toBe("Blocked by the site");
      expect(job.result.details.blocked).toBe(true);

      const api = (await call(getRoute, `http://localhost/api/competitors/${id}`, { token, params: { id } })).body.data;
      expect(api.status, wall).toBe("blocked");
      expect(api.lastError).toMatch(wall === "shell" ? /nearly empty/ : wall === "text200" ? /short bot-check page/ : /bot check|captcha/);
      expect(api.lastError).toMatch(/Nothing was compared/);
      expect(await counts(id), wall).toEqual(baseline);

      // Backoff: 15 minutes after the first blocked scan, doubling after each one in a row (capped at the daily interval).
      const retryIn = Date.parse(api.nextCheckAt) - started;
      const expected = Math.min(24 * 3_600_000, 15 * 60_000 * 2 ** i);
      expect(retryIn, wall).toBeGreaterThanOrEqual(expected - 5_000);
      expect(retryIn, wall).toBeLessThanOrEqual(expected + 120_000);
      expect(retryIn).toBeGreaterThan(previousRetry);
      previousRetry = retryIn;
    }

    // The site is back with a new Team price: one price change, from the last good snapshot's $49.
    site.wall = null;
    site.teamPrice = 59;
    const good = await scanNow(user.id, id);
    expect(good.status, JSON.stringify(good.result)).toBe("completed");
    const after = (await call(getRoute, `http://localhost/api/competitors/${id}`, { token, params: { id } })).body.data;
    expect(after.status).toBe("active");
    expect(after.lastError).toBeNull();
    const rows = await getDb().execute<{ type: string; description: string; old_content: string | null; new_content: string | null }>(
      sql`select type, description, old_content, new_content from changes where competitor_id = ${id}`,
    );
    const text = JSON.stringify(rows.rows);
    expect(rows.rows.length, text).toBeGreaterThan(0);
    expect(text).toMatch(/49/);
    expect(text).toMatch(/59/);
    expect(text).not.toMatch(/robot|captcha|checking your browser|one moment/i);
    expect((await counts(id)).snapshots).toBe(2);
  });

  it("a wall on the pricing page after a changed home page leaves nothing behind: the next good scan reads the home page as it is", { timeout: 300_000 }, async () => {
    Object.assign(site, { wall: null, wallPath: null, teamPrice: 49, homeNote: "Trusted by three hundred bakeries." });
    const { token, user } = await makeUser();
    const created = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Tallyho", url: origin, checkFrequency: "1d", type: "competitor" } });
    const id = created.body.data.id as string;
    expect((await waitForJob(created.body.data.baselineCaptureEventId, 120_000)).status).toBe("completed");

    // The home page changes and, in the same scan, the pricing page is behind a captcha: Blocked, nothing kept.
    Object.assign(site, { homeNote: "Now with a point-of-sale app for market stalls.", wall: "captcha200", wallPath: "/pricing" });
    const walled = await scanNow(user.id, id);
    expect(walled.result.message).toBe("Blocked by the site");

    // Back to the first home page, and a new Team price: the price change only, nothing about the home page.
    Object.assign(site, { homeNote: "Trusted by three hundred bakeries.", wall: null, wallPath: null, teamPrice: 59 });
    expect((await scanNow(user.id, id)).status).toBe("completed");
    const rows = await getDb().execute<{ type: string; description: string; old_content: string | null; new_content: string | null }>(
      sql`select type, description, old_content, new_content from changes where competitor_id = ${id}`,
    );
    const text = JSON.stringify(rows.rows);
    expect(text).toMatch(/59/);
    expect(text).not.toMatch(/point-of-sale|market stalls/i);
    // The new snapshot holds the home page as the site shows it, not the walled scan's version.
    const latest = await getDb().execute<{ text_content: string }>(sql`select text_content from snapshots where competitor_id = ${id} order by created_at desc limit 1`);
    expect(latest.rows[0].text_content).toContain("Trusted by three hundred bakeries");
    expect(latest.rows[0].text_content).not.toMatch(/point-of-sale/);
  });
});

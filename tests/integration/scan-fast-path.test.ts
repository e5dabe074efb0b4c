/**
 * The unchanged fast path through the real worker and browser: a re-scan of an unchanged site stores
 * nothing new and raises nothing (no snapshot, no screenshot, no change); a page that changed is caught;
 * and a server that keeps answering 304 while its content changed is caught by the daily full fetch
 * (the day is made to pass by backdating the page's last full fetch in monitored_pages).
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import fs from "node:fs";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Runner } from "graphile-worker";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { env } from "@/lib/env";
import { POST as createRoute } from "@/app/api/competitors/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { startWorker } from "@/lib/jobs/worker";
import { fetchSite } from "@/lib/monitor/fetch-site";
import type { PageMemory } from "@/lib/monitor/fetch-site-types";
import { closeSharedBrowser, sharedBrowser } from "@/lib/monitor/browser";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

let runner: Runner;
let server: http.Server;
let host: string;
/** What the site shows, and whether it lies with a 304 to every conditional request. */
const site = { heading: "Ship faster with Lyingco", lies: false, fullFetches: 0, plans: "Team $10 per month", app: "Lyingco app: boards for every team", appLoads: 0, data: "Pro $29 per month", dataAppLoads: 0, dataFull: 0, dataNotModified: 0 };

/** A page built by scripts from a data request: its HTML never changes, its data does. */
const dataAppPage = `<!DOCTYPE html><html><head><title>Lyingco plans</title></head><body><div id="root"></div>
<script>fetch("/data.json").then((r) => r.json()).then((d) => { document.getElementById("root").innerHTML = "<main><h1>Plans</h1><p class='plan'>" + d.plan + "</p></main>"; });</script></body></html>`;

/** A page built by scripts: an empty mount point filled in by an inline script. */
const appPage = () => `<!DOCTYPE html><html><head><title>Lyingco</title></head><body><div id="root"></div>
<script>document.getElementById("root").innerHTML = "<main><h1>" + ${JSON.stringify(site.app)} + "</h1><p>Plan, track and ship with timelines, reports and a calendar for every project.</p></main>";</script></body></html>`;

const page = () => `<!DOCTYPE html><html><head><title>Lyingco</title></head><body><main>
<h1>${site.heading}</h1><p>Lyingco plans projects for teams of every size, with timelines and reports.</p>
<h2>Why teams choose us</h2><p>Fast onboarding, friendly support and fair prices for everyone.</p></main></body></html>`;

beforeAll(async () => {
  allowLoopbackScans();
  server = http.createServer((req, res) => {
    if (req.url === "/robots.txt") return void res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
    if (req.url === "/app") {
      site.appLoads++;
      return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(appPage());
    }
    if (req.url === "/data-app") {
      site.dataAppLoads++;
      return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(dataAppPage);
    }
    if (req.url === "/data.json") {
      const etag = `"${Buffer.from(site.data).toString("base64")}"`;
      if (req.headers["if-none-match"] === etag) {
        site.dataNotModified++;
        return void res.writeHead(304, { etag }).end();
      }
      site.dataFull++;
      return void res.writeHead(200, { "content-type": "application/json", etag }).end(JSON.stringify({ plan: site.data }));
    }
    if (req.url === "/plans") return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<html><body><main><h1>Plans</h1><p>${site.plans}</p></main></body></html>`);
    if (req.url !== "/") return void res.writeHead(404).end("not found");
    const body = page();
    const etag = site.lies ? '"always-the-same"' : `"${Buffer.from(body).length}-${site.heading.length}"`;
    if (req.headers["if-none-match"] === etag) return void res.writeHead(304, { etag }).end();
    site.fullFetches++;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", etag }).end(body);
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

async function checkNow(token: string, id: string) {
  const res = await call(scanRoute, `http://localhost/api/competitors/${id}/scan`, { method: "POST", token, params: { id } });
  expect(res.status).toBe(202);
  const done = await waitForJob(res.body.jobId);
  expect(done.status, JSON.stringify(done)).toBe("completed");
  return done.result;
}

const counts = async (competitorId: string) => {
  const r = await getDb().execute<{ snapshots: number; changes: number }>(sql`
    select (select count(*)::int from snapshots where competitor_id = ${competitorId}) as snapshots,
           (select count(*)::int from changes where competitor_id = ${competitorId}) as changes`);
  return r.rows[0];
};

const screenshotFiles = (competitorId: string) => {
  const dir = path.join(env().DATA_DIR, "screenshots", competitorId);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

describe("unchanged is cheap, and still correct", () => {
  it("skips an unchanged site, catches a change, and catches a 304-lying server within a day", { timeout: 240_000 }, async () => {
    const { token } = await makeUser();
    const created = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Lyingco", url: `http://${host}`, checkFrequency: "1d", type: "competitor", metadata: { domain: host } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    expect((await waitForJob(created.body.data.baselineCaptureEventId)).status).toBe("completed");
    const baseline = await counts(id);
    expect(baseline.snapshots).toBe(1);
    const shots = screenshotFiles(id);

    // Unchanged: answered 304; nothing new is stored, rendered or raised.
    const checkedBefore = await getDb().execute<{ at: Date }>(sql`select last_fetched_at as at from monitored_pages where competitor_id = ${id} and kind = 'home'`);
    const quiet = await checkNow(token, id);
    expect(quiet).toMatchObject({ unchanged: true, changes: 0 });
    // ... but the check itself is recorded: the page's answer, and the competitor's live update.
    const state = await getDb().execute<{ at: Date; status: string }>(sql`select last_fetched_at as at, last_status as status from monitored_pages where competitor_id = ${id} and kind = 'home'`);
    expect(state.rows[0].status).toBe("not_modified");
    expect(new Date(state.rows[0].at).getTime()).toBeGreaterThan(new Date(checkedBefore.rows[0].at).getTime());
    const live = await getDb().execute<{ data: Record<string, unknown> }>(sql`select data from live_events where event = 'competitor-update' and data->>'competitorId' = ${id} order by id desc limit 1`);
    expect(live.rows[0].data).toEqual({ competitorId: id, status: "active", name: "Lyingco", changes: 0 });
    expect(await counts(id)).toEqual(baseline);
    expect(screenshotFiles(id)).toEqual(shots);

    // A real change (new body, new ETag): extracted, screenshotted, raised.
    site.heading = "Plan projects in half the time";
    const changed = await checkNow(token, id);
    expect(changed.unchanged).toBe(false);
    expect(changed.changes).toBeGreaterThan(0);
    const after = await counts(id);
    expect(after.snapshots).toBe(2);

    // A server that answers 304 while its content changed: missed until the daily full fetch...
    const fetchesBefore = site.fullFetches;
    await checkNow(token, id); // learns the lying ETag with a full fetch of the current content
    site.lies = true;
    await checkNow(token, id);
    site.heading = "Lyingco is now Truthco";
    const fooled = await checkNow(token, id);
    expect(fooled).toMatchObject({ unchanged: true, changes: 0 });
    // ... a day after the last full answer, it is fetched in full.
    await getDb().execute(sql`update monitored_pages set full_fetched_at = now() - interval '25 hours' where competitor_id = ${id}`);
    const caught = await checkNow(token, id);
    expect(site.fullFetches).toBeGreaterThan(fetchesBefore + 1);
    expect(caught.unchanged).toBe(false);
    expect(caught.changes).toBeGreaterThan(0);
    const feed = await getDb().execute<{ description: string }>(sql`select description || ' ' || coalesce(new_content, '') as description from changes where competitor_id = ${id}`);
    expect(feed.rows.map((r) => r.description).join("\n")).toMatch(/Truthco/);
  });
});

describe("a page answered as last time", () => {
  it("is read from the page cache only when the scan needs it, and fetched again in full when the cache lost it", { timeout: 60_000 }, async () => {
    const competitorId = crypto.randomUUID();
    const input = { competitorId, url: `http://${host}/`, knownPages: { pricing: `http://${host}/plans` }, browser: null, previous: new Map<string, PageMemory>() };
    site.lies = false;
    const first = await fetchSite(input);
    const previous = new Map(first.states.map((s) => [s.kind, s]));
    expect(previous.get("home")).toMatchObject({ status: "200", scriptRendered: false });
    expect(previous.get("home")?.contentHash).toMatch(/^[0-9a-f]{64}$/);

    // Nothing changed: the home page answers 304 and its HTML is not needed.
    const quiet = await fetchSite({ ...input, previous });
    expect(quiet.unchangedKinds.sort()).toEqual(["home", "pricing"]);
    expect(quiet.states.find((s) => s.kind === "home")?.status).toBe("not_modified");

    // The plans page changed and the page cache is gone: the home page's HTML is fetched again in full.
    site.plans = "Team $12 per month";
    fs.rmSync(path.join(env().DATA_DIR, "pages", competitorId), { recursive: true, force: true });
    const fullBefore = site.fullFetches;
    const changed = await fetchSite({ ...input, previous });
    expect(changed.unchangedKinds).toEqual(["home"]);
    expect(site.fullFetches).toBe(fullBefore + 1);
    expect(changed.pages.find((p) => p.kind === "home")?.html).toContain(site.heading);
    expect(changed.pages.find((p) => p.kind === "pricing")?.html).toContain("$12");
  });
});

describe("a page built by scripts", () => {
  it("is rendered when its text may have changed, its screenshot taken in that render only when its text changed", { timeout: 120_000 }, async () => {
    const browser = sharedBrowser();
    expect(browser, "Chromium is installed for the integration tests").not.toBeNull();
    const competitorId = crypto.randomUUID();
    const input = { competitorId, url: `http://${host}/app`, knownPages: { pricing: `http://${host}/plans` }, browser, previous: new Map<string, PageMemory>() };
    const loads = site.appLoads;
    const first = await fetchSite(input);
    // one plain fetch and one render (which also took the screenshot)
    expect(site.appLoads - loads).toBe(2);
    expect(first.states.find((s) => s.kind === "home")?.scriptRendered).toBe(true);
    expect(first.pages.find((p) => p.kind === "home")?.html).toContain(`<h1>${site.app}</h1>`);
    expect(first.screenshots.home).toMatch(/^screenshots\/.+\/home-\d+\.png$/);
    expect(fs.existsSync(path.join(env().DATA_DIR, first.screenshots.home!))).toBe(true);

    // The same HTML, and its render loaded nothing else: the last rendering stands (no render).
    const previous = new Map(first.states.map((s) => [s.kind, s]));
    expect(previous.get("home")?.renderState).toMatchObject({ inputs: [] });
    const again = await fetchSite({ ...input, previous, previousScreenshots: first.screenshots });
    expect(site.appLoads - loads).toBe(3);
    expect(again.unchangedKinds).toContain("home");
    expect(again.screenshots.home).toBe(first.screenshots.home);
    expect(again.newScreenshots).toBe(false);

    // Another page changed, so the scan needs every page: this one is its last rendering, not its bare HTML.
    site.plans = "Team $14 per month";
    const other = await fetchSite({ ...input, previous, previousScreenshots: first.screenshots });
    expect(site.appLoads - loads).toBe(4);
    expect(other.pages.find((p) => p.kind === "home")?.html).toContain(`<h1>${site.app}</h1>`);

    // A rendering more than a day old is not trusted: rendered again.
    const stale = new Map([...previous].map(([k, s]) => [k, { ...s, renderState: s.renderState && { ...s.renderState, at: new Date(Date.now() - 25 * 3_600_000).toISOString() } }]));
    const daily = await fetchSite({ ...input, previous: stale, previousScreenshots: first.screenshots });
    expect(site.appLoads - loads).toBe(6);
    expect(daily.unchangedKinds).toContain("home");

    // New text: caught, and screenshotted in the same render.
    site.app = "Lyingco app: boards and docs for every team";
    const changed = await fetchSite({ ...input, previous, previousScreenshots: first.screenshots });
    expect(site.appLoads - loads).toBe(8);
    expect(changed.unchangedKinds).not.toContain("home");
    expect(changed.newScreenshots).toBe(true);
    expect(changed.screenshots.home).not.toBe(first.screenshots.home);
    expect(changed.pages.find((p) => p.kind === "home")?.html).toContain("boards and docs");
  });

  it("whose HTML never changes is rendered again when the data it loads changed, and only then", { timeout: 120_000 }, async () => {
    const browser = sharedBrowser();
    const competitorId = crypto.randomUUID();
    const input = { competitorId, url: `http://${host}/data-app`, knownPages: {}, browser, previous: new Map<string, PageMemory>() };
    const loads = site.dataAppLoads;
    const first = await fetchSite(input);
    expect(site.dataAppLoads - loads).toBe(2);
    expect(first.pages[0].html).toContain("Pro $29 per month");
    const state = first.states.find((s) => s.kind === "home")?.renderState;
    expect(state?.inputs.map((i) => new URL(i.url).pathname)).toEqual(["/data.json"]);

    // Nothing changed: the HTML and the data answer as last time (the data with a 304); no render.
    let previous = new Map(first.states.map((s) => [s.kind, s]));
    const notModified = site.dataNotModified;
    const quiet = await fetchSite({ ...input, previous, previousScreenshots: first.screenshots });
    expect(site.dataAppLoads - loads).toBe(3);
    expect(site.dataNotModified).toBe(notModified + 1);
    expect(quiet.unchangedKinds).toEqual(["home"]);

    // The price changed in the data only: rendered, and the new price is on the page.
    site.data = "Pro $35 per month";
    previous = new Map(quiet.states.map((s) => [s.kind, s]));
    const changed = await fetchSite({ ...input, previous, previousScreenshots: first.screenshots });
    expect(site.dataAppLoads - loads).toBe(5);
    expect(changed.unchangedKinds).toEqual([]);
    expect(changed.pages[0].html).toContain("Pro $35 per month");
  });
});

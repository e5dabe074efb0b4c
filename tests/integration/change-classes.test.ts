import { describe, it, expect, beforeAll, afterAll } from "vitest";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { GET as changesRoute } from "@/app/api/changes/route";
import { GET as snapshotsRoute } from "@/app/api/competitors/[id]/snapshots/route";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { startChangeClassServer, type ChangeClassServer } from "@/tests/fixtures/change-classes/server";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

// One class of edit per test, through real scans (worker, fetch, extraction, screenshots when
// Chromium is there, detection, scoring, storage): a competitor is created on the base site, the
// site is changed, the competitor is scanned again and the changes raised are asserted exactly.
// The home page's testimonial rotates on every load throughout, so every real edit must also get
// through the confirmation fetch while the testimonial never raises anything; the last tests pick
// it at random on every load instead.
let server: ChangeClassServer;
let runner: Runner;

beforeAll(async () => {
  allowLoopbackScans();
  server = await startChangeClassServer();
  server.rotate(true);
  runner = await startWorker({ concurrency: 1, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  await server?.close();
});

interface Raised {
  type: string;
  importance: string;
  description: string;
  facts: Record<string, unknown>;
}

/** A competitor on the site at its base version, with its first snapshot taken. */
async function watched(site = "hostwell") {
  const { token } = await makeUser();
  server.setVersion(site, "base");
  const host = server.url(site, "/").replace(/^http:\/\//, "").replace(/\/$/, "");
  const res = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Hostwell", checkFrequency: "1d", type: "competitor", metadata: { domain: host } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const first = await waitForJob(res.body.data.baselineCaptureEventId);
  expect(first.status, JSON.stringify(first)).toBe("completed");
  return { token, id: res.body.data.id as string };
}

/** Scans again: how many changes this scan raised, and every change of the competitor's feed. */
async function scanOnce(c: { token: string; id: string }): Promise<{ changes: number; feed: Raised[] }> {
  const res = await call(scanRoute, `http://localhost/api/competitors/${c.id}/scan`, { method: "POST", token: c.token, params: { id: c.id } });
  expect(res.status).toBe(202);
  const job = await waitForJob(res.body.jobId);
  expect(job.status, JSON.stringify(job)).toBe("completed");
  const feed = await call(changesRoute, `http://localhost/api/changes?competitorId=${c.id}&limit=100`, { token: c.token });
  return { changes: job.result.changes, feed: feed.body.data as Raised[] };
}

/** Scans again and returns the changes this scan raised (the competitor had none before). */
async function rescan(c: { token: string; id: string }): Promise<Raised[]> {
  const { changes, feed } = await scanOnce(c);
  expect(feed.length, JSON.stringify(feed.map((x) => x.description))).toBe(changes);
  return feed;
}

const summary = (xs: Raised[]) => JSON.stringify(xs.map((x) => `[${x.type}/${x.importance}] ${x.description}`));

async function afterEdit(version: string): Promise<Raised[]> {
  const c = await watched();
  server.setVersion("hostwell", version);
  return rescan(c);
}

describe("change classes through real scans", { timeout: 240_000 }, () => {
  it("a rotating testimonial block raises nothing, scan after scan, and is remembered as volatile from the baseline on", async () => {
    const c = await watched();
    const volatileNow = async () => (await call(snapshotsRoute, `http://localhost/api/competitors/${c.id}/snapshots`, { token: c.token, params: { id: c.id } })).body.data[0].metadata.volatile;
    // The baseline's extra fetches saw the testimonial vary: known before any comparison.
    expect(await volatileNow()).toEqual([{ page: "home", section: "teams on hostwell", keys: [] }]);
    expect(await rescan(c), "second scan").toEqual([]);
    expect(await volatileNow()).toEqual([{ page: "home", section: "teams on hostwell", keys: [] }]);
    expect(await rescan(c), "third scan").toEqual([]);
    expect(await rescan(c), "fourth scan").toEqual([]);
  });

  it("the baseline fetches its copy pages twice more over plain HTTP; an unchanged site is then fetched once per scan", async () => {
    server.rotate(false);
    try {
      const before = server.requests().length;
      const c = await watched();
      const plain = (from: number) => server.requests().slice(from).filter((r) => !r.endsWith("(browser)") && /^GET \/hostwell\/(pricing)? /.test(r));
      expect(plain(before).map((r) => r.replace(/ \d+$/, "")).sort()).toEqual([...Array(3).fill("GET /hostwell/"), ...Array(3).fill("GET /hostwell/pricing")]);
      const mark = server.requests().length;
      expect(await rescan(c)).toEqual([]);
      // The unchanged path: one conditional request per page, nothing fetched again.
      expect(plain(mark)).toEqual(["GET /hostwell/ 304", "GET /hostwell/pricing 304"]);
    } finally {
      server.rotate(true);
    }
  });

  it("a markup-only edit raises nothing", async () => {
    const raised = await afterEdit("markup-only");
    expect(raised, summary(raised)).toEqual([]);
  });

  it("a typo fix is one low content change; a comma added to a heading is nothing", async () => {
    const raised = await afterEdit("typo");
    expect(raised, summary(raised)).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: "content", importance: "low", description: "Homepage copy changed: 1 paragraph edited (“Preview enviroments for every pull request” → “Preview environments for every pull request”)" });
  });

  it("a hero headline edit is exactly one content change", async () => {
    const raised = await afterEdit("headline");
    expect(raised, summary(raised)).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: "content", importance: "medium", description: "Homepage headline changed: “Deploy your apps without an ops team” → “Ship your apps without hiring an ops team”" });
    expect(raised[0].facts.kind).toBe("headline_changed");
  });

  it("a per-seat price change $12 → $15 is one high pricing change naming the plan", async () => {
    const raised = await afterEdit("seat-price");
    expect(raised, summary(raised)).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: "pricing", importance: "high", description: "Team plan: $12 → $15 per seat/month" });
    expect(raised[0].facts).toMatchObject({ kind: "price_changed", plan: "Team", oldPrice: 12, newPrice: 15 });
    // The API's facts carry the plan before and after, for the tables of the feed and the e-mail.
    expect(raised[0].facts.plans).toEqual([
      { plan: "Team", before: { price: 12, currency: "USD", period: "month", unit: "seat", annualPrice: null, limits: {} }, after: { price: 15, currency: "USD", period: "month", unit: "seat", annualPrice: null, limits: {} } },
    ]);
  });

  it("a change whose confirmation fetch misses its page still stands; the other pages are still confirmed", async () => {
    const c = await watched();
    server.setVersion("hostwell", "seat-price");
    let fetched = 0;
    // The scan's own fetch of the pricing page succeeds; the confirmation fetch's gets 503s. The
    // home page's rotating testimonial is still seen through by the confirmation of the home page.
    server.failWhen((r) => r.path === "/hostwell/pricing" && !r.browser && ++fetched >= 2);
    try {
      const res = await call(scanRoute, `http://localhost/api/competitors/${c.id}/scan`, { method: "POST", token: c.token, params: { id: c.id } });
      const job = await waitForJob(res.body.jobId);
      expect(job.status, JSON.stringify(job)).toBe("completed");
      expect(fetched).toBeGreaterThanOrEqual(2);
      expect(job.result.details.warnings.join(" ")).toMatch(/confirmation fetch missed the pricing page/);
      const feed = await call(changesRoute, `http://localhost/api/changes?competitorId=${c.id}&limit=100`, { token: c.token });
      expect((feed.body.data as Raised[]).map((x) => x.description)).toEqual(["Team plan: $12 → $15 per seat/month"]);
    } finally {
      server.failWhen(null);
    }
  });

  it("a new plan is one high pricing change 'plan added'", async () => {
    const raised = await afterEdit("new-plan");
    expect(raised, summary(raised)).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: "pricing", importance: "high" });
    expect(raised[0].description).toMatch(/^Pro plan added \(\$19 per seat\/month\)/);
    const limits = { "vCPU per service": "16", "RAM per service": "32 GB", "Build minutes": "10,000", "Log retention": "14 days" };
    expect(raised[0].facts.plans).toEqual([{ plan: "Pro", before: null, after: { price: 19, currency: "USD", period: "month", unit: "seat", annualPrice: null, limits } }]);
  });

  it("a limit changed in the comparison table is one pricing change naming the plan and the row", async () => {
    const raised = await afterEdit("table-limit");
    expect(raised, summary(raised)).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: "pricing", importance: "medium" });
    expect(raised[0].description).toMatch(/Scale/);
    expect(raised[0].description).toMatch(/RAM per service/);
    expect(raised[0].description).toMatch(/64 GB → 128 GB/);
    expect(raised[0].facts.plans).toEqual([
      { plan: "Scale", before: { price: 29, currency: "USD", period: "month", unit: "seat", annualPrice: null, limits: { "RAM per service": "64 GB" } }, after: { price: 29, currency: "USD", period: "month", unit: "seat", annualPrice: null, limits: { "RAM per service": "128 GB" } } },
    ]);
  });

  it("usage credits changed in prose (40 → 30) are one pricing change", async () => {
    const raised = await afterEdit("usage-credits");
    expect(raised, summary(raised)).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: "pricing", importance: "medium" });
    expect(raised[0].description).toMatch(/40 build credits/);
    expect(raised[0].description).toMatch(/30 build credits/);
  });

  it("a new usage charge in prose ($0.08 per GB) is one high pricing change", async () => {
    const raised = await afterEdit("usage-charge");
    expect(raised, summary(raised)).toHaveLength(1);
    expect(raised[0]).toMatchObject({ type: "pricing", importance: "high" });
    expect(raised[0].description).toMatch(/\$0\.08 per GB/);
  });
});

/** The longest run of equal values in a row. */
const longestRun = (xs: number[]) => xs.reduce((best, x, i) => { const run = i && x === xs[i - 1] ? best.run + 1 : 1; return { run, max: Math.max(best.max, run) }; }, { run: 0, max: 0 }).max;

// A real site picks its testimonial at random on every load: two fetches in a row show the same one
// one time in three, three in a row one time in nine. The seeds are chosen to be the hard cases: the
// baseline's three fetches all show the same testimonial (nothing is learnt there), and the next
// scan's fetch and its first confirmation agree on another one (only the second confirmation sees
// through it).
describe("a testimonial picked at random on every load", { timeout: 300_000 }, () => {
  it("raises nothing over 8 re-scans of the unchanged site", async () => {
    server.rotate("random", 60);
    try {
      const c = await watched();
      for (let i = 1; i <= 8; i++) expect(await rescan(c), `re-scan ${i}`).toEqual([]);
      const shown = server.shown();
      // Baseline: the scan's fetch and two extra ones, all alike; then a scan, its confirmation (alike) and a second one.
      expect(shown.slice(0, 6)).toEqual([0, 0, 0, 1, 1, 2]);
      expect(longestRun(shown)).toBeGreaterThanOrEqual(3);
      const snaps = await call(snapshotsRoute, `http://localhost/api/competitors/${c.id}/snapshots`, { token: c.token, params: { id: c.id } });
      expect(snaps.body.data[0].metadata.volatile).toEqual([{ page: "home", section: "teams on hostwell", keys: [] }]);
    } finally {
      server.rotate(true);
    }
  });

  it("a headline edit made while it rotates is raised exactly once", async () => {
    server.rotate("random", 142);
    try {
      const c = await watched();
      server.setVersion("hostwell", "headline");
      const raised = await rescan(c);
      expect(raised, summary(raised)).toHaveLength(1);
      expect(raised[0]).toMatchObject({ type: "content", importance: "medium", description: "Homepage headline changed: “Deploy your apps without an ops team” → “Ship your apps without hiring an ops team”" });
      for (let i = 1; i <= 3; i++) {
        const again = await scanOnce(c);
        expect(again.changes, `re-scan ${i} after the edit: ${summary(again.feed)}`).toBe(0);
        expect(again.feed).toHaveLength(1);
      }
      const shown = server.shown();
      expect(shown.slice(0, 6)).toEqual([1, 1, 1, 2, 2, 0]);
      expect(longestRun(shown)).toBeGreaterThanOrEqual(3);
    } finally {
      server.rotate(true);
    }
  });
});

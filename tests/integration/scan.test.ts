import { describe, it, expect, beforeAll, afterAll } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { GET as snapshotsRoute } from "@/app/api/competitors/[id]/snapshots/route";
import { GET as competitorRoute } from "@/app/api/competitors/[id]/route";
import { GET as changesRoute } from "@/app/api/changes/route";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { startFixtureServer, type FixtureServer } from "@/tests/fixtures/site-server";
import { loadExpected } from "@/tests/fixtures/fixture-sites";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

let sites: FixtureServer;
let runner: Runner;
let broken: http.Server;
let brokenOrigin: string;

beforeAll(async () => {
  allowLoopbackScans();
  sites = await startFixtureServer();
  broken = http.createServer((_req, res) => res.writeHead(500).end("down")).listen(0, "127.0.0.1");
  await new Promise((r) => broken.once("listening", r));
  brokenOrigin = `127.0.0.1:${(broken.address() as AddressInfo).port}`;
  runner = await startWorker({ concurrency: 2, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  await sites?.close();
  broken?.close();
});

async function addCompetitor(token: string, site: string, name = site) {
  const host = sites.url(site, "/").replace(/^http:\/\//, "").replace(/\/$/, "");
  const res = await call(createRoute, "http://localhost/api/competitors", { token, body: { name, checkFrequency: "1d", type: "competitor", metadata: { domain: host } } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function scan(token: string, id: string) {
  const res = await call(scanRoute, `http://localhost/api/competitors/${id}/scan`, { method: "POST", token, params: { id } });
  expect(res.status).toBe(202);
  return waitForJob(res.body.jobId);
}

describe("scanning a competitor site", () => {
  it("captures a first snapshot on creation, then detects v2 changes and ignores noise-only versions", { timeout: 240_000 }, async () => {
    const { token } = await makeUser();
    sites.setVersion("flowdesk", "v1");
    const c = await addCompetitor(token, "flowdesk", "Flowdesk");
    expect(c.baselineCaptureEventId).toBeTruthy();
    const first = await waitForJob(c.baselineCaptureEventId);
    expect(first.status, JSON.stringify(first)).toBe("completed");

    const snap = await call(snapshotsRoute, `http://localhost/api/competitors/${c.id}/snapshots`, { token, params: { id: c.id } });
    const data = snap.body.data[0].extractedData;
    const expected = loadExpected("flowdesk");
    expect(data.pricingPlans.map((p: { name: string }) => p.name)).toEqual(expected.plans.map((p) => p.name));
    expect(data.pricingPlans.find((p: { name: string }) => p.name === "Team")).toMatchObject({ price: 12, currency: "USD", unit: "user" });
    expect(snap.body.data[0].metadata.hasPricingPage).toBe(true);
    const detail = await call(competitorRoute, `http://localhost/api/competitors/${c.id}`, { token, params: { id: c.id } });
    expect(detail.body.data.status).toBe("active");
    expect(detail.body.data.pages.pricing).toContain("/flowdesk/pricing");

    sites.setVersion("flowdesk", "noise");
    const quiet = await scan(token, c.id);
    expect(quiet.status).toBe("completed");
    expect(quiet.result.changes).toBe(0);

    sites.setVersion("flowdesk", "v2");
    const changed = await scan(token, c.id);
    expect(changed.status).toBe("completed");
    const feed = await call(changesRoute, `http://localhost/api/changes?competitorId=${c.id}&limit=100`, { token });
    const descriptions = feed.body.data.map((x: { description: string }) => x.description);
    // one edit, one change: the annual price that moved with it is part of the same change
    expect(descriptions).toContain("Team plan: $12 → $14 per user/month; billed annually $10 → $12 per user/month");
    const price = feed.body.data.find((x: { description: string }) => x.description.startsWith("Team plan: $12"));
    expect(price).toMatchObject({ type: "pricing", importance: "high", competitorName: "Flowdesk" });
    expect(descriptions.some((d: string) => /Starter plan added/.test(d))).toBe(true);
    expect(descriptions.some((d: string) => /Box/.test(d))).toBe(true);
  });

  it("returns the pending job for a second Check Now instead of queueing another", async () => {
    const { token } = await makeUser();
    const c = await addCompetitor(token, "quillnote");
    const a = await call(scanRoute, `http://localhost/api/competitors/${c.id}/scan`, { method: "POST", token, params: { id: c.id } });
    expect(a.body.jobId).toBe(c.baselineCaptureEventId);
    expect(a.body.message).toMatch(/already queued/);
    await waitForJob(c.baselineCaptureEventId);
  });

  it("ends a failing site in a clear failed job and error status, without stopping other scans", { timeout: 120_000 }, async () => {
    const { token } = await makeUser();
    const res = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Down Inc", type: "competitor", metadata: { domain: brokenOrigin } } });
    const ok = await addCompetitor(token, "sendwave");
    const failed = await waitForJob(res.body.data.baselineCaptureEventId);
    expect(failed.status).toBe("failed");
    expect(failed.result.details.websiteAccessError).toMatch(/500/);
    const detail = await call(competitorRoute, `http://localhost/api/competitors/${res.body.data.id}`, { token, params: { id: res.body.data.id } });
    expect(detail.body.data.status).toBe("error");
    expect((await waitForJob(ok.baselineCaptureEventId)).status).toBe("completed");
  });
});

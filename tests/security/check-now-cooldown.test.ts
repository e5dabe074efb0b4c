import { describe, it, expect, beforeAll, afterAll } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { resetEnvCache } from "@/lib/env";
import { startWorker } from "@/lib/jobs/worker";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

/**
 * Issue 28, point 6 (Check Now cooldown): Check Now on a competitor scanned less than a minute ago
 * answers with that scan instead of fetching the site again (lib/competitors/service.ts triggerScan,
 * CHECK_NOW_COOLDOWN_SECONDS), so repeated clicks cannot be used to hammer a competitor's site.
 * Fails with its defence removed: with triggerScan's cooldown forced to 0 the first case fails (202,
 * a new fetch, where 200 with the last scan is due; checked 2026-11-26).
 */

const base = "http://localhost/api/competitors";
let runner: Runner;
let server: http.Server;
let host = "";
let requests = 0;

beforeAll(async () => {
  allowLoopbackScans();
  process.env.CHECK_NOW_COOLDOWN_SECONDS = "60";
  resetEnvCache();
  server = http.createServer((req, res) => {
    requests += 1;
    if (req.url !== "/") return res.writeHead(404).end();
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html lang="en"><head><title>Coolly</title></head><body><main><h1>Coolly</h1><p>Cooling towers as a service.</p></main></body></html>`);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  runner = await startWorker({ concurrency: 1, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  process.env.CHECK_NOW_COOLDOWN_SECONDS = "0";
  resetEnvCache();
  await runner?.stop();
  server?.close();
});

describe("Check Now cooldown", () => {
  it("eight Check Now right after a scan answer with that scan and send nothing to the site", { timeout: 120_000 }, async () => {
    const { token } = await makeUser();
    const created = await call(createRoute, base, { token, body: { name: "Coolly", url: `http://${host}`, checkFrequency: "1d" } });
    expect(created.status).toBe(201);
    const c = created.body.data as { id: string; baselineCaptureEventId: string };
    expect((await waitForJob(c.baselineCaptureEventId)).status).toBe("completed");
    const afterFirstScan = requests;
    expect(afterFirstScan).toBeGreaterThan(0);

    for (let i = 0; i < 8; i++) {
      const res = await call(scanRoute, `${base}/${c.id}/scan`, { method: "POST", token, params: { id: c.id } });
      // 200, not 202: nothing is queued; the answer is that scan, with its outcome.
      expect(res.status).toBe(200);
      expect(res.body.jobId).toBe(c.baselineCaptureEventId);
      expect(res.body.message).toBe("Coolly was checked less than a minute ago; showing that check");
      expect(res.body.data.queued).toBe(false);
      expect(res.body.data.lastScan).toMatchObject({ jobId: c.baselineCaptureEventId, status: "completed" });
      expect(Date.now() - new Date(res.body.data.lastScan.completedAt).getTime()).toBeLessThan(60_000);
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(requests).toBe(afterFirstScan);
  });

  it("with the cooldown off (0) the same Check Now fetches again", { timeout: 120_000 }, async () => {
    process.env.CHECK_NOW_COOLDOWN_SECONDS = "0";
    resetEnvCache();
    try {
      const { token } = await makeUser();
      const created = await call(createRoute, base, { token, body: { name: "Coolly", url: `http://${host}`, checkFrequency: "1d" } });
      const c = created.body.data as { id: string; baselineCaptureEventId: string };
      expect((await waitForJob(c.baselineCaptureEventId)).status).toBe("completed");
      const res = await call(scanRoute, `${base}/${c.id}/scan`, { method: "POST", token, params: { id: c.id } });
      expect(res.status).toBe(202);
      expect(res.body.data.queued).toBe(true);
      expect(res.body.jobId).not.toBe(c.baselineCaptureEventId);
      expect((await waitForJob(res.body.jobId)).status).toBe("completed");
    } finally {
      process.env.CHECK_NOW_COOLDOWN_SECONDS = "60";
      resetEnvCache();
    }
  });
});

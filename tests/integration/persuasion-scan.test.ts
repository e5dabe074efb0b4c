/**
 * The persuasion analysis through a real scan: a local site (127.0.0.1) whose countdown restarts at a
 * different value on every load, beside one whose countdown runs down to a fixed deadline. The scan
 * (real worker, real fetches) reads the pages as passages and reads the timer page twice; the
 * psychology job then reports the restarting one as fake urgency with high severity, the honest one
 * not as fake, and the decline link beside "Start free trial" as confirmshaming.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Runner } from "graphile-worker";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { jobs, snapshots } from "@/db/schema";
import { POST as createRoute } from "@/app/api/competitors/route";
import { GET as snapshotsRoute } from "@/app/api/competitors/[id]/snapshots/route";
import { GET as psychologyRoute } from "@/app/api/psychology/[competitorId]/route";
import { POST as analyzeRoute } from "@/app/api/psychology/[competitorId]/analyze/route";
import { psychologyJob } from "@/lib/analysis/psychology/job";
import type { SnapshotMetadata } from "@/lib/scan/types";
import { dbStep } from "@/lib/jobs/db-step";
import { executeJob } from "@/lib/jobs/execute";
import { startWorker } from "@/lib/jobs/worker";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

const db = getDb();
let runner: Runner;
let loads = 0;
/** The honest timer's deadline: three hours after the test started. */
const deadline = Date.now() + 3 * 3_600_000;

const clock = (seconds: number) => [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60].map((n) => String(n).padStart(2, "0")).join(":");

/** The timer as boxes of single digits, as countdown widgets draw them. */
const boxes = (reading: string) => [...reading].map((c) => (c === ":" ? "<i>:</i>" : `<b>${c}</b>`)).join("");

const home = (timer: string) => `<!DOCTYPE html><html><head><title>Pipelineo</title></head><body>
<nav><a href="/">Home</a><a href="/returns">Returns / Warranty</a></nav>
<main><h1>Pipelineo runs your builds in parallel</h1>
<p>Fast test runners for teams that ship every day, with caching and clear logs.</p>
<div class="hero-actions"><a class="btn btn-primary" href="/signup">Start free trial</a> <a class="link-muted" href="#">No thanks, I enjoy slow builds</a></div>
<div class="offer">Launch discount ends in <div class="digits">${boxes(timer)}</div></div>
<h2>Why teams switch</h2><p>Builds that used to take forty minutes finish before the coffee is ready.</p>
</main></body></html>`;

/** The same page with an empty countdown that a script fills in with a new start on every load. */
const scripted = () =>
  home("").replace(
    '<div class="digits"></div>',
    `<div class="countdown" id="deal-timer"></div><script>
      const s = 600 + Math.floor(Math.random() * 36000);
      const two = (n) => String(n).padStart(2, "0");
      document.getElementById("deal-timer").textContent = two(Math.floor(s / 3600)) + ":" + two(Math.floor((s % 3600) / 60)) + ":" + two(s % 60);
    </script>`,
  );

/** A site on its own port whose home page shows the timer `reading()` gives at each load (or `page()`). */
async function site(reading: () => string, page?: () => string): Promise<{ server: http.Server; host: string }> {
  const server = http.createServer((req, res) => {
    if (req.url === "/robots.txt") return void res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nAllow: /\n");
    if (req.url === "/") return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page ? page() : home(reading()));
    res.writeHead(404).end("not found");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, host: `127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let restarting: Awaited<ReturnType<typeof site>>;
let honest: Awaited<ReturnType<typeof site>>;
let script: Awaited<ReturnType<typeof site>>;

beforeAll(async () => {
  allowLoopbackScans();
  // A timer that starts somewhere new on every load (readings hours apart), and one that runs down to a fixed deadline.
  restarting = await site(() => clock(((loads++ * 7_919) % 36_000) + 600));
  honest = await site(() => clock(Math.round((deadline - Date.now()) / 1000)));
  script = await site(() => "", scripted);
  runner = await startWorker({ concurrency: 1, crontab: false, tasks: ["scan.competitor"] });
}, 60_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  restarting?.server.close();
  honest?.server.close();
  script?.server.close();
});

async function scanned(token: string, name: string, host: string) {
  const created = await call(createRoute, "http://localhost/api/competitors", { token, body: { name, url: `http://${host}`, checkFrequency: "1d", type: "competitor", metadata: { domain: host } } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as string;
  expect((await waitForJob(created.body.data.baselineCaptureEventId, 120_000)).status).toBe("completed");
  return id;
}

async function analysed(token: string, id: string) {
  const res = await call(analyzeRoute, `http://localhost/api/psychology/${id}/analyze`, { method: "POST", token, params: { competitorId: id } });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const [record] = await db.select().from(jobs).where(eq(jobs.id, res.body.jobId));
  await executeJob(psychologyJob, { userId: record.userId, competitorId: id, analysisId: record.data.analysisId }, { db, step: dbStep(db, `test:${record.id}`), attempt: 1, maxAttempts: 2, log: () => {} });
  const done = await call(psychologyRoute, `http://localhost/api/psychology/${id}`, { token, params: { competitorId: id } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body.data as { darkPatterns: Array<{ type: string; category: string; severity: string; description: string; evidence: string[] }> };
}

async function timers(userId: string, competitorId: string) {
  const [snap] = await db.select().from(snapshots).where(and(eq(snapshots.competitorId, competitorId), eq(snapshots.userId, userId))).orderBy(desc(snapshots.createdAt)).limit(1);
  return (snap.metadata as unknown as SnapshotMetadata).persuasion?.timers ?? [];
}

describe("persuasion analysis of a scanned site", () => {
  it("reports a timer that restarts between two fetches as high-severity fake urgency, and an honest one not as fake", { timeout: 300_000 }, async () => {
    const { token, user } = await makeUser();

    const fakeId = await scanned(token, "Pipelineo", restarting.host);
    const [fakeCheck] = await timers(user.id, fakeId);
    expect(fakeCheck).toMatchObject({ kind: "home", fake: true });
    expect(fakeCheck.first).not.toBe(fakeCheck.second);
    const fake = await analysed(token, fakeId);
    const timer = fake.darkPatterns.find((p) => p.type === "Countdown Timer");
    expect(timer).toMatchObject({ category: "Urgency", severity: "high" });
    expect(timer?.description).toContain("restarts on every load");
    const shaming = fake.darkPatterns.find((p) => p.type === "Confirmshaming");
    expect(shaming?.evidence).toEqual(["No thanks, I enjoy slow builds"]);
    expect(shaming?.description).toContain('declines "Start free trial"');
    expect(fake.darkPatterns.flatMap((p) => p.evidence)).not.toContain("Returns / Warranty");
    // the passages stay internal: the snapshots API does not carry them
    const listed = await call(snapshotsRoute, `http://localhost/api/competitors/${fakeId}/snapshots`, { token, params: { id: fakeId } });
    expect(listed.status).toBe(200);
    const [snap] = (listed.body.data ?? listed.body) as Array<{ metadata: Record<string, unknown> }>;
    expect(snap.metadata.pages).toBeDefined();
    expect(snap.metadata.persuasion).toBeUndefined();

    const honestId = await scanned(token, "Honestly", honest.host);
    const [honestCheck] = await timers(user.id, honestId);
    expect(honestCheck, JSON.stringify(honestCheck)).toMatchObject({ kind: "home", fake: false });
    const fair = await analysed(token, honestId);
    const countdown = fair.darkPatterns.find((p) => p.type === "Countdown Timer");
    expect(countdown).toBeDefined();
    expect(countdown?.description).not.toContain("restarts on every load");
  });

  it("renders a countdown a script fills in, twice, and reports it when it restarts", { timeout: 300_000 }, async () => {
    const { token, user } = await makeUser();
    const id = await scanned(token, "Scriptly", script.host);
    const [check] = await timers(user.id, id);
    expect(check, JSON.stringify(check)).toMatchObject({ kind: "home", fake: true });
    const result = await analysed(token, id);
    expect(result.darkPatterns.find((p) => p.type === "Countdown Timer")).toMatchObject({ severity: "high" });
  });
});

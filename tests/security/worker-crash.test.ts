/**
 * A worker killed with `kill -9` in the middle of a scan: its job is taken over by another worker
 * within 60 s (worker leases, lib/jobs/lease.ts) and completes exactly once — one snapshot, one set of
 * changes, one live event per change, one alert e-mail at most — and "Check Now" meanwhile answers
 * with that job, never a stuck one. The workers here are real child processes (scripts/worker.ts)
 * on the test database; scripts/test.ts runs this file with the other files that run a job worker
 * (their marker: startWorker( ), one at a time, since a worker takes any queued job.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { POST as createRoute } from "@/app/api/competitors/route";
import { POST as scanRoute } from "@/app/api/competitors/[id]/scan/route";
import { getDb } from "@/db/client";
import { env, processEnvSnapshot } from "@/lib/env";
import { startFixtureServer, type FixtureServer } from "@/tests/fixtures/site-server";
import { call, makeUser } from "../helpers/http";
import { allowLoopbackScans, waitForJob } from "../helpers/scan";

let sites: FixtureServer;
let proxy: http.Server;
let proxyOrigin = "";
/** Delay the proxy adds before answering, to catch a scan in the middle. */
let delayMs = 0;
let proxied = 0;
const workers: ChildProcess[] = [];
let listener: pg.Client;
const events: { event: string; data: Record<string, unknown> }[] = [];

/** The fixture sites behind a proxy that can be slowed down (links rewritten to the proxy). */
async function startSlowProxy(target: string): Promise<void> {
  proxy = http.createServer((req, res) => {
    proxied += 1;
    const forward = () => {
      const up = http.get(`${target}${req.url}`, { headers: { ...req.headers, host: new URL(target).host } }, (r) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => {
          const body = Buffer.from(Buffer.concat(chunks).toString("latin1").split(target).join(proxyOrigin), "latin1");
          const headers = { ...r.headers, "content-length": String(body.length) };
          res.writeHead(r.statusCode ?? 502, headers).end(body);
        });
      });
      up.on("error", () => res.writeHead(502).end());
    };
    setTimeout(forward, delayMs);
  });
  await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", r));
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

function startWorkerProcess(name: string): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/worker.ts")], {
    env: { ...processEnvSnapshot(), SCAN_ALLOWED_PRIVATE_HOSTS: "127.0.0.1", NODE_ENV: "test" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  child.on("exit", (code, signal) => {
    if (signal !== "SIGKILL" && signal !== "SIGTERM" && code !== 0) console.error(`[${name}] exited ${code ?? signal}:\n${out.slice(-4000)}`);
  });
  workers.push(child);
  return child;
}

async function waitUntil<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function jobRow(id: string) {
  const r = await getDb().execute<{ status: string; attempts: number }>(sql`select status, attempts from jobs where id = ${id}`);
  return r.rows[0];
}

beforeAll(async () => {
  allowLoopbackScans();
  sites = await startFixtureServer();
  await startSlowProxy(sites.origin);
  listener = new pg.Client({ connectionString: env().DATABASE_URL });
  await listener.connect();
  listener.on("notification", (n) => {
    try {
      events.push(JSON.parse(n.payload ?? "{}"));
    } catch {
      /* not ours */
    }
  });
  await listener.query("listen live_events");
}, 60_000);

afterAll(async () => {
  // A clean stop (its leases dropped, nothing left locked for the next test file's worker).
  await Promise.all(
    workers
      .filter((w) => w.exitCode === null && w.signalCode === null)
      .map((w) => new Promise<void>((resolve) => {
        const t = setTimeout(() => w.kill("SIGKILL"), 10_000);
        w.once("exit", () => (clearTimeout(t), resolve()));
        w.kill("SIGTERM");
      })),
  );
  await listener?.end();
  proxy?.close();
  await sites?.close();
});

describe("a worker killed with kill -9 mid-scan", () => {
  it("has its scan taken over by another worker within 60 s and completed exactly once", { timeout: 240_000 }, async () => {
    const { token, user } = await makeUser("Crash Test");
    const first = startWorkerProcess("worker A");

    // A baseline snapshot (the initial scan, run by worker A).
    sites.setVersion("flowdesk", "v1");
    const host = `${proxyOrigin}/flowdesk`.replace(/^http:\/\//, "");
    const created = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Flowdesk", checkFrequency: "1d", type: "competitor", metadata: { domain: host } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const competitorId = created.body.data.id as string;
    const baseline = await waitForJob(created.body.data.baselineCaptureEventId, 120_000);
    expect(baseline.status, JSON.stringify(baseline)).toBe("completed");

    // The site changes and answers slowly; "Check Now" starts a scan, worker A is killed during it.
    sites.setVersion("flowdesk", "v2");
    delayMs = 1500;
    const check = await call(scanRoute, `http://localhost/api/competitors/${competitorId}/scan`, { method: "POST", token, params: { id: competitorId } });
    expect(check.status).toBe(202);
    const jobId = check.body.jobId as string;
    const before = proxied;
    await waitUntil("the scan to be fetching", async () => (await jobRow(jobId))?.status === "processing" && proxied >= before + 2, 60_000);
    first.kill("SIGKILL");
    const killedAt = Date.now();
    await new Promise((r) => first.once("exit", r));
    delayMs = 0;
    expect((await jobRow(jobId)).status).toBe("processing");

    // Meanwhile "Check Now" answers with that job (it will run), not a new one and not an error.
    const again = await call(scanRoute, `http://localhost/api/competitors/${competitorId}/scan`, { method: "POST", token, params: { id: competitorId } });
    expect(again.status).toBe(202);
    expect(again.body.jobId).toBe(jobId);

    startWorkerProcess("worker B");
    const done = await waitForJob(jobId, 60_000);
    const recoveredInMs = Date.now() - killedAt;
    console.log(`[worker-crash] job taken over and completed ${(recoveredInMs / 1000).toFixed(1)} s after kill -9`);
    expect(done.status, JSON.stringify(done)).toBe("completed");
    expect(recoveredInMs).toBeLessThan(60_000);
    expect(done.result.changes).toBeGreaterThan(0);

    // Exactly once: one snapshot for the job, its changes once, one live event per change.
    const db = getDb();
    const snaps = await db.execute<{ id: string }>(sql`select id from snapshots where job_id = ${jobId}`);
    expect(snaps.rows).toHaveLength(1);
    expect(snaps.rows[0].id).toBe(done.result.snapshotId);
    const changes = await db.execute<{ id: string; description: string }>(sql`select id, description from changes where snapshot_id = ${snaps.rows[0].id}`);
    expect(changes.rows).toHaveLength(done.result.changes);
    const all = await db.execute<{ n: number; distinct_n: number }>(sql`
      select count(*)::int as n, count(distinct (type, description, url))::int as distinct_n from changes where competitor_id = ${competitorId}`);
    expect(all.rows[0].n).toBe(all.rows[0].distinct_n);
    const competitor = await db.execute<{ changes_count: number; status: string }>(sql`select changes_count, status from competitors where id = ${competitorId}`);
    expect(competitor.rows[0]).toMatchObject({ changes_count: changes.rows.length, status: "active" });
    await new Promise((r) => setTimeout(r, 500));
    for (const c of changes.rows) expect(events.filter((e) => e.event === "change" && e.data.id === c.id)).toHaveLength(1);
    const completions = events.filter((e) => e.event === "job-update" && e.data.jobId === jobId && e.data.status === "completed");
    expect(completions).toHaveLength(1);
    const mails = await db.execute<{ n: number }>(sql`select count(*)::int as n from emails where user_id = ${user.id} and dedupe_key = ${`change-alert:${jobId}`}`);
    expect(mails.rows[0].n).toBeLessThanOrEqual(1);
    // The dead worker's lease is gone; the live one's is fresh.
    const leases = await db.execute<{ n: number }>(sql`select count(*)::int as n from worker_leases where heartbeat_at < now() - interval '30 seconds'`);
    expect(leases.rows[0].n).toBe(0);
  });

  it("after the dead worker's lease expires, Check Now never answers with a job that cannot run", { timeout: 60_000 }, async () => {
    const { token } = await makeUser("Lost Job");
    const host = `${proxyOrigin}/ledgerly`.replace(/^http:\/\//, "");
    const db = getDb();
    // A record left "processing" whose queue job is gone (lost with a dead worker's last attempt).
    const created = await call(createRoute, "http://localhost/api/competitors", { token, body: { name: "Ledgerly", checkFrequency: "1d", type: "competitor", metadata: { domain: host } } });
    const competitorId = created.body.data.id as string;
    await waitForJob(created.body.data.baselineCaptureEventId, 120_000);
    const stuck = await db.execute<{ id: string }>(sql`
      insert into jobs (user_id, kind, status, competitor_id, dedupe_key, data)
      select user_id, 'scan', 'processing', id, ${`scan:${competitorId}`}, '{}'::jsonb from competitors where id = ${competitorId}
      returning id`);
    const res = await call(scanRoute, `http://localhost/api/competitors/${competitorId}/scan`, { method: "POST", token, params: { id: competitorId } });
    expect(res.status).toBe(202);
    expect(res.body.jobId).not.toBe(stuck.rows[0].id);
    expect((await jobRow(stuck.rows[0].id)).status).toBe("failed");
    expect((await waitForJob(res.body.jobId, 45_000)).status).toBe("completed");
  });
});

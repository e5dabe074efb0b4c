/**
 * npm run bench:pipeline [-- --n 50] — the real job pipeline end to end: "Check Now" (the API route)
 * → queue → worker (its own process, `npm run worker`, browser on) → fetch → render → extract →
 * snapshot → diff → database → job completed, for N competitors (default 200), each on a fixture site
 * served by its own HTTP server on 127.0.0.1 (its own port: its own host for the per-host rules).
 *
 * Prints scans/s and pages/s for first scans, unchanged re-scans and re-scans where one page changed,
 * p50/p95 latency from Check Now to the job completed, the peak memory of the worker and its browser,
 * and the rate of a plain sequential fetch loop over the same pages, in the same run, as a ratio.
 * Figures only: it never fails on timing. `--profile` writes a CPU profile of the worker; `--skip-changed`
 * runs unchanged rounds only.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { processEnvSnapshot, setProcessEnv } from "@/lib/env";
import { createTestDatabase } from "@/tests/setup/test-database";
import { listSites } from "@/tests/fixtures/fixture-sites";
import { startBenchSite, type BenchSite } from "./pipeline-sites";
import { cpuReading, samplePeaks, type CpuReading } from "./proc-sample";
import { summary, fmt } from "./stats";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const N = arg("n", 200);
const PARALLEL_CALLS = 16;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rivalscope-bench-pipeline-"));
const target = await createTestDatabase(undefined);
setProcessEnv({ DATABASE_URL: target.url, DATA_DIR: dataDir, SCAN_ALLOWED_PRIVATE_HOSTS: "127.0.0.1", AUTH_SECRET: "bench-secret-0123456789abcdef0123", CHECK_NOW_COOLDOWN_SECONDS: "0" }); // rounds re-scan within seconds
const { getDb, closeDb } = await import("@/db/client");
const { call, makeUser } = await import("@/tests/helpers/http");
const { POST: createRoute } = await import("@/app/api/competitors/route");
const { POST: scanRoute } = await import("@/app/api/competitors/[id]/scan/route");
const db = getDb();

const fixtures = listSites();
const sites: BenchSite[] = await Promise.all(Array.from({ length: N }, (_, i) => startBenchSite(fixtures[i % fixtures.length])));

// The worker: its own process, as deployed.
// --profile: the worker writes a V8 CPU profile (under the temporary directory) for a look at where its time goes.
const profile = process.argv.includes("--profile") ? ["--cpu-prof", "--cpu-prof-dir", os.tmpdir()] : [];
// NODE_ENV=production as deployed (JSON log lines, not the development pretty-printer).
const worker = spawn(process.execPath, [...profile, "--import", "tsx", "scripts/worker.ts"], { env: { ...processEnvSnapshot(), NODE_ENV: "production" }, stdio: ["ignore", "pipe", "pipe"] });
const workerLog: string[] = [];
worker.stderr.on("data", (d) => workerLog.push(String(d)));
await new Promise<void>((resolve, reject) => {
  worker.stdout.on("data", (d) => {
    workerLog.push(String(d));
    // Pretty (`[worker] running…`) or JSON (`"component":"worker",…,"msg":"running…"`) log lines.
    if (/\[worker\] running|"component":"worker"[^\n]*"msg":"running/.test(String(d))) resolve();
  });
  worker.once("exit", (code) => reject(new Error(`worker exited (${code}): ${workerLog.join("").slice(-2000)}`)));
});
const sampler = samplePeaks(worker.pid!);

async function inBatches<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: PARALLEL_CALLS }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  }));
  return out;
}

interface Requested { jobId: string; at: number }

/** Waits for every job, then: wall time (first request → last completion), per-job latencies and outcomes. */
async function settle(requested: Requested[], started: number) {
  const ids = requested.map((r) => r.jobId);
  for (;;) {
    const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from jobs where id = any(${sql.param(ids)}::uuid[]) and status not in ('completed','failed','cancelled')`);
    if (r.rows[0].n === 0) break;
    await new Promise((res) => setTimeout(res, 50));
  }
  const rows = (await db.execute<{ id: string; status: string; done: number; result: Record<string, unknown> | null }>(sql`
    select id, status, extract(epoch from completed_at) * 1000 as done, result from jobs where id = any(${sql.param(ids)}::uuid[])`)).rows;
  const at = new Map(requested.map((r) => [r.jobId, r.at]));
  const latencies = rows.map((r) => Number(r.done) - at.get(r.id)!);
  const end = Math.max(...rows.map((r) => Number(r.done)));
  const failed = rows.filter((r) => r.status !== "completed").length;
  const unchanged = rows.filter((r) => r.result?.unchanged === true).length;
  const changes = rows.reduce((a, r) => a + Number(r.result?.changes ?? 0), 0);
  // What went wrong or was found, for a look at scans that did not end as expected.
  const notes = rows.flatMap((r) => ((r.result?.details as { warnings?: string[] } | undefined)?.warnings ?? []).map((w) => w.slice(0, 140)));
  const found = (await db.execute<{ d: string }>(sql`select c.description as d from changes c join snapshots s on s.id = c.snapshot_id where s.job_id = any(${sql.param(ids)}::uuid[]) limit 4`)).rows.map((x) => x.d.slice(0, 100));
  return { seconds: (end - started) / 1000, latencies, failed, unchanged, changes, notes, found };
}

const pagesPerRound = async (ids: string[]) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from monitored_pages where competitor_id = any(${sql.param(ids)}::uuid[])`)).rows[0].n;

const results: { name: string; scans: number; pages: number; seconds: number; latencies: number[]; failed: number; unchanged: number; changes: number; notes: string[]; found: string[]; cpu: CpuReading }[] = [];
const databaseName = new URL(target.url).pathname.slice(1);
/** CPU (ms) each part used between two readings. */
const cpuSince = async (before: CpuReading): Promise<CpuReading> => {
  const now = await cpuReading(worker.pid!, databaseName);
  return { worker: now.worker - before.worker, browser: now.browser - before.browser, postgres: now.postgres - before.postgres, bench: now.bench - before.bench, machine: now.machine - before.machine };
};

// First scans: adding each competitor queues its first scan (the baseline capture).
const users = await Promise.all(Array.from({ length: Math.ceil(N / 10) }, (_, i) => makeUser(`Bench ${i}`)));
let started = Date.now();
const cpuBefore = await cpuReading(worker.pid!, databaseName);
const created = await inBatches(sites.map((s, i) => ({ s, i })), async ({ s, i }) => {
  const at = Date.now();
  const res = await call(createRoute, "http://localhost/api/competitors", {
    token: users[Math.floor(i / 10)].token,
    body: { name: `Rival ${i} (${s.site})`, url: `http://${s.domain}`, checkFrequency: "1d", type: "competitor", metadata: { domain: s.domain } },
  });
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id as string, token: users[Math.floor(i / 10)].token, jobId: res.body.data.baselineCaptureEventId as string, at };
});
const ids = created.map((c) => c.id);
const r = await settle(created, started);
results.push({ name: "first scans", scans: N, pages: await pagesPerRound(ids), ...r, cpu: await cpuSince(cpuBefore) });

/**
 * Before a round: Postgres writes the previous round's data out (a checkpoint) and the machine has a
 * second to go quiet, so that flushing the first scans' snapshots is not counted against the next round.
 */
async function settleBetweenRounds() {
  await db.execute(sql`checkpoint`).catch(() => {});
  await new Promise((r) => setTimeout(r, 1000));
}

async function checkNowAll(name: string) {
  await settleBetweenRounds();
  const cpuAtStart = await cpuReading(worker.pid!, databaseName);
  const begin = Date.now();
  const requested = await inBatches(created, async (c) => {
    const at = Date.now();
    const res = await call(scanRoute, `http://localhost/api/competitors/${c.id}/scan`, { method: "POST", token: c.token, params: { id: c.id } });
    if (res.status !== 202 || !res.body.jobId) throw new Error(`Check Now failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { jobId: res.body.jobId as string, at };
  });
  const out = await settle(requested, begin);
  results.push({ name, scans: N, pages: await pagesPerRound(ids), ...out, cpu: await cpuSince(cpuAtStart) });
}

await checkNowAll("unchanged re-scans");
// --skip-changed: unchanged rounds only (a quicker look, e.g. with --profile, at the fast path).
if (process.argv.includes("--skip-changed")) {
  await checkNowAll("unchanged re-scans (2)");
  await checkNowAll("unchanged re-scans (3)");
} else {
  for (const s of sites) s.bump();
  await checkNowAll("one page changed");
  await checkNowAll("unchanged re-scans (again)");
}

// The raw rate: a plain sequential fetch loop over the same pages, same run, same machine.
const urls = (await db.execute<{ url: string }>(sql`select url from monitored_pages where competitor_id = any(${sql.param(ids)}::uuid[])`)).rows.map((x) => x.url);
started = performance.now();
const rawCpuStart = process.cpuUsage();
let fetched = 0;
for (let pass = 0; pass < 3; pass++) {
  for (const u of urls) {
    const res = await fetch(u);
    await res.arrayBuffer();
    fetched++;
  }
}
const rawPagesPerSecond = fetched / ((performance.now() - started) / 1000);
const rawCpu = process.cpuUsage(rawCpuStart);
const rawCpuPerPage = (rawCpu.user + rawCpu.system) / 1000 / fetched;
const peaks = sampler.peaks();
sampler.stop();

const load = os.loadavg().map((x) => x.toFixed(2)).join(", ");
console.log(`bench:pipeline — ${N} competitors (${fixtures.length} fixture sites, one port each), worker process with browser, ${os.cpus().length} CPUs, load average ${load}`);
for (const x of results) {
  const s = summary(x.latencies);
  const ratio = x.pages / x.seconds / rawPagesPerSecond;
  console.log(
    `${x.name.padEnd(28)} ${fmt(x.scans / x.seconds, 2).padStart(7)} scans/s ${fmt(x.pages / x.seconds, 1).padStart(7)} pages/s  ` +
      `(${fmt(ratio * 100, 1)}% of raw)  Check Now → completed p50 ${fmt(s.p50 / 1000, 2)} s p95 ${fmt(s.p95 / 1000, 2)} s  ` +
      `[${x.failed} failed, ${x.unchanged} unchanged, ${x.changes} changes, ${fmt(x.seconds, 1)} s]`,
  );
  const per = (ms: number) => fmt(ms / x.scans, 1);
  console.log(
    `    CPU per scan: worker ${per(x.cpu.worker)} ms, browser ${per(x.cpu.browser)} ms, Postgres ${per(x.cpu.postgres)} ms, bench process (API calls, fixture sites) ${per(x.cpu.bench)} ms; ` +
      `whole machine ${per(x.cpu.machine)} ms (${fmt((x.cpu.machine / (x.seconds * 1000) / os.cpus().length) * 100, 0)}% of its ${os.cpus().length} CPUs busy)`,
  );
  if (x.notes.length) console.log(`    ${x.notes.length} warnings, e.g. ${[...new Set(x.notes)].slice(0, 3).join(" | ")}`);
  if (x.found.length && x.name.startsWith("unchanged")) console.log(`    changes found: ${x.found.join(" | ")}`);
}
console.log(`raw fetch loop (sequential, same ${urls.length} pages × 3): ${fmt(rawPagesPerSecond, 0)} pages/s, CPU ${fmt(rawCpuPerPage, 2)} ms per page (client and server)`);
console.log(`peak memory: worker ${fmt(peaks.workerMb, 0)} MB RSS, browser ${fmt(peaks.browserMb, 0)} MB (Pss of its processes)`);

worker.kill("SIGTERM");
await new Promise((res) => worker.once("exit", res));
await Promise.all(sites.map((s) => s.close()));
await closeDb();
await target.drop();
fs.rmSync(dataDir, { recursive: true, force: true });

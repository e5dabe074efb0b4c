/**
 * `npm test`: unit + integration tests (vitest, real Postgres) and end-to-end tests (Playwright, real
 * Chromium against the built app). Ends with the plain line `N passed, N failed`.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { env, processEnvSnapshot } from "@/lib/env";
import { createTestDatabase } from "@/tests/setup/test-database";
import { root, nextBin, needsBuild, buildApp } from "./lib/build-state";
import { freePort, waitFor } from "./lib/local-server";

const resultsDir = path.join(root, ".test-results");
/**
 * `npm test -- unit [vitest args]` runs the unit and integration half (with arguments: only what they
 * select, e.g. a file or `-t <name>`); `npm test -- e2e [playwright args]` the end-to-end half (e.g. one
 * spec file or project). A bare test file path picks its half: `npm test -- lib/format.test.ts`,
 * `npm test -- tests/e2e/chat.spec.ts`.
 */
const argv = process.argv.slice(2);
const only: "unit" | "e2e" | undefined =
  argv[0] === "unit" || argv[0] === "e2e" ? argv[0] : argv.some((a) => /\.test\.tsx?$/.test(a)) ? "unit" : argv.some((a) => /\.spec\.tsx?$/.test(a)) ? "e2e" : undefined;
const selected = argv[0] === "unit" || argv[0] === "e2e" ? argv.slice(1) : argv;
const e2eArgs = only === "e2e" ? selected : [];
const vitestArgs = only === "unit" ? selected : [];

function exec(cmd: string, args: string[], extraEnv: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const p = spawn(cmd, args, { cwd: root, env: { ...processEnvSnapshot(), ...extraEnv }, stdio: "inherit" });
    p.on("exit", (c) => resolve(c ?? 1));
  });
}

function findWorkerTestFiles(dir = root): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name.startsWith(".")) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...findWorkerTestFiles(p));
    else if (/\.test\.tsx?$/.test(e.name) && fs.readFileSync(p, "utf8").includes("startWorker(")) out.push(path.relative(root, p));
  }
  return out;
}

/** Wall-clock time since `t0`, for the phase lines (CI's budget is watched from them). */
function seconds(t0: number): string {
  return `${Math.round((Date.now() - t0) / 1000)} s`;
}

interface Counts { passed: number; failed: number; skipped: number }

/** Names of what failed, printed again just above the closing line so that a log's tail shows them. */
const failedNames: string[] = [];

interface VitestFile { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages?: string[] }[] }

function vitestCounts(file: string): Counts {
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  const files: VitestFile[] = r.testResults ?? [];
  // A file that fails to load has no assertions but counts as a failure.
  const brokenFiles = files.filter((f) => f.status === "failed" && f.assertionResults.length === 0).length;
  for (const f of files) {
    const where = path.relative(root, f.name);
    if (f.status === "failed" && f.assertionResults.length === 0) failedNames.push(`${where}: ${(f.message ?? "did not load").split("\n")[0]}`);
    for (const a of f.assertionResults) {
      if (a.status === "failed") failedNames.push(`${where} › ${a.fullName}: ${(a.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300)}`);
    }
  }
  return { passed: r.numPassedTests ?? 0, failed: (r.numFailedTests ?? 0) + brokenFiles, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}

interface PwSuite { title: string; suites?: PwSuite[]; specs?: { title: string; file: string; tests: { projectName: string; status: string }[] }[] }

function playwrightFailures(suite: PwSuite, trail: string[]): void {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) if (t.status === "unexpected") failedNames.push(`[${t.projectName}] ${spec.file} › ${[...trail, spec.title].join(" › ")}`);
  }
  for (const s of suite.suites ?? []) playwrightFailures(s, [...trail, s.title]);
}

function playwrightCounts(file: string): Counts {
  const r = JSON.parse(fs.readFileSync(file, "utf8"));
  for (const s of r.suites ?? []) playwrightFailures(s, []);
  for (const e of r.errors ?? []) failedNames.push(`playwright: ${String(e.message ?? e).split("\n")[0]}`);
  const s = r.stats ?? {};
  // A test that failed once and passed on its CI retry counts as passed, but is named here.
  if (s.flaky) console.log(`[test] playwright: ${s.flaky} flaky (passed on retry): see the list reporter above`);
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: (s.unexpected ?? 0) + (r.errors?.length ?? 0), skipped: s.skipped ?? 0 };
}

async function main() {
  fs.rmSync(resultsDir, { recursive: true, force: true });
  fs.mkdirSync(resultsDir, { recursive: true });
  const chrome = env().CHROME_PATH || "/usr/bin/chromium";
  if (env().CI === "true" && !fs.existsSync(chrome)) {
    console.error(`[test] Chromium not found at ${chrome}; in CI a missing browser fails the run.`);
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
  const db = await createTestDatabase(env().TEST_DATABASE_URL ?? env().DATABASE_URL);
  const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    if (only !== "unit" && needsBuild()) {
      console.log("[test] building the app for the end-to-end tests…");
      const t0 = Date.now();
      if ((await buildApp()) !== 0) throw new Error("next build failed");
      console.log(`[test] build took ${seconds(t0)}`);
    }
    if (only !== "e2e") {
      // Files that run a job worker go last, one at a time: a worker picks any queued job, so it
      // must not run beside files that assert on the status of competitors they just created. (Each
      // such file also has a database of its own, tests/setup/worker-env.ts, so that no worker runs
      // another file's jobs.)
      const workerFiles = findWorkerTestFiles();
      const passes: { name: string; args: string[] }[] = vitestArgs.length
        ? [{ name: "selected", args: ["--no-file-parallelism", ...vitestArgs] }]
        : [
            { name: "parallel", args: workerFiles.flatMap((f) => ["--exclude", f]) },
            { name: "workers", args: ["--no-file-parallelism", ...workerFiles] },
          ];
      for (const pass of passes) {
        const vitestJson = path.join(resultsDir, `vitest-${pass.name}.json`);
        // In CI (a loaded 2-core machine) a failed test runs once more, as in Playwright; one that passes
        // on its retry is named as flaky below.
        const retry = env().CI === "true" ? ["--retry=1"] : [];
        const t0 = Date.now();
        await exec(process.execPath, [path.join(root, "node_modules/vitest/vitest.mjs"), "run", "--reporter=default", "--reporter=json", "--reporter=./tests/setup/flaky-reporter.ts", `--outputFile.json=${vitestJson}`, ...retry, ...pass.args], { RIVALSCOPE_TEST_DB_URL: db.url });
        const c = fs.existsSync(vitestJson) ? vitestCounts(vitestJson) : { passed: 0, failed: 1, skipped: 0 };
        console.log(`[test] vitest (${pass.name}): ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped (took ${seconds(t0)})`);
        totals.passed += c.passed; totals.failed += c.failed; totals.skipped += c.skipped;
      }
    }
    if (only !== "unit") {
      const t0 = Date.now();
      const c = await runE2E(db.url);
      console.log(`[test] playwright: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped (took ${seconds(t0)})`);
      totals.passed += c.passed; totals.failed += c.failed; totals.skipped += c.skipped;
    }
  } catch (err) {
    console.error("[test]", err instanceof Error ? err.message : err);
    totals.failed += 1;
  } finally {
    await db.drop().catch(() => {});
  }
  const flakyFile = path.join(resultsDir, "vitest-flaky.txt");
  if (fs.existsSync(flakyFile)) console.log(`[test] vitest: flaky (passed on retry):\n${fs.readFileSync(flakyFile, "utf8").trimEnd().split("\n").map((l) => `  ~ ${l}`).join("\n")}`);
  if (failedNames.length) console.log(`[test] failed:\n${failedNames.map((n) => `  ✗ ${n}`).join("\n")}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

async function runE2E(databaseUrl: string): Promise<Counts> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rivalscope-e2e-"));
  const appEnv = { ...processEnvSnapshot(), DATABASE_URL: databaseUrl, PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, NODE_ENV: "production" as const, SCAN_ALLOWED_PRIVATE_HOSTS: "127.0.0.1,localhost", AUTH_SECRET: "e2e-secret-0123456789abcdef0123456789", SIGNUP_LIMIT_PER_HOUR: "100000", CHECK_NOW_COOLDOWN_SECONDS: "0" };
  const web = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: root, env: appEnv, stdio: ["ignore", "ignore", "inherit"] });
  const worker = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/worker.ts")], { cwd: root, env: appEnv, stdio: ["ignore", "ignore", "inherit"] });
  try {
    if (!(await waitFor(`http://127.0.0.1:${port}/health`, 90_000))) throw new Error("the app did not start for the end-to-end tests");
    const json = path.join(resultsDir, "playwright.json");
    await exec(process.execPath, [path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...e2eArgs], { PLAYWRIGHT_BASE_URL: `http://127.0.0.1:${port}`, DATABASE_URL: databaseUrl, E2E_DATA_DIR: dataDir });
    return fs.existsSync(json) ? playwrightCounts(json) : { passed: 0, failed: 1, skipped: 0 };
  } finally {
    web.kill("SIGTERM");
    worker.kill("SIGTERM");
  }
}

main();

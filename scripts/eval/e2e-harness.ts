/**
 * The harness both end-to-end evaluations run in (npm run eval:extract:e2e, eval:changes:e2e): a
 * database of their own, a data folder of their own, scans allowed to reach 127.0.0.1, the rule-based
 * reading (no pricing model, no tokens spent) and a scan worker, all torn down afterwards; the process
 * exits 1 when the run says it failed. Modules that read the environment are imported only after it
 * is set.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { env, setProcessEnv } from "@/lib/env";
import { createTestDatabase } from "@/tests/setup/test-database";

export async function withScanWorker(o: { tmpPrefix: string; parallel: number; env?: Record<string, string> }, run: () => Promise<boolean>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), o.tmpPrefix));
  const db = await createTestDatabase(env().TEST_DATABASE_URL ?? env().DATABASE_URL);
  setProcessEnv({ DATABASE_URL: db.url, DATA_DIR: dataDir, SCAN_ALLOWED_PRIVATE_HOSTS: "127.0.0.1", ANTHROPIC_API_KEY: "", NODE_ENV: "test", ...o.env });
  const { startWorker } = await import("@/lib/jobs/worker");
  const { SCAN_JOB } = await import("@/lib/monitor/enqueue-scan");
  const { closeSharedBrowser } = await import("@/lib/monitor/browser");
  const { closeDb } = await import("@/db/client");
  const runner = await startWorker({ concurrency: 1, scanConcurrency: o.parallel, crontab: false, tasks: [SCAN_JOB] });
  let failed = false;
  try {
    failed = await run();
  } finally {
    await runner.stop();
    await closeSharedBrowser();
    await closeDb();
    await db.drop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

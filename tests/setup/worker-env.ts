import { expect, inject } from "vitest";
import path from "node:path";
import fs from "node:fs";
import os from "node:os";
import { resetEnvCache } from "@/lib/env";
import { createFileDatabase } from "./test-database";

// Every test worker talks to the run's database and keeps files in its own temporary DATA_DIR. A file
// that starts a job worker gets a database of its own instead (createFileDatabase): a worker runs any
// job queued in its database, so on a shared one it would run other files' scans and they its own.
const testFile = expect.getState().testPath;
const startsWorker = !!testFile && fs.readFileSync(testFile, "utf8").includes("startWorker(");
process.env.DATABASE_URL = startsWorker ? await createFileDatabase(inject("databaseUrl")) : inject("databaseUrl");
Object.assign(process.env, { NODE_ENV: "test" });
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "rivalscope-test-"));
process.env.AUTH_SECRET ??= "test-secret-for-vitest-runs-only-0123456789";
// Tests check a site again at once (tests/security/check-now-cooldown.test.ts sets the cooldown itself).
process.env.CHECK_NOW_COOLDOWN_SECONDS ??= "0";
// Creating a file's database read the env before the lines above set it.
resetEnvCache();

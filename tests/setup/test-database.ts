import pg from "pg";
import path from "node:path";
import fs from "node:fs";
import os from "node:os";
import { startEmbeddedPostgres, type EmbeddedDb } from "@/lib/db/embedded";
import { migrateDatabase } from "@/lib/db/migrate";

export interface TestDatabase { url: string; drop(): Promise<void> }

/**
 * A fresh, migrated database for one test run: on TEST_DATABASE_URL / DATABASE_URL's server when
 * set, otherwise on an embedded Postgres under .test-data.
 */
export async function createTestDatabase(serverUrl: string | undefined): Promise<TestDatabase> {
  let embedded: EmbeddedDb | null = null;
  let base = serverUrl;
  let embeddedDir: string | null = null;
  if (!base) {
    // A cluster of its own per run, so concurrent runs never share one.
    embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), "rivalscope-testdb-"));
    embedded = await startEmbeddedPostgres(embeddedDir, { database: "postgres" });
    base = embedded.url;
  }
  const name = `rivalscope_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const url = await createMigrated(base, name);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // The run's database and the ones its worker test files made beside it (createFileDatabase).
      const own = await c.query<{ datname: string }>("select datname from pg_database where datname = $1 or starts_with(datname, $2)", [name, `${name}_file_`]).catch(() => ({ rows: [] as { datname: string }[] }));
      for (const { datname } of own.rows) await c.query(`drop database if exists ${datname} with (force)`).catch(() => {});
      await c.end();
      if (embedded) await embedded.stop();
      if (embeddedDir) fs.rmSync(embeddedDir, { recursive: true, force: true });
    },
  };
}

/** Creates database `name` on the server of `serverUrl` and migrates it; its URL. */
async function createMigrated(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  await migrateDatabase(url);
  return url;
}

/**
 * A database of its own for one test file, beside the run's database `runUrl` (dropped with it):
 * a file that starts a job worker gets one so that its worker runs only the jobs that file enqueued.
 * On the run's shared database, a worker picks any queued job, so one started by another file running
 * at the same time (different env, fake servers, request logs) or left queued by an earlier file would
 * run this file's scans, or this file's worker theirs.
 */
export async function createFileDatabase(runUrl: string): Promise<string> {
  const runName = new URL(runUrl).pathname.slice(1);
  return createMigrated(runUrl, `${runName}_file_${process.pid}_${Math.floor(Math.random() * 1e6)}`);
}

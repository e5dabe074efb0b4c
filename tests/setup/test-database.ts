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
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  const url = u.toString();
  await migrateDatabase(url);
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await c.end();
      if (embedded) await embedded.stop();
      if (embeddedDir) fs.rmSync(embeddedDir, { recursive: true, force: true });
    },
  };
}

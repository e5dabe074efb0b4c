import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import * as schema from "./schema";
import { env } from "@/lib/env";
import { logger } from "@/lib/log";

export type Db = NodePgDatabase<typeof schema>;

interface DbHandle { pool: pg.Pool; db: Db }

const globalForDb = globalThis as unknown as { __rivalscopeDb?: DbHandle };

export function createDb(connectionString: string, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  pool.on("error", (err) => logger("db").error({ err }, "idle client error"));
  // A connection that fails while checked out (server restart, network) is logged, not thrown at the process.
  pool.on("connect", (client) => client.on("error", (err) => logger("db").error({ err }, "client error")));
  return { pool, db: drizzle(pool, { schema }) };
}

/** The process-wide database (one pool per process). */
export function getDbHandle(): DbHandle {
  if (!globalForDb.__rivalscopeDb) {
    const url = env().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set (npm start sets it when it starts the embedded database)");
    const e = env();
    // A worker's scans each hold a connection while they store; the queue needs a few of its own.
    globalForDb.__rivalscopeDb = createDb(url, e.DATABASE_POOL_SIZE ?? Math.max(10, Math.ceil(e.SCAN_CONCURRENCY / 2) + 8));
  }
  return globalForDb.__rivalscopeDb;
}

export function getDb(): Db {
  return getDbHandle().db;
}

export async function closeDb(): Promise<void> {
  const h = globalForDb.__rivalscopeDb;
  globalForDb.__rivalscopeDb = undefined;
  if (h) await h.pool.end();
}

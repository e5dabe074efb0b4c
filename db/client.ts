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
    // A worker's scan slots and its 4 other job slots may each hold a connection at once (the queue
    // runner expects a pool at least as large as its concurrency). The pool opens connections only
    // when they are needed: a scan holds one only while it reads or writes, so few are open at a time.
    globalForDb.__rivalscopeDb = createDb(url, e.DATABASE_POOL_SIZE ?? Math.max(10, e.SCAN_CONCURRENCY + 4));
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

import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { runMigrations } from "graphile-worker";
import { createDb } from "@/db/client";
import { graphileLogger } from "@/lib/jobs/graphile-logger";

/** Applies our Drizzle migrations and graphile-worker's own schema. Safe to run concurrently and repeatedly. */
export async function migrateDatabase(connectionString: string): Promise<void> {
  const { db, pool } = createDb(connectionString, 2);
  try {
    const client = await pool.connect();
    try {
      // Serialise concurrent migrators (several workers starting at once).
      await client.query("select pg_advisory_lock(727274)");
      await migrate(db, { migrationsFolder: path.resolve(import.meta.dirname, "../../db/migrations") });
      await runMigrations({ pgPool: pool, logger: graphileLogger });
      await client.query("select pg_advisory_unlock(727274)");
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

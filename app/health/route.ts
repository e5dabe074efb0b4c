import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { errorJson, json } from "@/lib/api/respond";
import { scanBacklog } from "@/lib/jobs/backlog";
import { withRequestId } from "@/lib/api/with-request-id";
import { logger } from "@/lib/log";
import { readDatabaseState } from "@/lib/db/database-state";

export const dynamic = "force-dynamic";

/** Liveness, database check and the scan backlog (`scans.behind`), polled by the dashboard every 60 s. */
export const GET = withRequestId(async (): Promise<Response> => {
  const started = Date.now();
  try {
    // Bounded: a database that accepts connections but never answers is down too.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      getDb().execute(sql`select 1`),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("no answer within 3 s")), 3000))),
    ]).finally(() => clearTimeout(timer));
    const latencyMs = Date.now() - started;
    // The scan queue: a backlog means the workers do not keep up (more workers or SCAN_CONCURRENCY).
    const backlog = await scanBacklog(getDb()).catch(() => null);
    return json({ data: { status: "ok", database: "ok", latencyMs, time: new Date().toISOString(), ...(backlog ? { scans: backlog } : {}) } });
  } catch (err) {
    // npm start restarting its crashed embedded Postgres says so (lib/db/database-state.ts).
    if (readDatabaseState() === "restarting") {
      logger("health").warn("database restarting");
      return errorJson("service_unavailable", "Database restarting");
    }
    logger("health").error({ err }, "database check failed");
    return errorJson("service_unavailable", "Database unreachable");
  }
});

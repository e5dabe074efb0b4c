import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { errorJson, json } from "@/lib/api/respond";
import { scanBacklog } from "@/lib/jobs/backlog";
import { withRequestId } from "@/lib/api/with-request-id";
import { logger } from "@/lib/log";

export const dynamic = "force-dynamic";

/** Liveness, database check and the scan backlog (`scans.behind`), polled by the dashboard every 60 s. */
export const GET = withRequestId(async (): Promise<Response> => {
  const started = Date.now();
  try {
    await getDb().execute(sql`select 1`);
    const latencyMs = Date.now() - started;
    // The scan queue: a backlog means the workers do not keep up (more workers or SCAN_CONCURRENCY).
    const backlog = await scanBacklog(getDb()).catch(() => null);
    return json({ data: { status: "ok", database: "ok", latencyMs, time: new Date().toISOString(), ...(backlog ? { scans: backlog } : {}) } });
  } catch (err) {
    logger("health").error({ err }, "database check failed");
    return errorJson("service_unavailable", "Database unreachable");
  }
});

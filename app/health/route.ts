import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { json } from "@/lib/api/respond";

export const dynamic = "force-dynamic";

/** Liveness and database check, polled by the dashboard every 60 s. */
export async function GET(): Promise<Response> {
  const started = Date.now();
  try {
    await getDb().execute(sql`select 1`);
    return json({ data: { status: "ok", database: "ok", latencyMs: Date.now() - started, time: new Date().toISOString() } });
  } catch (err) {
    console.error("[health] database check failed", err instanceof Error ? err.message : err);
    return json({ error: { code: "service_unavailable", message: "Database unreachable" } }, 503);
  }
}

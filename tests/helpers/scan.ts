import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { resetEnvCache } from "@/lib/env";
import type { ApiBody } from "./http";

/** Lets the scanner reach the fixture servers on 127.0.0.1 (the only way around the address rules). */
export function allowLoopbackScans(): void {
  process.env.SCAN_ALLOWED_PRIVATE_HOSTS = "127.0.0.1";
  resetEnvCache();
}

/** Lets the scanner reach exactly these "host:port" entries and no other private address. */
export function allowScansOf(hostPorts: string[]): void {
  process.env.SCAN_ALLOWED_PRIVATE_HOSTS = hostPorts.join(",");
  resetEnvCache();
}

export async function waitForJob(jobId: string, ms = 90_000): Promise<{ status: string; result: ApiBody; error: string | null }> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const r = await getDb().execute<{ status: string; result: ApiBody; error: string | null }>(sql`select status, result, error from jobs where id = ${jobId}`);
    const row = r.rows[0];
    if (row && ["completed", "failed", "cancelled"].includes(row.status)) return row;
    await new Promise((res) => setTimeout(res, 200));
  }
  throw new Error(`job ${jobId} did not finish`);
}

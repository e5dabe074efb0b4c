import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

export const LIVE_CHANNEL = "live_events";

export type LiveEventName = "competitor-update" | "change" | "job-update" | "insight" | "signout";

export interface LiveMessage {
  userId: string;
  event: LiveEventName;
  data: Record<string, unknown>;
}

/** Postgres NOTIFY payloads are limited to 8000 bytes: long text fields are shortened. */
function fit(message: LiveMessage): string {
  let text = JSON.stringify(message);
  if (text.length < 7500) return text;
  const data: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(message.data)) data[k] = typeof v === "string" && v.length > 500 ? `${v.slice(0, 500)}…` : v;
  text = JSON.stringify({ ...message, data, truncated: true });
  return text.length < 7500 ? text : JSON.stringify({ userId: message.userId, event: message.event, data: { id: message.data.id ?? null }, truncated: true });
}

/**
 * The live bus: any process publishes with NOTIFY (inside the caller's transaction when given one, so
 * listeners hear only of committed facts); web processes LISTEN and forward to SSE streams.
 */
export const liveBus = {
  async publish(db: Db, message: LiveMessage): Promise<void> {
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${fit(message)})`);
  },
};

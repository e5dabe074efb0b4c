import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import type { LiveEventName } from "./events";

export const LIVE_CHANNEL = "live_events";

export interface LiveMessage {
  userId: string;
  event: LiveEventName;
  data: Record<string, unknown>;
  /** The event's id (its row in live_events), set on the way out. */
  id?: number;
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
 * For a statement that inserts its live event itself (in a CTE named `e` over live_events, returning
 * id, user_id, event and data): the NOTIFY of that event, as a scalar subquery of its final SELECT.
 * A payload too long for NOTIFY keeps the ids and status only, marked truncated (as fit() does).
 */
export const notifyInserted = sql.raw(`(select pg_notify('${LIVE_CHANNEL}', case when octet_length(t.m) < 7500 then t.m else t.s end)
  from (select jsonb_build_object('userId', e.user_id, 'event', e.event, 'data', e.data, 'id', e.id)::text as m,
               jsonb_build_object('userId', e.user_id, 'event', e.event, 'id', e.id, 'truncated', true,
                 'data', jsonb_strip_nulls(jsonb_build_object('id', e.data->'id', 'jobId', e.data->'jobId', 'status', e.data->'status')))::text as s
        from e) t)`);

/**
 * The live bus: any process publishes (inside the caller's transaction when given one, so listeners hear
 * only of committed facts). Each event is kept in live_events (its id is the SSE event id, for replay to
 * a browser that reconnects) and announced with NOTIFY; web processes LISTEN and forward to SSE streams.
 * One statement, one round trip.
 */
export const liveBus = {
  async publish(db: Db, message: LiveMessage): Promise<void> {
    await db.execute(sql`
      with e as (insert into live_events (user_id, event, data) values (${message.userId}, ${message.event}, ${JSON.stringify(message.data)}::jsonb) returning id)
      select pg_notify(${LIVE_CHANNEL}, (${fit(message)}::jsonb || jsonb_build_object('id', e.id))::text) from e`);
  },
};

/** Events of one user after `afterId` (a reconnecting stream's Last-Event-ID), oldest first. */
export async function eventsSince(db: Db, params: { userId: string; afterId: number; events: readonly LiveEventName[]; limit?: number }): Promise<(LiveMessage & { id: number })[]> {
  const r = await db.execute<{ id: string; event: LiveEventName; data: Record<string, unknown> }>(sql`
    select id, event, data from live_events
    where user_id = ${params.userId} and id > ${params.afterId} and event = any(${sql.param(params.events)}::text[])
      and created_at > now() - interval '1 day'
    order by id limit ${params.limit ?? 500}`);
  return r.rows.map((row) => ({ id: Number(row.id), userId: params.userId, event: row.event, data: row.data }));
}

/** Live events are kept a day (replay covers a browser that was away for less than that). */
export async function pruneLiveEvents(db: Db): Promise<void> {
  await db.execute(sql`delete from live_events where created_at < now() - interval '1 day'`);
}

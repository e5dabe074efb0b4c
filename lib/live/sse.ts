import type { Db } from "@/db/client";
import { sql } from "drizzle-orm";
import { eventsSince, type LiveMessage } from "./bus";
import { STREAM_EVENTS, type LiveEventName, type StreamKind } from "./events";
import { liveListener } from "./listener";

export const HEARTBEAT_MS = 15_000;

const EVENTS: Record<StreamKind, readonly LiveEventName[]> = STREAM_EVENTS;

function frame(event: string, data: unknown, id?: number): Uint8Array {
  return new TextEncoder().encode(`${id !== undefined ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** The last event id the browser saw: the Last-Event-ID header (EventSource's own reconnect) or ?lastEventId=. */
function lastEventId(req: Request): number | null {
  const raw = req.headers.get("last-event-id") ?? new URL(req.url).searchParams.get("lastEventId");
  const n = raw !== null && /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** The database's health as a "health" frame. */
async function sendHealth(db: Db, send: (event: string, data: unknown) => void): Promise<void> {
  const started = Date.now();
  try {
    await db.execute(sql`select 1`);
    send("health", { status: "ok", database: "ok", latencyMs: Date.now() - started, time: new Date().toISOString() });
  } catch {
    send("health", { status: "degraded", database: "unreachable", time: new Date().toISOString() });
  }
}

/** An SSE stream of one user's events of one kind; ends on sign-out or when the client goes away. */
export function liveStream(db: Db, req: Request, userId: string, kind: StreamKind, heartbeatMs = HEARTBEAT_MS): Response {
  let cleanup: () => void = () => {};
  // Set once the stream ends from either side (sign-out, the request aborted, the reader cancelled): the
  // start below may still be awaiting its subscription then, and must neither keep a timer nor write.
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      const send = (event: string, data: unknown, id?: number) => {
        if (closed) return;
        try {
          controller.enqueue(frame(event, data, id));
        } catch {
          close();
        }
      };
      // Events are listened for before the missed ones are read, and held until those are sent, so none
      // is lost or sent twice in between.
      const since = lastEventId(req);
      let held: LiveMessage[] | null = since !== null ? [] : null;
      const replayed = new Set<number>();
      const deliver = (msg: LiveMessage) => {
        if (msg.id !== undefined && replayed.has(msg.id)) return;
        send(msg.event, msg.data, msg.id);
      };
      const unsubscribe = await liveListener().subscribe(userId, (msg: LiveMessage) => {
        if (msg.event === "signout") return close();
        if (!EVENTS[kind].includes(msg.event)) return;
        if (held) held.push(msg);
        else deliver(msg);
      });
      const health = () => sendHealth(db, send);
      cleanup = unsubscribe;
      // the client went away while the subscription was being made: the abort event has been and gone
      if (closed || req.signal.aborted) {
        unsubscribe();
        return close();
      }
      const beat = setInterval(() => {
        send("heartbeat", { time: new Date().toISOString() });
        if (kind === "health") void health();
      }, heartbeatMs);
      cleanup = () => {
        clearInterval(beat);
        unsubscribe();
      };
      req.signal.addEventListener("abort", close);
      send("connected", { stream: kind, userId, time: new Date().toISOString() });
      if (since !== null) {
        const missed = EVENTS[kind].length > 0 ? await eventsSince(db, { userId, afterId: since, events: EVENTS[kind] }).catch(() => []) : [];
        for (const msg of missed) {
          deliver(msg);
          replayed.add(msg.id);
        }
        for (const msg of held ?? []) deliver(msg);
        held = null;
      }
      if (kind === "health") await health();
    },
    cancel() {
      closed = true;
      cleanup();
    },
  });
  return new Response(stream, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", connection: "keep-alive", "x-accel-buffering": "no" },
  });
}

import type { Db } from "@/db/client";
import { sql } from "drizzle-orm";
import type { LiveEventName, LiveMessage } from "./bus";
import { liveListener } from "./listener";

export const HEARTBEAT_MS = 15_000;

export type StreamKind = "changes" | "insights" | "health";

const EVENTS: Record<StreamKind, LiveEventName[]> = {
  changes: ["competitor-update", "change", "job-update"],
  insights: ["insight"],
  health: [],
};

function frame(event: string, data: unknown): Uint8Array {
  return new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** An SSE stream of one user's events of one kind; ends on sign-out or when the client goes away. */
export function liveStream(db: Db, req: Request, userId: string, kind: StreamKind): Response {
  let cleanup: () => void = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const send = (event: string, data: unknown) => {
        if (!closed) controller.enqueue(frame(event, data));
      };
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
      const unsubscribe = await liveListener().subscribe(userId, (msg: LiveMessage) => {
        if (msg.event === "signout") return close();
        if (EVENTS[kind].includes(msg.event)) send(msg.event, msg.data);
      });
      const health = async () => {
        const started = Date.now();
        try {
          await db.execute(sql`select 1`);
          send("health", { status: "ok", database: "ok", latencyMs: Date.now() - started, time: new Date().toISOString() });
        } catch {
          send("health", { status: "degraded", database: "unreachable", time: new Date().toISOString() });
        }
      };
      const beat = setInterval(() => {
        send("heartbeat", { time: new Date().toISOString() });
        if (kind === "health") void health();
      }, HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(beat);
        unsubscribe();
      };
      req.signal.addEventListener("abort", close);
      send("connected", { stream: kind, userId, time: new Date().toISOString() });
      if (kind === "health") await health();
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", connection: "keep-alive", "x-accel-buffering": "no" },
  });
}

/**
 * The stream's end while it is still starting (its subscription to the database's LISTEN connection
 * not yet made): the reader cancelled, or the request aborted. Nothing may be written afterwards (a
 * write to a closed stream throws "Invalid state: Controller is already closed" out of a timer).
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { liveStream } from "@/lib/live/sse";
import { makeUser } from "../helpers/http";

const HEARTBEAT = 20;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a live stream that ends while it starts", () => {
  it("cancelled by its reader at once: no heartbeat is written into the closed stream", async () => {
    const { user } = await makeUser();
    const thrown: unknown[] = [];
    const onError = (e: unknown) => thrown.push(e);
    process.on("uncaughtException", onError);
    try {
      for (let i = 0; i < 5; i++) {
        const res = liveStream(getDb(), new Request("http://localhost/api/live/changes"), user.id, "changes", HEARTBEAT);
        await res.body!.cancel();
      }
      await pause(HEARTBEAT * 10);
    } finally {
      process.off("uncaughtException", onError);
    }
    expect(thrown).toEqual([]);
  });

  it("whose request was aborted before the stream subscribed: the stream ends", async () => {
    const { user } = await makeUser();
    const ac = new AbortController();
    const res = liveStream(getDb(), new Request("http://localhost/api/live/changes", { signal: ac.signal }), user.id, "changes", HEARTBEAT);
    ac.abort();
    const reader = res.body!.getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    expect(await Promise.race([ended, pause(HEARTBEAT * 25).then(() => false)])).toBe(true);
  });
});

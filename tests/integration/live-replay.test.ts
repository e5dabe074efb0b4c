/**
 * Live events carry ids, and a browser that reconnects with Last-Event-ID (EventSource's own reconnect)
 * or ?lastEventId= (a new EventSource) receives the events it missed, once, then the live ones.
 */
import { describe, it, expect } from "vitest";
import { getDb } from "@/db/client";
import { liveBus } from "@/lib/live/bus";
import { GET as changesStream } from "@/app/api/live/changes/route";
import { makeUser, type ApiBody } from "../helpers/http";

interface Frame { id: number | null; event: string; data: ApiBody }

async function open(token: string, opts: { lastEventId?: string; query?: string } = {}) {
  const ac = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (opts.lastEventId) headers["last-event-id"] = opts.lastEventId;
  const res = await changesStream(new Request(`http://localhost/api/live/changes${opts.query ?? ""}`, { headers, signal: ac.signal }));
  expect(res.status).toBe(200);
  const frames: Frame[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buf = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buf += decoder.decode(value, { stream: true });
      let i;
      while ((i = buf.indexOf("\n\n")) >= 0) {
        const chunk = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const id = /^id: (\d+)$/m.exec(chunk)?.[1];
        frames.push({ id: id ? Number(id) : null, event: /^event: (.*)$/m.exec(chunk)?.[1] ?? "message", data: JSON.parse(/^data: (.*)$/m.exec(chunk)?.[1] ?? "null") });
      }
    }
  })();
  const changes = () => frames.filter((f) => f.event === "change");
  const waitFor = async (n: number) => {
    const end = Date.now() + 15_000;
    while (changes().length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    return changes();
  };
  return { frames, changes, waitFor, close: () => ac.abort() };
}

const change = (userId: string, n: number) => liveBus.publish(getDb(), { userId, event: "change", data: { id: `c${n}`, description: `Change ${n}` } });

describe("live events with ids", () => {
  it("replays what a reconnecting stream missed (Last-Event-ID), once and in order, then goes on live", { timeout: 60_000 }, async () => {
    const { user, token } = await makeUser();
    const other = await makeUser();
    const first = await open(token);
    await new Promise((r) => setTimeout(r, 200));
    await change(user.id, 1);
    const [one] = await first.waitFor(1);
    expect(one.id).toEqual(expect.any(Number));
    expect(one.data.description).toBe("Change 1");
    first.close();

    // Missed while away, and another user's event, which is never theirs to see.
    await change(user.id, 2);
    await change(other.user.id, 99);
    await change(user.id, 3);

    const again = await open(token, { lastEventId: String(one.id) });
    const replayed = await again.waitFor(2);
    expect(replayed.map((f) => f.data.description)).toEqual(["Change 2", "Change 3"]);
    expect(replayed.every((f) => f.id !== null && f.id > one.id!)).toBe(true);
    await change(user.id, 4);
    const all = await again.waitFor(3);
    expect(all.map((f) => f.data.description)).toEqual(["Change 2", "Change 3", "Change 4"]);
    again.close();

    // A new EventSource (the dashboard reopens one after an error) asks with ?lastEventId=.
    const fresh = await open(token, { query: `?lastEventId=${replayed[1].id}` });
    const since3 = await fresh.waitFor(1);
    expect(since3.map((f) => f.data.description)).toEqual(["Change 4"]);
    fresh.close();

    // Without an id nothing is replayed; a malformed one is ignored.
    const plain = await open(token, { lastEventId: "not-a-number" });
    await new Promise((r) => setTimeout(r, 500));
    expect(plain.changes()).toEqual([]);
    plain.close();
  });
});

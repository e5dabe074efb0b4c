import { describe, it, expect } from "vitest";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { GET as changesStream } from "@/app/api/live/changes/route";
import { GET as healthStream } from "@/app/api/live/health/route";
import { POST as streamToken } from "@/app/api/live/token/route";
import { POST as signoutRoute } from "@/app/api/auth/signout/route";
import { call, makeUser, type ApiBody } from "../helpers/http";

interface Frame { event: string; data: ApiBody }

/** Opens a stream through the real route handler and collects its SSE frames. */
async function open(handler: typeof changesStream, url: string, headers: Record<string, string> = {}) {
  const ac = new AbortController();
  const res = await handler(new Request(url, { headers, signal: ac.signal }));
  const frames: Frame[] = [];
  let ended = false;
  if (res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buf = "";
    (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) break;
        buf += decoder.decode(value, { stream: true });
        let i;
        while ((i = buf.indexOf("\n\n")) >= 0) {
          const chunk = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const event = /event: (.*)/.exec(chunk)?.[1] ?? "message";
          const data = JSON.parse(/data: (.*)/.exec(chunk)?.[1] ?? "null");
          frames.push({ event, data });
        }
      }
      ended = true;
    })();
  }
  const waitFor = async (pred: (f: Frame) => boolean, ms = 30_000) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const f = frames.find(pred);
      if (f) return f;
      await new Promise((r) => setTimeout(r, 50));
    }
    return undefined;
  };
  return { res, frames, waitFor, close: () => ac.abort(), ended: () => ended };
}

function publishFromAnotherProcess(userId: string, event: string, data: unknown) {
  const r = spawnSync(process.execPath, ["--import", "tsx", path.resolve("tests/helpers/publish-from-process.ts"), userId, event, JSON.stringify(data)], { env: process.env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(r.stderr);
}

describe("live events over SSE", () => {
  it("refuses streams without authentication, and never trusts the email parameter", async () => {
    const { user } = await makeUser();
    const res = await changesStream(new Request(`http://localhost/api/live/changes?email=${encodeURIComponent(user.email)}`));
    expect(res.status).toBe(401);
  });

  it("delivers an event published by another process to the user's stream, and only to that user", { timeout: 60_000 }, async () => {
    const alice = await makeUser("Alice");
    const bob = await makeUser("Bob");
    const a = await open(changesStream, "http://localhost/api/live/changes", { authorization: `Bearer ${alice.token}` });
    const b = await open(changesStream, "http://localhost/api/live/changes", { authorization: `Bearer ${bob.token}` });
    expect(a.res.headers.get("content-type")).toMatch(/text\/event-stream/);
    expect(await a.waitFor((f) => f.event === "connected")).toBeTruthy();
    expect(await b.waitFor((f) => f.event === "connected")).toBeTruthy();
    publishFromAnotherProcess(alice.user.id, "change", { id: "c1", competitorName: "Acme", description: "Team plan: $12 → $15 per user/month" });
    const got = await a.waitFor((f) => f.event === "change");
    expect(got?.data).toMatchObject({ competitorName: "Acme", description: "Team plan: $12 → $15 per user/month" });
    await new Promise((r) => setTimeout(r, 300));
    expect(b.frames.some((f) => f.event === "change")).toBe(false);
    a.close();
    b.close();
  });

  it("accepts a short-lived stream token in the query string, but not as an API bearer token", async () => {
    const { token } = await makeUser();
    const t = await call(streamToken, "http://localhost/api/live/token", { method: "POST", token });
    expect(t.status).toBe(200);
    const s = await open(changesStream, `http://localhost/api/live/changes?token=${t.body.data.token}`);
    expect(s.res.status).toBe(200);
    expect(await s.waitFor((f) => f.event === "connected")).toBeTruthy();
    s.close();
    const misuse = await open(changesStream, "http://localhost/api/live/changes", { authorization: `Bearer ${t.body.data.token}` });
    expect(misuse.res.status).toBe(401);
  });

  it("closes the user's streams on sign-out", async () => {
    const { token } = await makeUser();
    const s = await open(changesStream, "http://localhost/api/live/changes", { authorization: `Bearer ${token}` });
    await s.waitFor((f) => f.event === "connected");
    await call(signoutRoute, "http://localhost/api/auth/signout", { method: "POST", token });
    const end = Date.now() + 5000;
    while (!s.ended() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(s.ended()).toBe(true);
  });

  it("reports database health on the health stream", async () => {
    const { token } = await makeUser();
    const s = await open(healthStream, "http://localhost/api/live/health", { authorization: `Bearer ${token}` });
    const h = await s.waitFor((f) => f.event === "health");
    expect(h?.data).toMatchObject({ status: "ok", database: "ok" });
    s.close();
  });
});

/**
 * npm run bench:live [-- --n 300] — delay from a worker's commit of a change to its arrival on an SSE
 * connection of the web process: a separate process (as a worker) publishes N change events, each in its
 * own transaction; this process serves GET /api/live/changes through the real route handler and
 * timestamps each event as it arrives on the stream. Prints the median, p95 and max delay. Figures only.
 */
import { spawn } from "node:child_process";
import os from "node:os";
import { processEnvSnapshot, setProcessEnv } from "@/lib/env";
import { createTestDatabase } from "@/tests/setup/test-database";
import { summary, fmt } from "./stats";

const i = process.argv.indexOf("--n");
const N = i >= 0 ? Number(process.argv[i + 1]) : 300;

const target = await createTestDatabase(undefined);
setProcessEnv({ DATABASE_URL: target.url, AUTH_SECRET: "bench-secret-0123456789abcdef0123" });
const { closeDb } = await import("@/db/client");
const { makeUser } = await import("@/tests/helpers/http");
const { GET: changesStream } = await import("@/app/api/live/changes/route");

try {
  const { user, token } = await makeUser("Live Bench");
  const ac = new AbortController();
  const res = await changesStream(new Request("http://localhost/api/live/changes", { headers: { authorization: `Bearer ${token}` }, signal: ac.signal }));
  if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`);
  const arrived = new Map<number, number>();
  const ids: number[] = [];
  let connected!: () => void;
  const ready = new Promise<void>((r) => (connected = r));
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buf = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      const now = Date.now();
      buf += decoder.decode(value, { stream: true });
      let k;
      while ((k = buf.indexOf("\n\n")) >= 0) {
        const chunk = buf.slice(0, k);
        buf = buf.slice(k + 2);
        if (chunk.includes("event: connected")) connected();
        if (!chunk.includes("event: change")) continue;
        const data = JSON.parse(/data: (.*)/.exec(chunk)![1]);
        arrived.set(data.seq, now);
        const id = /^id: (\d+)/m.exec(chunk)?.[1];
        if (id) ids.push(Number(id));
      }
    }
  })();
  await ready;

  const committed = new Map<number, number>();
  const child = spawn(process.execPath, ["--import", "tsx", "bench/live-publisher.ts", user.id, String(N), "20"], { env: processEnvSnapshot(), stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (d) => {
    out += String(d);
    let k;
    while ((k = out.indexOf("\n")) >= 0) {
      const [seq, at] = out.slice(0, k).split(" ").map(Number);
      committed.set(seq, at);
      out = out.slice(k + 1);
    }
  });
  await new Promise((r) => child.once("exit", r));
  const end = Date.now() + 5000;
  while (arrived.size < N && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  ac.abort();

  const delays = [...committed].filter(([seq]) => arrived.has(seq)).map(([seq, at]) => Math.max(0, arrived.get(seq)! - at));
  const s = summary(delays);
  const load = os.loadavg().map((x) => x.toFixed(2)).join(", ");
  console.log(`bench:live — ${N} change events committed by another process, received on the web process's SSE stream (load average ${load})`);
  console.log(`commit → SSE arrival: median ${fmt(s.p50)} ms  p95 ${fmt(s.p95)} ms  max ${fmt(s.max)} ms  (${arrived.size}/${N} arrived, every one with an id: ${ids.length === arrived.size})`);
} finally {
  await closeDb();
  await target.drop();
}

import { describe, it, expect, afterAll, beforeAll } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { buildUnderLock } from "../helpers/build";
import { STRONG_PASSWORD, uniqueEmail } from "../helpers/http";

// `npm start` end to end: embedded Postgres, migrations, web server and worker; Ctrl-C / SIGTERM stops all.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rivalscope-start-"));
let child: ChildProcess | null = null;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

async function startApp(port: number): Promise<{ proc: ChildProcess; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, NODE_ENV: "production" };
  delete env.DATABASE_URL;
  delete env.AUTH_SECRET;
  const proc = spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/start.ts")], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let out = "";
  proc.stdout!.on("data", (d) => (out += d));
  proc.stderr!.on("data", (d) => (out += d));
  child = proc;
  const end = Date.now() + 420_000;
  while (Date.now() < end) {
    if (proc.exitCode !== null) throw new Error(`npm start exited early:\n${out}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { proc, output: () => out };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`npm start did not come up:\n${out}`);
}

/** Command lines of live processes that mention `dir` (read from /proc). */
function processesUsing(dir: string): string {
  const found: string[] = [];
  for (const pid of fs.readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
      const state = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
      if (cmd.includes(dir) && state !== "Z") found.push(`${pid} ${cmd}`);
    } catch {
      /* gone */
    }
  }
  return found.join("\n");
}

async function stop(proc: ChildProcess, signal: NodeJS.Signals) {
  const exited = new Promise<number | null>((r) => proc.once("exit", (code) => r(code)));
  proc.kill(signal);
  return Promise.race([exited, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 60_000))]);
}

// npm start builds when needed, but not under the lock the other test files that start the app share.
beforeAll(() => buildUnderLock(), 660_000);

afterAll(() => {
  if (child && child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("starts on an embedded Postgres, prints how to sign in, stops cleanly, and a second start reuses the data", { timeout: 600_000 }, async () => {
    const port = await freePort();
    const first = await startApp(port);
    expect(first.output()).toMatch(/Rivalscope is running at http:\/\/127\.0\.0\.1:\d+/);
    expect(first.output()).toMatch(/\/signup/);
    const email = uniqueEmail("persist");
    const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Persist", email, password: STRONG_PASSWORD }) });
    expect(signup.status).toBe(202);
    expect(processesUsing(path.join(dataDir, "pg"))).not.toBe("");

    expect(await stop(first.proc, "SIGTERM")).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(processesUsing(path.join(dataDir, "pg"))).toBe("");

    const second = await startApp(port);
    const signin = await fetch(`http://127.0.0.1:${port}/api/auth/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: STRONG_PASSWORD }) });
    expect(signin.status).toBe(200);
    expect(await stop(second.proc, "SIGINT")).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(processesUsing(dataDir)).toBe("");
    // The web server went with it: nothing answers on the port any more.
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});

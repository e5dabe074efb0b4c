/**
 * `npm start` supervises its children: the worker killed with `kill -9` is started again (with
 * backoff) while the web server and the embedded database keep serving; Ctrl-C still stops it all.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { processEnvSnapshot } from "@/lib/env";
import { freePort } from "@/scripts/lib/local-server";
import { buildUnderLock } from "../helpers/build";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rivalscope-supervise-"));
let app: ChildProcess | null = null;
let out = "";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const state = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
    return state !== "Z";
  } catch {
    return false;
  }
}

async function waitFor<T>(what: string, fn: () => T | null | undefined | false | Promise<T | null | undefined | false>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}:\n${out.slice(-3000)}`);
}

// Log lines are JSON under NODE_ENV=production (`"component":"worker",…,"msg":"running…"`), `[worker] running…` when pretty.
const workerPids = () => [...out.matchAll(/worker started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
const workerRuns = () => (out.match(/\[worker\] running|"component":"worker"[^\n]*"msg":"running/g) ?? []).length;
const healthy = (port: number) => fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false);

beforeAll(() => {
  buildUnderLock();
}, 660_000);

afterAll(() => {
  if (app && app.exitCode === null) process.kill(-app.pid!, "SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start supervision", () => {
  it("restarts a worker killed with kill -9 while the web server keeps serving; SIGINT stops everything", { timeout: 420_000 }, async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...processEnvSnapshot(), DATA_DIR: dataDir, PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, NODE_ENV: "production" };
    delete env.DATABASE_URL;
    delete env.AUTH_SECRET;
    app = spawn(process.execPath, ["--import", "tsx", path.resolve("scripts/start.ts")], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    app.stdout!.on("data", (d) => (out += d));
    app.stderr!.on("data", (d) => (out += d));
    await waitFor("npm start to serve", () => healthy(port), 300_000);
    const [firstPid] = await waitFor("the worker to start", () => (workerPids().length > 0 ? workerPids() : null), 30_000);
    await waitFor("the worker to run", () => workerRuns() >= 1, 60_000);

    process.kill(firstPid, "SIGKILL");
    const killedAt = Date.now();
    // The web server answers all along, the database too (signup writes a user).
    const during = await healthy(port);
    const [, secondPid] = await waitFor("a new worker", () => (workerPids().length > 1 ? workerPids() : null), 30_000);
    console.log(`[supervisor] worker restarted ${((Date.now() - killedAt) / 1000).toFixed(1)} s after kill -9`);
    expect(out).toMatch(/worker exited \(SIGKILL\); restarting it in 1 s/);
    expect(secondPid).not.toBe(firstPid);
    expect(alive(secondPid)).toBe(true);
    expect(during).toBe(true);
    await waitFor("the new worker to run", () => workerRuns() >= 2, 60_000);
    const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, { method: "POST", headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` }, body: JSON.stringify({ name: "After Crash", email: `after-crash-${Date.now()}@example.test`, password: "Quartz-Lantern-92!x" }) });
    expect(signup.status).toBeLessThan(300);
    expect(alive(app.pid!)).toBe(true);

    // A second crash backs off longer (2 s).
    process.kill(secondPid, "SIGKILL");
    await waitFor("the second restart", () => workerPids().length > 2, 30_000);
    expect(out).toMatch(/worker exited \(SIGKILL\); restarting it in 2 s/);

    // Ctrl-C: everything stops, nothing restarts, exit code 0.
    const exited = new Promise<number | null>((r) => app!.once("exit", (code) => r(code)));
    app.kill("SIGINT");
    expect(await exited).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    for (const pid of workerPids()) expect(alive(pid)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});

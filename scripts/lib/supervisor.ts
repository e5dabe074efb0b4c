/**
 * Keeps child processes running for `npm start`: a child that exits on its own (a crash, `kill -9`,
 * an out-of-memory kill) is started again after a backoff that doubles from 1 s up to 30 s, and
 * resets once the child has stayed up for a minute. The other children and the database keep
 * serving meanwhile. stopAll() (Ctrl-C) ends the restarts and stops every child.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { logger } from "@/lib/log";

export interface SupervisedSpec {
  name: string;
  cmd: string;
  args: string[];
  options: SpawnOptions;
}

export interface SupervisorOptions {
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** Uptime after which the backoff starts again from the initial value. */
  stableAfterMs?: number;
  log?: (message: string) => void;
}

interface Entry { spec: SupervisedSpec; child: ChildProcess | null; backoffMs: number; startedAt: number; restartTimer: NodeJS.Timeout | null; restarts: number }

export class Supervisor {
  private readonly entries: Entry[] = [];
  private stopping = false;
  private readonly initial: number;
  private readonly max: number;
  private readonly stableAfter: number;
  private readonly log: (m: string) => void;

  constructor(opts: SupervisorOptions = {}) {
    this.initial = opts.initialBackoffMs ?? 1000;
    this.max = opts.maxBackoffMs ?? 30_000;
    this.stableAfter = opts.stableAfterMs ?? 60_000;
    this.log = opts.log ?? ((m) => logger("start").warn(m));
  }

  /** Starts a child and keeps it running. */
  add(spec: SupervisedSpec): void {
    const entry: Entry = { spec, child: null, backoffMs: this.initial, startedAt: 0, restartTimer: null, restarts: 0 };
    this.entries.push(entry);
    this.launch(entry);
  }

  /** Process ids of the running children, by name. */
  pids(): Record<string, number | null> {
    return Object.fromEntries(this.entries.map((e) => [e.spec.name, e.child?.pid ?? null]));
  }

  private launch(entry: Entry): void {
    entry.restartTimer = null;
    if (this.stopping) return;
    const child = spawn(entry.spec.cmd, entry.spec.args, entry.spec.options);
    entry.child = child;
    entry.startedAt = Date.now();
    logger("start").info(`${entry.spec.name} started (pid ${child.pid ?? "?"}).`);
    child.on("error", (err) => this.log(`${entry.spec.name} could not start: ${err.message}`));
    child.on("exit", (code, signal) => {
      if (entry.child === child) entry.child = null;
      if (this.stopping) return;
      if (Date.now() - entry.startedAt >= this.stableAfter) entry.backoffMs = this.initial;
      const wait = entry.backoffMs;
      entry.backoffMs = Math.min(this.max, entry.backoffMs * 2);
      entry.restarts += 1;
      this.log(`${entry.spec.name} exited (${signal ?? `code ${code}`}); restarting it in ${Math.round(wait / 100) / 10} s (restart ${entry.restarts}).`);
      entry.restartTimer = setTimeout(() => this.launch(entry), wait);
    });
  }

  /** Launches at once, with the backoff reset, every child waiting for its restart (the database it needs is back). */
  restartWaiting(): void {
    for (const entry of this.entries) {
      if (!entry.restartTimer || this.stopping) continue;
      clearTimeout(entry.restartTimer);
      entry.backoffMs = this.initial;
      this.launch(entry);
    }
  }

  /** Ends the restarts and stops every child (SIGTERM, then SIGKILL after `graceMs`). */
  async stopAll(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.entries.map(
        (entry) =>
          new Promise<void>((resolve) => {
            if (entry.restartTimer) clearTimeout(entry.restartTimer);
            const c = entry.child;
            if (!c || c.exitCode !== null || c.signalCode !== null) return resolve();
            const t = setTimeout(() => c.kill("SIGKILL"), graceMs);
            c.once("exit", () => (clearTimeout(t), resolve()));
            c.kill("SIGTERM");
          }),
      ),
    );
  }
}

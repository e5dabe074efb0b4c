/** `npm run worker`: a worker alone against DATABASE_URL. Any number can share the queue. */
import { env } from "@/lib/env";
import { migrateDatabase } from "@/lib/db/migrate";
import { startWorker } from "@/lib/jobs/worker";
import { closeDb } from "@/db/client";
import { logger } from "@/lib/log";

const log = logger("worker");

const url = env().DATABASE_URL;
if (!url) {
  log.fatal("DATABASE_URL is not set. Use `npm start` for the all-in-one mode.");
  process.exit(1);
}
await migrateDatabase(url);
const runner = await startWorker();
log.info("running; waiting for jobs.");

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await runner.stop().catch(() => {});
  await closeDb();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
await runner.promise;

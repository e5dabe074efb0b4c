/**
 * bench:live's worker side, run as its own process: publishes change events for one user, each in its
 * own transaction as the scan job does, and prints "seq commitTimeMs" once each has committed.
 */
import { getDb, closeDb } from "@/db/client";
import { liveBus } from "@/lib/live/bus";

const [userId, countArg, gapArg] = process.argv.slice(2);
const db = getDb();
for (let seq = 0; seq < Number(countArg); seq++) {
  await db.transaction(async (tx) => {
    await liveBus.publish(tx as never, { userId, event: "change", data: { seq, description: `Bench change ${seq}`, type: "content" } });
  });
  process.stdout.write(`${seq} ${Date.now()}\n`);
  // Mostly spaced out, with a burst of ten back to back every fifty.
  if (seq % 50 >= 10) await new Promise((r) => setTimeout(r, Number(gapArg)));
}
await closeDb();

/** Run as a separate process: publishes one live event, as a worker on another machine would. */
import { getDb, closeDb } from "@/db/client";
import { liveBus } from "@/lib/live/bus";
import type { LiveEventName } from "@/lib/live/events";

const [userId, event, json] = process.argv.slice(2);
await liveBus.publish(getDb(), { userId, event: event as LiveEventName, data: JSON.parse(json) });
await closeDb();

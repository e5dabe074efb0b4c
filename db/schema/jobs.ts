import { pgTable, uuid, text, timestamp, jsonb, integer, index, uniqueIndex, primaryKey } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users";

/** User-visible job records. The queue itself lives in graphile-worker's schema. */
export const jobs = pgTable("jobs", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind").notNull(),
  /** pending | processing | completed | failed | cancelled */
  status: text("status").notNull().default("pending"),
  competitorId: uuid("competitor_id"),
  dedupeKey: text("dedupe_key"),
  data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
  result: jsonb("result").$type<Record<string, unknown>>(),
  error: text("error"),
  attempts: integer("attempts").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp("started_at", { withTimezone: true }),
  completedAt: timestamp("completed_at", { withTimezone: true }),
}, (t) => [
  index("jobs_user_created_idx").on(t.userId, t.createdAt.desc()),
  uniqueIndex("jobs_dedupe_active_idx").on(t.dedupeKey).where(sql`${t.status} in ('pending','processing')`),
]);

/** Results of completed steps, so a re-run of a crashed or retried job skips them (no duplicate writes). */
export const jobSteps = pgTable("job_steps", {
  runId: text("run_id").notNull(),
  name: text("name").notNull(),
  result: jsonb("result"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.runId, t.name] })]);

/**
 * Liveness of graphile-worker workers (one row per worker id, refreshed by its process every few
 * seconds). A job locked by a worker whose lease has expired is handed back to the queue.
 */
export const workerLeases = pgTable("worker_leases", {
  workerId: text("worker_id").primaryKey(),
  /** host:pid of the process, for operators. */
  process: text("process").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
});

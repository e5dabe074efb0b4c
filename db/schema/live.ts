import { pgTable, bigserial, uuid, text, jsonb, timestamp, index } from "drizzle-orm/pg-core";

/**
 * Every live event, kept a day so a browser that reconnects receives what it missed (SSE Last-Event-ID).
 * The id is the event's SSE id; NOTIFY carries it to the web processes.
 */
export const liveEvents = pgTable("live_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** No foreign key: an event about a user being deleted (sign-out) must still be published. */
  userId: uuid("user_id").notNull(),
  event: text("event").notNull(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("live_events_user_id_idx").on(t.userId, t.id), index("live_events_created_idx").on(t.createdAt)]);

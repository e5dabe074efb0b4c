import { pgTable, uuid, text, timestamp, boolean, integer, index, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";
import { changes } from "./changes";

/**
 * A user's outgoing alert endpoints: a signed JSON webhook or a Slack incoming webhook. Empty
 * `types` / `importances` mean every change type / importance.
 */
export const alertEndpoints = pgTable("alert_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  /** webhook | slack */
  kind: text("kind").notNull(),
  url: text("url").notNull(),
  /** HMAC-SHA256 key for X-Rivalscope-Signature; shown to the user once, at creation. */
  secret: text("secret").notNull(),
  types: text("types").array().notNull().default([]),
  importances: text("importances").array().notNull().default([]),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("alert_endpoints_user_idx").on(t.userId, t.createdAt)]);

/**
 * One event sent to one endpoint, with its attempts. `body` is the exact JSON sent, so a retry sends
 * the same bytes and the same event id. One delivery per endpoint and change (a re-run job adds none).
 */
export const alertDeliveries = pgTable("alert_deliveries", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  endpointId: uuid("endpoint_id").notNull().references(() => alertEndpoints.id, { onDelete: "cascade" }),
  /** The event's id in the body (`evt_…`), for the receiver's de-duplication. */
  eventId: text("event_id").notNull(),
  /** change.created | test */
  type: text("type").notNull(),
  changeId: uuid("change_id").references(() => changes.id, { onDelete: "set null" }),
  body: text("body").notNull(),
  /** pending | sending (an attempt in flight) | delivered | failed */
  status: text("status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  responseCode: integer("response_code"),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
}, (t) => [
  uniqueIndex("alert_deliveries_event_idx").on(t.eventId),
  index("alert_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
  index("alert_deliveries_user_idx").on(t.userId, t.createdAt.desc()),
]);

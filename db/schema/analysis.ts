import { sql } from "drizzle-orm";
import { pgTable, uuid, text, timestamp, jsonb, real, integer, index, uniqueIndex, date, primaryKey } from "drizzle-orm/pg-core";
import { users } from "./users";
import { competitors } from "./competitors";

export const psychologyAnalyses = pgTable("psychology_analyses", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  competitorId: uuid("competitor_id").notNull().references(() => competitors.id, { onDelete: "cascade" }),
  /** pending | completed | failed */
  status: text("status").notNull().default("pending"),
  analysis: jsonb("analysis").$type<Record<string, unknown>>(),
  confidence: real("confidence"),
  dataPoints: integer("data_points"),
  source: text("source"),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
}, (t) => [index("psychology_comp_idx").on(t.competitorId, t.createdAt.desc())]);

export const intelligenceReports = pgTable("intelligence_reports", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  competitorId: uuid("competitor_id").references(() => competitors.id, { onDelete: "cascade" }),
  report: jsonb("report").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("reports_user_comp_idx").on(t.userId, t.competitorId, t.createdAt.desc())]);

/** Per-user daily model spend, for the AI budget. */
export const aiUsage = pgTable("ai_usage", {
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  day: date("day").notNull(),
  tokens: integer("tokens").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.userId, t.day] })]);

/**
 * Every prediction made about a competitor's next move, kept and judged once its window has closed:
 * it came true when what it said (a move, at 50% or more; none, below) is what happened.
 */
export const predictions = pgTable("predictions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  competitorId: uuid("competitor_id").notNull().references(() => competitors.id, { onDelete: "cascade" }),
  /** The kind of move: pricing | feature. */
  kind: text("kind").notNull(),
  what: text("what").notNull(),
  confidence: real("confidence").notNull(),
  madeAt: timestamp("made_at", { withTimezone: true }).notNull().defaultNow(),
  windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
  /** null while open; came_true | did_not once judged. */
  outcome: text("outcome"),
  resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  /** The change that settled it (a move within the window), when one did. */
  resolvedByChangeId: uuid("resolved_by_change_id"),
}, (t) => [
  index("predictions_user_comp_idx").on(t.userId, t.competitorId, t.madeAt.desc()),
  // One open prediction per competitor and kind: it stands until judged.
  uniqueIndex("predictions_open_idx").on(t.competitorId, t.kind).where(sql`${t.outcome} is null`),
]);

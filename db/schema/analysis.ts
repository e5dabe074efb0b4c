import { pgTable, uuid, text, timestamp, jsonb, real, integer, index, date, primaryKey } from "drizzle-orm/pg-core";
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

import { pgTable, uuid, text, timestamp, boolean, jsonb, real, integer, index, uniqueIndex, primaryKey } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users";
import { competitors, snapshots } from "./competitors";

export const changes = pgTable("changes", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  competitorId: uuid("competitor_id").notNull().references(() => competitors.id, { onDelete: "cascade" }),
  snapshotId: uuid("snapshot_id").references(() => snapshots.id, { onDelete: "set null" }),
  type: text("type").notNull(),
  /** low | medium | high */
  importance: text("importance").notNull(),
  score: real("score").notNull().default(50),
  description: text("description").notNull(),
  oldContent: text("old_content"),
  newContent: text("new_content"),
  url: text("url"),
  screenshot: text("screenshot"),
  facts: jsonb("facts").$type<Record<string, unknown>>().notNull().default({}),
  isRead: boolean("is_read").notNull().default(false),
  detectedAt: timestamp("detected_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // In the feed's order (newest first, id breaking ties), so its first page reads 20 index entries, never sorts.
  index("changes_user_detected_idx").on(t.userId, t.detectedAt.desc(), t.id.desc()),
  index("changes_user_unread_idx").on(t.userId, t.detectedAt.desc()).where(sql`${t.isRead} = false`),
  index("changes_user_type_idx").on(t.userId, t.type, t.detectedAt.desc()),
  // The unread counts (by type, high ones apart) from the index alone.
  index("changes_user_unread_type_idx").on(t.userId, t.type, t.importance).where(sql`${t.isRead} = false`),
  index("changes_user_comp_idx").on(t.userId, t.competitorId, t.detectedAt.desc()),
  index("changes_comp_idx").on(t.competitorId),
]);

export const changeFeedback = pgTable("change_feedback", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  changeId: uuid("change_id").notNull().references(() => changes.id, { onDelete: "cascade" }),
  isImportant: boolean("is_important").notNull(),
  changeType: text("change_type").notNull(),
  competitorId: uuid("competitor_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("change_feedback_user_change_idx").on(t.userId, t.changeId)]);

/** The learned importance model: a rate (0..100, default 50) per user, change type and competitor ('*' for all). */
export const importanceModel = pgTable("importance_model", {
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  changeType: text("change_type").notNull(),
  competitorKey: text("competitor_key").notNull().default("*"),
  rate: real("rate").notNull().default(50),
  interactions: integer("interactions").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.changeType, t.competitorKey] })]);

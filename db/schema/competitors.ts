import { pgTable, uuid, text, timestamp, integer, jsonb, real, index, uniqueIndex, boolean } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users";

export const competitors = pgTable("competitors", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  url: text("url").notNull(),
  domain: text("domain").notNull(),
  favicon: text("favicon"),
  /** baseline | competitor */
  type: text("type").notNull().default("competitor"),
  /** pending | analyzing | active | paused | inactive | error | blocked (a bot wall answered the last scan) */
  status: text("status").notNull().default("pending"),
  checkFrequency: text("check_frequency").notNull().default("1d"),
  lastChecked: timestamp("last_checked", { withTimezone: true }),
  nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
  changesCount: integer("changes_count").notNull().default(0),
  consecutiveFailures: integer("consecutive_failures").notNull().default(0),
  lastError: text("last_error"),
  /** Discovered page URLs: { pricing?, features?, integrations? } */
  pages: jsonb("pages").$type<Record<string, string>>().notNull().default({}),
  metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("competitors_user_idx").on(t.userId, t.createdAt),
  uniqueIndex("competitors_one_baseline_idx").on(t.userId).where(sql`${t.type} = 'baseline'`),
  index("competitors_due_idx").on(t.nextCheckAt).where(sql`${t.status} in ('active','error','pending','blocked')`),
]);

/** One row per fetched page of a competitor: conditional-request state and last outcome. */
export const monitoredPages = pgTable("monitored_pages", {
  id: uuid("id").primaryKey().defaultRandom(),
  competitorId: uuid("competitor_id").notNull().references(() => competitors.id, { onDelete: "cascade" }),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind").notNull(),
  url: text("url").notNull(),
  etag: text("etag"),
  lastModified: text("last_modified"),
  /** sha256 of the body of the last full answer (a 200 with the same hash is unchanged). */
  contentHash: text("content_hash"),
  lastStatus: text("last_status"),
  lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
  /** The last full answer (a 200): validators are dropped once this is a day old. */
  fullFetchedAt: timestamp("full_fetched_at", { withTimezone: true }),
  /** The page is built by scripts (rendered in the browser on every scan). */
  scriptRendered: boolean("script_rendered").notNull().default(false),
  /**
   * A page built by scripts: when it was last rendered and what that render loaded (scripts, data
   * requests, frames) with their validators and hashes, so a re-scan can tell without rendering that
   * nothing it is built from changed (lib/monitor/render-inputs.ts). Null: render it.
   */
  renderState: jsonb("render_state").$type<{ at: string; inputs: { url: string; etag: string | null; lastModified: string | null; hash: string | null }[] }>(),
}, (t) => [uniqueIndex("monitored_pages_comp_kind_idx").on(t.competitorId, t.kind)]);

export const snapshots = pgTable("snapshots", {
  id: uuid("id").primaryKey().defaultRandom(),
  competitorId: uuid("competitor_id").notNull().references(() => competitors.id, { onDelete: "cascade" }),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  /** The job that produced it: a re-run of the same job never inserts twice. */
  jobId: uuid("job_id"),
  confidence: real("confidence").notNull().default(0),
  contentHash: text("content_hash").notNull(),
  metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
  extractedData: jsonb("extracted_data").$type<Record<string, unknown>>().notNull().default({}),
  /** Plain text of all pages, for full-text search. */
  textContent: text("text_content").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("snapshots_comp_created_idx").on(t.competitorId, t.createdAt),
  index("snapshots_user_idx").on(t.userId),
  uniqueIndex("snapshots_job_idx").on(t.jobId),
]);

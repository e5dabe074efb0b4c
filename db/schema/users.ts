import { pgTable, uuid, text, timestamp, boolean, integer, bigint, index, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  company: text("company"),
  passwordHash: text("password_hash").notNull(),
  /** Bumped on sign-out-everywhere and password change: older tokens stop working. */
  tokenVersion: integer("token_version").notNull().default(0),
  /** Set when the owner followed a verification (or password-reset) link; null means unverified. */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  changeAlerts: boolean("change_alerts").notNull().default(true),
  weeklyDigest: boolean("weekly_digest").notNull().default(true),
  productUpdates: boolean("product_updates").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("users_email_idx").on(t.email)]);

export const refreshTokens = pgTable("refresh_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash), index("refresh_tokens_user_idx").on(t.userId)]);

export const apiKeys = pgTable("api_keys", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  keyHash: text("key_hash").notNull(),
  keyPreview: text("key_preview").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
}, (t) => [uniqueIndex("api_keys_hash_idx").on(t.keyHash), index("api_keys_user_idx").on(t.userId)]);

/**
 * Fixed-window counters of rate-limiter-flexible's Postgres store (lib/api/rate-limit.ts): its layout,
 * in its column order (it inserts by position); expire is epoch milliseconds.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * Single-use links sent by e-mail (password reset, e-mail verification). Only the SHA-256 of the
 * token is stored; a token is spent by setting used_at in the same statement that checks it.
 */
export const accountTokens = pgTable("account_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  /** password_reset | verify_email */
  purpose: text("purpose").notNull(),
  tokenHash: text("token_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("account_tokens_hash_idx").on(t.tokenHash), index("account_tokens_user_idx").on(t.userId, t.purpose)]);

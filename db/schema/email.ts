import { pgTable, uuid, text, timestamp, index, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Every e-mail: sent through Resend, or kept here as the outbox when no key is set. */
export const emails = pgTable("emails", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  kind: text("kind").notNull(),
  /** A retried job with the same key never mails twice. */
  dedupeKey: text("dedupe_key").notNull(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  text: text("text").notNull(),
  /** queued | sent | outbox | failed */
  status: text("status").notNull().default("queued"),
  provider: text("provider"),
  providerId: text("provider_id"),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
}, (t) => [uniqueIndex("emails_dedupe_idx").on(t.dedupeKey), index("emails_user_idx").on(t.userId, t.createdAt.desc())]);

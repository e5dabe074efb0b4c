import { eq, sql } from "drizzle-orm";
import { Resend } from "resend";
import type { Db } from "@/db/client";
import { emails } from "@/db/schema";
import { env } from "@/lib/env";

const RESEND_API_URL = "https://api.resend.com";

export interface OutgoingEmail {
  userId: string | null;
  kind: string;
  /** Same key → sent at most once, however often the job is retried. */
  dedupeKey: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

export type SendOutcome = { status: "sent" | "outbox" | "duplicate"; id: string | null };

/**
 * The one way mail leaves: through Resend when RESEND_API_KEY is set, otherwise kept in the outbox.
 * The row is claimed first (unique dedupe key), so a retried job never mails twice.
 */
export async function sendEmail(db: Db, mail: OutgoingEmail): Promise<SendOutcome> {
  const e = env();
  const [claimed] = await db
    .insert(emails)
    .values({ userId: mail.userId, kind: mail.kind, dedupeKey: mail.dedupeKey, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, status: "queued" })
    .onConflictDoNothing()
    .returning();
  let row = claimed;
  if (!row) {
    const [existing] = await db.select().from(emails).where(eq(emails.dedupeKey, mail.dedupeKey));
    if (existing.status !== "queued" && existing.status !== "failed") return { status: "duplicate", id: existing.id };
    row = existing;
  }
  if (!e.RESEND_API_KEY) {
    await db.update(emails).set({ status: "outbox", provider: "outbox", sentAt: new Date() }).where(eq(emails.id, row.id));
    return { status: "outbox", id: row.id };
  }
  const resend = new Resend(e.RESEND_API_KEY, { baseUrl: (e.RESEND_BASE_URL ?? RESEND_API_URL).replace(/\/$/, "") });
  const { data, error } = await resend.emails.send(
    { from: e.EMAIL_FROM, to: [mail.to], subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers ?? {} },
    { idempotencyKey: mail.dedupeKey.slice(0, 256), signal: AbortSignal.timeout(15_000) },
  );
  if (error) {
    const detail = `HTTP ${error.statusCode ?? "none"} ${error.name}: ${error.message}`.slice(0, 300);
    await db.update(emails).set({ status: "failed", provider: "resend", error: detail }).where(eq(emails.id, row.id));
    throw new Error(`Resend refused the e-mail (${error.name})`);
  }
  await db.update(emails).set({ status: "sent", provider: "resend", providerId: data?.id ?? null, sentAt: sql`now()`, error: null }).where(eq(emails.id, row.id));
  return { status: "sent", id: row.id };
}

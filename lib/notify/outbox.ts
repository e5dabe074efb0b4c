import { z } from "zod";
import type { Db } from "@/db/client";
import { getEmail, listRecentEmails } from "@/db/queries/emails";
import { env } from "@/lib/env";
import { NotFoundError } from "@/lib/errors";

/**
 * Without an e-mail provider (no RESEND_API_KEY) every mail is kept in the outbox (send-email.ts), and
 * the signed-in user reads their own there: Dashboard → Outbox (/dashboard/outbox), GET /api/outbox.
 * With a provider the mail leaves and there is no outbox to read.
 */
export function outboxEnabled(): boolean {
  return !env().RESEND_API_KEY;
}

/** Refuses when mail goes through a provider (the outbox is then empty by design). */
export function assertOutbox(): void {
  if (!outboxEnabled()) throw new NotFoundError("Outbox");
}

export const outboxMailSummarySchema = z.object({
  id: z.string().uuid(),
  kind: z.string().meta({ description: "verify-email, password-reset, change-alert, digest, ..." }),
  to: z.string(),
  subject: z.string(),
  status: z.string().meta({ description: "outbox (kept here), queued, sent or failed" }),
  preview: z.string().meta({ description: "The start of the plain-text part" }),
  createdAt: z.iso.datetime(),
});

export const outboxMailSchema = outboxMailSummarySchema.omit({ preview: true }).extend({
  html: z.string().meta({ description: "The mail as it renders; show it in a sandboxed frame" }),
  text: z.string(),
});

/** The first line-ish of a mail's text, for the list. */
export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

/** The user's latest mails, newest first, as the outbox lists them. */
export async function outboxMails(db: Db, userId: string, limit: number): Promise<z.infer<typeof outboxMailSummarySchema>[]> {
  assertOutbox();
  const rows = await listRecentEmails(db, { userId, limit });
  return rows.map((r) => ({ id: r.id, kind: r.kind, to: r.to, subject: r.subject, status: r.status, preview: previewOf(r.text), createdAt: r.createdAt.toISOString() }));
}

/** One of the user's mails with both its parts (another user's is not found). */
export async function outboxMail(db: Db, userId: string, id: string): Promise<z.infer<typeof outboxMailSchema>> {
  assertOutbox();
  const mail = await getEmail(db, { userId, id });
  if (!mail) throw new NotFoundError("E-mail");
  return { id: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject, status: mail.status, html: mail.html, text: mail.text, createdAt: mail.createdAt.toISOString() };
}

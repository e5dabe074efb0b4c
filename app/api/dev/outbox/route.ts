import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { notFound } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { getEmail, listRecentEmails } from "@/db/queries/emails";

const query = z.object({
  id: z.string().uuid({ message: "Not a valid id" }).optional(),
  format: z.enum(["json", "html", "text"]).default("json"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * Development only: the signed-in user's recent mails (outbox and sent). `?id=…&format=html` shows one
 * mail as it renders; `format=text` its plain-text part. Answers 404 in production.
 */
export const GET = withAuth({ query }, async ({ db, auth, query: q }) => {
  if (env().NODE_ENV === "production") throw notFound("Page");
  if (!q.id) {
    const rows = await listRecentEmails(db, { userId: auth.user.id, limit: q.limit });
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null, viewUrl: `/api/dev/outbox?id=${r.id}&format=html` }));
  }
  const mail = await getEmail(db, { userId: auth.user.id, id: q.id });
  if (!mail) throw notFound("E-mail");
  if (q.format === "html") return new Response(mail.html, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });
  if (q.format === "text") return new Response(mail.text, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  return { id: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject, status: mail.status, html: mail.html, text: mail.text, createdAt: mail.createdAt.toISOString() };
});

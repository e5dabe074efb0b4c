import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { getEmail } from "@/db/queries/emails";
import { assertOutbox } from "@/lib/notify/outbox";
import { NotFoundError } from "@/lib/errors";

const query = z.object({ format: z.enum(["json", "html", "text"]).default("json") });

/**
 * One of the signed-in user's mails (another user's answers 404): JSON with both parts, or the HTML part
 * (served under a sandbox policy: no scripts, its own origin) or the plain-text part.
 */
export const GET = withAuth({ params: idParams, query }, async ({ db, auth, params, query: q }) => {
  assertOutbox();
  const mail = await getEmail(db, { userId: auth.user.id, id: params.id });
  if (!mail) throw new NotFoundError("E-mail");
  const headers = { "cache-control": "no-store", "x-content-type-options": "nosniff" };
  if (q.format === "html") return new Response(mail.html, { headers: { ...headers, "content-type": "text/html; charset=utf-8", "content-security-policy": "sandbox allow-popups allow-top-navigation-by-user-activation; default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'" } });
  if (q.format === "text") return new Response(mail.text, { headers: { ...headers, "content-type": "text/plain; charset=utf-8" } });
  return { id: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject, status: mail.status, html: mail.html, text: mail.text, createdAt: mail.createdAt.toISOString() };
});

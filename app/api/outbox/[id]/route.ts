import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { outboxMail } from "@/lib/notify/outbox";

const query = z.object({ format: z.enum(["json", "html", "text"]).default("json") });

/**
 * One of the signed-in user's mails (another user's answers 404): JSON with both parts, or the HTML part
 * (served under a sandbox policy: no scripts, its own origin) or the plain-text part.
 */
export const GET = withAuth({ params: idParams, query }, async ({ db, auth, params, query: q }) => {
  const mail = await outboxMail(db, auth.user.id, params.id);
  const headers = { "cache-control": "no-store", "x-content-type-options": "nosniff" };
  if (q.format === "html") return new Response(mail.html, { headers: { ...headers, "content-type": "text/html; charset=utf-8", "content-security-policy": "sandbox allow-popups allow-top-navigation-by-user-activation; default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'" } });
  if (q.format === "text") return new Response(mail.text, { headers: { ...headers, "content-type": "text/plain; charset=utf-8" } });
  return mail;
});

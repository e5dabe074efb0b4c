import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { listRecentEmails } from "@/db/queries/emails";
import { assertOutbox, previewOf } from "@/lib/notify/outbox";

const query = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

/**
 * The signed-in user's mails, newest first, when no e-mail provider is configured (404 otherwise):
 * where a local install's verification links and alerts can be read.
 */
export const GET = withAuth({ query }, async ({ db, auth, query: q }) => {
  assertOutbox();
  const rows = await listRecentEmails(db, { userId: auth.user.id, limit: q.limit });
  return rows.map((r) => ({ id: r.id, kind: r.kind, to: r.to, subject: r.subject, status: r.status, preview: previewOf(r.text), createdAt: r.createdAt.toISOString() }));
});

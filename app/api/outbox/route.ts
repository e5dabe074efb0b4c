import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { outboxMails } from "@/lib/notify/outbox";

const query = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

/**
 * The signed-in user's mails, newest first, when no e-mail provider is configured (404 otherwise):
 * where a local install's verification links and alerts can be read.
 */
export const GET = withAuth({ query }, async ({ db, auth, query: q }) => outboxMails(db, auth.user.id, q.limit));

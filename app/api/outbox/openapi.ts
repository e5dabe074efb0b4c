import { list, type RouteDocs } from "@/lib/api/openapi-responses";
import { outboxMailSummarySchema } from "@/lib/notify/outbox";

/** How /api/openapi.json describes /api/outbox beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Your outbox", description: "Only without an e-mail provider (no RESEND_API_KEY; 404 otherwise): your mails kept here instead of sent (verification links, alerts, digests), newest first. The app shows them at /dashboard/outbox.", success: list(outboxMailSummarySchema) },
} satisfies RouteDocs;

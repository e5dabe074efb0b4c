import { paginatedList, type RouteDocs } from "@/lib/api/openapi-responses";
import { notificationSchema } from "@/lib/alerts/schemas";

/** How /api/openapi.json describes /api/notifications beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Every alert on record", description: "Live (the bell), e-mail, webhook and Slack alerts, newest first, each with its status and a link to the change.", success: paginatedList(notificationSchema) },
} satisfies RouteDocs;

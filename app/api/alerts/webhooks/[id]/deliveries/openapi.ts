import { paginatedList, type RouteDocs } from "@/lib/api/openapi-responses";
import { deliverySchema } from "@/lib/alerts/schemas";

/** How /api/openapi.json describes /api/alerts/webhooks/{id}/deliveries beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "An alert endpoint's delivery log", success: paginatedList(deliverySchema) },
} satisfies RouteDocs;

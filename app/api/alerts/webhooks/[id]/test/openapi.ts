import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { deliverySchema } from "@/lib/alerts/schemas";

/** How /api/openapi.json describes /api/alerts/webhooks/{id}/test beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Send a test event to an alert endpoint now", description: "One attempt, recorded in the delivery log; the answer says whether it was delivered and why not.", success: data(deliverySchema) },
} satisfies RouteDocs;

import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { endpointSchema } from "@/lib/alerts/schemas";
import { deleted } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/alerts/webhooks/{id} beyond what its route's withAuth options say. */
export const docs = {
  PATCH: { summary: "Turn an alert endpoint on or off", success: data(endpointSchema) },
  DELETE: { summary: "Delete an alert endpoint and its delivery log", success: data(deleted) },
} satisfies RouteDocs;

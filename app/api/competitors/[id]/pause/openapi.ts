import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { competitorSchema } from "@/lib/competitors/schemas";

/** How /api/openapi.json describes /api/competitors/{id}/pause beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Pause monitoring", success: data(competitorSchema) },
} satisfies RouteDocs;

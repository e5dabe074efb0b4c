import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { competitorSchema } from "@/lib/competitors/schemas";

/** How /api/openapi.json describes /api/competitors/{id}/resume beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Resume monitoring", success: data(competitorSchema) },
} satisfies RouteDocs;

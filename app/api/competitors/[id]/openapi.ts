import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { competitorSchema } from "@/lib/competitors/schemas";
import { deleted } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/competitors/{id} beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get a competitor", success: data(competitorSchema) },
  PUT: { summary: "Edit a competitor", success: data(competitorSchema) },
  DELETE: { summary: "Delete a competitor and its data", success: data(deleted) },
} satisfies RouteDocs;

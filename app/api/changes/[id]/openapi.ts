import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { changeSchema } from "@/lib/changes/schemas";

/** How /api/openapi.json describes /api/changes/{id} beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get a change", success: data(changeSchema) },
} satisfies RouteDocs;

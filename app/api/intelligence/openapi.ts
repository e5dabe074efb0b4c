import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { intelligenceSchema } from "@/lib/changes/schemas";

/** How /api/openapi.json describes /api/intelligence beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "What the importance model has learned", success: data(intelligenceSchema) },
} satisfies RouteDocs;

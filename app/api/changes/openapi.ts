import { paginatedList, type RouteDocs } from "@/lib/api/openapi-responses";
import { changeSchema } from "@/lib/changes/schemas";

/** How /api/openapi.json describes /api/changes beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "List changes (the feed)", success: paginatedList(changeSchema) },
} satisfies RouteDocs;

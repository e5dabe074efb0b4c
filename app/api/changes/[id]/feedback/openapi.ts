import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { feedbackResultSchema } from "@/lib/changes/schemas";

/** How /api/openapi.json describes /api/changes/{id}/feedback beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Rate a change as important or not", success: data(feedbackResultSchema) },
} satisfies RouteDocs;

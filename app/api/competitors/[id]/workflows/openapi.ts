import { list, type RouteDocs } from "@/lib/api/openapi-responses";
import { jobSchema } from "@/lib/jobs/schemas";

/** How /api/openapi.json describes /api/competitors/{id}/workflows beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "List a competitor's scan and analysis runs", success: list(jobSchema) },
} satisfies RouteDocs;

import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { jobSchema } from "@/lib/jobs/schemas";

/** How /api/openapi.json describes /api/competitors/workflows/{id} beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get a workflow run", success: data(jobSchema) },
} satisfies RouteDocs;

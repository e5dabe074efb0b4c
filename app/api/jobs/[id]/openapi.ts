import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { jobSchema } from "@/lib/jobs/schemas";

/** How /api/openapi.json describes /api/jobs/{id} beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get a job", success: data(jobSchema) },
  DELETE: { summary: "Cancel a pending job", success: data(jobSchema, "Success: `{ data }`, the cancelled job") },
} satisfies RouteDocs;

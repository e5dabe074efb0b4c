import { z } from "zod";
import { body, type RouteDocs } from "@/lib/api/openapi-responses";
import { jobSchema } from "@/lib/jobs/schemas";

/** How /api/openapi.json describes /api/jobs beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "List jobs", success: body(z.object({ data: z.array(jobSchema), meta: z.object({ total: z.number().int(), limit: z.number().int() }) }), "Success: `{ data, meta }`") },
} satisfies RouteDocs;

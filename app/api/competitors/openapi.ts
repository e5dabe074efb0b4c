import { z } from "zod";
import { data, list, type RouteDocs } from "@/lib/api/openapi-responses";
import { competitorSchema } from "@/lib/competitors/schemas";

/** How /api/openapi.json describes /api/competitors beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "List competitors", description: "`fields=minimal` answers only id and name.", success: list(z.union([competitorSchema, z.object({ id: z.string().uuid(), name: z.string() })])) },
  POST: { summary: "Add a competitor", description: "Queues its first scan (the baseline capture).", success: data(competitorSchema.extend({ baselineCaptureEventId: z.string().uuid().nullable().meta({ description: "The job id of the first scan" }), workflow: z.object({ steps: z.array(z.string()) }) }), "Created: `{ data }`") },
} satisfies RouteDocs;

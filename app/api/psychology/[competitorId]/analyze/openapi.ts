import { z } from "zod";
import { body, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/psychology/{competitorId}/analyze beyond what its route's withAuth options say. */
export const docs = {
  POST: {
    summary: "Start a psychology analysis",
    status: 202,
    success: body(z.object({ jobId: z.string().uuid().nullable(), status: z.literal("pending"), analysisId: z.string().uuid(), deduplicated: z.boolean(), data: z.object({ jobId: z.string().uuid().nullable(), status: z.literal("pending"), analysisId: z.string().uuid(), deduplicated: z.boolean() }) }), "Accepted: the analysis is queued (or the running one is answered)"),
  },
} satisfies RouteDocs;

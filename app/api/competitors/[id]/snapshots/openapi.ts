import { z } from "zod";
import { list, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/competitors/{id}/snapshots beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "List a competitor's latest snapshots", success: list(z.object({ id: z.string().uuid(), competitorId: z.string().uuid(), createdAt: z.iso.datetime(), confidence: z.number(), metadata: z.unknown(), extractedData: z.unknown() })) },
} satisfies RouteDocs;

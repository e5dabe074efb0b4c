import { list, type RouteDocs } from "@/lib/api/openapi-responses";
import { intelligenceReportSchema } from "@/lib/analysis/report/schema";

/** How /api/openapi.json describes /api/insights beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "List intelligence reports", description: "The report across all competitors first, then each competitor's latest.", success: list(intelligenceReportSchema) },
} satisfies RouteDocs;

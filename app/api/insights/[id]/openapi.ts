import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { intelligenceReportSchema } from "@/lib/analysis/report/schema";

/** How /api/openapi.json describes /api/insights/{id} beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get a competitor's intelligence report", success: data(intelligenceReportSchema) },
} satisfies RouteDocs;

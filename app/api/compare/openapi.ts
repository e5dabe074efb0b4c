import { dataOrCsv, type RouteDocs } from "@/lib/api/openapi-responses";
import { matrixSchema } from "@/lib/compare/schemas";

/** How /api/openapi.json describes /api/compare beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Compare our product and every competitor side by side", description: "Plans with prices per seat per month where the page allows (annual billing as its monthly equivalent), the cheapest plan for a team of `seats` (billed `billing`), features, integrations and key capabilities present or absent by category (`category` filters them), and the changes of the last 30 days.", success: dataOrCsv(matrixSchema, "a CSV file: one column per product, rows for prices, plans, recent changes and every feature, integration and capability (yes/no)") },
} satisfies RouteDocs;

import { dataOrCsv, type RouteDocs } from "@/lib/api/openapi-responses";
import { priceHistorySchema } from "@/lib/compare/schemas";

/** How /api/openapi.json describes /api/competitors/{id}/price-history beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get the price history of a competitor's plans", description: "One series per plan (identity kept across renames) and currency, period and unit, with markers where a price moved or a plan was renamed, added or removed.", success: dataOrCsv(priceHistorySchema, "a CSV file with one row per plan and scan: date, plan, price, currency, period, unit") },
} satisfies RouteDocs;

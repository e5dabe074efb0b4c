import { described, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/subscriptions/prices beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "List plans and prices", success: described("Success: `{ data: { tiers, mode } }`, each tier with its price id, prices and features") },
} satisfies RouteDocs;

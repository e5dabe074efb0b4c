import { described, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/openapi.json beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "This OpenAPI document", security: [], status: 200, success: described("The OpenAPI 3.1 document", false) },
} satisfies RouteDocs;

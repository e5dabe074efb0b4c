import { described, type RouteDocs } from "@/lib/api/openapi-responses";
import { psychology } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/competitors/{id}/psychology beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get the latest psychology analysis", success: described(`Success: \`{ data }\`, ${psychology}; null when there is none`) },
} satisfies RouteDocs;

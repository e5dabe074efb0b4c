import { described, type RouteDocs } from "@/lib/api/openapi-responses";
import { psychology } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/psychology/{competitorId} beyond what its route's withAuth options say. */
export const docs = {
  GET: {
    summary: "Get the psychology analysis, or its progress",
    success: described(`Success: \`{ data }\`, ${psychology}, and lastError`),
    more: { "202": described("In progress: `{ data: { status: 'pending', competitorId, analysisId, requestedAt, previous } }`") },
  },
} satisfies RouteDocs;

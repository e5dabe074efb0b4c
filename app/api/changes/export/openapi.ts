import { media, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/changes/export beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Export the filtered changes as CSV", success: media("text/csv", "A CSV file (attachment), newest change first") },
} satisfies RouteDocs;

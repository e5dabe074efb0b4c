import { media, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/competitors/{id}/screenshots/{name} beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get a page screenshot", success: media("image/png", "The PNG image", { type: "string", contentMediaType: "image/png" }) },
} satisfies RouteDocs;

import { eventStream, type RouteDocs } from "@/lib/api/openapi-responses";
import { live } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/live/health beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Live stream of the service's health", security: live, success: eventStream(["health", "signout"]) },
} satisfies RouteDocs;

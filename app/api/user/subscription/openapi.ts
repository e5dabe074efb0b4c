import { described, type RouteDocs } from "@/lib/api/openapi-responses";
import { subscription } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/user/subscription beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get the current subscription", success: described(subscription) },
} satisfies RouteDocs;

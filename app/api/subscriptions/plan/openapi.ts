import { described, type RouteDocs } from "@/lib/api/openapi-responses";
import { subscription } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/subscriptions/plan beyond what its route's withAuth options say. */
export const docs = {
  PUT: { summary: "Change the plan", success: described(subscription) },
} satisfies RouteDocs;

import { described, type RouteDocs } from "@/lib/api/openapi-responses";
import { subscription } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/subscriptions/cancel beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Cancel the subscription at period end", success: described(subscription) },
} satisfies RouteDocs;

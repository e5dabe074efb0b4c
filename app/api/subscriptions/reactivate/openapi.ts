import { described, type RouteDocs } from "@/lib/api/openapi-responses";
import { subscription } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/subscriptions/reactivate beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Undo a scheduled cancellation", success: described(subscription) },
} satisfies RouteDocs;

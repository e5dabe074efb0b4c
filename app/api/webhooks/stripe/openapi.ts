import { described, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/webhooks/stripe beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Stripe webhook", security: ["stripeSignature"], status: 200, success: described("Success: `{ data }`, what the event changed") },
} satisfies RouteDocs;

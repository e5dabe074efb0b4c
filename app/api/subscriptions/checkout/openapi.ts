import { z } from "zod";
import { data, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/subscriptions/checkout beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Start a checkout for a plan", success: data(z.object({ url: z.string(), mode: z.enum(["stripe", "local"]), sessionId: z.string().nullable() }), "Success: `{ data }`: the Checkout url (local mode: the plan applies at once and url is successUrl)") },
} satisfies RouteDocs;

import { z } from "zod";
import { data, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/subscriptions/portal beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get the billing portal's URL", success: data(z.object({ url: z.string(), mode: z.enum(["stripe", "local"]) })) },
} satisfies RouteDocs;

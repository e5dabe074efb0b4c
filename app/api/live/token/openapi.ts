import { z } from "zod";
import { data, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/live/token beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Get a 5-minute token for the live streams", success: data(z.object({ token: z.string(), expiresIn: z.number().int() })) },
} satisfies RouteDocs;

import { z } from "zod";
import { data, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/changes/{id}/read beyond what its route's withAuth options say. */
export const docs = {
  PUT: { summary: "Mark a change as read", success: data(z.object({ id: z.string().uuid(), isRead: z.literal(true) })) },
} satisfies RouteDocs;

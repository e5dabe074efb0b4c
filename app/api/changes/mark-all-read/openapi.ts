import { z } from "zod";
import { data, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/changes/mark-all-read beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Mark all changes (of one competitor) as read", success: data(z.object({ updated: z.number().int() })) },
} satisfies RouteDocs;

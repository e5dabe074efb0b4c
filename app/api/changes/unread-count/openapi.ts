import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { unreadCountSchema } from "@/lib/changes/schemas";

/** How /api/openapi.json describes /api/changes/unread-count beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Count unread changes", success: data(unreadCountSchema) },
} satisfies RouteDocs;

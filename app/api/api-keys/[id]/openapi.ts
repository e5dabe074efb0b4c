import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { deleted, accountOnly } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/api-keys/{id} beyond what its route's withAuth options say. */
export const docs = {
  DELETE: { summary: "Delete an API key", success: data(deleted), security: accountOnly },
} satisfies RouteDocs;

import { data, list, type RouteDocs } from "@/lib/api/openapi-responses";
import { apiKeySchema, createdApiKeySchema } from "@/lib/api-keys/schemas";
import { accountOnly } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/api-keys beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "List API keys", success: list(apiKeySchema) },
  POST: { summary: "Create an API key", description: "The key is shown once; only its hash and a preview are stored. Not on the Free plan.", success: data(createdApiKeySchema, "Created: `{ data }` with the full key"), security: accountOnly },
} satisfies RouteDocs;

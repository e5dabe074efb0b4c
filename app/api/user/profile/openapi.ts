import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { profileSchema } from "@/lib/users/schemas";

/** How /api/openapi.json describes /api/user/profile beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get the profile and notification preferences", success: data(profileSchema) },
  PUT: { summary: "Change the name or one notification preference", success: data(profileSchema) },
} satisfies RouteDocs;

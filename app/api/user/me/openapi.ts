import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { userSchema } from "@/lib/auth/schemas";

/** How /api/openapi.json describes /api/user/me beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "Get the signed-in user", success: data(userSchema) },
} satisfies RouteDocs;

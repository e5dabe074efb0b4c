import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { signedIn } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/auth/refresh beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Exchange a refresh token for new tokens", success: data(signedIn) },
} satisfies RouteDocs;

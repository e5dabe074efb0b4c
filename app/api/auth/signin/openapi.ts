import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { signedIn } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/auth/signin beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Sign in with e-mail and password", description: "Answers tokens and sets the session cookie.", success: data(signedIn) },
} satisfies RouteDocs;

import { z } from "zod";
import { data, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/auth/signout beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Sign out everywhere", success: data(z.object({ signedOut: z.literal(true) })) },
} satisfies RouteDocs;

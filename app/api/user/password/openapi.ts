import { z } from "zod";
import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { signedIn, accountOnly } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/user/password beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Change the password", description: "Every other session and token ends; the caller gets fresh tokens.", security: accountOnly, success: data(signedIn.extend({ changed: z.literal(true) })) },
} satisfies RouteDocs;

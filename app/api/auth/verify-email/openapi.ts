import { z } from "zod";
import { data, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/auth/verify-email beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Confirm an e-mail address with its token", success: data(z.object({ verified: z.literal(true), email: z.string() })) },
} satisfies RouteDocs;

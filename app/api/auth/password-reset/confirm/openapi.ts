import { z } from "zod";
import { data, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/auth/password-reset/confirm beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Set a new password with a reset token", success: data(z.object({ reset: z.literal(true), email: z.string(), message: z.string() })) },
} satisfies RouteDocs;

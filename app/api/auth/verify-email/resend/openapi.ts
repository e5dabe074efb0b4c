import { z } from "zod";
import { data, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/auth/verify-email/resend beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Send a new verification e-mail", success: data(z.object({ sent: z.literal(true), email: z.string(), message: z.string() }), "Accepted: the e-mail is queued") },
} satisfies RouteDocs;

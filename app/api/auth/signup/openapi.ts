import { z } from "zod";
import { data, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/auth/signup beyond what its route's withAuth options say. */
export const docs = {
  POST: {
    summary: "Create an account",
    description:
      "Answers 202 with the same body whether or not the address already has an account, and sets no session: a new account gets its 14-day trial and a verification e-mail, the owner of an existing one is told by e-mail. Then sign in with POST /api/auth/signin.",
    status: 202,
    success: data(z.object({ email: z.string().email(), status: z.literal("accepted"), next: z.string() }), "Accepted: `{ data }`"),
  },
} satisfies RouteDocs;

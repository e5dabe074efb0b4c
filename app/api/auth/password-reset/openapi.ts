import { data, type RouteDocs } from "@/lib/api/openapi-responses";
import { message } from "@/app/api/openapi-common";

/** How /api/openapi.json describes /api/auth/password-reset beyond what its route's withAuth options say. */
export const docs = {
  POST: { summary: "Ask for a password-reset e-mail", description: "Answered alike whether or not an account has the address.", success: data(message, "Accepted: the e-mail is queued") },
} satisfies RouteDocs;

import { described, type RouteDocs } from "@/lib/api/openapi-responses";

/** How /api/openapi.json describes /api/session/{...nextauth} beyond what its route's withAuth options say. */
export const docs = {
  GET: { summary: "next-auth: session, CSRF token and providers", security: [], status: 200, pathParams: { nextauth: "The next-auth action, e.g. `session`, `csrf` or `providers`" }, success: described("next-auth's answer", false) },
  POST: { summary: "next-auth: sign in or out (browser forms)", security: [], status: 200, pathParams: { nextauth: "The next-auth action, e.g. `callback/credentials` or `signout`" }, success: described("next-auth's answer (often a redirect)", false) },
} satisfies RouteDocs;

import { NextResponse, type NextRequest } from "next/server";
import { readSessionCookie } from "@/lib/auth/session-cookie";
import { securityHeaders, pageSecurityHeaders } from "@/lib/api/security-headers";
import { errorBody, statusOf } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { REQUEST_ID_HEADER, requestIdOf } from "@/lib/api/request-id";

const SIGNED_IN_ONLY = /^\/(dashboard|settings|subscription)(\/|$)/;

function withHeaders(res: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
}

/**
 * Every request: security headers (a nonce-based Content-Security-Policy on pages, HSTS over https).
 * API requests: a request id (x-request-id) is settled here; a declared body above MAX_BODY_BYTES is
 * refused here with 413 (the route wrapper also counts the bytes it reads). Pages under /dashboard, /settings and /subscription: cheap redirect of
 * signed-out visitors (no valid session cookie → /login); revocation is checked by every API call.
 */
export async function proxy(req: NextRequest) {
  const secure = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https";
  const path = req.nextUrl.pathname;
  if (path.startsWith("/api/")) {
    // One id per request: kept when a proxy in front set a sane one, passed on to the route (which puts it on its response).
    const requestId = requestIdOf(req.headers);
    const declared = Number(req.headers.get("content-length"));
    const max = env().MAX_BODY_BYTES;
    if (Number.isFinite(declared) && declared > max) {
      const res = NextResponse.json(errorBody("payload_too_large", `Request body is too large (the limit is ${Math.round(max / 1024)} KB)`, requestId), { status: statusOf("payload_too_large") });
      return withHeaders(res, { ...securityHeaders(secure), [REQUEST_ID_HEADER]: requestId });
    }
    const forwarded = new Headers(req.headers);
    forwarded.set(REQUEST_ID_HEADER, requestId);
    return withHeaders(NextResponse.next({ request: { headers: forwarded } }), securityHeaders(secure));
  }

  const { nonce, headers } = pageSecurityHeaders(secure, env().NODE_ENV === "development");
  if (SIGNED_IN_ONLY.test(path) && !(await readSessionCookie(req))) {
    const url = req.nextUrl.clone();
    url.pathname = "/login";
    url.search = `?next=${encodeURIComponent(req.nextUrl.pathname + req.nextUrl.search)}`;
    return withHeaders(NextResponse.redirect(url), headers);
  }
  // Next reads the nonce from the request's policy header and puts it on its own scripts.
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", headers["content-security-policy"]);
  return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), headers);
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};

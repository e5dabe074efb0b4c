import { NextResponse, type NextRequest } from "next/server";
import { readSessionCookie } from "@/lib/auth/session-cookie";
import { securityHeaders, pageSecurityHeaders } from "@/lib/api/security-headers";
import { errorBody, statusOf } from "@/lib/api/errors";
import { env } from "@/lib/env";

const SIGNED_IN_ONLY = /^\/(dashboard|settings|subscription)(\/|$)/;

function withHeaders(res: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
}

/**
 * Every request: security headers (a nonce-based Content-Security-Policy on pages, HSTS over https).
 * API requests: a declared body above MAX_BODY_BYTES is refused here with 413 (the route wrapper also
 * counts the bytes it reads). Pages under /dashboard, /settings and /subscription: cheap redirect of
 * signed-out visitors (no valid session cookie → /login); revocation is checked by every API call.
 */
export async function proxy(req: NextRequest) {
  const secure = req.nextUrl.protocol === "https:" || req.headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https";
  const path = req.nextUrl.pathname;
  if (path.startsWith("/api/")) {
    const declared = Number(req.headers.get("content-length"));
    const max = env().MAX_BODY_BYTES;
    if (Number.isFinite(declared) && declared > max) {
      const res = NextResponse.json(errorBody("payload_too_large", `Request body is too large (the limit is ${Math.round(max / 1024)} KB)`), { status: statusOf("payload_too_large") });
      return withHeaders(res, securityHeaders(secure));
    }
    return withHeaders(NextResponse.next(), securityHeaders(secure));
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

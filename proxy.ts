import { NextResponse, type NextRequest } from "next/server";
import { readSessionCookie } from "@/lib/auth/session-cookie";

/**
 * Cheap redirect of signed-out visitors: no valid (decodable, unexpired) session cookie → /login.
 * Token revocation is checked by every API call; the client guard handles stored tokens.
 */
export async function proxy(req: NextRequest) {
  const session = await readSessionCookie(req);
  if (session) return NextResponse.next();
  const url = req.nextUrl.clone();
  url.pathname = "/login";
  url.search = `?next=${encodeURIComponent(req.nextUrl.pathname + req.nextUrl.search)}`;
  return NextResponse.redirect(url);
}

export const config = {
  matcher: ["/dashboard/:path*", "/settings/:path*", "/subscription/:path*"],
};

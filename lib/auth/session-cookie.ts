import { encode, decode } from "next-auth/jwt";
import { env } from "@/lib/env";

export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** next-auth's cookie names: the __Secure- prefix applies on https. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Secure-authjs.session-token" : "authjs.session-token";
}

export function isSecureRequest(req: Request): boolean {
  const proto = req.headers.get("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
  return proto === "https";
}

export interface SessionClaims { uid: string; ver: number; email: string; name: string }

/** Encodes a next-auth (JWT strategy) session so `auth()` and proxy.ts read it like one next-auth issued. */
export async function sessionCookie(req: Request, claims: SessionClaims): Promise<string> {
  const secure = isSecureRequest(req);
  const name = sessionCookieName(secure);
  const value = await encode({
    token: { sub: claims.uid, uid: claims.uid, ver: claims.ver, email: claims.email, name: claims.name },
    secret: env().AUTH_SECRET,
    salt: name,
    maxAge: SESSION_MAX_AGE_S,
  });
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MAX_AGE_S}${secure ? "; Secure" : ""}`;
}

export function clearSessionCookies(): string[] {
  return [sessionCookieName(false), sessionCookieName(true)].map(
    (n) => `${n}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${n.startsWith("__Secure-") ? "; Secure" : ""}`,
  );
}

function readCookie(req: Request, name: string): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(/;\s*/)) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i) === name) return decodeURIComponent(part.slice(i + 1));
  }
  return null;
}

export async function readSessionCookie(req: Request): Promise<{ uid: string; ver: number } | null> {
  for (const secure of [true, false]) {
    const name = sessionCookieName(secure);
    const raw = readCookie(req, name);
    if (!raw) continue;
    try {
      const token = await decode({ token: raw, secret: env().AUTH_SECRET, salt: name });
      if (token && typeof token.uid === "string" && typeof token.ver === "number") return { uid: token.uid, ver: token.ver };
    } catch {
      return null;
    }
  }
  return null;
}

import { SignJWT, jwtVerify } from "jose";
import crypto from "node:crypto";
import { env } from "@/lib/env";

export const ACCESS_TOKEN_TTL_S = 12 * 60 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;

function key(): Uint8Array {
  return new TextEncoder().encode(`access:${env().AUTH_SECRET}`);
}

export interface AccessClaims { userId: string; version: number; purpose: "access" | "stream" }

/** A JWT with three dot-separated parts and an `exp` claim, as the client-side guard expects. */
export async function signAccessToken(userId: string, version: number, ttlSeconds = ACCESS_TOKEN_TTL_S, purpose: AccessClaims["purpose"] = "access"): Promise<string> {
  return new SignJWT({ ver: version, pur: purpose })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .setIssuer("rivalscope")
    .sign(key());
}

export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    // A token without an expiry is refused even when validly signed: every token we issue has one.
    const { payload } = await jwtVerify(token, key(), { issuer: "rivalscope", algorithms: ["HS256"], requiredClaims: ["exp", "sub"] });
    if (typeof payload.sub !== "string" || typeof payload.ver !== "number") return null;
    return { userId: payload.sub, version: payload.ver, purpose: payload.pur === "stream" ? "stream" : "access" };
  } catch {
    return null;
  }
}

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString("base64url");
}

export function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}

import crypto from "node:crypto";

export const SIGNATURE_HEADER = "X-Rivalscope-Signature";
/** Receivers should refuse a signature whose `t` is older than this. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** A new endpoint secret: 32 random bytes, prefixed so it is recognisable in a config file. */
export function newEndpointSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString("base64url")}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the endpoint's secret. */
export function signatureHeader(secret: string, rawBody: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = crypto.createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/**
 * What a receiver does (kept here so tests and the documentation example share it): parse the header,
 * refuse an old `t`, recompute the HMAC and compare in constant time.
 */
export function verifySignature(secret: string, rawBody: string, header: string | null | undefined, now: Date = new Date()): boolean {
  if (!header) return false;
  const parts = new Map(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = crypto.createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
  return v1.length === expected.length && crypto.timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}

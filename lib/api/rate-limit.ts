import type { Db } from "@/db/client";
import { hitRateLimit, type LimitRule } from "@/db/queries/rate-limits";
import { ApiError } from "./errors";

export type { LimitRule };

/** Route-level limits (per user for API keys and chat, per client address for signup). */
export const ROUTE_LIMITS = {
  /** Requests made with an API key, per account. */
  apiKey: { limit: 300, windowSeconds: 60 },
  /** Chat questions (each may call the model), per account. */
  chat: { limit: 30, windowSeconds: 60 },
} satisfies Record<string, LimitRule>;

export function retryAfterSeconds(resetAt: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
}

export function tooManyRequests(resetAt: Date, message: string): ApiError {
  return new ApiError("rate_limited", message, { headers: { "retry-after": String(retryAfterSeconds(resetAt)) } });
}

export function waitMessage(what: string, resetAt: Date): string {
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000));
  return `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/**
 * Counts one hit atomically and throws 429 (with Retry-After) past the limit. Refused hits count too;
 * they do not move the end of the fixed window.
 */
export async function enforceLimit(db: Db, key: string, rule: LimitRule, what: string): Promise<void> {
  const hit = await hitRateLimit(db, key, rule);
  if (!hit.allowed) throw tooManyRequests(hit.resetAt, waitMessage(what, hit.resetAt));
}

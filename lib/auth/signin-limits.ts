import type { Db } from "@/db/client";
import { hitRateLimit, refundRateLimit, clearRateLimit } from "@/db/queries/rate-limits";
import { tooManyRequests, waitMessage } from "@/lib/api/rate-limit";
import { sha256 } from "./tokens";

/**
 * Failed sign-ins: 5 per account and client address (so a flood against an account from elsewhere
 * never locks its owner out), 20 per client address across accounts, and a growing delay on every
 * failure for an account beyond the first 3 (slowing guesses spread over many addresses).
 */
export const SIGNIN_LIMITS = { perPair: 5, perClient: 20, windowSeconds: 15 * 60, delayAfter: 3, delayBaseMs: 250, delayMaxMs: 2000 };

export function failureDelayMs(accountFailures: number): number {
  const over = accountFailures - SIGNIN_LIMITS.delayAfter;
  return over <= 0 ? 0 : Math.min(SIGNIN_LIMITS.delayMaxMs, SIGNIN_LIMITS.delayBaseMs * 2 ** (over - 1));
}

export interface SigninAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Reserves one attempt before the password is checked: each counter is taken in one SQL statement,
 * so of 30 parallel wrong passwords exactly 5 are checked. A refused attempt gives back what it took
 * from the other counter; a right password gives its reservations back.
 */
export async function reserveSigninAttempt(db: Db, params: { email: string; client: string }): Promise<SigninAttempt> {
  const account = sha256(params.email.trim().toLowerCase());
  const window = SIGNIN_LIMITS.windowSeconds;
  const pair = { key: `signin:pair:${account}:${params.client}`, rule: { limit: SIGNIN_LIMITS.perPair, windowSeconds: window } };
  const client = { key: `signin:client:${params.client}`, rule: { limit: SIGNIN_LIMITS.perClient, windowSeconds: window } };
  // Only counted (for the delay), never refused: the per-pair limit is what locks.
  const accountCounter = { key: `signin:account:${account}`, rule: { limit: Number.MAX_SAFE_INTEGER, windowSeconds: window } };
  const hits = await Promise.all([pair, client].map((c) => hitRateLimit(db, c.key, c.rule)));
  if (hits.some((h) => !h.allowed)) {
    await Promise.all([pair, client].filter((_, i) => hits[i].allowed).map((c) => refundRateLimit(db, c.key, c.rule)));
    const resetAt = new Date(Math.max(...hits.filter((h) => !h.allowed).map((h) => h.resetAt.getTime())));
    throw tooManyRequests(resetAt, waitMessage("sign-in attempts", resetAt));
  }
  return {
    async succeeded() {
      await Promise.all([clearRateLimit(db, pair.key, pair.rule), refundRateLimit(db, client.key, client.rule)]);
    },
    async failed() {
      const acc = await hitRateLimit(db, accountCounter.key, accountCounter.rule);
      const delay = failureDelayMs(acc.count);
      if (delay) await new Promise((r) => setTimeout(r, delay));
    },
  };
}

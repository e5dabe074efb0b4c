import type { Db } from "@/db/client";
import { hitRateLimit, refundRateLimit, clearRateLimit, type LimitState } from "@/db/queries/rate-limits";
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
 * so of 30 parallel wrong passwords exactly 5 are checked. A right password gives its reservations back.
 */
export async function reserveSigninAttempt(db: Db, params: { email: string; client: string }): Promise<SigninAttempt> {
  const account = sha256(params.email.trim().toLowerCase());
  const pairKey = `signin:pair:${account}:${params.client}`;
  const clientKey = `signin:client:${params.client}`;
  const accountKey = `signin:account:${account}`;
  const window = SIGNIN_LIMITS.windowSeconds;
  const [pair, client] = await Promise.all([hitRateLimit(db, { key: pairKey, windowSeconds: window }), hitRateLimit(db, { key: clientKey, windowSeconds: window })]);
  const over: LimitState[] = [];
  if (pair.count > SIGNIN_LIMITS.perPair) over.push(pair);
  if (client.count > SIGNIN_LIMITS.perClient) over.push(client);
  if (over.length) {
    await Promise.all([refundRateLimit(db, { key: pairKey }), refundRateLimit(db, { key: clientKey })]);
    const resetAt = new Date(Math.max(...over.map((o) => o.resetAt.getTime())));
    throw tooManyRequests(resetAt, waitMessage("sign-in attempts", resetAt));
  }
  return {
    async succeeded() {
      await Promise.all([clearRateLimit(db, { key: pairKey }), refundRateLimit(db, { key: clientKey })]);
    },
    async failed() {
      const acc = await hitRateLimit(db, { key: accountKey, windowSeconds: window });
      const delay = failureDelayMs(acc.count);
      if (delay) await new Promise((r) => setTimeout(r, delay));
    },
  };
}

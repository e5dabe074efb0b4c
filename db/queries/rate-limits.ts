import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Db } from "@/db/client";

export interface LimitRule { limit: number; windowSeconds: number }

/** One counted hit: whether it is within the limit, the window's count so far and when the window ends. */
export interface Hit { allowed: boolean; count: number; resetAt: Date }

const limiters = new WeakMap<pg.Pool, Map<string, RateLimiterPostgres>>();

/**
 * rate-limiter-flexible's Postgres store over the app's pool, one limiter per rule, all in the
 * rate_limits table (migration 0004). Each hit is one INSERT … ON CONFLICT … RETURNING, so parallel hits
 * each get their own count: with a limit of 5, exactly 5 of 30 simultaneous hits are allowed.
 */
function limiterFor(db: Db, rule: LimitRule): RateLimiterPostgres {
  // drizzle's node-postgres database carries its pool as $client.
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  let byRule = limiters.get(pool);
  if (!byRule) limiters.set(pool, (byRule = new Map()));
  const id = `${rule.limit}/${rule.windowSeconds}`;
  let limiter = byRule.get(id);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: "",
      points: rule.limit,
      duration: rule.windowSeconds,
      // One limiter per pool deletes rows expired over an hour ago, every 5 minutes.
      clearExpiredByTimeout: byRule.size === 0,
    });
    byRule.set(id, limiter);
  }
  return limiter;
}

function toHit(res: RateLimiterRes, allowed: boolean): Hit {
  return { allowed, count: res.consumedPoints, resetAt: new Date(Date.now() + res.msBeforeNext) };
}

/** Counts one hit of `key` in the rule's fixed window. */
export async function hitRateLimit(db: Db, key: string, rule: LimitRule): Promise<Hit> {
  try {
    return toHit(await limiterFor(db, rule).consume(key), true);
  } catch (err) {
    if (err instanceof RateLimiterRes) return toHit(err, false);
    throw err;
  }
}

/** Gives back one hit (an attempt that turned out not to count, e.g. a right password). */
export async function refundRateLimit(db: Db, key: string, rule: LimitRule): Promise<void> {
  await limiterFor(db, rule).reward(key);
}

export async function clearRateLimit(db: Db, key: string, rule: LimitRule): Promise<void> {
  await limiterFor(db, rule).delete(key);
}

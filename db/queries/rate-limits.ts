import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

export interface LimitState { count: number; resetAt: Date }

/**
 * Fixed-window counter in one statement (INSERT … ON CONFLICT … RETURNING), so parallel hits each get
 * their own count: with a limit of 5, exactly 5 of 30 simultaneous hits see a count of 5 or less.
 */
export async function hitRateLimit(db: Db, params: { key: string; windowSeconds: number }): Promise<LimitState> {
  const res = await db.execute<{ count: number; reset_at: Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${params.key}, 1, now() + make_interval(secs => ${params.windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then now() + make_interval(secs => ${params.windowSeconds}) else rate_limits.reset_at end
    returning count, reset_at`);
  const row = res.rows[0];
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** Gives back one hit taken by hitRateLimit (an attempt that turned out not to count, e.g. a right password). */
export async function refundRateLimit(db: Db, params: { key: string }): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${params.key} and reset_at > now()`);
}

export async function peekRateLimit(db: Db, params: { key: string }): Promise<LimitState | null> {
  const res = await db.execute<{ count: number; reset_at: Date }>(sql`select count, reset_at from rate_limits where key = ${params.key} and reset_at > now()`);
  const row = res.rows[0];
  return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
}

export async function clearRateLimit(db: Db, params: { key: string }): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${params.key}`);
}

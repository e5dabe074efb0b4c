import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/** Fixed-window counter: returns the count after this hit and when the window resets. */
export async function hitRateLimit(db: Db, params: { key: string; windowSeconds: number }): Promise<{ count: number; resetAt: Date }> {
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

export async function peekRateLimit(db: Db, params: { key: string }): Promise<{ count: number; resetAt: Date } | null> {
  const res = await db.execute<{ count: number; reset_at: Date }>(sql`select count, reset_at from rate_limits where key = ${params.key} and reset_at > now()`);
  const row = res.rows[0];
  return row ? { count: Number(row.count), resetAt: new Date(row.reset_at) } : null;
}

export async function clearRateLimit(db: Db, params: { key: string }): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${params.key}`);
}

import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { AiError } from "./errors";

/** Tokens (input + output) one user may spend on model calls per UTC day. */
export const DEFAULT_DAILY_TOKEN_BUDGET = 200_000;

const TODAY = sql`(now() at time zone 'utc')::date`;

export async function tokensUsedToday(db: Db, params: { userId: string }): Promise<number> {
  const r = await db.execute<{ tokens: number }>(sql`select tokens from ai_usage where user_id = ${params.userId} and day = ${TODAY}`);
  return Number(r.rows[0]?.tokens ?? 0);
}

export async function recordTokens(db: Db, params: { userId: string; tokens: number }): Promise<void> {
  if (params.tokens <= 0) return;
  await db.execute(sql`
    insert into ai_usage (user_id, day, tokens) values (${params.userId}, ${TODAY}, ${Math.round(params.tokens)})
    on conflict (user_id, day) do update set tokens = ai_usage.tokens + excluded.tokens`);
}

export function budgetMessage(budget: number): string {
  return `You have used today's AI budget of ${budget.toLocaleString("en-US")} tokens. It resets at midnight UTC.`;
}

/** Refuses (AiError budget_exceeded) once the user's tokens for today reach the budget. */
export async function assertWithinBudget(db: Db, params: { userId: string; budget: number }): Promise<void> {
  const used = await tokensUsedToday(db, { userId: params.userId });
  if (used >= params.budget) throw new AiError("budget_exceeded", budgetMessage(params.budget), 429);
}

import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { accountTokens, users } from "@/db/schema";

export type AccountTokenPurpose = "password_reset" | "verify_email";

export async function insertAccountToken(db: Db, params: { userId: string; purpose: AccountTokenPurpose; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(accountTokens).values(params);
}

/**
 * Spends a token: one statement checks purpose, expiry and that it is unused, and marks it used, so
 * of two simultaneous uses exactly one succeeds. Returns the owner's id, or null.
 */
export async function consumeAccountToken(db: Db, params: { purpose: AccountTokenPurpose; tokenHash: string }): Promise<string | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.tokenHash, params.tokenHash), eq(accountTokens.purpose, params.purpose), isNull(accountTokens.usedAt), sql`${accountTokens.expiresAt} > now()`))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** Marks every unused token of the purpose spent (a reset makes the other reset links of the user void). */
export async function spendAllAccountTokens(db: Db, params: { userId: string; purpose: AccountTokenPurpose }): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, params.userId), eq(accountTokens.purpose, params.purpose), isNull(accountTokens.usedAt)));
}

/** Sets email_verified_at once (a second verification keeps the first date). */
export async function markEmailVerified(db: Db, params: { userId: string }): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, params.userId));
}

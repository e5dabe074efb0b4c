import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, refreshTokens, apiKeys, subscriptions } from "@/db/schema";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, params: { email: string }): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.email, params.email.trim().toLowerCase())).limit(1);
  return u;
}

export async function getUser(db: Db, params: { userId: string }): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, params.userId)).limit(1);
  return u;
}

/** Creates the user and the 14-day Pro trial in one transaction. */
export async function createUserWithTrial(
  db: Db,
  params: { email: string; name: string; company?: string | null; passwordHash: string; trialDays: number },
): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [u] = await tx
      .insert(users)
      .values({ email: params.email.trim().toLowerCase(), name: params.name.trim(), company: params.company?.trim() || null, passwordHash: params.passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!u) return null;
    await tx.insert(subscriptions).values({
      userId: u.id,
      plan: "pro",
      status: "trialing",
      trialEndsAt: new Date(Date.now() + params.trialDays * 86_400_000),
    });
    return u;
  });
}

export async function updateProfile(
  db: Db,
  params: { userId: string; name?: string; changeAlerts?: boolean; weeklyDigest?: boolean; productUpdates?: boolean },
): Promise<UserRow | undefined> {
  const { userId, ...fields } = params;
  const [u] = await db.update(users).set({ ...fields, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return u;
}

/** Invalidates every access token, session cookie and refresh token of the user. */
export async function revokeAllTokens(db: Db, params: { userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, params.userId));
    await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, params.userId), sql`${refreshTokens.revokedAt} is null`));
  });
}

/**
 * Replaces the password and, in the same transaction, ends every session: the token version moves on
 * (access tokens and session cookies stop working) and every refresh token is revoked. Returns the
 * updated row, whose token version new tokens must carry.
 */
export async function setPassword(db: Db, params: { userId: string; passwordHash: string }): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [u] = await tx
      .update(users)
      .set({ passwordHash: params.passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, params.userId))
      .returning();
    await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, params.userId), sql`${refreshTokens.revokedAt} is null`));
    return u;
  });
}

export async function insertRefreshToken(db: Db, params: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(refreshTokens).values(params);
}

/** Rotates a refresh token: the old one is revoked atomically; a reused or expired one gives null. */
export async function consumeRefreshToken(db: Db, params: { tokenHash: string }): Promise<string | null> {
  const [row] = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, params.tokenHash), sql`${refreshTokens.revokedAt} is null`, sql`${refreshTokens.expiresAt} > now()`))
    .returning({ userId: refreshTokens.userId });
  return row?.userId ?? null;
}

export async function findUserByApiKeyHash(db: Db, params: { keyHash: string }): Promise<UserRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(eq(apiKeys.keyHash, params.keyHash))
    .returning({ userId: apiKeys.userId });
  if (!row) return undefined;
  return getUser(db, { userId: row.userId });
}

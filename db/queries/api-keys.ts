import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { apiKeys } from "@/db/schema";

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The user's keys, newest first (no hashes leave this module's callers' DTOs). */
export async function listApiKeys(db: Db, params: { userId: string }): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, params.userId)).orderBy(desc(apiKeys.createdAt));
}

export async function countApiKeys(db: Db, params: { userId: string }): Promise<number> {
  const [r] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, params.userId));
  return r.n;
}

export async function insertApiKey(db: Db, params: { userId: string; name: string; keyHash: string; keyPreview: string }): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(params).returning();
  return row;
}

/** Deletes one of the user's keys; false when it is not theirs or does not exist. */
export async function deleteApiKey(db: Db, params: { userId: string; id: string }): Promise<boolean> {
  const r = await db.delete(apiKeys).where(and(eq(apiKeys.id, params.id), eq(apiKeys.userId, params.userId))).returning({ id: apiKeys.id });
  return r.length > 0;
}

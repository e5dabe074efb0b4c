/** Reads of the comparison views (price history, matrix). Every query is filtered by the owner in SQL. */
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { changes, snapshots } from "@/db/schema";

/** At most this many scans feed one price history (the newest ones). */
export const HISTORY_MAX_SCANS = 500;

export interface PricingSnapshotRow {
  id: string;
  createdAt: Date;
  /** The snapshot's extractedData.pricingPlans as stored (unchecked JSON). */
  plans: unknown;
}

/** The stored pricing plans of each of the competitor's snapshots, newest first. */
export async function pricingSnapshots(db: Db, params: { userId: string; competitorId: string; limit?: number }): Promise<PricingSnapshotRow[]> {
  return db
    .select({ id: snapshots.id, createdAt: snapshots.createdAt, plans: sql<unknown>`${snapshots.extractedData} -> 'pricingPlans'` })
    .from(snapshots)
    .where(and(eq(snapshots.userId, params.userId), eq(snapshots.competitorId, params.competitorId)))
    .orderBy(desc(snapshots.createdAt))
    .limit(params.limit ?? HISTORY_MAX_SCANS);
}

export interface RecentChangeRow {
  id: string;
  competitorId: string;
  type: string;
  importance: string;
  /** The importance score (0..100) the change was stored with. */
  score: number;
  description: string;
  detectedAt: Date;
}

/** The user's changes since a date, newest first (at most `limit`). */
export async function recentChanges(db: Db, params: { userId: string; since: Date; limit: number }): Promise<RecentChangeRow[]> {
  return db
    .select({ id: changes.id, competitorId: changes.competitorId, type: changes.type, importance: changes.importance, score: changes.score, description: changes.description, detectedAt: changes.detectedAt })
    .from(changes)
    .where(and(eq(changes.userId, params.userId), gte(changes.detectedAt, params.since)))
    .orderBy(desc(changes.detectedAt), desc(changes.id))
    .limit(params.limit);
}

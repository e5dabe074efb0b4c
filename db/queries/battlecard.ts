/**
 * The reads behind a battlecard: the competitor, the user's own product (the baseline), their latest
 * snapshots, the competitor's recent changes, its latest psychology analysis and the user's pricing
 * and feature moves (predictions). Every query filters by the user in SQL.
 */
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { changes, competitors, psychologyAnalyses, snapshots } from "@/db/schema";
import type { CompetitorRow, SnapshotRow } from "./competitors";

export interface BattlecardChange {
  id: string;
  competitorId: string;
  type: string;
  importance: string;
  score: number;
  description: string;
  url: string | null;
  detectedAt: Date;
}

export interface MoveEvent {
  id: string;
  competitorId: string;
  competitorName: string;
  type: string;
  url: string | null;
  detectedAt: Date;
  /** When the competitor was added (its watching started). */
  watchedSince: Date;
}

async function newestSnapshot(db: Db, userId: string, competitorId: string): Promise<SnapshotRow | undefined> {
  const [s] = await db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.userId, userId), eq(snapshots.competitorId, competitorId)))
    .orderBy(desc(snapshots.createdAt))
    .limit(1);
  return s;
}

/** The competitor and the baseline (when set), each with its latest snapshot. Undefined: not the user's. */
export async function battlecardSubjects(db: Db, params: { userId: string; competitorId: string }) {
  const rows = await db
    .select()
    .from(competitors)
    .where(and(eq(competitors.userId, params.userId), sql`(${competitors.id} = ${params.competitorId} or ${competitors.type} = 'baseline')`));
  const competitor = rows.find((r) => r.id === params.competitorId);
  if (!competitor) return undefined;
  const baseline: CompetitorRow | undefined = rows.find((r) => r.type === "baseline" && r.id !== competitor.id);
  const [theirs, ours] = await Promise.all([newestSnapshot(db, params.userId, competitor.id), baseline ? newestSnapshot(db, params.userId, baseline.id) : undefined]);
  return { competitor, baseline, theirs, ours };
}

/** The competitor's changes since a date, newest first. */
export async function competitorChangesSince(db: Db, params: { userId: string; competitorId: string; since: Date; limit: number }): Promise<BattlecardChange[]> {
  return db
    .select({
      id: changes.id,
      competitorId: changes.competitorId,
      type: changes.type,
      importance: changes.importance,
      score: changes.score,
      description: changes.description,
      url: changes.url,
      detectedAt: changes.detectedAt,
    })
    .from(changes)
    .where(and(eq(changes.userId, params.userId), eq(changes.competitorId, params.competitorId), gte(changes.detectedAt, params.since)))
    .orderBy(desc(changes.detectedAt), desc(changes.score))
    .limit(params.limit);
}

/** Pricing and feature changes of all the user's tracked competitors since a date, oldest first, with their ids. */
export async function moveEvents(db: Db, params: { userId: string; since: Date }): Promise<MoveEvent[]> {
  return db
    .select({ id: changes.id, competitorId: changes.competitorId, competitorName: competitors.name, type: changes.type, url: changes.url, detectedAt: changes.detectedAt, watchedSince: competitors.createdAt })
    .from(changes)
    .innerJoin(competitors, and(eq(competitors.id, changes.competitorId), eq(competitors.userId, changes.userId)))
    .where(and(eq(changes.userId, params.userId), inArray(changes.type, ["pricing", "feature"]), gte(changes.detectedAt, params.since), sql`${competitors.type} <> 'baseline'`))
    .orderBy(changes.detectedAt);
}

/** The competitor's newest completed psychology analysis, and whether the snapshot it read is still kept. */
export async function battlecardPsychology(db: Db, params: { userId: string; competitorId: string }) {
  const [row] = await db
    .select()
    .from(psychologyAnalyses)
    .where(and(eq(psychologyAnalyses.userId, params.userId), eq(psychologyAnalyses.competitorId, params.competitorId), eq(psychologyAnalyses.status, "completed")))
    .orderBy(desc(psychologyAnalyses.completedAt))
    .limit(1);
  if (!row) return undefined;
  const snapshotId = (row.analysis as { snapshotId?: unknown } | null)?.snapshotId;
  if (typeof snapshotId !== "string") return { row, snapshot: undefined };
  const [snapshot] = await db
    .select({ id: snapshots.id, createdAt: snapshots.createdAt })
    .from(snapshots)
    .where(and(eq(snapshots.userId, params.userId), eq(snapshots.id, snapshotId)))
    .limit(1);
  return { row, snapshot };
}

/** The newest change of the user (any competitor): part of the battlecard cache key. */
export async function newestChange(db: Db, params: { userId: string }): Promise<{ id: string; detectedAt: Date } | undefined> {
  const [r] = await db
    .select({ id: changes.id, detectedAt: changes.detectedAt })
    .from(changes)
    .where(eq(changes.userId, params.userId))
    .orderBy(desc(changes.detectedAt), desc(changes.id))
    .limit(1);
  return r;
}

/** Which of these ids are snapshots or changes of the user (tests and checks of a battlecard's sources). */
export async function ownedSourceIds(db: Db, params: { userId: string; snapshotIds: string[]; changeIds: string[] }): Promise<Set<string>> {
  const [s, c] = await Promise.all([
    params.snapshotIds.length ? db.select({ id: snapshots.id }).from(snapshots).where(and(eq(snapshots.userId, params.userId), inArray(snapshots.id, params.snapshotIds))) : [],
    params.changeIds.length ? db.select({ id: changes.id }).from(changes).where(and(eq(changes.userId, params.userId), inArray(changes.id, params.changeIds))) : [],
  ]);
  return new Set([...s, ...c].map((r) => r.id));
}

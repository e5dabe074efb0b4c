import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { changes, competitors, changeFeedback, importanceModel } from "@/db/schema";

export type ChangeRow = typeof changes.$inferSelect;
export type ChangeWithCompetitor = ChangeRow & { competitorName: string; competitorUrl: string; feedback: boolean | null };

export interface ChangeFilters {
  userId: string;
  competitorId?: string;
  types?: string[];
  importance?: string;
  isRead?: boolean;
  search?: string;
}

function whereOf(f: ChangeFilters): SQL {
  const parts: SQL[] = [eq(changes.userId, f.userId)];
  if (f.competitorId) parts.push(eq(changes.competitorId, f.competitorId));
  if (f.types?.length) parts.push(sql`${changes.type} in ${f.types}`);
  if (f.importance) parts.push(eq(changes.importance, f.importance));
  if (f.isRead !== undefined) parts.push(eq(changes.isRead, f.isRead));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(or(ilike(changes.description, like), ilike(competitors.name, like))!);
  }
  return and(...parts)!;
}

const selection = {
  change: changes,
  competitorName: competitors.name,
  competitorUrl: competitors.url,
  feedback: changeFeedback.isImportant,
};

function flatten(r: { change: ChangeRow; competitorName: string; competitorUrl: string; feedback: boolean | null }): ChangeWithCompetitor {
  return { ...r.change, competitorName: r.competitorName, competitorUrl: r.competitorUrl, feedback: r.feedback ?? null };
}

/** Newest first; the (user, detected_at desc, id desc) index serves it. */
export async function listChanges(db: Db, f: ChangeFilters & { limit: number; offset: number }): Promise<{ rows: ChangeWithCompetitor[]; total: number }> {
  const where = whereOf(f);
  // The page's ids first, from the changes indexes alone in the feed's order (a LIMIT subquery the
  // planner keeps apart); then the competitor and the vote of just those rows. Joined up front, the
  // planner would read every change of the user and sort them. A search needs the competitor's name.
  const page = f.search
    ? null
    : db.select({ id: changes.id }).from(changes).where(where).orderBy(desc(changes.detectedAt), desc(changes.id)).limit(f.limit).offset(f.offset).as("page");
  const joined = (page
    ? db.select(selection).from(page).innerJoin(changes, eq(changes.id, page.id))
    : db.select(selection).from(changes)
  )
    .innerJoin(competitors, eq(competitors.id, changes.competitorId))
    .leftJoin(changeFeedback, and(eq(changeFeedback.changeId, changes.id), eq(changeFeedback.userId, f.userId)));
  const [rows, [count]] = await Promise.all([
    page
      ? joined.orderBy(desc(changes.detectedAt), desc(changes.id))
      : joined.where(where).orderBy(desc(changes.detectedAt), desc(changes.id)).limit(f.limit).offset(f.offset),
    // Only a search needs the competitor's name; otherwise the count reads the changes indexes alone.
    f.search
      ? db.select({ n: sql<number>`count(*)::int` }).from(changes).innerJoin(competitors, eq(competitors.id, changes.competitorId)).where(where)
      : db.select({ n: sql<number>`count(*)::int` }).from(changes).where(where),
  ]);
  return { rows: rows.map(flatten), total: count.n };
}

export async function getChange(db: Db, params: { userId: string; id: string }): Promise<ChangeWithCompetitor | undefined> {
  const [r] = await db
    .select(selection)
    .from(changes)
    .innerJoin(competitors, eq(competitors.id, changes.competitorId))
    .leftJoin(changeFeedback, and(eq(changeFeedback.changeId, changes.id), eq(changeFeedback.userId, params.userId)))
    .where(and(eq(changes.id, params.id), eq(changes.userId, params.userId)))
    .limit(1);
  return r ? flatten(r) : undefined;
}

export async function markRead(db: Db, params: { userId: string; id: string }): Promise<boolean> {
  const r = await db.update(changes).set({ isRead: true }).where(and(eq(changes.id, params.id), eq(changes.userId, params.userId))).returning({ id: changes.id });
  return r.length > 0;
}

export async function markAllRead(db: Db, params: { userId: string; competitorId?: string }): Promise<number> {
  const conds = [eq(changes.userId, params.userId), eq(changes.isRead, false)];
  if (params.competitorId) conds.push(eq(changes.competitorId, params.competitorId));
  const r = await db.update(changes).set({ isRead: true }).where(and(...conds)).returning({ id: changes.id });
  return r.length;
}

/** Unread totals for the bell and the overview (served by the partial unread index). */
export async function unreadCounts(db: Db, params: { userId: string }): Promise<{ count: number; highCount: number; byType: Record<string, number> }> {
  const rows = await db
    .select({ type: changes.type, n: sql<number>`count(*)::int`, high: sql<number>`count(*) filter (where ${changes.importance} = 'high')::int` })
    .from(changes)
    .where(and(eq(changes.userId, params.userId), eq(changes.isRead, false)))
    .groupBy(changes.type);
  const byType: Record<string, number> = {};
  let count = 0;
  let highCount = 0;
  for (const r of rows) {
    byType[r.type] = r.n;
    count += r.n;
    highCount += r.high;
  }
  return { count, highCount, byType };
}

export type ModelRow = typeof importanceModel.$inferSelect;

export async function loadImportanceModel(db: Db, params: { userId: string }): Promise<ModelRow[]> {
  return db.select().from(importanceModel).where(eq(importanceModel.userId, params.userId));
}

/** Stores the vote (one per user and change; a new vote replaces the old) and the updated rates. */
export async function saveFeedback(
  db: Db,
  params: { userId: string; change: ChangeRow; isImportant: boolean; rates: { changeType: string; competitorKey: string; rate: number; interactions: number }[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(changeFeedback)
      .values({ userId: params.userId, changeId: params.change.id, isImportant: params.isImportant, changeType: params.change.type, competitorId: params.change.competitorId })
      .onConflictDoUpdate({ target: [changeFeedback.userId, changeFeedback.changeId], set: { isImportant: params.isImportant, createdAt: new Date() } });
    for (const r of params.rates) {
      await tx
        .insert(importanceModel)
        .values({ userId: params.userId, ...r })
        .onConflictDoUpdate({ target: [importanceModel.userId, importanceModel.changeType, importanceModel.competitorKey], set: { rate: r.rate, interactions: r.interactions, updatedAt: new Date() } });
    }
  });
}

export async function recentFeedback(db: Db, params: { userId: string; limit: number }) {
  return db
    .select({ isImportant: changeFeedback.isImportant, changeType: changeFeedback.changeType, competitorId: changeFeedback.competitorId, createdAt: changeFeedback.createdAt, competitorName: competitors.name, shown: changes.importance, facts: changes.facts })
    .from(changeFeedback)
    .innerJoin(competitors, eq(competitors.id, changeFeedback.competitorId))
    .innerJoin(changes, eq(changes.id, changeFeedback.changeId))
    .where(eq(changeFeedback.userId, params.userId))
    .orderBy(desc(changeFeedback.createdAt))
    .limit(params.limit);
}

/** Pricing and feature changes of the user since a date, for predictions. */
export async function changeEvents(db: Db, params: { userId: string; since: Date; competitorId?: string }) {
  const conds = [eq(changes.userId, params.userId), sql`${changes.type} in ('pricing','feature')`, sql`${changes.detectedAt} >= ${params.since.toISOString()}`];
  if (params.competitorId) conds.push(eq(changes.competitorId, params.competitorId));
  const rows = await db
    .select({ type: changes.type, competitorId: changes.competitorId, competitorName: competitors.name, detectedAt: changes.detectedAt, facts: changes.facts, createdAt: competitors.createdAt })
    .from(changes)
    .innerJoin(competitors, eq(competitors.id, changes.competitorId))
    .where(and(...conds))
    .orderBy(changes.detectedAt);
  // Watched since the competitor was added, or since the start of the window when that is later
  // (moves before the window are not read).
  return rows.map(({ createdAt, ...e }) => ({ ...e, watchedSince: createdAt > params.since ? createdAt : params.since }));
}

import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { changes, competitors, intelligenceReports } from "@/db/schema";

export type ReportRow = typeof intelligenceReports.$inferSelect;

/** Stored reports kept per user and competitor (and for the overall report); older ones are pruned. */
const KEEP_PER_SCOPE = 10;

/** The user's changes detected since a date, with the competitor's name, newest first. */
export async function changesSince(db: Db, params: { userId: string; since: Date; competitorId?: string; limit?: number }) {
  const conds = [eq(changes.userId, params.userId), gte(changes.detectedAt, params.since)];
  if (params.competitorId) conds.push(eq(changes.competitorId, params.competitorId));
  return db
    .select({
      id: changes.id,
      competitorId: changes.competitorId,
      competitorName: competitors.name,
      type: changes.type,
      importance: changes.importance,
      score: changes.score,
      description: changes.description,
      url: changes.url,
      facts: changes.facts,
      detectedAt: changes.detectedAt,
    })
    .from(changes)
    .innerJoin(competitors, eq(competitors.id, changes.competitorId))
    .where(and(...conds))
    .orderBy(desc(changes.detectedAt))
    .limit(params.limit ?? 1000);
}

/** The newest change per competitor of the user (when a stored report may be out of date). */
export async function latestChangeTimes(db: Db, params: { userId: string }): Promise<Map<string, Date>> {
  const rows = await db
    .select({ competitorId: changes.competitorId, at: sql<Date>`max(${changes.detectedAt})` })
    .from(changes)
    .where(eq(changes.userId, params.userId))
    .groupBy(changes.competitorId);
  return new Map(rows.map((r) => [r.competitorId, new Date(r.at)]));
}

export async function insertReport(db: Db, params: { userId: string; competitorId: string | null; report: Record<string, unknown> }): Promise<ReportRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(intelligenceReports).values({ userId: params.userId, competitorId: params.competitorId, report: params.report }).returning();
    const scope = params.competitorId ? eq(intelligenceReports.competitorId, params.competitorId) : isNull(intelligenceReports.competitorId);
    await tx.execute(sql`
      delete from intelligence_reports where id in (
        select id from intelligence_reports
        where user_id = ${params.userId} and ${scope}
        order by created_at desc offset ${KEEP_PER_SCOPE})`);
    return row;
  });
}

/** The newest stored report of one competitor, or of the overall scope when competitorId is null. */
export async function latestReport(db: Db, params: { userId: string; competitorId: string | null }): Promise<ReportRow | undefined> {
  const scope = params.competitorId ? eq(intelligenceReports.competitorId, params.competitorId) : isNull(intelligenceReports.competitorId);
  const [row] = await db
    .select()
    .from(intelligenceReports)
    .where(and(eq(intelligenceReports.userId, params.userId), scope))
    .orderBy(desc(intelligenceReports.createdAt))
    .limit(1);
  return row;
}

/** The newest stored report of every scope of the user (one per competitor, plus the overall one). */
export async function latestReports(db: Db, params: { userId: string }): Promise<ReportRow[]> {
  const result = await db.execute<{ id: string }>(sql`
    select distinct on (competitor_id) id from intelligence_reports
    where user_id = ${params.userId}
    order by competitor_id, created_at desc`);
  const ids = result.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(intelligenceReports)
    .where(and(eq(intelligenceReports.userId, params.userId), inArray(intelligenceReports.id, ids)));
}

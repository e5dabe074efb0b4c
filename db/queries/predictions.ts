import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { predictions } from "@/db/schema";

export type PredictionRow = typeof predictions.$inferSelect;

/** A prediction at or above this chance says the move will happen; below it, that it will not. */
export const SAYS_IT_HAPPENS = 0.5;

/**
 * Judges the competitor's open predictions: one whose kind of move happened within its window came
 * true if it said so; one whose window closed without that move came true if it said none. Returns
 * how many were judged.
 */
export async function resolvePredictions(db: Db, params: { userId: string; competitorId: string; now: Date }): Promise<number> {
  const now = params.now.toISOString();
  const r = await db.execute(sql`
    with open as (
      select p.id, p.confidence, p.window_end,
        (select c.id from changes c
          where c.user_id = p.user_id and c.competitor_id = p.competitor_id and c.type = p.kind
            and c.detected_at > p.made_at and c.detected_at <= least(p.window_end, ${now}::timestamptz)
          order by c.detected_at limit 1) as moved_by
      from predictions p
      where p.user_id = ${params.userId} and p.competitor_id = ${params.competitorId} and p.outcome is null
    )
    update predictions p set
      outcome = case when (o.moved_by is not null) = (o.confidence >= ${SAYS_IT_HAPPENS}) then 'came_true' else 'did_not' end,
      resolved_at = ${now}::timestamptz,
      resolved_by_change_id = o.moved_by
    from open o
    where p.id = o.id and (o.moved_by is not null or o.window_end <= ${now}::timestamptz)`);
  return r.rowCount ?? 0;
}

/** Keeps a new prediction unless one of the same kind is still open for the competitor (it stands until judged; a unique index holds this under races). */
export async function keepPrediction(db: Db, params: { userId: string; competitorId: string; kind: string; what: string; confidence: number; madeAt: Date; windowEnd: Date }): Promise<PredictionRow | null> {
  const [row] = await db.insert(predictions).values(params).onConflictDoNothing().returning();
  return row ?? null;
}

/** The competitor's predictions, newest first. */
export async function listPredictions(db: Db, params: { userId: string; competitorId: string; limit?: number }): Promise<PredictionRow[]> {
  return db
    .select()
    .from(predictions)
    .where(and(eq(predictions.userId, params.userId), eq(predictions.competitorId, params.competitorId)))
    .orderBy(desc(predictions.madeAt))
    .limit(params.limit ?? 50);
}

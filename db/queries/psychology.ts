import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { jobs, psychologyAnalyses } from "@/db/schema";

export type PsychologyRow = typeof psychologyAnalyses.$inferSelect;

/** The job dedupe key of a competitor's analysis: one pending or running analysis per competitor. */
export const psychologyDedupeKey = (competitorId: string) => `psychology:${competitorId}`;

/** The newest analysis of the competitor, whatever its status. */
export async function latestPsychology(db: Db, params: { userId: string; competitorId: string }): Promise<PsychologyRow | undefined> {
  const [row] = await db
    .select()
    .from(psychologyAnalyses)
    .where(and(eq(psychologyAnalyses.userId, params.userId), eq(psychologyAnalyses.competitorId, params.competitorId)))
    .orderBy(desc(psychologyAnalyses.createdAt))
    .limit(1);
  return row;
}

/** The newest completed analysis of the competitor. */
export async function latestCompletedPsychology(db: Db, params: { userId: string; competitorId: string }): Promise<PsychologyRow | undefined> {
  const [row] = await db
    .select()
    .from(psychologyAnalyses)
    .where(and(eq(psychologyAnalyses.userId, params.userId), eq(psychologyAnalyses.competitorId, params.competitorId), eq(psychologyAnalyses.status, "completed")))
    .orderBy(desc(psychologyAnalyses.completedAt))
    .limit(1);
  return row;
}

export async function getPsychology(db: Db, params: { userId: string; id: string }): Promise<PsychologyRow | undefined> {
  const [row] = await db
    .select()
    .from(psychologyAnalyses)
    .where(and(eq(psychologyAnalyses.id, params.id), eq(psychologyAnalyses.userId, params.userId)))
    .limit(1);
  return row;
}

export async function insertPendingPsychology(db: Db, params: { userId: string; competitorId: string }): Promise<PsychologyRow> {
  const [row] = await db.insert(psychologyAnalyses).values({ userId: params.userId, competitorId: params.competitorId, status: "pending" }).returning();
  return row;
}

/** Removes a pending row that lost a dedupe race (another analysis of the competitor is already queued). */
export async function deletePendingPsychology(db: Db, params: { userId: string; id: string }): Promise<void> {
  await db
    .delete(psychologyAnalyses)
    .where(and(eq(psychologyAnalyses.id, params.id), eq(psychologyAnalyses.userId, params.userId), eq(psychologyAnalyses.status, "pending")));
}

/** pending → completed; returns undefined when the row is gone or already finished. */
export async function completePsychology(
  db: Db,
  params: { userId: string; id: string; analysis: Record<string, unknown>; confidence: number; dataPoints: number; source: "local" | "model" },
): Promise<PsychologyRow | undefined> {
  const [row] = await db
    .update(psychologyAnalyses)
    .set({ status: "completed", analysis: params.analysis, confidence: params.confidence, dataPoints: params.dataPoints, source: params.source, error: null, completedAt: new Date() })
    .where(and(eq(psychologyAnalyses.id, params.id), eq(psychologyAnalyses.userId, params.userId), eq(psychologyAnalyses.status, "pending")))
    .returning();
  return row;
}

/** pending → failed with the reason. */
export async function failPsychology(db: Db, params: { userId: string; id: string; error: string }): Promise<PsychologyRow | undefined> {
  const [row] = await db
    .update(psychologyAnalyses)
    .set({ status: "failed", error: params.error, completedAt: new Date() })
    .where(and(eq(psychologyAnalyses.id, params.id), eq(psychologyAnalyses.userId, params.userId), eq(psychologyAnalyses.status, "pending")))
    .returning();
  return row;
}

/** True while a job for the competitor's analysis is queued or running (a cancelled job leaves none). */
export async function psychologyJobActive(db: Db, params: { userId: string; competitorId: string }): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.userId, params.userId), eq(jobs.dedupeKey, psychologyDedupeKey(params.competitorId)), inArray(jobs.status, ["pending", "processing"])));
  return row.n > 0;
}

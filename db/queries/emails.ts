import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { changes, competitors, emails, intelligenceReports, users } from "@/db/schema";

export type EmailRow = typeof emails.$inferSelect;

/** The user's most recent mails (sent and outbox), newest first, without bodies. */
export async function listRecentEmails(db: Db, params: { userId: string; limit: number }) {
  return db
    .select({ id: emails.id, kind: emails.kind, to: emails.to, subject: emails.subject, status: emails.status, provider: emails.provider, createdAt: emails.createdAt, sentAt: emails.sentAt, text: emails.text })
    .from(emails)
    .where(eq(emails.userId, params.userId))
    .orderBy(desc(emails.createdAt))
    .limit(params.limit);
}

export async function getEmail(db: Db, params: { userId: string; id: string }): Promise<EmailRow | undefined> {
  const [row] = await db.select().from(emails).where(and(eq(emails.id, params.id), eq(emails.userId, params.userId))).limit(1);
  return row;
}

export interface AlertChange { id: string; type: string; importance: string; description: string; url: string | null; screenshot: string | null; detectedAt: Date; facts: Record<string, unknown> | null }

/** The given changes of one competitor of the user, limited to the given importance levels. */
export async function getChangesForAlert(db: Db, params: { userId: string; competitorId: string; changeIds: string[]; importance: string[] }): Promise<AlertChange[]> {
  if (params.changeIds.length === 0) return [];
  return db
    .select({ id: changes.id, type: changes.type, importance: changes.importance, description: changes.description, url: changes.url, screenshot: changes.screenshot, detectedAt: changes.detectedAt, facts: changes.facts })
    .from(changes)
    .where(and(
      eq(changes.userId, params.userId),
      eq(changes.competitorId, params.competitorId),
      inArray(changes.id, params.changeIds),
      inArray(changes.importance, params.importance),
    ))
    .orderBy(desc(changes.score), desc(changes.detectedAt));
}

export async function getCompetitorName(db: Db, params: { userId: string; competitorId: string }) {
  const [c] = await db
    .select({ name: competitors.name, domain: competitors.domain })
    .from(competitors)
    .where(and(eq(competitors.id, params.competitorId), eq(competitors.userId, params.userId)))
    .limit(1);
  return c;
}

/** Users who want the weekly digest and track at least one competitor (keyset pages by id). */
export async function listDigestRecipients(db: Db, params: { afterUserId: string | null; limit: number }): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(
      eq(users.weeklyDigest, true),
      params.afterUserId ? sql`${users.id} > ${params.afterUserId}` : undefined,
      sql`exists (select 1 from competitors c where c.user_id = ${users.id} and c.type <> 'baseline')`,
    ))
    .orderBy(users.id)
    .limit(params.limit);
  return rows.map((r) => r.id);
}

export interface DigestChangeRow { id: string; competitorName: string; type: string; importance: string; description: string; detectedAt: Date }

/** A user's changes in [from, to): the top ones by importance and score, and counts by type. */
export async function getDigestChanges(db: Db, params: { userId: string; from: Date; to: Date; top: number }) {
  const where = and(eq(changes.userId, params.userId), gte(changes.detectedAt, params.from), lt(changes.detectedAt, params.to));
  const top: DigestChangeRow[] = await db
    .select({ id: changes.id, competitorName: competitors.name, type: changes.type, importance: changes.importance, description: changes.description, detectedAt: changes.detectedAt })
    .from(changes)
    .innerJoin(competitors, eq(competitors.id, changes.competitorId))
    .where(where)
    .orderBy(sql`case ${changes.importance} when 'high' then 0 when 'medium' then 1 else 2 end`, desc(changes.score), desc(changes.detectedAt))
    .limit(params.top);
  const byType = await db
    .select({ type: changes.type, count: sql<number>`count(*)::int` })
    .from(changes)
    .where(where)
    .groupBy(changes.type)
    .orderBy(desc(sql`count(*)`));
  const [totals] = await db
    .select({
      changes: sql<number>`count(*)::int`,
      high: sql<number>`count(*) filter (where ${changes.importance} = 'high')::int`,
      competitors: sql<number>`count(distinct ${changes.competitorId})::int`,
    })
    .from(changes)
    .where(where);
  return { top, byType, totals };
}

/** The user's intelligence reports written in [from, to), newest first, with the competitor's name. */
export async function getDigestReports(db: Db, params: { userId: string; from: Date; to: Date; limit: number }) {
  return db
    .select({ report: intelligenceReports.report, competitorName: competitors.name, createdAt: intelligenceReports.createdAt })
    .from(intelligenceReports)
    .leftJoin(competitors, eq(competitors.id, intelligenceReports.competitorId))
    .where(and(eq(intelligenceReports.userId, params.userId), gte(intelligenceReports.createdAt, params.from), lt(intelligenceReports.createdAt, params.to)))
    .orderBy(desc(intelligenceReports.createdAt))
    .limit(params.limit);
}

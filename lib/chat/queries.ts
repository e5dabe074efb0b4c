/**
 * The chat's reads that have no home in db/queries yet. Every function filters by the user in SQL.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { psychologyAnalyses, snapshots } from "@/db/schema";
import type { SnapshotRow } from "@/db/queries/competitors";

/** The newest snapshot of each of the user's competitors (or of the given ones). */
export async function latestSnapshots(db: Db, params: { userId: string; competitorIds?: string[] }): Promise<SnapshotRow[]> {
  if (params.competitorIds && params.competitorIds.length === 0) return [];
  const filter = params.competitorIds ? sql`and competitor_id in ${params.competitorIds}` : sql``;
  const ids = await db.execute<{ id: string }>(sql`
    select distinct on (competitor_id) id from snapshots
    where user_id = ${params.userId} ${filter}
    order by competitor_id, created_at desc`);
  if (ids.rows.length === 0) return [];
  return db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.userId, params.userId), sql`${snapshots.id} in ${ids.rows.map((r) => r.id)}`));
}

export type PsychologyRow = typeof psychologyAnalyses.$inferSelect;

/** The latest psychology analysis row of the competitor (any status), or undefined. */
export async function latestPsychologyAnalysis(db: Db, params: { userId: string; competitorId: string }): Promise<PsychologyRow | undefined> {
  const [row] = await db
    .select()
    .from(psychologyAnalyses)
    .where(and(eq(psychologyAnalyses.userId, params.userId), eq(psychologyAnalyses.competitorId, params.competitorId)))
    .orderBy(desc(psychologyAnalyses.createdAt))
    .limit(1);
  return row;
}

export interface SearchHit {
  competitorId: string;
  competitorName: string;
  competitorUrl: string;
  snapshotId: string;
  snapshotAt: Date;
  rank: number;
  snippet: string;
}

/** Words worth searching for: letters/digits only, so no user text reaches tsquery syntax. */
export function searchTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  return [...new Set(words.map((w) => w.replace(/^['-]+|['-]+$/g, "")).filter((w) => w.length > 1))].slice(0, 24);
}

/**
 * Postgres full-text search over the latest snapshot of each of the user's competitors: any of the
 * query's words may match (websearch "or"), ranked by ts_rank, with ts_headline snippets.
 */
export async function searchSnapshots(db: Db, params: { userId: string; query: string; competitorId?: string; limit: number }): Promise<SearchHit[]> {
  const terms = searchTerms(params.query);
  if (terms.length === 0) return [];
  const q = terms.join(" or ");
  const byCompetitor = params.competitorId ? sql`and s.competitor_id = ${params.competitorId}` : sql``;
  const r = await db.execute<{ competitor_id: string; name: string; url: string; id: string; created_at: Date | string; rank: number; snippet: string }>(sql`
    with latest as (
      select distinct on (competitor_id) id from snapshots
      where user_id = ${params.userId} ${params.competitorId ? sql`and competitor_id = ${params.competitorId}` : sql``}
      order by competitor_id, created_at desc
    ), query as (select websearch_to_tsquery('english', ${q}) as q)
    select s.competitor_id, c.name, c.url, s.id, s.created_at,
      ts_rank(to_tsvector('english', s.text_content), query.q) as rank,
      ts_headline('english', s.text_content, query.q, 'MaxWords=35, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", StartSel=«, StopSel=»') as snippet
    from snapshots s
    join latest on latest.id = s.id
    join competitors c on c.id = s.competitor_id and c.user_id = s.user_id
    cross join query
    where s.user_id = ${params.userId} ${byCompetitor} and to_tsvector('english', s.text_content) @@ query.q
    order by rank desc
    limit ${params.limit}`);
  return r.rows.map((row) => ({
    competitorId: row.competitor_id,
    competitorName: row.name,
    competitorUrl: row.url,
    snapshotId: row.id,
    snapshotAt: new Date(row.created_at),
    rank: Number(row.rank),
    snippet: row.snippet.replace(/\s+/g, " ").trim(),
  }));
}

import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { competitors, snapshots } from "@/db/schema";

export type CompetitorRow = typeof competitors.$inferSelect;
export type SnapshotRow = typeof snapshots.$inferSelect;

/** Baseline first, then competitors by creation time. */
export async function listCompetitors(db: Db, params: { userId: string }): Promise<CompetitorRow[]> {
  return db
    .select()
    .from(competitors)
    .where(eq(competitors.userId, params.userId))
    .orderBy(sql`case when ${competitors.type} = 'baseline' then 0 else 1 end`, asc(competitors.createdAt));
}

export async function getCompetitor(db: Db, params: { userId: string; id: string }): Promise<CompetitorRow | undefined> {
  const [c] = await db.select().from(competitors).where(and(eq(competitors.id, params.id), eq(competitors.userId, params.userId))).limit(1);
  return c;
}

export async function hasBaseline(db: Db, params: { userId: string }): Promise<boolean> {
  const [r] = await db.select({ id: competitors.id }).from(competitors).where(and(eq(competitors.userId, params.userId), eq(competitors.type, "baseline"))).limit(1);
  return Boolean(r);
}

/** Inserts; returns null when the one-baseline rule refuses it. */
export async function insertCompetitor(
  db: Db,
  params: { userId: string; name: string; url: string; domain: string; type: string; checkFrequency: string; metadata?: Record<string, unknown> },
): Promise<CompetitorRow | null> {
  const rows = await db
    .insert(competitors)
    .values({ ...params, status: "pending", favicon: `${new URL(params.url).origin}/favicon.ico`, nextCheckAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Metadata without the plan's pause mark: the given object's, or the stored one's (in SQL, so a concurrent write is not lost). */
function withoutPlanPause(metadata: CompetitorRow["metadata"] | undefined) {
  if (metadata === undefined) return sql<CompetitorRow["metadata"]>`${competitors.metadata} - 'pausedByPlan'`;
  const rest = { ...metadata };
  delete rest.pausedByPlan;
  return rest;
}

export async function updateCompetitor(
  db: Db,
  params: {
    userId: string;
    id: string;
    fields: Partial<Pick<CompetitorRow, "name" | "url" | "domain" | "favicon" | "metadata" | "checkFrequency" | "status" | "nextCheckAt" | "pages" | "lastError">>;
    /** The status is the user's own choice: the plan no longer holds the competitor (its pausedByPlan mark goes), so an upgrade leaves it as the user set it. */
    statusByUser?: boolean;
  },
): Promise<CompetitorRow | undefined> {
  const metadata = params.statusByUser ? withoutPlanPause(params.fields.metadata) : params.fields.metadata;
  const [c] = await db
    .update(competitors)
    .set({ ...params.fields, ...(metadata !== undefined ? { metadata } : {}), updatedAt: new Date() })
    .where(and(eq(competitors.id, params.id), eq(competitors.userId, params.userId)))
    .returning();
  return c;
}

/** Deletes the competitor; snapshots, changes, pages and analyses go with it (foreign-key cascade). */
export async function deleteCompetitor(db: Db, params: { userId: string; id: string }): Promise<CompetitorRow | undefined> {
  const [c] = await db.delete(competitors).where(and(eq(competitors.id, params.id), eq(competitors.userId, params.userId))).returning();
  return c;
}

export async function listSnapshots(db: Db, params: { userId: string; competitorId: string; limit: number }): Promise<SnapshotRow[]> {
  return db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.competitorId, params.competitorId), eq(snapshots.userId, params.userId)))
    .orderBy(desc(snapshots.createdAt))
    .limit(params.limit);
}

/** The names of the user's competitors among `ids` (id → name). */
export async function competitorNames(db: Db, params: { userId: string; ids: string[] }): Promise<Map<string, string>> {
  if (params.ids.length === 0) return new Map();
  const rows = await db.select({ id: competitors.id, name: competitors.name }).from(competitors).where(and(eq(competitors.userId, params.userId), inArray(competitors.id, params.ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

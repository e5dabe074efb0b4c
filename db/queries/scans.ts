import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/db/client";
import { competitors, monitoredPages, snapshots, changes } from "@/db/schema";
import { notifyInserted } from "@/lib/live/bus";

export async function latestSnapshot(db: Db, params: { userId: string; competitorId: string }) {
  const [s] = await db
    .select()
    .from(snapshots)
    .where(and(eq(snapshots.competitorId, params.competitorId), eq(snapshots.userId, params.userId)))
    .orderBy(desc(snapshots.createdAt))
    .limit(1);
  return s;
}

/** A page's state as a scan starts (what it remembers of its last answer). */
export interface PageMemoryRow {
  kind: string;
  etag: string | null;
  lastModified: string | null;
  contentHash: string | null;
  fullFetchedAt: Date | null;
  scriptRendered: boolean;
  renderState: typeof monitoredPages.$inferSelect.renderState;
}

/**
 * What a scan reads before it fetches, in one round trip: the competitor (by id, whatever its owner:
 * the caller checks), the head of its latest snapshot (the screenshots and page kinds only, not the
 * large extracted data) and what each of its pages answered last time.
 */
export async function scanStartState(db: Db, params: { competitorId: string }) {
  // The subqueries name the competitor's row `c`.
  const c = alias(competitors, "c");
  const [row] = await db
    .select({
      competitor: c,
      head: sql<{ createdAt: string; screenshots: { home?: string; pricing?: string } | null; pageKinds: string[] | null; textChars?: Record<string, number | null> } | null>`(
        select jsonb_build_object('createdAt', s.created_at, 'screenshots', s.metadata->'screenshots', 'pageKinds', jsonb_path_query_array(s.metadata, '$.pages[*].kind'),
          'textChars', jsonb_build_object('home', length(s.extracted_data->>'markdown'), 'pricing', length(s.extracted_data->>'pricingMarkdown'), 'features', length(s.extracted_data->>'featuresMarkdown')))
        from snapshots s where s.competitor_id = c.id and s.user_id = c.user_id
        order by s.created_at desc limit 1)`,
      pages: sql<(Omit<PageMemoryRow, "fullFetchedAt"> & { fullFetchedAt: string | null })[]>`(
        select coalesce(jsonb_agg(jsonb_build_object('kind', p.kind, 'etag', p.etag, 'lastModified', p.last_modified, 'contentHash', p.content_hash,
          'fullFetchedAt', p.full_fetched_at, 'scriptRendered', p.script_rendered, 'renderState', p.render_state)), '[]'::jsonb)
        from monitored_pages p where p.competitor_id = c.id and p.user_id = c.user_id)`,
    })
    .from(c)
    .where(eq(c.id, params.competitorId))
    .limit(1);
  if (!row) return undefined;
  const pages: PageMemoryRow[] = row.pages.map((p) => ({ ...p, fullFetchedAt: p.fullFetchedAt ? new Date(p.fullFetchedAt) : null }));
  return { competitor: row.competitor, head: row.head, pages };
}

export interface NewChange {
  type: string;
  importance: string;
  score: number;
  description: string;
  oldContent: string | null;
  newContent: string | null;
  url: string;
  screenshot: string | null;
  facts: Record<string, unknown>;
}

/**
 * The status a successful scan leaves: the scan's own states (being set up, analysing, failing) become
 * Active; a status the user chose (Paused, or Active after a resume) is left as it is.
 */
const scanOutcomeStatus = sql`case when ${competitors.status} in ('pending', 'analyzing', 'error', 'blocked') then 'active' else ${competitors.status} end`;

/** Each page's last answer (the hash, full-fetch time and script flag are optional for callers that do not track them). */
export interface StoredPageState { kind: string; url: string; etag: string | null; lastModified: string | null; status: string; contentHash?: string | null; fullFetchedAt?: Date | null; scriptRendered?: boolean; renderState?: typeof monitoredPages.$inferSelect.renderState }

export interface ScanToStore {
  userId: string;
  competitorId: string;
  jobId: string | null;
  snapshot: { confidence: number; contentHash: string; metadata: Record<string, unknown>; extractedData: Record<string, unknown>; textContent: string } | null;
  changes: NewChange[];
  pages: Record<string, string>;
  states: StoredPageState[];
}

/**
 * Stores one scan's outcome in one transaction: the snapshot (unique per job, so a re-run of a
 * crashed job inserts nothing twice), its changes, the page states and the competitor's status.
 * Returns null when this job's snapshot already exists.
 */
export async function storeScan(db: Db, params: ScanToStore): Promise<WrittenScan | null> {
  return db.transaction((tx) => writeScan(tx as unknown as Db, params));
}

/** What writeScan wrote; `deleted` when the competitor was deleted while it was scanned (nothing written). */
export interface WrittenScan { snapshotId: string | null; changeIds: string[]; status: string | null; deleted?: boolean }

/**
 * storeScan's writes, inside the caller's transaction; also returns the competitor's status after it.
 * The competitor's row is locked first, so a pause, resume or delete by its owner either committed
 * before (and is kept: the status is only moved from the scan's own states to Active) or waits for
 * this write; a competitor deleted meanwhile gets nothing stored.
 */
export async function writeScan(tx: Db, params: ScanToStore): Promise<WrittenScan | null> {
  const [current] = await tx
    .select({ id: competitors.id })
    .from(competitors)
    .where(and(eq(competitors.id, params.competitorId), eq(competitors.userId, params.userId)))
    .for("update");
  if (!current) return { snapshotId: null, changeIds: [], status: null, deleted: true };
  let snapshotId: string | null = null;
  if (params.snapshot) {
    // One snapshot per content: a scan that read what the latest snapshot holds (new screenshots, a
    // failed screenshot comparison) refreshes that row's metadata (screenshots, warnings, what varies)
    // instead of storing a second copy; the check time is the competitor's lastChecked, set below.
    const [last] = await tx
      .select({ id: snapshots.id, contentHash: snapshots.contentHash, jobId: snapshots.jobId })
      .from(snapshots)
      .where(and(eq(snapshots.competitorId, params.competitorId), eq(snapshots.userId, params.userId)))
      .orderBy(desc(snapshots.createdAt))
      .limit(1);
    if (last && last.jobId === params.jobId && params.jobId !== null) return null;
    if (last && last.contentHash === params.snapshot.contentHash) {
      await tx.update(snapshots).set({ metadata: params.snapshot.metadata, confidence: params.snapshot.confidence }).where(eq(snapshots.id, last.id));
      snapshotId = last.id;
    }
  }
  if (params.snapshot && !snapshotId) {
    const inserted = await tx
      .insert(snapshots)
      .values({ competitorId: params.competitorId, userId: params.userId, jobId: params.jobId, ...params.snapshot })
      .onConflictDoNothing()
      .returning({ id: snapshots.id });
    if (inserted.length === 0) return null;
    snapshotId = inserted[0].id;
  }
  const changeIds: string[] = [];
  if (params.changes.length > 0) {
    const rows = await tx
      .insert(changes)
      .values(params.changes.map((c) => ({ ...c, userId: params.userId, competitorId: params.competitorId, snapshotId })))
      .returning({ id: changes.id });
    changeIds.push(...rows.map((r) => r.id));
  }
  if (params.states.length > 0) await tx.execute(sql`with ${pageStatesUpsert(params, sql`true`)} select count(*) from p`);
  const updated = await tx
    .update(competitors)
    .set({
      // A paused competitor stays paused through a scan (Check Now, or a pause while it ran).
      status: scanOutcomeStatus,
      lastChecked: new Date(),
      lastError: null,
      consecutiveFailures: 0,
      pages: params.pages,
      changesCount: sql`${competitors.changesCount} + ${changeIds.length}`,
      updatedAt: new Date(),
    })
    .where(and(eq(competitors.id, params.competitorId), eq(competitors.userId, params.userId)))
    .returning({ status: competitors.status });
  return { snapshotId, changeIds, status: updated[0]?.status ?? null };
}

/** Each page's last answer, upserted (a CTE named `p`), when `gate` holds. */
function pageStatesUpsert(params: { userId: string; competitorId: string; states: StoredPageState[] }, gate: SQL): SQL {
  const states = params.states.map((s) => ({
    kind: s.kind,
    url: s.url,
    etag: s.etag,
    last_modified: s.lastModified,
    status: s.status,
    content_hash: s.contentHash ?? null,
    full_fetched_at: s.fullFetchedAt?.toISOString() ?? null,
    script_rendered: s.scriptRendered ?? false,
    render_state: s.renderState ?? null,
  }));
  return sql`p as (
      insert into monitored_pages (competitor_id, user_id, kind, url, etag, last_modified, last_status, last_fetched_at, content_hash, full_fetched_at, script_rendered, render_state)
      select ${params.competitorId}, ${params.userId}, r.kind, r.url, r.etag, r.last_modified, r.status, now(), r.content_hash, r.full_fetched_at, r.script_rendered, r.render_state
      from jsonb_to_recordset(${JSON.stringify(states)}::jsonb) as r(kind text, url text, etag text, last_modified text, status text, content_hash text, full_fetched_at timestamptz, script_rendered boolean, render_state jsonb)
      where ${gate}
      on conflict (competitor_id, kind) do update set url = excluded.url, etag = excluded.etag, last_modified = excluded.last_modified, last_status = excluded.last_status,
        last_fetched_at = excluded.last_fetched_at, content_hash = excluded.content_hash, full_fetched_at = excluded.full_fetched_at,
        script_rendered = excluded.script_rendered, render_state = excluded.render_state
      returning 1
    )`;
}

/**
 * writeScan for a scan that found every page as last time, as the CTEs of one statement (for
 * Step.once): the page states, the competitor's status and check time, and its live
 * `competitor-update` event; every write conditioned on `gate`.
 */
export function unchangedScanWrites(params: { userId: string; competitorId: string; name: string; pages: Record<string, string>; states: StoredPageState[] }, gate: SQL): { ctes: SQL; select: SQL } {
  const ctes = sql`${pageStatesUpsert(params, gate)}, u as (
      -- A paused competitor stays paused through a scan (Check Now, or a pause while it ran).
      update competitors set status = case when status in ('pending', 'analyzing', 'error', 'blocked') then 'active' else status end, last_checked = now(), last_error = null,
        consecutive_failures = 0, pages = ${JSON.stringify(params.pages)}::jsonb, updated_at = now()
      where id = ${params.competitorId} and user_id = ${params.userId} and ${gate}
      returning status
    ), e as (
      insert into live_events (user_id, event, data)
      select ${params.userId}, 'competitor-update', jsonb_build_object('competitorId', ${params.competitorId}::text, 'status', u.status, 'name', ${params.name}::text, 'changes', 0) from u
      returning id, user_id, event, data
    )`;
  return { ctes, select: sql`(select count(*) from p) as pages, ${notifyInserted} as notified` };
}

export async function markScanFailed(db: Db, params: { userId: string; competitorId: string; error: string }) {
  const [c] = await db
    .update(competitors)
    .set({ status: sql`case when ${competitors.status} = 'paused' then 'paused' else 'error' end`, lastError: params.error, lastChecked: new Date(), consecutiveFailures: sql`${competitors.consecutiveFailures} + 1`, updatedAt: new Date() })
    .where(and(eq(competitors.id, params.competitorId), eq(competitors.userId, params.userId)))
    .returning();
  return c;
}

/**
 * A scan met a bot wall (lib/scan/fetch/challenge.ts): Blocked (a paused competitor stays paused), with
 * why and what to do; nothing else is written, so the next good scan compares with the last good
 * snapshot. The next check is booked `retryInMs(failures so far + 1)` from now.
 */
export async function markScanBlocked(db: Db, params: { userId: string; competitorId: string; error: string; retryInMs: (failures: number) => number }) {
  const [before] = await db
    .select({ failures: competitors.consecutiveFailures, status: competitors.status })
    .from(competitors)
    .where(and(eq(competitors.id, params.competitorId), eq(competitors.userId, params.userId)));
  if (!before) return undefined;
  const failures = (before.status === "blocked" ? before.failures : 0) + 1;
  const [c] = await db
    .update(competitors)
    .set({
      status: sql`case when ${competitors.status} = 'paused' then 'paused' else 'blocked' end`,
      lastError: params.error,
      lastChecked: new Date(),
      consecutiveFailures: failures,
      nextCheckAt: new Date(Date.now() + params.retryInMs(failures)),
      updatedAt: new Date(),
    })
    .where(and(eq(competitors.id, params.competitorId), eq(competitors.userId, params.userId)))
    .returning();
  return c;
}

export async function setAnalyzing(db: Db, params: { userId: string; competitorId: string }) {
  const [c] = await db
    .update(competitors)
    .set({ status: "analyzing", updatedAt: new Date() })
    .where(and(eq(competitors.id, params.competitorId), eq(competitors.userId, params.userId), sql`${competitors.status} <> 'paused'`))
    .returning();
  return c;
}

/** Internal (worker side): the competitor by id, whatever its owner. */
export async function competitorForScan(db: Db, params: { competitorId: string }) {
  const [c] = await db.select().from(competitors).where(eq(competitors.id, params.competitorId)).limit(1);
  return c;
}

/**
 * The comparison views for one user, read from the database: the matrix (latest scan of the
 * baseline and every competitor, the last 30 days of changes) and one competitor's price history.
 */
import type { Db } from "@/db/client";
import { getCompetitor } from "@/db/queries/competitors";
import { pricingSnapshots, recentChanges, type RecentChangeRow } from "@/db/queries/compare";
import { loadViews } from "@/lib/chat/tools/load";
import { sourceOf } from "@/lib/chat/snapshot-view";
import { buildMatrix, type Billing, type ComparisonMatrix } from "./matrix";
import { buildPriceHistory, type PriceHistory } from "./price-history";
import { storedPlans } from "./stored-plans";

export const CHANGES_WINDOW_DAYS = 30;
const CHANGES_PER_COLUMN = 5;

export interface MatrixOptions {
  seats: number;
  billing: Billing;
  category?: string | null;
  now?: Date;
}

/**
 * The changes a column shows: its most important of the window (a scan that finds a price rise beside
 * five copy edits shows the price rise), newest first.
 */
function columnChanges(rows: RecentChangeRow[]): RecentChangeRow[] {
  const newest = (a: RecentChangeRow, b: RecentChangeRow) => b.detectedAt.getTime() - a.detectedAt.getTime() || b.id.localeCompare(a.id);
  return [...rows].sort((a, b) => b.score - a.score || newest(a, b)).slice(0, CHANGES_PER_COLUMN).sort(newest);
}

export async function loadMatrix(db: Db, userId: string, opts: MatrixOptions): Promise<ComparisonMatrix> {
  const since = new Date((opts.now ?? new Date()).getTime() - CHANGES_WINDOW_DAYS * 86_400_000);
  const [views, changes] = await Promise.all([loadViews(db, userId), recentChanges(db, { userId, since, limit: 2000 })]);
  const inputs = views.map((v) => ({
    id: v.id,
    name: v.name,
    type: v.type,
    url: v.url,
    scannedAt: v.scannedAt,
    pricingUrl: v.plans.length ? sourceOf(v, "pricing") : null,
    plans: v.plans,
    features: v.features,
    integrations: v.integrations,
    capabilities: v.capabilities,
    changes: columnChanges(changes.filter((c) => c.competitorId === v.id)).map((c) => ({ id: c.id, type: c.type, importance: c.importance, description: c.description, detectedAt: c.detectedAt.toISOString() })),
  }));
  return buildMatrix(inputs, { seats: opts.seats, billing: opts.billing, category: opts.category ?? null, since });
}

/** The competitor's price history, or null when it is not one of the user's. */
export async function loadPriceHistory(db: Db, userId: string, competitorId: string): Promise<(PriceHistory & { competitor: string }) | null> {
  const c = await getCompetitor(db, { userId, id: competitorId });
  if (!c) return null;
  const rows = await pricingSnapshots(db, { userId, competitorId: c.id });
  const history = buildPriceHistory(c.id, rows.map((r) => ({ snapshotId: r.id, at: r.createdAt, plans: storedPlans(r.plans) })));
  return { competitor: c.name, ...history };
}

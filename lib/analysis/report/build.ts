/**
 * Builds intelligence reports from the database, and serves the stored ones while they are fresh:
 * a stored report is used only when no change arrived after it and it is less than six hours old;
 * otherwise the report is composed again from current data (it is cheap: two queries per user).
 */
import type { Db } from "@/db/client";
import { changeEvents } from "@/db/queries/changes";
import { listCompetitors, type CompetitorRow } from "@/db/queries/competitors";
import { changesSince, latestChangeTimes, latestReport, latestReports, type ReportRow } from "@/db/queries/insights";
import type { ChangeEvent } from "@/lib/analysis/predict/next-move";
import { trackRecordFor, type TrackRecord } from "@/lib/analysis/predict/track-record";
import { composeCompetitorReport, composeOverallReport, REPORT_WINDOW_DAYS, type IntelligenceReport } from "./compose";
import type { ReportChange } from "./why";

const DAY = 86_400_000;
const HISTORY_DAYS = 365;
const FRESH_FOR_MS = 6 * 60 * 60_000;

interface Inputs { changes: ReportChange[]; events: ChangeEvent[] }

async function loadInputs(db: Db, userId: string, now: number, competitorId?: string): Promise<Inputs> {
  const [rows, events] = await Promise.all([
    changesSince(db, { userId, competitorId, since: new Date(now - REPORT_WINDOW_DAYS * DAY) }),
    // Every competitor's moves: the others are the peers of the one a report is about.
    changeEvents(db, { userId, since: new Date(now - HISTORY_DAYS * DAY) }),
  ]);
  return { changes: rows.map((r) => ({ ...r, facts: r.facts ?? {} })), events };
}

/** The record as a report carries it (without the list of predictions). */
export const brief = (r: TrackRecord) => ({ judged: r.judged, cameTrue: r.cameTrue, open: r.open, summary: r.summary });

const trackedOnly = (list: CompetitorRow[]) => list.filter((c) => c.type !== "baseline");

export async function buildCompetitorReport(db: Db, params: { userId: string; competitor: Pick<CompetitorRow, "id" | "name">; now?: number }): Promise<IntelligenceReport> {
  const now = params.now ?? Date.now();
  const [inputs, record] = await Promise.all([loadInputs(db, params.userId, now, params.competitor.id), trackRecordFor(db, { userId: params.userId, competitorId: params.competitor.id })]);
  return { ...composeCompetitorReport({ competitor: params.competitor, ...inputs, now }), trackRecord: brief(record) };
}

export async function buildOverallReport(db: Db, params: { userId: string; now?: number }): Promise<IntelligenceReport> {
  const now = params.now ?? Date.now();
  const [list, inputs] = await Promise.all([listCompetitors(db, { userId: params.userId }), loadInputs(db, params.userId, now)]);
  return composeOverallReport({ competitors: trackedOnly(list), ...inputs, now });
}

function storedReport(row: ReportRow | undefined, newestChange: Date | undefined, now: number): IntelligenceReport | null {
  if (!row) return null;
  const report = row.report as unknown as IntelligenceReport;
  const generated = Date.parse(report.generatedAt ?? "");
  if (!Number.isFinite(generated) || now - generated > FRESH_FOR_MS) return null;
  if (newestChange && newestChange.getTime() > generated) return null;
  return report;
}

/** One competitor's report: the stored one while fresh, else composed now. */
export async function reportForCompetitor(db: Db, params: { userId: string; competitor: Pick<CompetitorRow, "id" | "name"> }): Promise<IntelligenceReport> {
  const now = Date.now();
  const [row, times] = await Promise.all([latestReport(db, { userId: params.userId, competitorId: params.competitor.id }), latestChangeTimes(db, { userId: params.userId })]);
  const stored = storedReport(row, times.get(params.competitor.id), now);
  if (stored) return { ...stored, competitorName: params.competitor.name };
  return buildCompetitorReport(db, { ...params, now });
}

/** Every report of the user: the overall one first, then one per competitor (baseline included). */
export async function reportsForUser(db: Db, params: { userId: string }): Promise<IntelligenceReport[]> {
  const now = Date.now();
  const [list, rows, times] = await Promise.all([
    listCompetitors(db, { userId: params.userId }),
    latestReports(db, { userId: params.userId }),
    latestChangeTimes(db, { userId: params.userId }),
  ]);
  const byScope = new Map(rows.map((r) => [r.competitorId ?? "*", r]));
  const storedPer = new Map<string, IntelligenceReport>();
  for (const c of list) {
    const s = storedReport(byScope.get(c.id), times.get(c.id), now);
    if (s) storedPer.set(c.id, { ...s, competitorName: c.name });
  }
  const tracked = trackedOnly(list);
  const newestOverall = Math.max(0, ...tracked.map((c) => times.get(c.id)?.getTime() ?? 0));
  let overall = storedReport(byScope.get("*"), newestOverall ? new Date(newestOverall) : undefined, now);
  // A stored overall report that names a competitor deleted since then is out of date.
  const ids = new Set(tracked.map((c) => c.id));
  if (overall && overall.recentChanges.some((r) => !ids.has(r.competitorId))) overall = null;

  const missing = list.filter((c) => !storedPer.has(c.id));
  if (missing.length > 0 || !overall) {
    const inputs = await loadInputs(db, params.userId, now);
    for (const c of missing) storedPer.set(c.id, composeCompetitorReport({ competitor: c, ...inputs, now }));
    overall ??= composeOverallReport({ competitors: tracked, ...inputs, now });
  }
  return [overall, ...list.map((c) => storedPer.get(c.id)!)];
}

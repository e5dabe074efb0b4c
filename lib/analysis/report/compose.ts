/**
 * Intelligence reports, composed from a competitor's recent changes (what changed in the last 30
 * days, and why it matters) and its change history (the next predicted move). Pure: no database,
 * the clock is a parameter.
 */
import { predictForCompetitor, predictNextMove, type ChangeEvent, type Prediction } from "@/lib/analysis/predict/next-move";
import { byImportance, whyItMatters, type ReportChange } from "./why";
import { plural } from "@/lib/format";
import { changeLine } from "@/lib/changes/fact-view";

export const REPORT_WINDOW_DAYS = 30;
const RECENT_SHOWN = 10;
const WHY_SHOWN = 5;
const DAY = 86_400_000;

export interface ReportPrediction {
  /** The kind of move (pricing, feature). */
  kind?: string;
  what: string;
  when: string;
  confidence: number;
  reasoning: string;
  expectedAt: string | null;
  basedOnEvents: number;
}

export interface RecentChangeItem {
  id: string;
  competitorId: string;
  competitorName: string;
  type: string;
  importance: string;
  description: string;
  url: string | null;
  detectedAt: string;
  whyItMatters: string | null;
}

/** The stable API shape of GET /api/insights/{id} and of each item of GET /api/insights. */
export interface IntelligenceReport {
  /** null for the report across all competitors. */
  competitorId: string | null;
  competitorName: string;
  summary: string;
  recentChanges: RecentChangeItem[];
  whyItMatters: string[];
  nextPrediction: ReportPrediction | null;
  /** A competitor's kept predictions judged so far ("3 of 4 predictions came true"); absent on the overall report. */
  trackRecord?: { judged: number; cameTrue: number; open: number; summary: string } | null;
  generatedAt: string;
  source: "local" | "model";
  windowDays: number;
  stats: { changes: number; high: number; byType: Record<string, number> };
}

export interface CompetitorRef { id: string; name: string }

function typeBreakdown(byType: Record<string, number>): string {
  return Object.entries(byType)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([t, n]) => `${n} ${t}`)
    .join(", ");
}

function statsOf(changes: ReportChange[]) {
  const byType: Record<string, number> = {};
  for (const c of changes) byType[c.type] = (byType[c.type] ?? 0) + 1;
  return { changes: changes.length, high: changes.filter((c) => c.importance === "high").length, byType };
}

function item(c: ReportChange): RecentChangeItem {
  return {
    id: c.id,
    competitorId: c.competitorId,
    competitorName: c.competitorName,
    type: c.type,
    importance: c.importance,
    description: c.description,
    url: c.url,
    detectedAt: c.detectedAt.toISOString(),
    whyItMatters: whyItMatters(c),
  };
}

function predictionOf(p: Prediction | null): ReportPrediction | null {
  if (!p) return null;
  return { ...(p.kind ? { kind: p.kind } : {}), what: p.what, when: p.when, confidence: p.confidence, reasoning: p.reasoning, expectedAt: p.expectedAt, basedOnEvents: p.basedOnEvents };
}

function inWindow(changes: ReportChange[], now: number): ReportChange[] {
  const since = now - REPORT_WINDOW_DAYS * DAY;
  return changes.filter((c) => c.detectedAt.getTime() >= since && c.detectedAt.getTime() <= now + DAY);
}

/** Unique "why it matters" sentences of the most important changes. */
function reasons(ranked: ReportChange[]): string[] {
  const out: string[] = [];
  for (const c of ranked) {
    const why = whyItMatters(c);
    if (why && !out.includes(why)) out.push(why);
    if (out.length >= WHY_SHOWN) break;
  }
  return out;
}

export function composeCompetitorReport(input: { competitor: CompetitorRef; changes: ReportChange[]; events: ChangeEvent[]; now?: number }): IntelligenceReport {
  const now = input.now ?? Date.now();
  const { competitor } = input;
  const recent = inWindow(input.changes.filter((c) => c.competitorId === competitor.id), now);
  const ranked = [...recent].sort(byImportance);
  const stats = statsOf(recent);
  let summary: string;
  if (recent.length === 0) {
    summary = `No changes detected at ${competitor.name} in the last ${REPORT_WINDOW_DAYS} days.`;
  } else {
    const high = stats.high > 0 ? `, ${stats.high} of high importance` : "";
    summary = `${plural(recent.length, "change")} at ${competitor.name} in the last ${REPORT_WINDOW_DAYS} days (${typeBreakdown(stats.byType)})${high}. Most notable: ${changeLine(ranked[0]).replace(/[.\s]+$/, "")}.`;
  }
  return {
    competitorId: competitor.id,
    competitorName: competitor.name,
    summary,
    recentChanges: [...recent].sort((a, b) => b.detectedAt.getTime() - a.detectedAt.getTime()).slice(0, RECENT_SHOWN).map(item),
    whyItMatters: reasons(ranked),
    // The other competitors' events are this one's peers.
    nextPrediction: predictionOf(predictForCompetitor(competitor.id, input.events, now)),
    generatedAt: new Date(now).toISOString(),
    source: "local",
    windowDays: REPORT_WINDOW_DAYS,
    stats,
  };
}

export const OVERALL_NAME = "All competitors";

/** The report across every competitor (the user's own baseline product is left out). */
export function composeOverallReport(input: { competitors: CompetitorRef[]; changes: ReportChange[]; events: ChangeEvent[]; now?: number }): IntelligenceReport {
  const now = input.now ?? Date.now();
  const ids = new Set(input.competitors.map((c) => c.id));
  const recent = inWindow(input.changes.filter((c) => ids.has(c.competitorId)), now);
  const ranked = [...recent].sort(byImportance);
  const stats = statsOf(recent);
  const perCompetitor = new Map<string, number>();
  for (const c of recent) perCompetitor.set(c.competitorName, (perCompetitor.get(c.competitorName) ?? 0) + 1);
  const active = [...perCompetitor].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  let summary: string;
  if (input.competitors.length === 0) {
    summary = "No competitors are tracked yet.";
  } else if (recent.length === 0) {
    summary = `No changes detected across ${plural(input.competitors.length, "competitor")} in the last ${REPORT_WINDOW_DAYS} days.`;
  } else {
    const high = stats.high > 0 ? `, ${stats.high} of high importance` : "";
    summary =
      `${plural(recent.length, "change")} across ${active.length} of ${plural(input.competitors.length, "competitor")} in the last ${REPORT_WINDOW_DAYS} days` +
      ` (${typeBreakdown(stats.byType)})${high}. Most active: ${active[0][0]} (${plural(active[0][1], "change")}).`;
  }
  return {
    competitorId: null,
    competitorName: OVERALL_NAME,
    summary,
    recentChanges: [...recent].sort((a, b) => b.detectedAt.getTime() - a.detectedAt.getTime()).slice(0, RECENT_SHOWN).map(item),
    whyItMatters: reasons(ranked),
    nextPrediction: predictionOf(predictNextMove(input.events.filter((e) => ids.has(e.competitorId)), now)),
    generatedAt: new Date(now).toISOString(),
    source: "local",
    windowDays: REPORT_WINDOW_DAYS,
    stats,
  };
}

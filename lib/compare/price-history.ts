/**
 * Every plan's price over time, from the pricing plans stored with each snapshot. A plan keeps its
 * identity across scans the way change detection matches plans (same name, else a rename judged by
 * position, price and features: lib/pricing/plan-match.ts), and one series holds one plan in one
 * currency, period and unit, so each line of a chart is one comparable quantity. Markers mark the
 * scans where a plan's price moved, a plan was renamed, added or removed.
 */
import { matchPlans } from "@/lib/pricing/plan-match";
import { toCsv } from "@/lib/csv";
import type { PricingPlan } from "@/lib/pricing/types";

export interface HistoryScan {
  snapshotId: string;
  at: Date;
  plans: PricingPlan[];
}

export interface PricePoint {
  snapshotId: string;
  date: string;
  /** The plan's name at this scan. */
  name: string;
  price: number | null;
  annualPrice: number | null;
}

export interface PriceSeries {
  /** Stable within one answer: the plan's identity, its currency, period and unit. */
  id: string;
  /** The plan identity (shared by the series of one plan in several currencies or periods). */
  planId: string;
  /** The name at its latest scan. */
  name: string;
  /** Every name the plan had, oldest first. */
  names: string[];
  currency: string | null;
  period: PricingPlan["period"];
  unit: string | null;
  points: PricePoint[];
}

export type MarkerKind = "price" | "renamed" | "added" | "removed";

export interface PriceMarker {
  snapshotId: string;
  date: string;
  kind: MarkerKind;
  planId: string;
  /** The series the marker sits on (null for a removed plan). */
  seriesId: string | null;
  label: string;
}

export interface PriceHistory {
  competitorId: string;
  /** Scans (snapshots) read, oldest first. */
  scans: Array<{ snapshotId: string; date: string; plans: number }>;
  series: PriceSeries[];
  markers: PriceMarker[];
}

const fmt = (n: number | null, currency: string | null) => (n === null ? "no public price" : `${currency ? `${currency} ` : ""}${Number.isInteger(n) ? n : n.toFixed(2)}`);

/** " per user/month", "/month", " one-time" or "". */
function per(p: Pick<PricingPlan, "period" | "unit">): string {
  if (p.period === "one-time") return p.unit ? ` per ${p.unit}, one-time` : " one-time";
  if (p.unit) return p.period ? ` per ${p.unit}/${p.period}` : ` per ${p.unit}`;
  return p.period ? `/${p.period}` : "";
}

const priced = (p: Pick<PricingPlan, "price" | "currency" | "period" | "unit">) => (p.price === null ? "no public price" : `${fmt(p.price, p.currency)}${per(p)}`);

const seriesKey = (planId: string, p: PricingPlan) => `${planId}|${(p.currency ?? "").toUpperCase()}|${p.period ?? ""}|${(p.unit ?? "").toLowerCase()}`;

/** The price history of one competitor's plans across its scans (any order in, oldest first out). */
export function buildPriceHistory(competitorId: string, scansIn: HistoryScan[]): PriceHistory {
  const scans = [...scansIn].sort((a, b) => a.at.getTime() - b.at.getTime());
  const series = new Map<string, PriceSeries>();
  const markers: PriceMarker[] = [];
  let prevPlans: PricingPlan[] = [];
  let prevIds: string[] = [];
  let nextId = 1;

  for (const scan of scans) {
    const date = scan.at.toISOString();
    const m = matchPlans(prevPlans, scan.plans);
    const ids = scan.plans.map((_, i) => {
      const before = m.matched.get(i) ?? m.renamed.get(i);
      return before !== undefined ? prevIds[before] : `plan-${nextId++}`;
    });
    scan.plans.forEach((p, i) => {
      const planId = ids[i];
      const key = seriesKey(planId, p);
      let s = series.get(key);
      if (!s) {
        s = { id: `s${series.size + 1}`, planId, name: p.name, names: [], currency: p.currency ? p.currency.toUpperCase() : null, period: p.period ?? null, unit: p.unit ?? null, points: [] };
        series.set(key, s);
      }
      s.name = p.name;
      for (const known of series.values()) if (known.planId === planId && !known.names.includes(p.name)) known.names.push(p.name);
      const last = s.points.at(-1);
      s.points.push({ snapshotId: scan.snapshotId, date, name: p.name, price: p.price ?? null, annualPrice: p.annualPrice ?? null });
      if (prevPlans.length === 0) return;
      const before = m.matched.get(i) ?? m.renamed.get(i);
      if (before === undefined) {
        markers.push({ snapshotId: scan.snapshotId, date, kind: "added", planId, seriesId: s.id, label: `${p.name} added at ${priced(p)}` });
        return;
      }
      const old = prevPlans[before];
      if (m.renamed.has(i)) markers.push({ snapshotId: scan.snapshotId, date, kind: "renamed", planId, seriesId: s.id, label: `${old.name} renamed to ${p.name}` });
      const moved = last ? last.price !== (p.price ?? null) : (old.price ?? null) !== (p.price ?? null) || seriesKey(planId, old) !== key;
      if (moved) markers.push({ snapshotId: scan.snapshotId, date, kind: "price", planId, seriesId: s.id, label: `${p.name}: ${priced(old)} → ${priced(p)}` });
    });
    for (const i of m.removed) {
      const old = prevPlans[i];
      markers.push({ snapshotId: scan.snapshotId, date, kind: "removed", planId: prevIds[i], seriesId: null, label: `${old.name} removed (was ${priced(old)})` });
    }
    prevPlans = scan.plans;
    prevIds = ids;
  }

  return {
    competitorId,
    scans: scans.map((s) => ({ snapshotId: s.snapshotId, date: s.at.toISOString(), plans: s.plans.length })),
    series: [...series.values()],
    markers,
  };
}

/** One row per plan and scan: date, plan (its name at that scan), price, currency, period, unit. */
export function priceHistoryCsv(h: PriceHistory): string {
  const rows: string[][] = [];
  for (const s of h.series) for (const p of s.points) rows.push([p.date, p.name, p.price === null ? "" : String(p.price), s.currency ?? "", s.period ?? "", s.unit ?? ""]);
  rows.sort((a, b) => a[0].localeCompare(b[0]));
  return toCsv(["date", "plan", "price", "currency", "period", "unit"], rows);
}

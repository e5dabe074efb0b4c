import type { PriceHistory, PriceSeries } from "@/lib/compare/price-history";

/** One chartable quantity: a currency, period and unit that lines can share an axis on. */
export interface Quantity {
  key: string;
  label: string;
  series: PriceSeries[];
}

export function quantityLabel(s: Pick<PriceSeries, "currency" | "period" | "unit">): string {
  const per = s.period === "one-time" ? "one-time" : [s.unit ? `per ${s.unit}` : "", s.period ? `/${s.period}` : ""].join("").replace(/^\//, "per ");
  return [s.currency ?? "no currency", per].filter(Boolean).join(" ");
}

/** Series with at least one public price, grouped by quantity; the largest group first. */
export function quantities(h: PriceHistory): Quantity[] {
  const groups = new Map<string, Quantity>();
  for (const s of h.series) {
    if (!s.points.some((p) => p.price !== null)) continue;
    const label = quantityLabel(s);
    const g = groups.get(label) ?? { key: label, label, series: [] };
    g.series.push(s);
    groups.set(label, g);
  }
  return [...groups.values()].sort((a, b) => b.series.length - a.series.length || a.label.localeCompare(b.label));
}

/** One row per scan for the chart: { date, [seriesId]: price }. */
export function chartRows(h: PriceHistory, q: Quantity): Array<Record<string, number | string | null>> {
  return h.scans.map((scan) => {
    const row: Record<string, number | string | null> = { date: scan.date };
    for (const s of q.series) row[s.id] = s.points.find((p) => p.snapshotId === scan.snapshotId)?.price ?? null;
    return row;
  });
}

export const shortDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: "short", day: "numeric" });
export const longDate = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function money(n: number | null, currency: string | null): string {
  if (n === null) return "—";
  if (!currency) return n.toLocaleString(undefined, { maximumFractionDigits: 2 });
  try {
    return n.toLocaleString(undefined, { style: "currency", currency, maximumFractionDigits: Number.isInteger(n) ? 0 : 2 });
  } catch {
    return `${currency} ${n}`;
  }
}

export const SERIES_COLORS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"];

/**
 * The comparison matrix: the user's product (the baseline, "us") and every competitor side by side,
 * from each one's latest scan. Plans with prices normalised where the page allows (per seat per
 * month for per-seat plans, per month for flat ones; annual billing as its monthly equivalent), the
 * cheapest plan for a team of N seats, features, integrations and key capabilities present or absent
 * by category, and what changed in the last 30 days. Pure: the loading is in ./service.ts.
 */
import { effectiveMonthly, isPerSeat, isRecurringPaid, monthlyPrice, seatCap, teamCost, tooSmallFor } from "@/lib/pricing/team-cost";
import type { PricingPlan } from "@/lib/pricing/types";

export type Billing = "month" | "year";

export interface MatrixInput {
  id: string;
  name: string;
  type: string;
  url: string;
  scannedAt: string | null;
  pricingUrl: string | null;
  plans: PricingPlan[];
  features: Array<{ name: string; category: string }>;
  integrations: Array<{ name: string; category: string }>;
  capabilities: string[];
  changes: Array<{ id: string; type: string; importance: string; description: string; detectedAt: string }>;
}

export interface MatrixPlan {
  name: string;
  price: number | null;
  currency: string | null;
  period: PricingPlan["period"];
  unit: string | null;
  perSeat: boolean;
  /** Per seat per month (per-seat plans) or per month (flat plans), billed monthly; null when not a recurring public price. */
  monthly: number | null;
  /** The same billed annually, as a monthly equivalent, when the page gives an annual price. */
  annualMonthly: number | null;
  /** "per seat / month", "flat / month", "one-time", "custom", "free". */
  basis: "per seat / month" | "flat / month" | "one-time" | "custom" | "free";
  seatCap: number | null;
}

export interface TeamPrice {
  plan: string;
  currency: string | null;
  /** What the team pays per month under the chosen billing. */
  monthly: number;
  billedMonthly: number;
  billedAnnually: number | null;
  perSeat: boolean;
}

export interface MatrixColumn {
  id: string;
  name: string;
  type: "baseline" | "competitor";
  url: string;
  pricingUrl: string | null;
  scannedAt: string | null;
  plans: MatrixPlan[];
  /** The cheapest recurring paid plan that fits the team (null when none does). */
  teamPrice: TeamPrice | null;
  changes: MatrixInput["changes"];
}

export interface MatrixRow {
  name: string;
  /** Column ids that have it. */
  present: string[];
}

export interface MatrixGroup {
  section: "features" | "integrations" | "capabilities";
  category: string;
  rows: MatrixRow[];
}

export interface ComparisonMatrix {
  seats: number;
  billing: Billing;
  category: string | null;
  /** Every category found (for the filter), sorted. */
  categories: string[];
  columns: MatrixColumn[];
  groups: MatrixGroup[];
  changesSince: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const keyOf = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

export function matrixPlan(p: PricingPlan): MatrixPlan {
  const perSeat = isPerSeat(p);
  const m = isRecurringPaid(p) ? monthlyPrice(p) : null;
  const basis: MatrixPlan["basis"] = p.price === 0 ? "free" : p.price === null ? "custom" : p.period === "one-time" ? "one-time" : perSeat ? "per seat / month" : "flat / month";
  return {
    name: p.name,
    price: p.price,
    currency: p.currency,
    period: p.period,
    unit: p.unit,
    perSeat,
    monthly: m === null ? null : round2(m),
    annualMonthly: m !== null && p.annualPrice ? round2(p.annualPrice) : null,
    basis,
    seatCap: seatCap(p),
  };
}

/** The cheapest recurring paid plan for `seats` people under `billing`, leaving out plans made for fewer. */
export function teamPrice(plans: PricingPlan[], seats: number, billing: Billing): TeamPrice | null {
  let best: TeamPrice | null = null;
  for (const p of plans) {
    if (tooSmallFor(p, seats)) continue;
    const c = teamCost(p, seats);
    if (!c) continue;
    const monthly = effectiveMonthly(c, billing);
    if (!best || monthly < best.monthly) best = { plan: p.name, currency: p.currency, monthly, billedMonthly: c.monthly, billedAnnually: c.annualMonthly, perSeat: c.perSeat };
  }
  return best;
}

/** Rows matched by name across products (one row per item, under the category the first product gives it). */
function group(section: MatrixGroup["section"], columns: MatrixInput[], items: (c: MatrixInput) => Array<{ name: string; category: string }>): MatrixGroup[] {
  const rows = new Map<string, MatrixRow & { category: string }>();
  for (const c of columns) {
    for (const item of items(c)) {
      const k = keyOf(item.name);
      if (!k) continue;
      const row = rows.get(k) ?? { name: item.name.trim(), category: item.category?.trim() || "General", present: [] };
      rows.set(k, row);
      if (!row.present.includes(c.id)) row.present.push(c.id);
    }
  }
  const byCategory = new Map<string, MatrixRow[]>();
  for (const { category, ...row } of rows.values()) byCategory.set(category, [...(byCategory.get(category) ?? []), row]);
  return [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, list]) => ({ section, category, rows: list.sort((a, b) => b.present.length - a.present.length || a.name.localeCompare(b.name)) }));
}

export function buildMatrix(inputs: MatrixInput[], opts: { seats: number; billing: Billing; category?: string | null; since: Date }): ComparisonMatrix {
  // The baseline first, then competitors by name.
  const ordered = [...inputs].sort((a, b) => Number(b.type === "baseline") - Number(a.type === "baseline") || a.name.localeCompare(b.name));
  const all = [
    ...group("features", ordered, (c) => c.features),
    ...group("integrations", ordered, (c) => c.integrations),
    ...group("capabilities", ordered, (c) => c.capabilities.map((name) => ({ name, category: "Key capabilities" }))),
  ];
  const categories = [...new Set(all.map((g) => g.category))].sort((a, b) => a.localeCompare(b));
  const wanted = opts.category ? categories.find((c) => keyOf(c) === keyOf(opts.category!)) ?? null : null;
  return {
    seats: opts.seats,
    billing: opts.billing,
    category: opts.category ? (wanted ?? opts.category) : null,
    categories,
    columns: ordered.map((c) => ({
      id: c.id,
      name: c.name,
      type: c.type === "baseline" ? "baseline" : "competitor",
      url: c.url,
      pricingUrl: c.pricingUrl,
      scannedAt: c.scannedAt,
      plans: c.plans.map(matrixPlan),
      teamPrice: teamPrice(c.plans, opts.seats, opts.billing),
      changes: c.changes,
    })),
    groups: opts.category ? all.filter((g) => g.category === wanted) : all,
    changesSince: opts.since.toISOString(),
  };
}

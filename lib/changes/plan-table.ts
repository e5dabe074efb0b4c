/**
 * The per-plan before/after rows of a pricing change (`facts.plans`, written by
 * lib/changes/detect/plan-rows.ts), read back from stored facts for the feed, the alert e-mail and
 * API clients, with the cell texts all of them show.
 */
import { formatAmount } from "@/lib/pricing/money-format";

export interface PlanState {
  price: number | null;
  currency: string | null;
  period: string | null;
  unit: string | null;
  /** Per-month price when billed annually. */
  annualPrice: number | null;
  /** Limits and table rows that changed: { "RAM per service": "64 GB" }. */
  limits: Record<string, string>;
  /** False when only a table row names the plan (the extractor did not read it as a plan). */
  known?: boolean;
}

export interface PlanRow {
  plan: string;
  /** The plan's old name, when it was renamed. */
  formerly?: string;
  /** Null: the plan was added. */
  before: PlanState | null;
  /** Null: the plan was removed. */
  after: PlanState | null;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

function readState(v: unknown): PlanState | null {
  if (!v || typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  const limits: Record<string, string> = {};
  if (o.limits && typeof o.limits === "object") for (const [k, x] of Object.entries(o.limits as Record<string, unknown>)) if (typeof x === "string") limits[k] = x;
  return { price: num(o.price), currency: str(o.currency), period: str(o.period), unit: str(o.unit), annualPrice: num(o.annualPrice), limits, ...(o.known === false ? { known: false } : {}) };
}

/** The rows of a change's facts; [] when it has none (or they are malformed). */
export function planRowsOf(facts: Record<string, unknown> | null | undefined): PlanRow[] {
  const list = facts?.plans;
  if (!Array.isArray(list)) return [];
  const out: PlanRow[] = [];
  for (const r of list) {
    if (!r || typeof r !== "object") continue;
    const o = r as Record<string, unknown>;
    const plan = str(o.plan);
    if (!plan || !("before" in o) || !("after" in o)) continue;
    const before = readState(o.before);
    const after = readState(o.after);
    if (!before && !after) continue;
    out.push({ plan, ...(str(o.formerly) ? { formerly: str(o.formerly)! } : {}), before, after });
  }
  return out;
}

/** The columns of the table, in order. */
export const PLAN_COLUMNS = ["Price", "Period", "Unit", "Limits"] as const;
export type PlanColumn = (typeof PLAN_COLUMNS)[number];

/** Cell texts of one side: "$12" (annual "$10/mo billed yearly" appended), "month", "seat", "RAM per service: 64 GB". */
export function planCells(s: PlanState | null): Record<PlanColumn, string> {
  if (!s) return { Price: "—", Period: "—", Unit: "—", Limits: "—" };
  let price = s.known === false ? "—" : s.price === null ? "Contact sales" : formatAmount(s.price, s.currency);
  if (s.annualPrice !== null && s.price !== null) price += ` (${formatAmount(s.annualPrice, s.currency)}/mo billed annually)`;
  const limits = Object.entries(s.limits).map(([k, v]) => `${k}: ${v}`).join("; ");
  return { Price: price, Period: s.period ?? "—", Unit: s.unit ? `per ${s.unit}` : "—", Limits: limits || "—" };
}

/** Which columns differ between the two sides (for highlighting). */
export function changedColumns(r: PlanRow): Set<PlanColumn> {
  const a = planCells(r.before);
  const b = planCells(r.after);
  return new Set(PLAN_COLUMNS.filter((c) => a[c] !== b[c]));
}

/** "Not offered" for the missing side of a plan added or removed. */
export function sideLabel(r: PlanRow, side: "before" | "after"): string | null {
  if (side === "before" && !r.before) return "Not offered";
  if (side === "after" && !r.after) return "Removed";
  return null;
}

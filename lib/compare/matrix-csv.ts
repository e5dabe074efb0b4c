import { toCsv } from "@/lib/csv";
import type { ComparisonMatrix, MatrixPlan } from "./matrix";

const money = (n: number | null, currency: string | null) => (n === null ? "" : `${n.toFixed(2)}${currency ? ` ${currency}` : ""}`);

function planCell(p: MatrixPlan): string {
  if (p.basis === "free") return `${p.name}: free`;
  if (p.basis === "custom") return `${p.name}: custom price`;
  if (p.monthly === null) return `${p.name}: ${money(p.price, p.currency)} ${p.basis}`;
  const annual = p.annualMonthly !== null ? ` (${money(p.annualMonthly, p.currency)} billed annually)` : "";
  return `${p.name}: ${money(p.monthly, p.currency)} ${p.basis}${annual}`;
}

/**
 * The matrix as CSV: one column per product (ours first), rows for the team price, each plan (by
 * position), the changes of the last 30 days, then every feature, integration and capability (yes/no).
 */
export function matrixCsv(m: ComparisonMatrix): string {
  const cols = m.columns;
  const header = ["section", "category", "item", ...cols.map((c) => (c.type === "baseline" ? `${c.name} (us)` : c.name))];
  const rows: string[][] = [];
  const billing = m.billing === "year" ? "billed annually" : "billed monthly";
  rows.push(["price", "", `team of ${m.seats}, per month, ${billing}`, ...cols.map((c) => (c.teamPrice ? money(c.teamPrice.monthly, c.teamPrice.currency) : ""))]);
  rows.push(["price", "", `plan for a team of ${m.seats}`, ...cols.map((c) => c.teamPrice?.plan ?? "")]);
  const most = Math.max(0, ...cols.map((c) => c.plans.length));
  for (let i = 0; i < most; i++) rows.push(["plans", "", `plan ${i + 1}`, ...cols.map((c) => (c.plans[i] ? planCell(c.plans[i]) : ""))]);
  rows.push(["changes", "", `changes since ${m.changesSince.slice(0, 10)}`, ...cols.map((c) => c.changes.map((x) => `${x.detectedAt.slice(0, 10)} ${x.description}`).join("; "))]);
  for (const g of m.groups) for (const r of g.rows) rows.push([g.section, g.category, r.name, ...cols.map((c) => (r.present.includes(c.id) ? "yes" : "no"))]);
  return toCsv(header, rows);
}

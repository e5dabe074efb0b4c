/**
 * Per-plan before/after rows for pricing changes (`facts.plans`), so the feed, the alert e-mail and
 * the API can show a small table instead of only a sentence:
 *
 *   facts.plans = [{ plan: "Team", before: { price: 12, currency: "USD", period: "month", unit: "seat",
 *                    annualPrice: null, limits: {} }, after: { price: 15, ... } }]
 *
 * `before` is null for a plan added, `after` null for a plan removed. Prices come from the plans
 * the extractor read; limits from the comparison-table rows an edit changed (plans as columns:
 * "RAM per service" of the "Scale" column; plans as rows: the "RAM" column of the "Hobby" row).
 */
import type { PlanRow, PlanState } from "@/lib/changes/plan-table";
import { parseBlocks, type PageBlock } from "./copy-blocks";
import { kindOf, strings } from "./merge-copy";
import type { DetectedChange, SnapshotLike } from "./types";
import { normText } from "@/lib/norm-text";
import { planKey } from "@/lib/pricing/plan-key";
import type { PricingPlan } from "@/lib/pricing/types";

const MAX_ROWS = 12;
/** Limits shown for a plan added or removed (its whole column). */
const MAX_LIMITS = 8;

const emptyState = (): PlanState => ({ price: null, currency: null, period: null, unit: null, annualPrice: null, limits: {}, known: false });

function stateOf(p: PricingPlan | undefined): PlanState | null {
  if (!p) return null;
  return { price: p.price, currency: p.currency, period: p.period, unit: p.unit, annualPrice: p.annualPrice ?? null, limits: {} };
}

/** Plan names a finding is about. */
function namesOf(c: DetectedChange): Array<{ before: string | null; after: string | null }> {
  const f = c.facts;
  switch (kindOf(c)) {
    case "plan_renamed":
      return [{ before: String(f.oldName), after: String(f.newName) }];
    case "plan_added":
      return [{ before: null, after: String(f.plan) }];
    case "plan_removed":
      return [{ before: String(f.plan), after: null }];
    case "price_changed":
    case "annual_price_changed":
    case "plan_features_changed":
    case "add_ons_changed":
    case "highlight_changed":
      return typeof f.plan === "string" ? [{ before: f.plan, after: f.plan }] : [];
    default:
      return [];
  }
}

/** Table rows of both versions, by their text, with cells and header. */
function tableRows(markdown: string): Map<string, PageBlock> {
  const out = new Map<string, PageBlock>();
  for (const b of parseBlocks(markdown)) if (b.kind === "row" && b.cells && b.header) out.set(b.text, b);
  return out;
}

const same = (x: string, y: string) => normText(x) === normText(y);

/** Limits an edit of table rows changed, per plan: { plan: { before: {label: value}, after: {...} } }. */
function limitsOf(c: DetectedChange, rows: { before: Map<string, PageBlock>; after: Map<string, PageBlock> }, planNames: string[]) {
  const out = new Map<string, { before: Record<string, string>; after: Record<string, string> }>();
  const olds = strings(c.facts.blocksBefore).map((t) => rows.before.get(t)).filter((b): b is PageBlock => !!b);
  const news = strings(c.facts.blocksAfter).map((t) => rows.after.get(t)).filter((b): b is PageBlock => !!b);
  const isPlan = (s: string) => planNames.some((n) => planKey(n) === planKey(s));
  for (const n of news) {
    const o = olds.find((x) => x.cells![0] && same(x.cells![0], n.cells![0]) && x.cells!.length === n.cells!.length);
    if (!o) continue;
    const header = n.header!;
    const plansAsRows = isPlan(n.cells![0]);
    for (let k = 1; k < n.cells!.length; k++) {
      if (same(o.cells![k], n.cells![k])) continue;
      const plan = plansAsRows ? n.cells![0] : header[k];
      const label = plansAsRows ? header[k] : n.cells![0];
      if (!plan || !label) continue;
      const entry = out.get(plan) ?? { before: {}, after: {} };
      entry.before[label] = o.cells![k] || "–";
      entry.after[label] = n.cells![k] || "–";
      out.set(plan, entry);
    }
  }
  return out;
}

/** A plan's own column of the comparison tables (plans as columns): { "RAM per service": "32 GB" }. */
function columnOf(rows: Map<string, PageBlock>, plan: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const b of rows.values()) {
    const k = b.header!.findIndex((h, i) => i > 0 && planKey(h) === planKey(plan));
    if (k < 0 || !b.cells![0] || !b.cells![k]) continue;
    out[b.cells![0]] = b.cells![k];
    if (Object.keys(out).length >= MAX_LIMITS) break;
  }
  return out;
}

/** Adds `facts.plans` to the pricing changes that are about plans (see the file comment). */
export function attachPlanRows(changes: DetectedChange[], prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  const before = prev.extractedData.pricingPlans ?? [];
  const after = next.extractedData.pricingPlans ?? [];
  const find = (plans: PricingPlan[], name: string | null) => (name === null ? undefined : plans.find((p) => planKey(p.name) === planKey(name)));
  let rows: { before: Map<string, PageBlock>; after: Map<string, PageBlock> } | null = null;
  const planNames = [...before, ...after].map((p) => p.name);
  return changes.map((c) => {
    if (c.type !== "pricing") return c;
    const list: PlanRow[] = [];
    for (const n of namesOf(c)) {
      const o = find(before, n.before);
      const a = find(after, n.after);
      if (!o && !a) continue;
      const row: PlanRow = { plan: (a ?? o)!.name, ...(o && a && o.name !== a.name ? { formerly: o.name } : {}), before: stateOf(o), after: stateOf(a) };
      // A plan added or removed brings or takes its whole column of the comparison table.
      if (!o || !a) {
        rows ??= { before: tableRows(prev.extractedData.pricingMarkdown ?? ""), after: tableRows(next.extractedData.pricingMarkdown ?? "") };
        if (row.after) row.after.limits = columnOf(rows.after, row.plan);
        if (row.before) row.before.limits = columnOf(rows.before, row.plan);
      }
      list.push(row);
    }
    if (strings(c.facts.blocksBefore).some((t) => t.includes(" | ")) || strings(c.facts.blocksAfter).some((t) => t.includes(" | "))) {
      rows ??= { before: tableRows(prev.extractedData.pricingMarkdown ?? ""), after: tableRows(next.extractedData.pricingMarkdown ?? "") };
      for (const [plan, lim] of limitsOf(c, rows, planNames)) {
        let row = list.find((r) => planKey(r.plan) === planKey(plan));
        if (!row) {
          const o = find(before, plan);
          const a = find(after, plan);
          row = { plan: (a ?? o)?.name ?? plan, before: stateOf(o) ?? emptyState(), after: stateOf(a) ?? emptyState() };
          list.push(row);
        }
        if (row.before) row.before.limits = { ...row.before.limits, ...lim.before };
        if (row.after) row.after.limits = { ...row.after.limits, ...lim.after };
      }
    }
    if (!list.length) return c;
    return { ...c, facts: { ...c.facts, plans: list.slice(0, MAX_ROWS) } };
  });
}

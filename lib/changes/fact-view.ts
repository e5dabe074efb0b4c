/**
 * The one fact a change is about, named with its value before and after, for every surface that shows
 * a change (the feed's card, the alert e-mail, the API object, the MCP answer): "Team: $12 → $15 per
 * seat/month", "A10 · per GPU: $1.50/hr → $0.75/hr", "Scale · RAM: 64 GB → 128 GB". Read from the
 * change's stored facts (written by lib/changes/detect); null when the change is not about one fact
 * (prose edits, sections, design), whose before/after are the change's excerpts.
 */
import { priceLabel } from "@/lib/pricing/money-format";
import type { PricingPlan } from "@/lib/pricing/types";

export interface ChangeFact {
  /** What the fact is about: a plan, a usage rate, a table row and column, the page title. */
  name: string;
  /** Its value before the change; null when it is new. */
  before: string | null;
  /** Its value after the change; null when it went. */
  after: string | null;
  /** One line naming the fact with both values. */
  line: string;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const price = (p: unknown, currency: unknown, period: unknown, unit: unknown) =>
  priceLabel({ price: num(p), currency: str(currency), period: str(period) as PricingPlan["period"], unit: str(unit) });

/** "name: before → after", "name: after (new)", "name: before (removed)". */
export function factLine(name: string, before: string | null, after: string | null): string {
  if (before !== null && after !== null) return `${name}: ${before} → ${after}`;
  if (after !== null) return `${name}: ${after} (new)`;
  return `${name}: ${before ?? "—"} (removed)`;
}

const fact = (name: string | null, before: string | null, after: string | null): ChangeFact | null =>
  name && (before !== null || after !== null) ? { name, before, after, line: factLine(name, before, after) } : null;

/** The fact a change is about, from its stored facts (see the file comment). */
export function factOf(facts: Record<string, unknown> | null | undefined): ChangeFact | null {
  if (!facts) return null;
  const f = facts;
  const own = f.fact as Record<string, unknown> | undefined;
  if (own && typeof own === "object") return fact(str(own.label), str(own.before), str(own.after));
  const cell = f.cell as Record<string, unknown> | undefined;
  if (cell && typeof cell === "object") {
    const row = str(cell.row);
    const column = str(cell.column);
    return fact(row && column ? `${row} · ${column}` : row, str(cell.before), str(cell.after));
  }
  switch (f.kind) {
    case "price_changed":
      return fact(str(f.plan), price(f.oldPrice, f.oldCurrency, f.oldPeriod, f.oldUnit), price(f.newPrice, f.newCurrency, f.newPeriod, f.newUnit));
    case "annual_price_changed": {
      const yearly = (v: unknown) => (num(v) === null ? null : `${price(v, f.currency, "month", null)} billed annually`);
      return fact(str(f.plan), yearly(f.oldAnnualPrice), yearly(f.newAnnualPrice));
    }
    case "plan_added":
      return fact(str(f.plan), null, price(f.price, f.currency, f.period, f.unit));
    case "plan_removed":
      return fact(str(f.plan), price(f.price, f.currency, f.period, f.unit), null);
    case "plan_features_changed":
    case "add_ons_changed": {
      const list = (v: unknown) => (Array.isArray(v) && v.length ? v.filter((x) => typeof x === "string").join(", ") || null : null);
      const plan = str(f.plan);
      return fact(plan && `${plan} · ${f.kind === "add_ons_changed" ? "add-ons" : "features"}`, list(f.removed), list(f.added));
    }
    case "plan_renamed":
      return fact("Plan name", str(f.oldName), str(f.newName));
    case "title_changed":
      return fact("Page title", str(f.oldTitle), str(f.newTitle));
    default:
      return null;
  }
}

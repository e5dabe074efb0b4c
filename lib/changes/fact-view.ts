/**
 * The one fact a change is about, named with its value before and after, for every surface that shows
 * a change (the feed's card, the alert e-mail, the API object, the MCP answer): "Team: $12 → $15 per
 * seat/month", "A10 · per GPU: $1.50/hr → $0.75/hr", "Scale · RAM: 64 GB → 128 GB". Read from the
 * change's stored facts (written by lib/changes/detect); null when the change is not about one fact
 * (prose edits, sections, design), whose before/after are the change's excerpts.
 */
import { priceLabel } from "@/lib/pricing/money-format";
import type { PricingPlan } from "@/lib/pricing/types";
import { PAGE_LABELS } from "@/lib/changes/detect/types";

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

/** A fact's values with the words both end on said once: "€25 per seat/month", "€29 per seat/month" → "€25", "€29", "per seat/month". */
export interface FactParts {
  before: string | null;
  after: string | null;
  /** The words both values end on (null when they share none, or one side is missing). */
  tail: string | null;
}

/** Splits off the whole words both values end on, keeping at least one word of each. */
export function factParts(before: string | null, after: string | null): FactParts {
  if (before === null || after === null || before === after) return { before, after, tail: null };
  const a = before.split(" ");
  const b = after.split(" ");
  let k = 0;
  while (k < a.length - 1 && k < b.length - 1 && a[a.length - 1 - k] === b[b.length - 1 - k]) k++;
  if (!k) return { before, after, tail: null };
  return { before: a.slice(0, -k).join(" "), after: b.slice(0, -k).join(" "), tail: a.slice(-k).join(" ") };
}

/** "name: before → after" (shared end words once), "name: after (new)", "name: before (removed)". */
export function factLine(name: string, before: string | null, after: string | null): string {
  const p = factParts(before, after);
  if (p.before !== null && p.after !== null) return `${name}: ${p.before} → ${p.after}${p.tail ? ` ${p.tail}` : ""}`;
  if (after !== null) return `${name}: ${after} (new)`;
  return `${name}: ${before ?? "—"} (removed)`;
}

/** A fact with a value on at least one side, and not the same value on both (stored facts too thin to tell: no fact). */
const fact = (name: string | null, before: string | null, after: string | null): ChangeFact | null =>
  name && (before !== null || after !== null) && before !== after ? { name, before, after, line: factLine(name, before, after) } : null;

/**
 * A change that names whole plans (a price list published or taken down, plans added and removed at
 * once: kinds of earlier versions, see lib/changes/score/legacy-kinds.ts) as one fact, "Plans", with the
 * plans before and after: "Plans: Free $0/month, Pro $10/month (removed)".
 */
function planListFact(f: Record<string, unknown>): ChangeFact | null {
  const plans = Array.isArray(f.plans) ? (f.plans as Array<Record<string, unknown>>).filter((p) => p && typeof p === "object") : [];
  const named = (p: Record<string, unknown>) => {
    const name = str(p.name);
    const label = price(p.price, p.currency, p.period, p.unit);
    return name ? (label ? `${name} ${label}` : name) : null;
  };
  const listed = plans.map(named).filter((x): x is string => !!x);
  const names = (v: unknown) => (Array.isArray(v) ? v.map(str).filter((x): x is string => !!x) : []);
  const join = (xs: string[]) => (xs.length ? xs.join(", ") : null);
  switch (f.kind) {
    case "pricing_removed":
      return fact("Plans", join(listed), null);
    case "pricing_published":
      return fact("Plans", null, join(listed));
    default: {
      // plans_changed: facts.plans are the added plans with their prices.
      const added = names(f.added).map((n) => listed.find((l) => l === n || l.startsWith(`${n} `)) ?? n);
      return fact("Plans", join(names(f.removed)), join(added));
    }
  }
}

/** The longest line an offering's fact quotes; longer is prose, shown as the change's excerpts. */
const OFFERING_LINE = 120;

/** The fact a change is about, from its stored facts (see the file comment). */
export function factOf(facts: Record<string, unknown> | null | undefined): ChangeFact | null {
  if (!facts) return null;
  const f = facts;
  const own = f.fact as Record<string, unknown> | undefined;
  if (own && typeof own === "object") {
    // A term's side is { value, amount, unit } (term-facts.ts); a plan's limit is named by its plan, its value by the noun.
    const side = (v: unknown) => str(v) ?? (v && typeof v === "object" ? str((v as Record<string, unknown>).value) : null);
    const label = str(own.label);
    // A plan's inclusion from a comparison table: named by plan and feature, its value the cell in words.
    if (own.kind === "plan_inclusion") return fact(str(own.plan) && label ? `${str(own.plan)} · ${label}` : null, side(own.before), side(own.after));
    const plan = own.kind === "plan_limit" ? str(own.plan) : null;
    const counted = (v: unknown) => (side(v) === null ? null : plan && label ? `${side(v)} ${label}` : side(v));
    return fact(plan ?? label, counted(own.before), counted(own.after));
  }
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
    case "plans_changed":
    case "pricing_removed":
    case "pricing_published":
      return planListFact(f);
    case "plan_renamed":
      return fact("Plan name", str(f.oldName), str(f.newName));
    case "features_renamed":
    case "capabilities_renamed":
      return fact(f.kind === "features_renamed" ? "Feature name" : "Capability name", str(f.renamedFrom), Array.isArray(f.items) ? str(f.items[0]) : null);
    case "features_described": {
      // One feature whose description states other facts (feature-changes.ts): the feature, its description before and after.
      const d = Array.isArray(f.details) && f.details.length === 1 ? (f.details[0] as Record<string, unknown>) : null;
      return d && fact(str(d.name), str(d.before), str(d.after));
    }
    case "highlight_changed":
      // The recommendation moved from one card to another (pricing-changes.ts): the plan that carries it.
      return str(f.from) ? fact("Recommended plan", str(f.from), str(f.plan)) : null;
    case "title_changed":
      return fact("Page title", str(f.oldTitle), str(f.newTitle));
    case "offering_changed": {
      // What a pricing page offers apart from its plans (offerings.ts): named by its section, its lines as the values.
      const lines = Array.isArray(f.blocksBefore) && Array.isArray(f.blocksAfter) ? [f.blocksBefore, f.blocksAfter].map((v) => (v as unknown[]).map(str).filter((x): x is string => !!x)) : null;
      if (!lines || lines.flat().some((l) => l.length > OFFERING_LINE) || lines.some((side) => side.length > 3)) return null;
      const side = (xs: string[]) => (xs.length ? xs.join("; ") : null);
      return fact(str(f.section) ?? "Offering", side(lines[0]), side(lines[1]));
    }
    default:
      return null;
  }
}

/** A change's fact: the one its DTO carries, else read from its stored facts (a live event's payload may carry only these). */
export function factOfChange(c: { fact?: ChangeFact | null; facts?: Record<string, unknown> | null }): ChangeFact | null {
  return c.fact ?? factOf(c.facts);
}

/**
 * What changed in one line, for the compact surfaces (the overview's list, the bell, the live toast):
 * the fact with both values, as the card and the e-mail name it, else the change's description.
 */
export function changeLine(c: { fact?: ChangeFact | null; facts?: Record<string, unknown> | null; description: string }): string {
  return factOfChange(c)?.line ?? c.description;
}

/**
 * Where on its page a fact was found, when its stored facts say more than the fact's name does:
 * "Pricing page · Compute" for a table cell under a section heading; null otherwise.
 */
export function factWhere(facts: Record<string, unknown> | null | undefined, fact: ChangeFact | null): string | null {
  if (!facts || !fact) return null;
  const page = PAGE_LABELS[str(facts.page) as keyof typeof PAGE_LABELS] ?? null;
  const section = str(facts.section);
  if (!page || !section || section === fact.name) return null;
  return `${page} · ${section.length > 60 ? `${section.slice(0, 59).trimEnd()}…` : section}`;
}

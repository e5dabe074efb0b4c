/**
 * Reasons to doubt the plans read from a page, from the plans themselves: a careful reader who saw
 * these results would suspect that the page was misread, and the detail page says "Some plans may be
 * missing" with the reason. Each check holds whatever the page's language.
 */
import type { RawPlan } from "./pricing-cards";

const fold = (s: string) => s.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

/** Several plans of one group (same billing panel) show one price: the prices likely belong to something else. */
function samePrice(plans: RawPlan[]): string | null {
  const priced = plans.filter((p) => p.price !== null && p.price > 0);
  if (priced.length < 2 || priced.length < plans.length) return null;
  const keys = new Set(priced.map((p) => `${p.group ?? 0}|${p.panel ?? ""}|${p.price}|${p.currency}|${p.period}|${p.unit}`));
  const groups = new Set(priced.map((p) => `${p.group ?? 0}|${p.panel ?? ""}`));
  return keys.size === groups.size ? `every plan shows the same price (${priced[0].price}${priced[0].currency ? ` ${priced[0].currency}` : ""})` : null;
}

/** Two plans of one group with one name: a list label or a badge was read as the name. */
function sameName(plans: RawPlan[]): string | null {
  const seen = new Map<string, string>();
  for (const p of plans) {
    const key = `${p.group ?? 0}|${p.panel ?? ""}|${fold(p.name)}`;
    if (seen.has(key)) return `two plans are both named "${p.name}"`;
    seen.set(key, p.name);
  }
  return null;
}

/** A name that repeats a line of another plan's list (a list label or a feature read as the name). */
function labelName(plans: RawPlan[]): string | null {
  // each plan's list lines folded once (not once per other plan: pages with many plans and long lists)
  const lines = plans.map((o) => new Set(o.features.map(fold)));
  for (const p of plans) {
    const name = fold(p.name);
    const elsewhere = plans.some((o, i) => o !== p && lines[i].has(name));
    if (elsewhere) return `"${p.name}" is also a line of another plan's list`;
  }
  return null;
}

/** A placeholder name (no title was found for the card). */
function unnamed(plans: RawPlan[]): string | null {
  const n = plans.filter((p) => p.nameScore === 0).length;
  return n > 0 && n === plans.length ? "no plan has a title of its own" : null;
}

/** A unit that the price's own phrase does not state (taken from a table row or other text beside it). */
function foreignUnit(plans: RawPlan[]): string | null {
  const p = plans.find((x) => x.unit && x.unitElsewhere);
  return p ? `the unit of ${p.name} ("per ${p.unit}") is not in its price's phrase` : null;
}

export function inconsistency(plans: RawPlan[]): string | null {
  if (!plans.length) return null;
  const unit = foreignUnit(plans);
  if (plans.length < 2) return unit && `The plans read look inconsistent: ${unit}.`;
  for (const check of [samePrice, sameName, labelName, unnamed, foreignUnit]) {
    const reason = check(plans);
    if (reason) return `The plans read look inconsistent: ${reason}.`;
  }
  return null;
}

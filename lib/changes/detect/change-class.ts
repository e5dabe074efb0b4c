/**
 * The type and fact kind of a raised text change from WHAT its text says, not from the page it is on
 * (the truth files' definitions: pricing = a price, plan, inclusion/limit, rate, trial or billing
 * term; content = positioning copy and notices). Only the type and kind are set here (importance
 * follows from the kind, score/importance.ts); which changes are raised is decided before.
 *
 * - Pricing-page prose that changes a figure (an amount, a percentage, a count; not a date's day or
 *   year) or edits copy naming a plan or tier states what a plan offers or who may use it: a plan
 *   term, pricing, medium, not positioning copy.
 * - A dated notice taken off the page whole, with no money amount in it ("Effective March 3rd, 2025,
 *   we are updating our pricing…"; score/dated-notices.ts) is content: an announcement whose day has
 *   come, not a term of what is charged. What it announced is reported when it went up or when the
 *   prices moved; its billing words describe that, and taking the notice away changes no charge.
 */
import { kindOf, strings } from "./merge-copy";
import { MONTHS } from "./calendar-dates";
import { normText } from "@/lib/norm-text";
import { datedNoticeTakenOut } from "@/lib/changes/score/dated-notices";
import type { DetectedChange } from "./types";

/** The figures of a text other than a date's day and year: amounts, percentages, counts. */
export function figureTokens(text: string): string[] {
  const words = normText(text).split(" ");
  const dated = (i: number) => [i - 1, i + 1].some((k) => MONTHS.has(words[k] ?? ""));
  return words.filter((w, i) => /\d/.test(w) && !/^\d{4}$/.test(w) && !dated(i));
}

/** Words that name a plan or tier. */
const PLAN = /^(?:plans?|tiers?)$/;

const wordsOf = (s: string) => normText(s).split(" ").filter(Boolean);

/** Words, with how often each occurs, on one side of a change. */
function counts(blocks: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of blocks.flatMap(wordsOf)) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}

/**
 * Pricing-page prose that states what a plan offers or who may use it: a figure (not a date) changed,
 * or copy that names a plan or tier edited (see the file comment).
 */
export function planTerms(c: DetectedChange): boolean {
  if (kindOf(c) !== "copy_changed" || c.facts.page !== "pricing") return false;
  const sorted = (blocks: string[]) => blocks.flatMap(figureTokens).sort().join(" ");
  if (sorted(strings(c.facts.blocksBefore)) !== sorted(strings(c.facts.blocksAfter))) return true;
  const before = counts(strings(c.facts.blocksBefore));
  const after = counts(strings(c.facts.blocksAfter));
  const all = [...new Set([...before.keys(), ...after.keys()])];
  const changed = all.filter((w) => (before.get(w) ?? 0) !== (after.get(w) ?? 0));
  return all.some((w) => PLAN.test(w)) && changed.some((w) => !PLAN.test(w));
}

/** The change with its type and kind set from what its text says (see the file comment). */
export function classifyChange(c: DetectedChange): DetectedChange {
  if (planTerms(c)) return { ...c, type: "pricing", facts: { ...c.facts, kind: "plan_terms_changed" } };
  if (c.type === "pricing" && datedNoticeTakenOut(kindOf(c), c.facts)) return { ...c, type: "content" };
  return c;
}

/**
 * The type and fact kind of a raised text change from WHAT its text says, not from the page it is on
 * (the truth files' definitions: pricing = a price, plan, inclusion/limit, rate, trial or billing
 * term; content = positioning copy and notices). Only the type and kind are set here (importance
 * follows from the kind, score/importance.ts); which changes are raised is decided before.
 *
 * - Pricing-page prose that changes a figure (an amount, a percentage, a count; not a date's day or
 *   year) or edits copy naming a plan or tier states what a plan offers or who may use it: a plan
 *   term, pricing, medium, not positioning copy.
 * - A pricing-page edit tied to no plan by the page's structure and stating no term by its words
 *   (offerings.ts: under no plan card, naming no plan, no money, billing concept, limit or length of
 *   time) that adds or takes away lines, or rewords them keeping their figures, is a capability,
 *   product or machine the page offers added, removed or renamed: a feature ("offering_changed",
 *   medium), not a plan term. A figure changed in place stays a plan term (a limit moved).
 * - A dated notice taken off the page whole, with no money amount in it ("Effective March 3rd, 2025,
 *   we are updating our pricing…"; score/dated-notices.ts) is content: an announcement whose day has
 *   come, not a term of what is charged. What it announced is reported when it went up or when the
 *   prices moved; its billing words describe that, and taking the notice away changes no charge.
 */
import { kindOf, strings } from "./merge-copy";
import { MONTHS } from "./calendar-dates";
import { normText, normWords } from "@/lib/norm-text";
import { datedNoticeTakenOut } from "@/lib/changes/score/dated-notices";
import { PLAN_WORD as PLAN, statesTerms } from "./offerings";
import type { DetectedChange } from "./types";

/** The figures of a text other than a date's day and year: amounts, percentages, counts. */
export function figureTokens(text: string): string[] {
  const words = normText(text).split(" ");
  const dated = (i: number) => [i - 1, i + 1].some((k) => MONTHS.has(words[k] ?? ""));
  return words.filter((w, i) => /\d/.test(w) && !/^\d{4}$/.test(w) && !dated(i));
}


/** Words, with how often each occurs, on one side of a change. */
function counts(blocks: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of blocks.flatMap((b) => normWords(b))) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}

/** The figures of a side of a change, sorted: what must stay for a reworded line to keep its figures. */
const sortedFigures = (blocks: string[]) => blocks.flatMap(figureTokens).sort().join(" ");

/**
 * Pricing-page prose that states what a plan offers or who may use it: a figure (not a date) changed,
 * or copy that names a plan or tier edited (see the file comment).
 */
export function planTerms(c: DetectedChange): boolean {
  if (kindOf(c) !== "copy_changed" || c.facts.page !== "pricing") return false;
  if (sortedFigures(strings(c.facts.blocksBefore)) !== sortedFigures(strings(c.facts.blocksAfter))) return true;
  const before = counts(strings(c.facts.blocksBefore));
  const after = counts(strings(c.facts.blocksAfter));
  const all = [...new Set([...before.keys(), ...after.keys()])];
  const changed = all.filter((w) => (before.get(w) ?? 0) !== (after.get(w) ?? 0));
  return all.some((w) => PLAN.test(w)) && changed.some((w) => !PLAN.test(w));
}

/**
 * A plan term or pricing-page prose change that is what the page offers apart from its plans: tied to
 * no plan (offerings.ts), lines added or taken away or reworded with their figures kept (see the file comment).
 */
export function offering(c: DetectedChange, planTerm: boolean): boolean {
  if (c.facts.offPlan !== true || c.facts.fact || c.facts.cell || !planTerm) return false;
  const [before, after] = [strings(c.facts.blocksBefore), strings(c.facts.blocksAfter)];
  // What the lines say; the section they sit in ties them to a plan only by naming one (offPlan, offerings.ts).
  if (statesTerms([...before, ...after, ...strings(c.facts.headings)])) return false;
  // A capability is named: a line with no word (a row of bare figures) offers nothing.
  if (![...before, ...after].every((t) => /\p{L}{2}/u.test(t))) return false;
  // Quantities are figures that start with a digit ("16", "24gb"); a name with a digit after letters ("M2") is no quantity.
  const quantities = (blocks: string[]) => blocks.flatMap(figureTokens).filter((w) => /^\d/.test(w)).sort().join(" ");
  return !before.length || !after.length || quantities(before) === quantities(after);
}

/** The change with its type and kind set from what its text says (see the file comment). */
export function classifyChange(c: DetectedChange): DetectedChange {
  const planTerm = planTerms(c);
  if (offering(c, planTerm || kindOf(c) === "plan_terms_changed")) return { ...c, type: "feature", facts: { ...c.facts, kind: "offering_changed" } };
  if (planTerm) return { ...c, type: "pricing", facts: { ...c.facts, kind: "plan_terms_changed" } };
  if (c.type === "pricing" && datedNoticeTakenOut(kindOf(c), c.facts)) return { ...c, type: "content" };
  return c;
}

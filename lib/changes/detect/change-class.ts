/**
 * The type and fact kind of a raised text change from WHAT its text says, not from the page it is on
 * (the truth files' definitions: pricing = a price, plan, inclusion/limit, rate, trial or billing
 * term; feature = a product or capability added, removed or withdrawn; content = positioning copy and
 * notices). Only the type and kind are set here (importance follows from the kind,
 * score/importance.ts); which changes are raised is decided before.
 *
 * - A notice: prose dated by a calendar date (month names from CLDR through Intl) that announces a
 *   change ("effective", "updating", "starting") and states no amount, percentage or count beside its
 *   date is content, low; one that deprecates or retires something that is not a plan is a
 *   capability going away, a feature change, medium.
 * - Headings added or removed that all name a plan or tier ("Starter plan" → "Trial plan") are plans
 *   coming and going: pricing, high.
 * - Pricing-page prose that changes a figure (an amount, a percentage, a count; not a date's day or
 *   year) or edits copy naming a plan or tier states what a plan offers or who may use it: a plan
 *   term, pricing, medium, not positioning copy.
 */
import { kindOf, strings } from "./merge-copy";
import { normText } from "@/lib/norm-text";
import type { DetectedChange } from "./types";

/** Month names of a few locales, read from CLDR through Intl (long and short forms). */
const MONTHS: Set<string> = (() => {
  const out = new Set<string>();
  for (const locale of ["en", "de", "fr", "es", "it", "nl", "pt", "pl"]) {
    for (const month of ["long", "short"] as const) {
      const f = new Intl.DateTimeFormat(locale, { month, timeZone: "UTC" });
      for (let m = 0; m < 12; m++) {
        const name = normText(f.format(new Date(Date.UTC(2024, m, 15))));
        if (name.length >= 3) out.add(name);
      }
    }
  }
  return out;
})();

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

/** A calendar date: a month name beside a day number or a year, or a numeric year-month-day. */
export function hasDate(text: string): boolean {
  if (/\b\d{4}-\d{2}-\d{2}\b/.test(text)) return true;
  const words = normText(text).split(" ");
  const day = (w: string | undefined) => !!w && /^\d{1,2}(?:st|nd|rd|th)?$|^\d{4}$/.test(w);
  return words.some((w, i) => MONTHS.has(w) && (day(words[i + 1]) || day(words[i - 1])));
}

/** Words that announce a change to come or under way. */
const ANNOUNCE = /^(?:effective|changing|updating|introducing|beginning|starting|announc\w*|rolling)$/;
/** Words that withdraw something. */
const WITHDRAW = /^(?:deprecat\w*|discontinu\w*|sunset\w*|retir\w*|unavailable)$/;
/** Kinds of prose edits a notice may be (plan, rate and table-cell facts keep theirs). */
const PROSE = new Set(["copy_changed", "billing_terms_changed", "access_terms_changed", "section_copy_changed"]);

/**
 * A dated announcement with no amount, percentage or count beside its date: "content" (a notice of a
 * change), "feature" (something that is not a plan withdrawn), or null.
 */
export function noticeType(c: DetectedChange): "content" | "feature" | null {
  if (!PROSE.has(kindOf(c)) || c.facts.fact) return null;
  if (strings(c.facts.moneyBefore).length + strings(c.facts.moneyAfter).length > 0) return null;
  const text = [...strings(c.facts.blocksBefore), ...strings(c.facts.blocksAfter)].join("\n");
  if (!hasDate(text) || figureTokens(text).length > 0) return null;
  const words = wordsOf(text);
  if (words.some((w) => WITHDRAW.test(w))) return words.some((w) => PLAN.test(w)) ? null : "feature";
  return words.some((w) => ANNOUNCE.test(w)) ? "content" : null;
}

/** Headings added or removed, all naming a plan or tier: plans coming and going. */
export function planSections(c: DetectedChange): boolean {
  if (kindOf(c) !== "sections_changed") return false;
  const all = [...strings(c.facts.added), ...strings(c.facts.removed)];
  return all.length > 0 && all.every((h) => wordsOf(h).some((w) => PLAN.test(w)));
}

/** The change with its type and kind set from what its text says (see the file comment). */
export function classifyChange(c: DetectedChange): DetectedChange {
  const retype = (type: DetectedChange["type"], kind: string): DetectedChange => ({ ...c, type, facts: { ...c.facts, kind } });
  const notice = noticeType(c);
  if (notice === "content") return retype("content", "notice_changed");
  if (notice === "feature") return retype("feature", "withdrawal_notice");
  if (planSections(c)) return retype("pricing", "plan_sections_changed");
  if (planTerms(c)) return retype("pricing", "plan_terms_changed");
  return c;
}

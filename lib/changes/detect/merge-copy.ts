/**
 * How copy edits of a page combine with the other findings:
 * - a plan-level finding (price, plan added, feature list) must be seen in the page's copy diff
 *   (plan-evidence.ts): one that is not is dropped; the copy edit that shows it is folded into it;
 * - copy edits without a money amount are rewording unless they add or remove real content:
 *   small rewording is folded into another change of the page, or dropped when alone and tiny or
 *   when it keeps every fact (fact-keeping.ts);
 *   a section added or taken away whole is a change of its own ("section_copy_changed", low; a
 *   pricing change when it states a billing term); the rest of a page's copy edits become one "copy
 *   changed" change;
 * - on the pricing page, wording about charges, billing, trials or cards is a pricing change, whether
 *   put in or taken out (a trial line removed is as much a billing term as one added); a section
 *   taken away whole stays content. Trial, free-tier and card wording is high only when an edit
 *   rewrites it widely (who gets what); one short line about it is a billing term, medium.
 */
import { isBillingWord } from "./billing-words";
import { durationNoun } from "./duration-words";
import { NEGATIONS } from "./fact-keeping";
import { sentencesOf, unmatched } from "./sentence-facts";
import { plural } from "@/lib/format";
import { PAGE_LABELS, roundMagnitude, type DetectedChange } from "./types";
import { normText } from "@/lib/norm-text";
import { amountsAsValues } from "@/lib/wording-key";
import { wordsChanged } from "./text-compare";
import { ISO_CODES } from "@/lib/pricing/currency";
import { BILLED_ANNUALLY_RE, BILLED_MONTHLY_RE } from "@/lib/pricing/period";
import { MONTHS, statesDate } from "./calendar-dates";
import { moneyIn } from "./copy-blocks";

export const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((s): s is string => typeof s === "string") : []);
export const kindOf = (c: DetectedChange) => String(c.facts.kind ?? "");
export const pageOf = (c: DetectedChange): string | null =>
  typeof c.facts.page === "string" ? c.facts.page : c.type === "pricing" ? "pricing" : null;

/** The blocks an edit took out and put in. */
export const blocksOf = (e: DetectedChange) => [...strings(e.facts.blocksBefore), ...strings(e.facts.blocksAfter)];

export function support(target: DetectedChange, folded: DetectedChange): void {
  const list = Array.isArray(target.facts.supporting) ? (target.facts.supporting as unknown[]) : [];
  list.push({ type: folded.type, kind: kindOf(folded), description: folded.description });
  target.facts.supporting = list;
  if (folded.facts.highlight && !target.facts.highlight) target.facts.highlight = folded.facts.highlight;
  // A screenshot that repeats a text change is its picture, not its size: how many pixels moved depends on
  // layout and rendering, so a fact's importance never rises with it.
  if (folded.type !== "visual") target.magnitude = Math.max(target.magnitude, Math.min(1, folded.magnitude));
}


/** Changed words of an edit that reverses a line by a negation, at most (the rewording bound of isMinor). */
const REVERSAL_WORDS = 6;

/** Free tier, trial and card requirement: a wide rewrite of these is high. */
const ACCESS = /^(?:trial\w*|free|card\w*)$/;
/** Words an access edit changes beyond which it rewrites who gets what, rather than stating one term. */
const ACCESS_WORDS = 20;

/** Words on one side of an edit and not the other (multiset difference). */
function changedWords(e: DetectedChange): string[] {
  const { gone, come } = changedSides(e);
  return [...gone, ...come];
}

/**
 * The words an edit took out and the words it put in (multiset difference). Amounts count by their
 * value: an amount written another way ("$99" → "$99.00") is no word changed.
 */
function changedSides(e: DetectedChange): { gone: string[]; come: string[] } {
  const words = (x: unknown) => strings(x).map((s) => normText(amountsAsValues(s))).join(" ").split(" ").filter(Boolean);
  return wordsChanged(words(e.facts.blocksBefore), words(e.facts.blocksAfter));
}

/**
 * An edit replaces one time unit by another (CLDR's duration nouns, durationNoun): units taken out
 * and units put in, and not the same. Both sides must name one: a short word that is a time noun in
 * some other language ("an", "any") taken out alone is no unit replaced.
 */
function timeUnitsChanged(e: DetectedChange): boolean {
  const { gone, come } = changedSides(e);
  const units = (ws: string[]) => [...new Set(ws.map(durationNoun).filter(Boolean))].sort().join();
  const [was, is] = [units(gone), units(come)];
  return !!was && !!is && was !== is;
}

/**
 * An edit replaces the currency it names by its ISO 4217 code ("Prices are in USD" → "in EUR"): codes
 * written in capitals in a line written in lower case ("ALL PLANS" is no Albanian lek) taken out and
 * put in, and not the same; a capitalised word that is no code never counts.
 */
function currencySwapped(e: DetectedChange): boolean {
  const lowerCase = (s: string) => (s.match(/\p{Ll}/gu)?.length ?? 0) > (s.match(/\p{Lu}/gu)?.length ?? 0);
  const codes = (x: unknown) => [...new Set(strings(x).filter(lowerCase).flatMap((s) => s.match(/(?<![\p{L}\p{N}])\p{Lu}{3}(?![\p{L}\p{N}])/gu) ?? []).filter((w) => ISO_CODES.has(w)))].sort().join();
  const [was, is] = [codes(e.facts.blocksBefore), codes(e.facts.blocksAfter)];
  return !!was && !!is && was !== is;
}

/** An edit that states billing by the year or by the month on one side only (lib/pricing's period phrases, in the languages they read). */
function billingCycleChanged(e: DetectedChange): boolean {
  const [before, after] = [strings(e.facts.blocksBefore).join("\n"), strings(e.facts.blocksAfter).join("\n")];
  return [BILLED_ANNUALLY_RE, BILLED_MONTHLY_RE].some((re) => re.test(before) !== re.test(after));
}

/** A date moved to another month: both sides state a date (CLDR month names, calendar-dates.ts) and the month names differ. */
function dateMoved(e: DetectedChange): boolean {
  const { gone, come } = changedSides(e);
  const dated = statesDate(strings(e.facts.blocksBefore).join("\n")) && statesDate(strings(e.facts.blocksAfter).join("\n"));
  return dated && gone.some((w) => MONTHS.has(w)) && come.some((w) => MONTHS.has(w));
}

/** More negations taken out than put in, or the other way ("not" → "non" is one negation for another, no reversal). */
function negationFlipped(e: DetectedChange): boolean {
  const { gone, come } = changedSides(e);
  const count = (ws: string[]) => ws.filter((w) => NEGATIONS.has(w)).length;
  return count(gone) !== count(come);
}

/** Rewording: no block added or removed outright, few words changed, no figure changed. */
export function isMinor(e: DetectedChange): boolean {
  const prose = kindOf(e) === "copy_changed";
  if (!prose && kindOf(e) !== "plan_terms_changed") return false;
  // A plan that gained or lost a feature (a mark flipped in a comparison table) is a fact, never rewording.
  if ((e.facts.fact as { kind?: unknown } | undefined)?.kind === "plan_inclusion") return false;
  const words = changedWords(e);
  if (words.some((w) => /\d/.test(w))) return false;
  // One unit of time replaced by another ("billed by the hour" → "per second", "per month" → "per
  // year") changes what is charged for: a term, not rewording.
  if (timeUnitsChanged(e)) return false;
  // So does the currency prices are stated in, how often they are billed ("$49 per month" → "$49 per month, billed annually"),
  // and the month a dated line names ("Starting March 1" → "April 1").
  if (currencySwapped(e) || billingCycleChanged(e) || dateMoved(e)) return false;
  // A negation put in or taken out reverses what a line states ("a card is required" → "no card is required").
  if (negationFlipped(e)) return false;
  const size = blocksOf(e).join(" ").split(/\s+/).length / 2 || 1;
  if (prose && words.length <= 6) return true;
  // A sentence put into or taken out of a paragraph that keeps the rest is a statement of its own, however long the paragraph.
  if (Number(e.facts.pairedOnly) === 1 && words.length / size <= 0.35 && !sentencesOnOneSide(e)) return true;
  // A paragraph rewritten at length that states the same facts in the page's own words (page-copy.ts, fact-keeping.ts).
  return prose && e.facts.factsKept === true;
}

/** An edit whose paragraphs only gained sentences, or only lost some: every sentence of one side is on the other. */
function sentencesOnOneSide(e: DetectedChange): boolean {
  const cut = (xs: string[]) => xs.flatMap((text, index) => sentencesOf({ index, text }));
  const before = cut(strings(e.facts.blocksBefore));
  const after = cut(strings(e.facts.blocksAfter));
  const gone = unmatched(before, after);
  const come = unmatched(after, before);
  return (gone.length === 0) !== (come.length === 0);
}

/** An edit that adds or removes a whole section: a heading with its blocks, none of them paired with the other side. */
function wholeSection(e: DetectedChange): boolean {
  return Array.isArray(e.facts.headings) && strings(e.facts.headings).length > 0 && Number(e.facts.pairedOnly) !== 1 && (strings(e.facts.blocksBefore).length === 0 || strings(e.facts.blocksAfter).length === 0);
}

/**
 * A section added or taken away whole is its own change, "section_copy_changed", scored low (a
 * section, a notice); its type follows what it states: on the pricing page, wording about charges,
 * billing, trials or cards put in, or taken out with a figure ("Nonprofits get 50% off" under "Do you
 * offer discounts?"), makes it a pricing change, anything else is content. The change
 * keeps its place among the page's changes (its kind and type are set on it).
 */
function classifySection(e: DetectedChange, page: string): DetectedChange {
  const words = changedWords(e);
  // Put in: wording about charges; taken out: such wording with a figure ("50% off"), not a notice or help text that named a charge.
  const charges = words.some(isBillingWord) && (strings(e.facts.blocksAfter).length > 0 || words.some((w) => /\d/.test(w)));
  if (page === "pricing" && charges) e.type = "pricing";
  e.facts.kind = "section_copy_changed";
  return e;
}

/**
 * A copy edit that puts in or takes out wording about charges or billing, or in such a sentence
 * replaces a figure or a time unit, or puts in or takes out a negation ("a card is required" → "no card").
 */
function statesTerm(e: DetectedChange): boolean {
  // A negation that is (nearly) all an edit changes reverses the line; in a long rewrite it is one word among many.
  const words = changedWords(e);
  const reversed = words.length <= REVERSAL_WORDS && negationFlipped(e);
  return words.some(isBillingWord) || replacesFigure(e) || currencySwapped(e) || ((timeUnitsChanged(e) || reversed || dateMoved(e)) && aboutCharges(e));
}

/** A block of the edit speaks of charges or allowances: a billing word, or a money amount in any language's writing. */
const aboutCharges = (e: DetectedChange) => blocksOf(e).some((b) => normText(b).split(" ").some(isBillingWord) || moneyIn(b).length > 0);

/** A figure replaced by another in a sentence about charges or allowances ("40 build credits" → "30"). */
function replacesFigure(e: DetectedChange): boolean {
  const { gone, come } = changedSides(e);
  return Number(e.facts.pairedOnly) === 1 && gone.some((w) => /\d/.test(w)) && come.some((w) => /\d/.test(w)) && aboutCharges(e);
}

/** An edit that keeps or puts in text, or takes out text under no heading of its own (not part of a section removed). */
const keepsSentences = (e: DetectedChange) => strings(e.facts.blocksAfter).length > 0 || strings(e.facts.headings).length === 0;

/**
 * One billing-term edit of the pricing page as its own change (high when it rewrites trial, free-tier
 * or card wording widely); one that takes out part of a section with its heading stays content.
 */
function billingTerm(e: DetectedChange): DetectedChange {
  if (!keepsSentences(e)) return e;
  const words = changedWords(e);
  const access = words.some((w) => ACCESS.test(w)) && words.length > ACCESS_WORDS;
  return { ...e, type: "pricing", facts: { ...e.facts, kind: access ? "access_terms_changed" : "billing_terms_changed" } };
}

/** One change for the page's non-pricing copy edits; minor rewording folded or dropped. */
export function consolidateCopy(edits: DetectedChange[], others: DetectedChange[]): DetectedChange[] {
  const out: DetectedChange[] = [];
  const pages = new Map<string, DetectedChange[]>();
  for (const e of edits) {
    if (kindOf(e) !== "copy_changed" && !isMinor(e)) out.push(e);
    else pages.set(pageOf(e) ?? "", [...(pages.get(pageOf(e) ?? "") ?? []), e]);
  }
  for (const [page, list] of pages) {
    // A section added or taken away whole is an edit of its own; the rest of the page's edits are one change.
    const own = list.filter((e) => !isMinor(e) && wholeSection(e));
    out.push(...own.map((e) => classifySection(e, page)));
    // On the pricing page each edit that states a charge or billing term is a fact of its own (issue 22:
    // one change per fact), not a place of one "copy changed" change.
    const terms = page === "pricing" ? list.filter((e) => !isMinor(e) && !own.includes(e) && statesTerm(e)) : [];
    if (terms.length > 1) out.push(...terms.map(billingTerm));
    const split = terms.length > 1 ? terms : [];
    const major = list.filter((e) => !isMinor(e) && !own.includes(e) && !split.includes(e));
    const minor = list.filter(isMinor);
    // A section taken away whole is a content change; wording about charges put in, or taken out of a
    // section that stays, is a pricing one.
    const sentences = major.filter(keepsSentences);
    // A figure replaced by another in a sentence about charges or allowances ("40 build credits" → "30") too.
    const billing = page === "pricing" && sentences.some(statesTerm);
    // Free tier, trial or card wording is high when it rewrites who gets what (many words changed);
    // one short line about a trial's length or a card requirement is a billing term, medium.
    const access = page === "pricing" && sentences.some((e) => changedWords(e).some((w) => ACCESS.test(w))) && major.reduce((n, e) => n + changedWords(e).length, 0) > ACCESS_WORDS;
    let lead: DetectedChange | undefined = major[0];
    if (major.length > 1) {
      const words = major.reduce((n, e) => n + Number(e.facts.changedWords ?? 0), 0);
      const total = Number(major[0].facts.totalWords ?? 1) || 1;
      lead = {
        ...major[0],
        description: `${PAGE_LABELS[page as keyof typeof PAGE_LABELS] ?? "Page"} copy changed in ${plural(major.length, "place")}: ${major.map((e) => e.description.slice(e.description.indexOf(": ") + 2)).join(" | ").slice(0, 400)}`,
        oldContent: major.map((e) => e.oldContent).filter(Boolean).join("\n\n") || null,
        newContent: major.map((e) => e.newContent).filter(Boolean).join("\n\n") || null,
        magnitude: roundMagnitude(words / total),
        facts: { ...major[0].facts, changedWords: words, headings: major.flatMap((e) => strings(e.facts.headings)), blocksBefore: major.flatMap((e) => strings(e.facts.blocksBefore)), blocksAfter: major.flatMap((e) => strings(e.facts.blocksAfter)), places: major.length },
      };
    }
    if (lead && billing) lead = { ...lead, type: "pricing", facts: { ...lead.facts, kind: access ? "access_terms_changed" : "billing_terms_changed" } };
    // A page title is no change of its own (merge.ts), so it carries no rewording either.
    const host = lead ?? [...out, ...others].find((c) => pageOf(c) === page && kindOf(c) !== "title_changed");
    if (host) for (const m of minor) support(host, m);
    else if (minor.length) {
      // The same rewording repeated on several cards (a button relabelled on each) is one edit, counted once.
      // An edit that changed no word but how its amounts are written ("$5" → "$5.00") says nothing at all.
      const distinct = [...new Map(minor.filter((e) => changedWords(e).length > 0).map((e) => [JSON.stringify([strings(e.facts.blocksBefore), strings(e.facts.blocksAfter)]), e])).values()];
      const words = distinct.reduce((n, e) => n + Number(e.facts.changedWords ?? 0), 0);
      // Rewording that keeps every fact in the page's own words (fact-keeping.ts) is no change at all (issue 22
      // point 3); other rewording alone is one low note once it is long enough to notice.
      if (words >= 12 && !distinct.every((e) => e.facts.factsKept === true)) {
        lead = { ...minor[0], description: `${PAGE_LABELS[page as keyof typeof PAGE_LABELS] ?? "Page"} copy edited (rewording in ${plural(minor.length, "place")})`, magnitude: Math.min(0.1, minor[0].magnitude), facts: { ...minor[0].facts, kind: "copy_edited", places: minor.length } };
        for (const m of minor.slice(1)) support(lead, m);
      }
    }
    if (lead) out.push(lead);
  }
  return out;
}

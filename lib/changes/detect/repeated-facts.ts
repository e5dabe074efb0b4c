/**
 * One fact, one change (issue 22 point 2): a scan of a page can see one fact in two places (a new
 * plan's card and a line elsewhere that now names it; a date corrected in every sentence that states
 * it). A copy edit of the pricing page rewritten in place is that other change seen again, and becomes
 * its supporting detail (`support`, the host keeping its own size), when
 * - its only news is a name the page did not have before (or no longer has), which another change of
 *   the same page puts in (or takes out) too; the rest of what it changes is rewording; or
 * - it is plain copy (no fact of its own) and another change of the page that rewrites in place puts in
 *   exactly the words it puts in and takes out exactly the words it takes out (a figure or date changed
 *   the same way in two sentences; "billed annually" put on every card: the host then names each place,
 *   "Pricing page (Dock, Quay): …"); or
 * - it is a cell of a table whose column is a plan, and the other is a quantity of that plan's section
 *   changed from the cell's old figure to its new one in a sentence that has the row's words ("Build
 *   minutes: Crew 2,000 → 2,500" in the comparison table, "Includes 2,500 build minutes a month" under
 *   Crew): one limit stated twice; or
 * - both are a term changed from the same quantity to the same quantity, of no plan or of the same one,
 *   in sentences that speak of the same billing concept ("Start with a 14-day free trial" and "Every
 *   paid plan comes with a 14-day trial", both now 30-day): one term stated twice.
 */
import { blockKey, parseBlocks } from "./copy-blocks";
import { kindOf, pageOf, strings, support } from "./merge-copy";
import { NEGATIONS } from "./fact-keeping";
import { wordsChanged } from "./text-compare";
import { countsIn } from "./term-facts";
import { itemKey } from "@/lib/norm-text";
import { BILLING_CONCEPTS } from "./billing-words";
import type { DetectedChange } from "./types";

/** Words an edit may change besides the names it brings or drops and still say nothing else (isMinor's rewording bound). */
const REWORDING_WORDS = 6;

/** Words as written, punctuation around them dropped. */
const written = (s: string) => s.split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")).filter(Boolean);

/** The words of one version of the page (keys, lower-case). */
function pageWords(markdown: string): Set<string> {
  return new Set(parseBlocks(markdown).flatMap((b) => b.key.split(" ")));
}

/** Multiset difference of the words of two lists of blocks. */
const sides = (before: string[], after: string[]) => {
  const words = (xs: string[]) => xs.map(blockKey).join(" ").split(" ").filter(Boolean);
  return wordsChanged(words(before), words(after));
};

/** Names (words written with a capital, negations excepted) in some blocks that the other version of the page does not have. */
function namesNewTo(blocks: string[], other: Set<string>): Set<string> {
  const out = new Set<string>();
  // A negation written at a sentence's start ("No card is required") is grammar, never a name.
  for (const w of blocks.flatMap(written)) if (/^\p{Lu}/u.test(w) && !NEGATIONS.has(w.toLowerCase()) && !other.has(blockKey(w))) for (const k of blockKey(w).split(" ").filter(Boolean)) out.add(k);
  return out;
}

/**
 * The words a change states for one version: the excerpt and blocks of that side (empty for the side
 * of something added or removed); a change that quotes neither side states its description for both.
 */
function textOf(c: DetectedChange, side: "old" | "new"): Set<string> {
  const sideText = (s: "old" | "new") => [(s === "old" ? c.oldContent : c.newContent) ?? "", ...strings(s === "old" ? c.facts.blocksBefore : c.facts.blocksAfter)].join(" ").trim();
  const quoted = sideText("old") || sideText("new");
  return new Set(blockKey(quoted ? sideText(side) : c.description).split(" ").filter(Boolean));
}

/** The blocks an edit rewrote in place (took out and put in), or null for any other change. */
function inPlace(e: DetectedChange): { before: string[]; after: string[] } | null {
  const before = strings(e.facts.blocksBefore);
  const after = strings(e.facts.blocksAfter);
  return before.length && after.length ? { before, after } : null;
}

/**
 * The names an in-place edit brings or drops when they are all its news: the rest of what it changes
 * is rewording (a few words, no figure, no negation). Null when it says something else too.
 */
function onlyNames(e: DetectedChange, words: { before: Set<string>; after: Set<string> }): { put: Set<string>; taken: Set<string> } | null {
  const blocks = inPlace(e);
  if (!blocks) return null;
  const { before, after } = blocks;
  const put = namesNewTo(after, words.before);
  const taken = namesNewTo(before, words.after);
  if (!put.size && !taken.size) return null;
  const { gone, come } = sides(before, after);
  const rest = [...gone.filter((w) => !taken.has(w)), ...come.filter((w) => !put.has(w))];
  if (rest.length > REWORDING_WORDS || rest.some((w) => /\d/.test(w) || NEGATIONS.has(w))) return null;
  return { put, taken };
}

/** The words a change takes out and puts in: of its blocks when it has them, else of its two excerpts. */
function changedSides(c: DetectedChange): { gone: string[]; come: string[] } | null {
  const blocks = inPlace(c);
  if (blocks) return sides(blocks.before, blocks.after);
  return c.oldContent && c.newContent ? sides([c.oldContent], [c.newContent]) : null;
}

const sameBag = (x: string[], y: string[]) => x.length === y.length && [...x].sort().join(" ") === [...y].sort().join(" ");

/** A plain copy edit that changes exactly the words the host changes, the same way (both rewrite in place). */
function sameWords(e: DetectedChange, host: DetectedChange): boolean {
  if (!inPlace(e) || e.facts.fact || e.facts.cell) return false;
  const mine = changedSides(e);
  const theirs = changedSides(host);
  if (!mine || !theirs || (!mine.gone.length && !mine.come.length)) return false;
  return sameBag(mine.gone, theirs.gone) && sameBag(mine.come, theirs.come);
}

const record = (x: unknown): Record<string, unknown> | null => (x && typeof x === "object" ? (x as Record<string, unknown>) : null);
/** Words with a plural "s" dropped, as list items are keyed ("Build minutes" = "build minute"). */
const stemmed = (s: string) => itemKey(s).split(" ").filter(Boolean);

/** A table cell under a plan's column and a quantity of that plan's section that change one figure the same way (see the file comment). */
function sameLimit(cellChange: DetectedChange, edit: DetectedChange): boolean {
  const cell = record(cellChange.facts.cell);
  const fact = record(edit.facts.fact);
  if (!cell || cellChange.facts.fact || !fact || fact.kind === "worded") return false;
  const owner = [fact.plan, fact.card, edit.facts.section].find((x): x is string => typeof x === "string" && !!x);
  if (!owner || blockKey(owner) !== blockKey(String(cell.column ?? ""))) return false;
  const amount = (x: unknown) => record(x)?.amount;
  const [was, is] = [countsIn(String(cell.before ?? "")), countsIn(String(cell.after ?? ""))];
  if (was.length !== 1 || is.length !== 1 || was[0] !== amount(fact.before) || is[0] !== amount(fact.after)) return false;
  const sentence = new Set(stemmed([String(fact.label ?? ""), ...strings(edit.facts.blocksAfter)].join(" ")));
  const row = stemmed(String(cell.row ?? ""));
  return row.length > 0 && row.every((w) => sentence.has(w));
}

/** The billing concepts (billing-words.ts) a text speaks of, by their place in the list. */
const conceptsIn = (text: string) => new Set(blockKey(text).split(" ").flatMap((w) => BILLING_CONCEPTS.flatMap((p, i) => (p.test(w) ? [i] : []))));

/** Two terms of no plan or the same plan, changed from one quantity to the same other, about one billing concept (see the file comment). */
function sameTerm(e: DetectedChange, h: DetectedChange): boolean {
  const [a, b] = [record(e.facts.fact), record(h.facts.fact)];
  if (!a || !b || a.kind === "worded" || b.kind === "worded" || e.facts.cell || h.facts.cell) return false;
  const owner = (f: Record<string, unknown>) => blockKey(String(f.plan ?? f.card ?? ""));
  const same = (x: unknown, y: unknown) => record(x)?.amount === record(y)?.amount && record(x)?.unit === record(y)?.unit;
  if (owner(a) !== owner(b) || !same(a.before, b.before) || !same(a.after, b.after) || same(a.before, a.after)) return false;
  const shared = conceptsIn(String(b.label ?? ""));
  return [...conceptsIn(String(a.label ?? ""))].some((i) => shared.has(i));
}

/** Folds each edit that repeats another change of its page (see the file comment); the others in their order. */
/** "Pricing page (Starter): …" with the place another description names added ("Pricing page (Starter, Team): …"): one edit made in both places. */
function withPlaceOf(description: string, other: string): string {
  const place = /^([^():]+) \(([^()]+)\): /;
  const [m, o] = [place.exec(description), place.exec(other)];
  if (!m || !o || m[1] !== o[1] || m[2].split(", ").includes(o[2])) return description;
  return `${m[1]} (${m[2]}, ${o[2]}): ${description.slice(m[0].length)}`;
}

export function foldRepeatedFacts(changes: DetectedChange[], pricingCopy: { before: string; after: string } | null): DetectedChange[] {
  if (!pricingCopy) return changes;
  const words = { before: pageWords(pricingCopy.before), after: pageWords(pricingCopy.after) };
  const names = new Map(changes.map((c) => [c, pageOf(c) === "pricing" ? onlyNames(c, words) : null]));
  // A change that says more than names hosts first.
  const hosts = [...changes.filter((c) => !names.get(c)), ...changes.filter((c) => names.get(c))].filter((h) => pageOf(h) === "pricing" && kindOf(h) !== "title_changed");
  const folded = new Set<DetectedChange>();
  const repeats = (e: DetectedChange, h: DetectedChange): boolean => {
    const n = names.get(e);
    if (n) return [...n.put].every((w) => textOf(h, "new").has(w)) && [...n.taken].every((w) => textOf(h, "old").has(w));
    return sameWords(e, h) || sameLimit(e, h) || sameLimit(h, e) || sameTerm(e, h);
  };
  const order = new Map(changes.map((c, i) => [c, i]));
  for (const e of changes) {
    if (pageOf(e) !== "pricing") continue;
    // A figure changed the same way in several places is reported where the page first states it (when that place can host it).
    const first = (h: DetectedChange) => !!names.get(e) || order.get(h)! < order.get(e)! || !repeats(h, e);
    const host = hosts.find((h) => h !== e && !folded.has(h) && repeats(e, h) && first(h));
    if (!host) continue;
    const magnitude = host.magnitude;
    support(host, e);
    host.magnitude = magnitude;
    if (sameWords(e, host)) host.description = withPlaceOf(host.description, e.description);
    folded.add(e);
  }
  return changes.filter((c) => !folded.has(c));
}

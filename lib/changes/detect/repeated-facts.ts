/**
 * One fact, one change (issue 22 point 2): a scan of a page can see one fact in two places (a new
 * plan's card, and a line elsewhere that now names it). A copy edit of the pricing page rewritten in
 * place whose only news is a name the page did not have before (or no longer has), which another
 * change of the same page puts in (or takes out) too, is that change seen again: it becomes its
 * supporting detail (`support`), and the change keeps its own size.
 */
import { blockKey, parseBlocks } from "./copy-blocks";
import { kindOf, pageOf, strings, support } from "./merge-copy";
import { NEGATIONS } from "./fact-keeping";
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
function sides(before: string[], after: string[]): { gone: string[]; come: string[] } {
  const count = (xs: string[]) => {
    const m = new Map<string, number>();
    for (const w of xs.map(blockKey).join(" ").split(" ").filter(Boolean)) m.set(w, (m.get(w) ?? 0) + 1);
    return m;
  };
  const a = count(before);
  const b = count(after);
  const gone: string[] = [];
  const come: string[] = [];
  for (const [w, n] of a) for (let i = b.get(w) ?? 0; i < n; i++) gone.push(w);
  for (const [w, n] of b) for (let i = a.get(w) ?? 0; i < n; i++) come.push(w);
  return { gone, come };
}

/** Names (words written with a capital, negations excepted) in some blocks that the other version of the page does not have. */
function namesNewTo(blocks: string[], other: Set<string>): Set<string> {
  const out = new Set<string>();
  // A negation written at a sentence's start ("No card is required") is grammar, never a name.
  for (const w of blocks.flatMap(written)) if (/^\p{Lu}/u.test(w) && !NEGATIONS.has(w.toLowerCase()) && !other.has(blockKey(w))) for (const k of blockKey(w).split(" ").filter(Boolean)) out.add(k);
  return out;
}

/** The words a change states for one version: its blocks and excerpt of that side (its description when it has neither). */
const textOf = (c: DetectedChange, side: "old" | "new") => {
  const blocks = strings(side === "old" ? c.facts.blocksBefore : c.facts.blocksAfter);
  const excerpt = (side === "old" ? c.oldContent : c.newContent) ?? "";
  const text = [excerpt, ...blocks].join(" ").trim() || c.description;
  return new Set(blockKey(text).split(" "));
};

/**
 * The names an in-place edit brings or drops when they are all its news: the rest of what it changes
 * is rewording (a few words, no figure, no negation). Null when it says something else too.
 */
function onlyNames(e: DetectedChange, words: { before: Set<string>; after: Set<string> }): { put: Set<string>; taken: Set<string> } | null {
  const before = strings(e.facts.blocksBefore);
  const after = strings(e.facts.blocksAfter);
  if (!before.length || !after.length) return null;
  const put = namesNewTo(after, words.before);
  const taken = namesNewTo(before, words.after);
  if (!put.size && !taken.size) return null;
  const { gone, come } = sides(before, after);
  const rest = [...gone.filter((w) => !taken.has(w)), ...come.filter((w) => !put.has(w))];
  if (rest.length > REWORDING_WORDS || rest.some((w) => /\d/.test(w) || NEGATIONS.has(w))) return null;
  return { put, taken };
}

/** Folds each edit that only repeats names another change of its page brings or drops (see the file comment). */
export function foldRepeatedNames(changes: DetectedChange[], pricingCopy: { before: string; after: string } | null): DetectedChange[] {
  if (!pricingCopy) return changes;
  const words = { before: pageWords(pricingCopy.before), after: pageWords(pricingCopy.after) };
  const folded = new Set<DetectedChange>();
  const repeats = new Map(changes.map((c) => [c, pageOf(c) === "pricing" ? onlyNames(c, words) : null]));
  // A change that says more than names hosts first.
  const hosts = [...changes.filter((c) => !repeats.get(c)), ...changes.filter((c) => repeats.get(c))];
  for (const e of changes) {
    const names = repeats.get(e);
    if (!names) continue;
    const host = hosts.find(
      (h) =>
        h !== e &&
        !folded.has(h) &&
        pageOf(h) === "pricing" &&
        kindOf(h) !== "title_changed" &&
        [...names.put].every((n) => textOf(h, "new").has(n)) &&
        [...names.taken].every((n) => textOf(h, "old").has(n)),
    );
    if (!host) continue;
    const magnitude = host.magnitude;
    support(host, e);
    host.magnitude = magnitude;
    folded.add(e);
  }
  return changes.filter((c) => !folded.has(c));
}

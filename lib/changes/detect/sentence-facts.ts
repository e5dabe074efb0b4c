/**
 * Money facts in prose, sentence by sentence. A paragraph can state several charges ("job runs cost
 * $0.40 per 10,000 runs. Storage is $0.10 per GB-month, and logs cost $2 per GB."); a rewrite of it
 * that changes two of them is two facts, not one edit. The paragraphs of an edit are cut into
 * sentences (Intl.Segmenter: the CLDR sentence breaks of the runtime, any language); sentences equal
 * on both sides drop out; the rest are paired by their words. Each pair that states money on both
 * sides, and not the same amounts, is one fact: an amount changed in a sentence rewritten. Only an
 * edit with two such facts or more is itemised (one fact is the edit itself). What remains — sentences
 * added or taken out (a new section explains one offer in several sentences), sentences reworded
 * around the same amounts, sentences without money — stays the edit's prose.
 */
import type { CopyEdit, PageBlock } from "./copy-blocks";
import { blockKey, moneyIn } from "./copy-blocks";
import { pairBySimilarity } from "@/lib/pair-by-similarity";
import { diceSimilarity } from "@/lib/changes/detect/text-compare";
import { changedWords } from "./rate-facts";

export interface Sentence {
  /** The paragraph it is in (page block index). */
  block: number;
  text: string;
  key: string;
  money: string[];
}

export interface SentenceDiff {
  before: Sentence | null;
  after: Sentence | null;
}

/** Words two sentences must share for one to be the other rewritten. */
const MIN_SIMILARITY = 0.25;

let segmenter: Intl.Segmenter | null = null;

/** The sentences of a paragraph, as the runtime's CLDR sentence breaks cut them. */
export function sentencesOf(b: Pick<PageBlock, "index" | "text">): Sentence[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "sentence" });
  return [...segmenter.segment(b.text)]
    .map((s) => s.segment.trim())
    .filter((t) => blockKey(t))
    .map((text) => ({ block: b.index, text, key: blockKey(text), money: moneyIn(text) }));
}

const sorted = (xs: string[]) => [...xs].sort().join("|");
/** A sentence's words without its figures: what a rewrite of it keeps. */
const wordsOnly = (s: Sentence) => s.key.replace(/\S*\d\S*/g, " ");

/** Removes from `xs` the sentences whose key is in `other` (one for one). */
export function unmatched(xs: Sentence[], other: Sentence[]): Sentence[] {
  const pool = new Map<string, number>();
  for (const s of other) pool.set(s.key, (pool.get(s.key) ?? 0) + 1);
  return xs.filter((s) => {
    const n = pool.get(s.key) ?? 0;
    if (n > 0) pool.set(s.key, n - 1);
    return n === 0;
  });
}

/** A paragraph cut down to some of its sentences (same place on the page), or null when none is left. */
export function narrowed(b: PageBlock, keep: Sentence[]): PageBlock | null {
  const mine = keep.filter((s) => s.block === b.index);
  if (!mine.length) return null;
  const text = mine.map((s) => s.text).join(" ");
  const key = blockKey(text);
  return { ...b, text, key, words: key.split(" "), money: moneyIn(text) };
}

/**
 * Splits an edit's paragraphs into their money facts and what remains (see the file comment).
 * Null when the edit states fewer than two money facts in its paragraphs.
 */
export function splitSentences(e: CopyEdit): { diffs: SentenceDiff[]; rest: CopyEdit | null } | null {
  const paras = (xs: PageBlock[]) => xs.filter((x) => x.kind === "para");
  const before = paras(e.before).flatMap(sentencesOf);
  const after = paras(e.after).flatMap(sentencesOf);
  if (!before.some((s) => s.money.length) && !after.some((s) => s.money.length)) return null;
  const gone = unmatched(before, after);
  const come = unmatched(after, before);
  const { pairs } = pairBySimilarity(gone, come, (x, y) => diceSimilarity(wordsOnly(x), wordsOnly(y)), MIN_SIMILARITY);
  const diffs: SentenceDiff[] = [];
  const facts = new Set<Sentence>();
  for (const [i, j] of pairs) {
    // An amount changed in a sentence rewritten: money on both sides, not the same.
    if (!gone[i].money.length || !come[j].money.length || sorted(gone[i].money) === sorted(come[j].money)) continue;
    diffs.push({ before: gone[i], after: come[j] });
    facts.add(gone[i]).add(come[j]);
  }
  if (diffs.length < 2) return null;
  // The paragraphs keep their other changed sentences; other blocks of the edit stay as they are.
  const restOf = (xs: PageBlock[], changed: Sentence[]) =>
    xs.flatMap((x) => (x.kind !== "para" ? [x] : [narrowed(x, changed.filter((s) => !facts.has(s)))].filter((n): n is PageBlock => n !== null)));
  const restBefore = restOf(e.before, gone);
  const restAfter = restOf(e.after, come);
  const kept = (xs: PageBlock[]) => new Set(xs.map((x) => x.index));
  const [ob, nb] = [kept(restBefore), kept(restAfter)];
  // Paragraphs cut down are no longer the page's blocks: only whole blocks keep their pairing.
  const whole = (x: PageBlock) => x.kind !== "para";
  const restPairs = e.pairs.filter(([i, j]) => ob.has(i) && nb.has(j) && whole(restBefore.find((x) => x.index === i)!) && whole(restAfter.find((x) => x.index === j)!));
  const rest = restBefore.length || restAfter.length ? { before: restBefore, after: restAfter, pairs: restPairs, changedWords: changedWords(restBefore, restAfter, restPairs) } : null;
  return { diffs, rest: rest && rest.changedWords > 0 ? rest : null };
}

/**
 * Sentences the other version states elsewhere (issue 22 point 3: "rewording that keeps every fact is
 * not a change"). A prose edit of a page puts in and takes out sentences (CLDR sentence breaks,
 * sentence-facts.ts). A sentence taken out whose every word still stands in one block of the new page
 * (a block the edit did not touch) is said there: the page has not dropped it, it moved or was cut
 * down ("Usage is billed per second." gone, "Usage is billed per second for every plan." elsewhere).
 * Likewise a sentence put in whose every word already stood in one block of the old page repeats
 * that block. An edit whose changed sentences are all such restatements states no new fact.
 * Sentences with a figure or a money amount are facts of their own (rates, limits, prices), never
 * restatements; and the block that restates a sentence may not hold more negations ("no", "not",
 * "n't": grammar, not page data) than the sentence itself, so "Email support is included" is not
 * restated by "Email support is not included".
 */
import type { CopyEdit, PageBlock } from "./copy-blocks";
import { NEGATIONS } from "./fact-keeping";
import { sentencesOf, unmatched, type Sentence } from "./sentence-facts";

/** A word's form without a plural "s" ("plans" = "plan"), as fact-keeping.ts compares words. */
const stem = (w: string) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);

/** Negations a text holds: closed-class words and the "n't" contraction. */
const negations = (key: string, text: string) => key.split(" ").filter((w) => NEGATIONS.has(w)).length + (text.match(/n['’]t\b/gi)?.length ?? 0);

interface Restater {
  words: Set<string>;
  negations: number;
}

/** The blocks of one version the edit did not touch, as word sets with their negations. */
function restaters(blocks: PageBlock[], touched: Set<number>): Restater[] {
  return blocks.filter((x) => !touched.has(x.index)).map((x) => ({ words: new Set(x.words.map(stem)), negations: negations(x.key, x.text) }));
}

/** One block states every word of the sentence, with no more negations than it has. */
function restated(s: Sentence, pool: Restater[]): boolean {
  const words = s.key.split(" ").filter(Boolean).map(stem);
  const own = negations(s.key, s.text);
  return pool.some((r) => r.negations <= own && words.every((w) => r.words.has(w)));
}

/**
 * Whether every sentence the edit takes out stands in one untouched block of the new page `b`, and
 * every sentence it puts in stood in one untouched block of the old page `a` (see the file comment).
 */
export function restatesOtherBlocks(e: CopyEdit, a: PageBlock[], b: PageBlock[]): boolean {
  const cut = (xs: PageBlock[]) => xs.flatMap((x) => sentencesOf(x));
  const [before, after] = [cut(e.before), cut(e.after)];
  const gone = unmatched(before, after);
  const come = unmatched(after, before);
  if (!gone.length && !come.length) return false;
  if ([...gone, ...come].some((s) => /\d/.test(s.key) || s.money.length > 0)) return false;
  const oldPool = restaters(a, new Set(e.before.map((x) => x.index)));
  const newPool = restaters(b, new Set(e.after.map((x) => x.index)));
  return come.every((s) => restated(s, oldPool)) && gone.every((s) => restated(s, newPool));
}

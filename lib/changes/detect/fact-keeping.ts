/**
 * Rewording that keeps every fact (issue 22 point 3): a paragraph rewritten with other words says
 * the same thing when both versions state the same facts. What a pricing paragraph states, read
 * without any list of the page's words:
 * - its figures (every word with a digit, every money amount the price parser reads), as a multiset;
 * - its lengths of time (CLDR duration nouns) beside those figures, and no unit replaced by another;
 * - its negations (a closed class of grammar: "no", "not", "n't"), counted;
 * - the names it uses (words written with a capital where no sentence starts: a plan, a product);
 * - the billing terms it speaks of (charges, prices, trials, cards, credits, limits...), as concepts.
 * Two versions that agree on all of these and share most of their words are a rewording when they
 * say it in words the page already used: a word put in that the old page never had, or taken out
 * that the new page no longer has, is new matter. Few such words overall, and never several in one
 * sentence ("suits small companies alike" → "suits personal projects only; companies should choose a
 * larger offer" says something new). A figure, a negation, a time unit, a name or a billing term put
 * in or taken out is a fact and stays a change.
 */
import { sentencesOf } from "./sentence-facts";
import { BILLING_CONCEPTS } from "./billing-words";
import { durationNoun } from "./duration-words";
import { blockKey, moneyIn, type PageBlock } from "./copy-blocks";
import { diceSimilarity } from "@/lib/changes/detect/text-compare";

/**
 * Negation is a closed class of short, frequent words in every language, and the one such word that
 * reverses what a line states ("offered" → "not offered"): never rewording. Grammar, not page data.
 */
export const NEGATIONS = new Set(["no", "not", "nor", "non", "ne", "pas", "ni", "sin", "né", "não", "nem", "nie", "ні", "не", "нет", "nej", "ei", "nu"]);

/** Billing concepts (billing-words.ts), and limits: a limit put in or taken out is a term too. */
const TERMS = [...BILLING_CONCEPTS, /^unlimited$/, /^limit\w*$/];

/** Share of their words (Dice of the word sets) two versions must have in common to be one text reworded. */
const SHARED_WORDS = 0.5;
/** Share of a rewording's words (both sides) that may be new to the page: one in twenty. */
const NEW_WORDS = 0.05;
/** Words new to the page one sentence may put in or take out: more is a new statement. */
const NEW_IN_SENTENCE = 2;

/** The sentences of some blocks (CLDR sentence breaks, each block on its own: sentence-facts.ts). */
const sentences = (blocks: string[]): string[] => blocks.flatMap((text, index) => sentencesOf({ index, text }).map((s) => s.text));

const wordsOf = (s: string) => blockKey(s).split(" ");

/** Words as written (punctuation around them dropped; "Acme.io" and "don't" stay whole). */
const written = (s: string) => s.split(/\s+/).map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "")).filter(Boolean);

/** Words written with a capital where no sentence starts, lower-cased: the names a text uses. */
function namesIn(ss: string[]): Set<string> {
  const out = new Set<string>();
  for (const s of ss) written(s).forEach((w, i) => i > 0 && /^\p{Lu}/u.test(w) && out.add(w.toLowerCase()));
  return out;
}

/** The names some blocks use (words capitalised where no sentence starts), lower-cased. */
export const namesOfBlocks = (blocks: string[]): Set<string> => namesIn(sentences(blocks));

const sortedJoin = (xs: Iterable<string>) => [...xs].sort().join("|");

/** The facts of some sentences as one comparable string (see the file comment); `names` are the names of both versions. */
function factsOf(ss: string[], names: Set<string>): string {
  const figures: string[] = [];
  const units: string[] = [];
  const terms = new Set<number>();
  const named = new Set<string>();
  let negations = 0;
  for (const s of ss) {
    const words = wordsOf(s);
    const figured = words.some((w) => /\d/.test(w));
    figures.push(...moneyIn(s), ...words.filter((w) => /\d/.test(w)));
    for (const w of words) {
      if (NEGATIONS.has(w)) negations++;
      const unit = figured ? durationNoun(w) : null;
      if (unit) units.push(unit);
      TERMS.forEach((t, k) => t.test(w) && terms.add(k));
    }
    for (const w of written(s)) {
      if (/n['’]t$/i.test(w)) negations++;
      if (names.has(w.toLowerCase())) named.add(w.toLowerCase());
    }
  }
  return [sortedJoin(figures), sortedJoin(units), negations, [...terms].sort((x, y) => x - y).join(), sortedJoin(named)].join(" / ");
}

/** Units of time on one side and not the other, both sides naming one: one unit replaced by another. */
function unitReplaced(before: string[], after: string[]): boolean {
  const count = (ss: string[]) => {
    const m = new Map<string, number>();
    for (const w of ss.flatMap(wordsOf)) m.set(w, (m.get(w) ?? 0) + 1);
    return m;
  };
  const [a, b] = [count(before), count(after)];
  const only = (x: Map<string, number>, y: Map<string, number>) => sortedJoin(new Set([...x].filter(([w, n]) => n > (y.get(w) ?? 0)).flatMap(([w]) => durationNoun(w) ?? [])));
  const [gone, come] = [only(a, b), only(b, a)];
  return !!gone && !!come && gone !== come;
}

/** A word's form without a plural "s" ("starts" = "start"), as list items are keyed. */
const stem = (w: string) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);

const vocabularies = new WeakMap<PageBlock[], Set<string>>();

/** The words a version of the page uses anywhere (stemmed), computed once per version. */
export function pageWords(blocks: PageBlock[]): Set<string> {
  let v = vocabularies.get(blocks);
  if (!v) vocabularies.set(blocks, (v = new Set(blocks.flatMap((b) => b.words).map(stem))));
  return v;
}

/** Says the rewrite nothing in words new to the page (see the file comment)? */
function pageOwnWords(was: string[], is: string[], pages: { before: Set<string>; after: Set<string> }): boolean {
  // A sentence of the new version is read against the old page, one of the old version against the new page.
  const fresh = [...is.map((s) => wordsOf(s).filter((w) => !pages.before.has(stem(w))).length), ...was.map((s) => wordsOf(s).filter((w) => !pages.after.has(stem(w))).length)];
  const total = [...was, ...is].reduce((n, s) => n + wordsOf(s).length, 0);
  return fresh.every((n) => n <= NEW_IN_SENTENCE) && fresh.reduce((n, k) => n + k, 0) <= NEW_WORDS * total;
}

/** Whether two versions' sentences state other facts (see the file comment), however much or little their words differ. */
function sentencesDiffer(was: string[], is: string[]): boolean {
  const names = new Set([...namesIn(was), ...namesIn(is)]);
  return unitReplaced(was, is) || factsOf(was, names) !== factsOf(is, names);
}

/** Whether two versions of some blocks state other facts (see the file comment), however much or little their words differ. */
export const factsDiffer = (before: string[], after: string[]): boolean => sentencesDiffer(sentences(before), sentences(after));

/**
 * Whether the blocks `after` are the blocks `before` reworded with every fact kept (see the file
 * comment); `pages` are the words of the old and the new version of the whole page.
 */
export function keepsEveryFact(before: string[], after: string[], pages: { before: Set<string>; after: Set<string> }): boolean {
  const [was, is] = [sentences(before), sentences(after)];
  if (!was.length || !is.length || diceSimilarity(was.join(" "), is.join(" ")) < SHARED_WORDS) return false;
  return pageOwnWords(was, is, pages) && !sentencesDiffer(was, is);
}

/**
 * Terms and plan limits as facts. A block of a pricing page that states one quantity, in a short
 * sentence, and no money is a fact (a long block's other sentences state other things): a count of
 * something inside a plan card ("5 custom domains" under the plan's heading: a limit known by plan + what is counted), a length of time ("14-day free trial", "invoices
 * due within 30 days": the number before a time noun, read with CLDR via `durationNoun`), a percentage
 * ("save 20% with annual billing"), or another count ("10,000 free credits"); a year ("since 2019",
 * "© 2024") is no quantity. A block with no number that reads "name: value", both a few words, is a
 * term stated in words ("Overage: billed monthly"), known by its name; one that came or went under a
 * section that stays is its own change, as a plan's limit is. A term is known by its words without the quantity. The facts of both versions are matched by identity over the page (and
 * a block the copy diff pairs with another counts as the same fact reworded); each fact an edit
 * changes is its own change ("Pro: 5 → 10 custom domains", "free trial: 14 → 30 days"); a fact that
 * came or went under a section that is there before and after is its own change too. A fact reworded
 * with the same quantity is no change. The blocks of those facts leave the edit; the rest stays copy.
 */
import type { CopyEdit, PageBlock } from "./copy-blocks";
import { blockKey, hangsUnder } from "./copy-blocks";
import { durationNoun } from "./duration-words";
import { clip, diceSimilarity } from "@/lib/changes/detect/text-compare";
import { changedWords, editWithout } from "./rate-facts";
import { sentencesOf, type Sentence } from "./sentence-facts";

export type TermKind = "plan_limit" | "duration" | "percentage" | "count" | "worded";

export interface TermFact {
  kind: TermKind;
  /** Plan for a limit ("Pro"), else null. */
  plan: string | null;
  /** The heading of the priced card a term sits on (one of several sibling headings whose sections state money: a plan card), else null. */
  card?: string | null;
  /** What the quantity is of: the noun phrase of a limit, the words around the quantity of a term. */
  label: string;
  /** The quantity as written ("14-day", "20%", "5"). */
  value: string;
  /** The quantity as a number, for comparing (grouping separators removed). */
  amount: number;
  /** Time unit of a duration ("day"). */
  unit: string | null;
  /** Identity: kind, plan and label normalised; and the template (block key without the quantity). */
  id: string;
  template: string;
  block: number;
}

const MAX_WORDS = 16;
const PREFIX_WORDS = 3;
const NOUN_WORDS = 6;
/** A number not glued to letters or other numbers, with what follows it: "%", "-day", " days". */
const QUANTITY = /(?<![\p{L}\p{N}.,'’\p{Sc}])(\d{1,3}(?:[,\u00a0\u202f'’]\d{3})+|\d+(?:\.\d+)?)(?![\p{L}\p{N}]|[.,]\d)(\s?%|-\p{L}+)?/gu;

/** "10,000" → 10000, "1.5" → 1.5 (grouping separators of any CLDR locale written between thousands). */
function parseCount(raw: string): number {
  return Number(raw.replace(/[,\u00a0\u202f'’]/g, ""));
}

/** The quantities a short text states ("2,000 min" → [2000]), years excepted, as the facts read them. */
export const countsIn = (text: string): number[] => [...text.matchAll(QUANTITY)].filter((m) => !isYear(m, text)).map((m) => parseCount(m[1]));

function headingOf(blocks: PageBlock[], b: PageBlock): PageBlock | null {
  let p = b.parent;
  while (p !== null && blocks[p].kind !== "heading") p = blocks[p].parent;
  return p === null ? null : blocks[p];
}

/**
 * Words around a quantity taken out, as a label: lone signs left behind ("~", "up to ~"), end punctuation
 * and brackets the quantity's removal left open ("Yearly (save" of "Yearly (save 20%)") dropped.
 */
const tidy = (s: string) => {
  const words = s
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}&]/u.test(w))
    .join(" ");
  const open = (words.match(/\(/g) ?? []).length === (words.match(/\)/g) ?? []).length ? words : words.replace(/[()]/g, "");
  return open.replace(/^[\s,;:.–—-]+|[\s,;:.!?–—-]+$/g, "").trim();
};

/** The latest calendar year copy speaks of as a date (next year: "plans for 2027"). */
const LAST_YEAR = new Date().getUTCFullYear() + 1;
const FIRST_YEAR = 1900;

/**
 * A year, not a quantity: four digits without grouping or a unit glued on, between 1900 and next
 * year, and not counting a length of time ("since 2019", "© 2024"; but "2000 minutes" is a duration).
 */
function isYear(m: RegExpMatchArray, text: string): boolean {
  if (m[2] || !/^\d{4}$/.test(m[1])) return false;
  const n = Number(m[1]);
  if (n < FIRST_YEAR || n > LAST_YEAR) return false;
  const next = /^\s*([\p{L}.]+)/u.exec(text.slice(m.index! + m[0].length))?.[1] ?? "";
  return !durationNoun(next);
}

/** "Name: value" with no number: a term stated in words ("Overage: billed monthly"). */
const WORDED = /^([^:]{2,60}):\s+([^:]+)$/u;
const LABEL_WORDS = 5;
const VALUE_WORDS = 4;

/** A term without a number: a short name and a short value in words; known by its name, its value is the words. */
function wordedOf(b: PageBlock): TermFact | null {
  if (/\p{N}/u.test(b.text)) return null;
  const m = WORDED.exec(b.text.trim());
  if (!m) return null;
  const label = tidy(m[1]);
  const value = tidy(m[2]);
  const count = (s: string) => s.split(/\s+/).filter(Boolean).length;
  if (!label || !value || count(label) > LABEL_WORDS || count(value) > VALUE_WORDS) return null;
  const template = blockKey(`${label} #`);
  return { kind: "worded", plan: null, label, value, amount: 0, unit: null, id: `worded|${template}`, template, block: b.index };
}

let segmenter: Intl.Segmenter | null = null;

/** Start and end of the sentence holding `at` (the runtime's CLDR sentence breaks). */
function sentenceAround(text: string, at: number): [number, number] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "sentence" });
  for (const s of segmenter.segment(text)) if (at >= s.index && at < s.index + s.segment.length) return [s.index, s.index + s.segment.length];
  return [0, text.length];
}

/** The one fact a block states, or null (see the file comment). Years are not quantities. */
function termOf(blocks: PageBlock[], b: PageBlock): TermFact | null {
  if (b.kind === "heading" || b.cells || b.money.length) return null;
  const hits = [...b.text.matchAll(QUANTITY)].filter((m) => !isYear(m, b.text));
  if (!hits.length) return b.words.length > MAX_WORDS ? null : wordedOf(b);
  if (hits.length !== 1) return null;
  const m = hits[0];
  // A long block holds a fact when the quantity's own sentence is short (its other sentences stay prose).
  if (b.words.length > MAX_WORDS) {
    const [f, t] = sentenceAround(b.text, m.index);
    if (blockKey(b.text.slice(f, t)).split(" ").length > MAX_WORDS) return null;
  }
  const start = m.index;
  const end = start + m[0].length;
  const amount = parseCount(m[1]);
  if (!Number.isFinite(amount)) return null;
  // The words around the quantity are those of its own sentence: the block's other sentences state other things.
  const [from, to] = sentenceAround(b.text, start);
  const before = b.text.slice(from, start);
  const after = b.text.slice(end, to);
  const suffix = m[2]?.trim() ?? "";
  const nextWord = /^\s*([\p{L}.]+)/u.exec(after)?.[1] ?? "";
  const hyphenNoun = suffix.startsWith("-") ? suffix.slice(1) : "";
  const template = blockKey(`${before} # ${suffix.startsWith("%") ? "%" : hyphenNoun} ${after}`);
  let kind: TermKind;
  let unit: string | null = null;
  let label: string;
  let value = m[0].trim();
  if (suffix.startsWith("%")) {
    kind = "percentage";
    label = tidy(`${before} ${after}`);
  } else if (durationNoun(hyphenNoun) || (!hyphenNoun && durationNoun(nextWord))) {
    kind = "duration";
    unit = durationNoun(hyphenNoun || nextWord);
    if (!hyphenNoun) value = `${m[1]} ${nextWord.replace(/\.$/, "")}`;
    label = tidy(`${before} ${hyphenNoun ? after : after.replace(/^\s*[\p{L}.]+/u, "")}`);
  } else {
    if (hyphenNoun) return null; // "24-hour", "3-node": a compound word, not a count of something
    const noun = tidy(after);
    const heading = headingOf(blocks, b);
    const nounWords = noun ? noun.split(/\s+/).length : 0;
    const card = b.kind === "item" && heading !== null && before.trim().split(/\s+/).filter(Boolean).length <= PREFIX_WORDS;
    if (card && nounWords >= 1 && nounWords <= NOUN_WORDS && !/\d/.test(noun)) {
      const plan = heading.text;
      return { kind: "plan_limit", plan, label: noun, value, amount, unit: null, id: `plan_limit|${blockKey(plan)}|${blockKey(noun)}`, template, block: b.index };
    }
    if (!nounWords) return null;
    kind = "count";
    label = tidy(`${before} ${after}`);
  }
  if (!label) return null;
  return { kind, plan: null, label, value, amount, unit, id: `${kind}|${template}`, template, block: b.index };
}

const CARD_HEADING_WORDS = 4;

/**
 * The headings of plan cards: a short heading that asks nothing, whose section states money, with a
 * sibling heading (same level, same parent) whose section does too — one of several priced cards.
 */
export function cardHeadings(blocks: PageBlock[]): Set<number> {
  const priced = new Set<number>();
  for (const b of blocks) {
    const h = b.kind === "heading" ? null : headingOf(blocks, b);
    if (h && b.money.length) priced.add(h.index);
  }
  const short = (h: PageBlock) => !/\?\s*$/.test(h.text) && h.words.length <= CARD_HEADING_WORDS;
  const heads = blocks.filter((h) => h.kind === "heading" && priced.has(h.index) && short(h));
  return new Set(heads.filter((h) => heads.some((o) => o !== h && o.level === h.level && o.parent === h.parent)).map((h) => h.index));
}

/** The facts stated on a page by identity; an identity stated twice is ambiguous and left out. */
export function pageTerms(blocks: PageBlock[]): Map<string, TermFact> {
  const out = new Map<string, TermFact>();
  const twice = new Set<string>();
  const cards = cardHeadings(blocks);
  for (const b of blocks) {
    const f = termOf(blocks, b);
    if (!f) continue;
    const h = f.plan === null ? headingOf(blocks, b) : null;
    if (h && cards.has(h.index)) f.card = h.text;
    if (out.has(f.id)) twice.add(f.id);
    else out.set(f.id, f);
  }
  for (const id of twice) out.delete(id);
  return out;
}

export interface TermDiff {
  before: TermFact | null;
  after: TermFact | null;
}

/** Does the section a fact sits under exist on the other side (its heading's key)? */
function sectionKept(f: TermFact, mine: PageBlock[], other: PageBlock[]): boolean {
  const h = headingOf(mine, mine[f.block]);
  if (!h) return false;
  return other.some((x) => x.kind === "heading" && x.key === h.key);
}

/**
 * Splits an edit into the facts it touches and what remains (null when it touches none). Facts of
 * both sides are matched by identity, else by the copy diff's pairing of their blocks.
 */
export function splitTerms(
  e: CopyEdit,
  terms: { before: Map<string, TermFact>; after: Map<string, TermFact> },
  pages: { a: PageBlock[]; b: PageBlock[] },
): { diffs: TermDiff[]; rest: CopyEdit | null } | null {
  const byBlock = (m: Map<string, TermFact>) => new Map([...m.values()].map((f) => [f.block, f]));
  const oldFacts = byBlock(terms.before);
  const newFacts = byBlock(terms.after);
  const mineOld = e.before.map((x) => oldFacts.get(x.index)).filter((f): f is TermFact => !!f);
  const mineNew = e.after.map((x) => newFacts.get(x.index)).filter((f): f is TermFact => !!f);
  if (!mineOld.length && !mineNew.length) return null;
  const matched = new Map<TermFact, TermFact>();
  const used = new Set<TermFact>();
  for (const o of mineOld) {
    const n = terms.after.get(o.id);
    if (n && !used.has(n)) {
      matched.set(o, n);
      used.add(n);
    }
  }
  for (const [i, j] of e.pairs) {
    const o = oldFacts.get(i);
    const n = newFacts.get(j);
    if (!o || !n || matched.has(o) || used.has(n) || o.kind !== n.kind) continue;
    if (o.kind === "plan_limit" ? blockKey(o.plan ?? "") !== blockKey(n.plan ?? "") : diceSimilarity(o.template, n.template) < 0.5) continue;
    matched.set(o, n);
    used.add(n);
  }
  for (const n of mineNew) {
    const o = terms.before.get(n.id);
    if (o && !matched.has(o) && !used.has(n)) {
      matched.set(o, n);
      used.add(n);
    }
  }
  const oldIn = new Set(e.before.map((x) => x.index));
  const newIn = new Set(e.after.map((x) => x.index));
  const takenOld = new Set<number>();
  const takenNew = new Set<number>();
  const diffs: TermDiff[] = [];
  const remainders: Remainder[] = [];
  for (const [o, n] of matched) {
    const same = o.kind === "worded" ? blockKey(o.value) === blockKey(n.value) : o.amount === n.amount && o.unit === n.unit;
    // Same quantity in other words is for the copy diff to judge (a clause added beside it is news),
    // and so is a fact whose twin the copy diff matched elsewhere on the page (it moved between cards).
    if (same && (o.template !== n.template || !oldIn.has(o.block) || !newIn.has(n.block))) continue;
    if (oldIn.has(o.block)) takenOld.add(o.block);
    if (newIn.has(n.block)) takenNew.add(n.block);
    if (!same) diffs.push({ before: o, after: n });
    // The block's other sentences, when they changed (one put in, taken out or rewritten beside the fact, changed or not), stay the edit's prose.
    const other = oldIn.has(o.block) && newIn.has(n.block) ? otherSentences(pages.a[o.block], pages.b[n.block], o, n) : null;
    if (other) remainders.push(other);
  }
  // A limit or worded term that came or went under a section that stays is its own change; whole sections
  // stay copy, and so does a sub-item of a list item the edit changed (it says what that item now states).
  const leadChanged = (blocks: PageBlock[], f: TermFact, changed: Set<number>) => hangsUnder(blocks, blocks[f.block], changed) !== blocks[f.block].parent;
  for (const n of mineNew) {
    if (used.has(n) || (n.kind !== "plan_limit" && n.kind !== "worded") || !sectionKept(n, pages.b, pages.a) || leadChanged(pages.b, n, newIn)) continue;
    takenNew.add(n.block);
    diffs.push({ before: null, after: n });
  }
  // An old fact rewritten into a list item that now leads a sub-list of the edit ("40 GB egress" →
  // "Egress:" over its amounts per region) is what that item now states: it stays with it.
  const leads = new Set(e.after.filter((x) => hangsUnder(pages.b, x, newIn) !== x.parent).map((x) => x.parent));
  const intoLead = (o: TermFact) => e.pairs.some(([i, j]) => i === o.block && leads.has(j));
  const matchedOld = new Set(matched.keys());
  for (const o of mineOld) {
    if (matchedOld.has(o) || (o.kind !== "plan_limit" && o.kind !== "worded") || !sectionKept(o, pages.a, pages.b) || leadChanged(pages.a, o, oldIn) || intoLead(o)) continue;
    takenOld.add(o.block);
    diffs.push({ before: o, after: null });
  }
  if (!takenOld.size && !takenNew.size) return null;
  return { diffs, rest: withRemainders(editWithout(e, takenOld, takenNew), remainders) };
}

/**
 * The other sentences of a fact's block, when they changed too ("a 14-day trial. A card is required."
 * → "a 30-day trial. No card is required."; "a 14-day trial. No card required." → "a 14-day trial."):
 * they state something else, so they stay the edit's prose, on the side or sides that have them.
 * Sentences as the runtime's CLDR sentence breaks cut them (sentence-facts.ts).
 */
function otherSentences(ob: PageBlock, nb: PageBlock, o: TermFact, n: TermFact): Remainder | null {
  const others = (b: PageBlock, f: TermFact) => sentencesOf(b).filter((x) => !x.text.includes(f.value));
  // A sentence both sides still have is neither taken out nor put in.
  const [allOld, allNew] = [others(ob, o), others(nb, n)];
  const [oldKeys, newKeys] = [new Set(allOld.map((x) => x.key)), new Set(allNew.map((x) => x.key))];
  const [so, sn] = [allOld.filter((x) => !newKeys.has(x.key)), allNew.filter((x) => !oldKeys.has(x.key))];
  if (!so.length && !sn.length) return null;
  const cut = (b: PageBlock, xs: Sentence[]): PageBlock | null => {
    if (!xs.length) return null;
    const text = xs.map((x) => x.text).join(" ");
    const key = blockKey(text);
    return { ...b, text, key, words: key.split(" "), money: [] };
  };
  return { before: cut(ob, so), after: cut(nb, sn) };
}

type Remainder = { before: PageBlock | null; after: PageBlock | null };

/** The edit's rest with the changed other sentences of its facts' blocks put back (unpaired: they are parts of blocks). */
function withRemainders(rest: CopyEdit | null, remainders: Remainder[]): CopyEdit | null {
  if (!remainders.length) return rest;
  const side = (xs: Array<PageBlock | null>) => xs.filter((x): x is PageBlock => x !== null);
  const before = [...(rest?.before ?? []), ...side(remainders.map((r) => r.before))].sort((x, y) => x.index - y.index);
  const after = [...(rest?.after ?? []), ...side(remainders.map((r) => r.after))].sort((x, y) => x.index - y.index);
  const pairs = rest?.pairs ?? [];
  return { before, after, pairs, changedWords: changedWords(before, after, pairs) };
}

/** "Pro: 5 → 10 custom domains", "free trial: 14-day → 30-day", "Pro: 5 custom domains (new)". */
export function describeTerm(d: TermDiff): string {
  const f = (d.after ?? d.before)!;
  const head = f.kind === "plan_limit" ? f.plan! : `${f.card ? `${f.card}: ` : ""}${clip(f.label, 80)}`;
  const tail = f.kind === "plan_limit" ? ` ${f.label}` : "";
  if (d.before && d.after) return `${head}: ${d.before.value} → ${d.after.value}${tail}`;
  if (d.after) return `${head}: ${d.after.value}${tail} (new)`;
  return `${head}: ${d.before!.value}${tail} (removed)`;
}

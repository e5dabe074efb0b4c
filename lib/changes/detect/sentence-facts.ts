/**
 * Facts inside the sentences of a paragraph. A long paragraph can state several facts, and an edit
 * of it then changes several; each is its own change:
 * - priced offers named in one sentence ("a Standard ($29/month), Premium ($199/month) or Enterprise
 *   (from $2,500/month) package"): two or more "Name (… amount …)" in a sentence are offers, each
 *   known by its name over the page; an offer that came, went or changed its price is a change;
 * - figures changed in place: a paragraph whose words stay and whose figures change in two or more
 *   of its sentences states one fact per such sentence ("Linux builds use 10 credits a minute." and
 *   "macOS builds use 50 credits a minute." edited in one paragraph are two changes).
 * A block whose every difference these facts explain leaves the edit; other blocks stay copy.
 */
import type { CopyEdit, PageBlock } from "./copy-blocks";
import { blockKey, moneyIn } from "./copy-blocks";
import { editWithout } from "./rate-facts";

export interface SentenceFact {
  kind: "offer" | "figures";
  /** The offer's name, or the sentence's words without its figures (clipped). */
  label: string;
  before: string | null;
  after: string | null;
  /** The sentences that state the fact on each side. */
  sentenceBefore: string | null;
  sentenceAfter: string | null;
}

/** Fewest offers in one sentence that make an enumeration of priced offers. */
const MIN_OFFERS = 2;
const NAME_WORDS = 4;

/** Sentences of a paragraph: split after . ! ? ; followed by a space (decimal points stay). */
export const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+/).map((s) => s.trim()).filter(Boolean);

/** "Standard ($29/month)": a capitalised name of a few words, then a bracket that states money. */
const OFFER = new RegExp(`((?:\\p{Lu}[\\p{L}\\p{N}&+.'-]*)(?:\\s+\\p{Lu}[\\p{L}\\p{N}&+.'-]*){0,${NAME_WORDS - 1}})\\s*\\(([^()]{1,60})\\)`, "gu");

function offersIn(sentence: string): Array<{ name: string; price: string }> {
  const found = [...sentence.matchAll(OFFER)].filter((m) => moneyIn(m[2]).length > 0).map((m) => ({ name: m[1], price: m[2].trim() }));
  return found.length >= MIN_OFFERS ? found : [];
}

interface Offer {
  name: string;
  price: string;
  money: string;
  sentence: string;
  block: number;
}

/** The priced offers a page names, by name (a name offered twice is ambiguous and left out). */
function pageOffers(blocks: PageBlock[]): Map<string, Offer> {
  const out = new Map<string, Offer>();
  const twice = new Set<string>();
  for (const b of blocks) {
    if (b.kind === "heading" || b.cells || !b.money.length) continue;
    for (const sentence of sentencesOf(b.text)) {
      for (const o of offersIn(sentence)) {
        const id = blockKey(o.name);
        if (out.has(id)) twice.add(id);
        else out.set(id, { ...o, money: moneyIn(o.price).join(" "), sentence, block: b.index });
      }
    }
  }
  for (const id of twice) out.delete(id);
  return out;
}

/** A sentence's words with its figures taken out: what must stay for a figure-only edit. */
const FIGURE = /\p{Sc}?\d[\d.,'’]*\s?%?/gu;
const template = (s: string) => blockKey(s.replace(FIGURE, " # "));

/** The sentences of an edited paragraph whose figures changed, when figures are all that changed. */
function figureSentences(o: PageBlock, n: PageBlock): SentenceFact[] | null {
  if (o.kind !== n.kind || o.kind === "heading" || o.kind === "row" || template(o.text) !== template(n.text)) return null;
  const a = sentencesOf(o.text);
  const b = sentencesOf(n.text);
  if (a.length !== b.length) return null;
  const out: SentenceFact[] = [];
  for (let k = 0; k < a.length; k++) {
    if (blockKey(a[k]) === blockKey(b[k])) continue;
    const label = template(b[k]).replace(/#/g, "…");
    out.push({ kind: "figures", label: label.length > 60 ? `${label.slice(0, 59)}…` : label, before: a[k], after: b[k], sentenceBefore: a[k], sentenceAfter: b[k] });
  }
  return out.length >= 2 ? out : null;
}

/** The text of a block once the sentences that state offers are taken out. */
const withoutOffers = (text: string) => blockKey(sentencesOf(text).filter((s) => !offersIn(s).length).join(" "));

/**
 * Splits an edit into the sentence facts it changes and what remains (null when it changes none).
 */
export function splitSentences(e: CopyEdit, pages: { a: PageBlock[]; b: PageBlock[] }): { diffs: SentenceFact[]; rest: CopyEdit | null } | null {
  const diffs: SentenceFact[] = [];
  const takenOld = new Set<number>();
  const takenNew = new Set<number>();
  for (const [i, j] of e.pairs) {
    const figures = figureSentences(pages.a[i], pages.b[j]);
    if (!figures) continue;
    diffs.push(...figures);
    takenOld.add(i);
    takenNew.add(j);
  }
  const hasOffers = (x: PageBlock) => x.money.length >= MIN_OFFERS && sentencesOf(x.text).some((s) => offersIn(s).length > 0);
  if (e.before.some(hasOffers) || e.after.some(hasOffers)) {
    const before = pageOffers(pages.a);
    const after = pageOffers(pages.b);
    const oldIn = new Set(e.before.map((x) => x.index));
    const newIn = new Set(e.after.map((x) => x.index));
    const touched = new Set<number>();
    for (const id of new Set([...before.keys(), ...after.keys()])) {
      const o = before.get(id);
      const n = after.get(id);
      if (!(o && oldIn.has(o.block)) && !(n && newIn.has(n.block))) continue;
      if (o && n && o.money === n.money) continue;
      const name = (n ?? o)!.name;
      diffs.push({ kind: "offer", label: name, before: o?.price ?? null, after: n?.price ?? null, sentenceBefore: o?.sentence ?? null, sentenceAfter: n?.sentence ?? null });
      if (o && oldIn.has(o.block)) touched.add(o.block);
      if (n && newIn.has(n.block)) touched.add(-1 - n.block);
    }
    // A block leaves the edit when the offers explain all its difference from its pair (or it is new and states only offers).
    const pairOf = new Map(e.pairs.map(([i, j]) => [j, i]));
    for (const x of e.after) {
      if (!touched.has(-1 - x.index)) continue;
      const i = pairOf.get(x.index);
      const restNew = withoutOffers(x.text);
      if (i === undefined ? !restNew : withoutOffers(pages.a[i].text) === restNew) {
        takenNew.add(x.index);
        if (i !== undefined) takenOld.add(i);
      }
    }
    for (const x of e.before) if (touched.has(x.index) && !e.pairs.some(([i]) => i === x.index) && !withoutOffers(x.text)) takenOld.add(x.index);
  }
  if (!diffs.length) return null;
  return { diffs, rest: takenOld.size || takenNew.size ? editWithout(e, takenOld, takenNew) : e };
}

/** "Standard: $29/month (new)", "Premium: $199/month → $249/month", "“… a minute.” → “… a minute.”". */
export function describeSentenceFact(d: SentenceFact): string {
  const quote = (s: string) => `“${s.length > 140 ? `${s.slice(0, 139)}…` : s}”`;
  if (d.kind === "figures") return `${quote(d.before!)} → ${quote(d.after!)}`;
  if (d.before && d.after) return `${d.label}: ${d.before} → ${d.after}`;
  if (d.after) return `${d.label}: ${d.after} (new)`;
  return `${d.label}: ${d.before} (removed)`;
}

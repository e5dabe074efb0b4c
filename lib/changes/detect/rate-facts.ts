/**
 * Usage rates as facts. A short block that states an amount of money per quantity of something
 * ("A10: $1.50/hr per GPU", a table row "RAM | $50 / GB / month", "$36/year for $5/month of usage"
 * under a line naming what it is for) is one rate, identified by its label: the row's first cell,
 * the words before the colon, or the short line naming the group it sits under. The rates of the
 * two versions are matched by label over the whole page; each rate an edit touches whose amounts
 * changed — or that came or went — is its own change, and a rate that only moved or was reworded
 * with the same amounts and figures is no change (a figure beside the amount counts: "per 1,000" →
 * "per 10,000", a free allowance before it). A rate with no label is known by its section and what
 * it is per, without how many. The blocks of those rates leave the edit; what remains of it
 * (prose around the rates) is reported as before.
 */
import type { CopyEdit, PageBlock } from "./copy-blocks";
import { blockKey, headsTable } from "./copy-blocks";
import { findMoney } from "@/lib/pricing/money-parse";
import { usageResource } from "@/lib/pricing/period";
import { timeNoun } from "@/lib/pricing/period-words";
import { lcsLength } from "@/lib/changes/detect/text-compare";
import { wordingKey } from "@/lib/wording-key";

export interface RateFact {
  /** The label as written ("A10", "RAM"), with its section heading when the page repeats it. */
  label: string;
  /** The rate as written, without its label ("$1.50/hr per GPU"). */
  value: string;
  /** Money amounts of the rate, normalised ("USD 1.5"), sorted: what must stay for no change. */
  money: string[];
  blocks: number[];
}

export interface RateDiff {
  label: string;
  before: RateFact | null;
  after: RateFact | null;
}

const MAX_WORDS = 16;
const LABEL_WORDS = 6;
/** "/hr", "/ month", "per second": a time period right after an amount, before what it is per. */
const LEADING_PERIOD = /^\s*\/\s*([\p{L}.]+)/u;

/**
 * The resource an amount prices (lib/pricing's `usageResource`: a quantity, not a period and not a
 * seat), also when a time period comes first ("$1.50/hr per GPU"). Null for a plan's price.
 */
function resourceAfter(text: string, end: number): string | null {
  const after = text.slice(end);
  const direct = usageResource(after);
  if (direct) return direct;
  const period = LEADING_PERIOD.exec(after);
  return period && timeNoun(period[1]) ? usageResource(after.slice(period[0].length)) : null;
}

/** The resource the block's first priced amount is per ("cluster" in "$75/mo per cluster"). */
function resourceOf(text: string): string | null {
  for (const m of findMoney(text)) {
    const r = resourceAfter(text, m.index + m.raw.length);
    if (r) return r;
  }
  return null;
}

/** "5 credits" in "5 credits per 1,000 min": a count of something, followed by what it is per. */
const COUNT_BEFORE_PER = /(?<![\p{L}\d.,])(\d[\d,.]*)\s+(\p{L}+)(?=\s*(?:\/|\p{L}+\s))/gu;

/**
 * The amounts a block prices things with: money (normalised, "USD 1.5") and counts of a unit
 * ("5 credits"), each followed by the resource it is per. Empty when the block states no rate.
 */
function rateAmounts(b: PageBlock): string[] {
  if (b.kind === "heading" || b.words.length > MAX_WORDS) return [];
  const found = findMoney(b.text);
  const money = found.filter((m) => resourceAfter(b.text, m.index + m.raw.length) !== null);
  // an amount written with its code after it ("0.10 USD / GB") is money, not a count of "USD"
  const inMoney = (at: number) => found.some((m) => at >= m.index && at < m.index + m.raw.length);
  const counts = [...b.text.matchAll(COUNT_BEFORE_PER)].filter((m) => !inMoney(m.index) && !timeNoun(m[2]) && resourceAfter(b.text, m.index + m[0].length) !== null);
  if (!money.length && !counts.length) return [];
  return [...b.money, ...counts.map((m) => `${m[1].replace(/,/g, "")} ${m[2].toLowerCase()}`)];
}

/**
 * Does a block of the edit state a rate? A rate's blocks are blocks that state one, so a rate of
 * either page can touch the edit (splitRates) only then.
 */
export function statesRates(e: CopyEdit): boolean {
  return e.before.some((b) => rateAmounts(b).length > 0) || e.after.some((b) => rateAmounts(b).length > 0);
}

/** A short line without amounts that names the rates below it ("Shared Machines", "Storage:"). */
function isGroupLabel(b: PageBlock): boolean {
  return b.kind !== "heading" && !b.cells && !/\d/.test(b.text) && b.words.length <= LABEL_WORDS;
}

function headingOf(blocks: PageBlock[], b: PageBlock): string | null {
  let p = b.parent;
  while (p !== null && blocks[p].kind !== "heading") p = blocks[p].parent;
  return p === null ? null : blocks[p].text;
}

function labelled(b: PageBlock): { label: string; value: string } | null {
  if (b.cells && b.cells.length >= 2) {
    const [first, ...rest] = b.cells;
    if (!first || /\d/.test(first)) return null;
    return { label: first.replace(/^[-–]\s*/, ""), value: rest.filter(Boolean).join(" | ") };
  }
  const colon = b.text.indexOf(":");
  if (colon > 0) {
    const label = b.text.slice(0, colon).trim();
    if (!findMoney(label).length && label.split(/\s+/).length <= LABEL_WORDS) return { label, value: b.text.slice(colon + 1).trim() };
  }
  return null;
}

/** The rates stated on a page, by identity (see the file comment); ambiguous labels are left out. */
export function pageRates(blocks: PageBlock[]): Map<string, RateFact> {
  const found: Array<RateFact & { heading: string | null; key?: string }> = [];
  let group: { label: string; fact: (typeof found)[number] | null } | null = null;
  for (const b of blocks) {
    const amounts = rateAmounts(b);
    if (!amounts.length) {
      // a table's header row names columns, not the rates below the table
      if (isGroupLabel(b) && !headsTable(blocks, b)) group = { label: b.text.replace(/:\s*$/, ""), fact: null };
      else if (b.kind === "heading" || !/\d/.test(b.text)) group = null;
      continue;
    }
    const own = labelled(b);
    if (own) {
      found.push({ ...own, money: amounts, blocks: [b.index], heading: headingOf(blocks, b) });
      continue;
    }
    if (!group) {
      // No label: the rate is known by what it is per, in its section ("per cluster").
      const per = resourceOf(b.text);
      const heading = headingOf(blocks, b);
      // Known by what it is per without how many ("per 1,000 requests" and "per 10,000 requests" are one rate, repriced).
      const name = (x: string) => (heading ? `${heading} · per ${x}` : `per ${x}`);
      if (per) found.push({ label: name(per), key: name(per.replace(/^\S*\d\S*\s*/u, "")), value: b.text, money: amounts, blocks: [b.index], heading: null });
      continue;
    }
    if (group.fact) {
      group.fact.value += `; ${b.text}`;
      group.fact.money.push(...amounts);
      group.fact.blocks.push(b.index);
    } else {
      group.fact = { label: group.label, value: b.text, money: amounts, blocks: [b.index], heading: headingOf(blocks, b) };
      found.push(group.fact);
    }
  }
  const count = new Map<string, number>();
  const keyOf = (f: (typeof found)[number]) => blockKey(f.key ?? f.label);
  for (const f of found) count.set(keyOf(f), (count.get(keyOf(f)) ?? 0) + 1);
  const out = new Map<string, RateFact>();
  for (const f of found) {
    const unique = count.get(keyOf(f)) === 1;
    const label = unique || !f.heading ? f.label : `${f.heading} · ${f.label}`;
    const id = blockKey(f.key ?? label);
    if (out.has(id)) {
      out.delete(id);
      continue;
    }
    out.set(id, { label, value: f.value, money: [...f.money].sort(), blocks: f.blocks });
  }
  return out;
}

/** Words an edit changes: paired blocks by their word diff, unpaired blocks whole. */
export function changedWords(before: PageBlock[], after: PageBlock[], pairs: Array<[number, number]>): number {
  const byIndex = (xs: PageBlock[]) => new Map(xs.map((x) => [x.index, x]));
  const o = byIndex(before);
  const n = byIndex(after);
  let words = pairs.reduce((k, [i, j]) => k + Math.max(o.get(i)!.words.length, n.get(j)!.words.length) - lcsLength(o.get(i)!.words, n.get(j)!.words), 0);
  const po = new Set(pairs.map(([i]) => i));
  const pn = new Set(pairs.map(([, j]) => j));
  words += before.filter((x) => !po.has(x.index)).reduce((k, x) => k + x.words.length, 0);
  words += after.filter((x) => !pn.has(x.index)).reduce((k, x) => k + x.words.length, 0);
  return words;
}

/** What is left of an edit once the facts taken out of it own their blocks (null: only headings are left). */
export function editWithout(e: CopyEdit, takenOld: Set<number>, takenNew: Set<number>): CopyEdit | null {
  const before = e.before.filter((x) => !takenOld.has(x.index));
  const after = e.after.filter((x) => !takenNew.has(x.index));
  const pairs = e.pairs.filter(([i, j]) => !takenOld.has(i) && !takenNew.has(j));
  return [...before, ...after].some((x) => x.kind !== "heading") ? { before, after, pairs, changedWords: changedWords(before, after, pairs) } : null;
}

const same = (x: string[], y: string[]) => x.length === y.length && x.every((m, i) => m === y[i]);

/**
 * Splits an edit into the rates it touches and what remains. Returns null when the edit touches no
 * rate whole (every block of the rate inside the edit or unchanged on the page).
 */
export function splitRates(e: CopyEdit, rates: { before: Map<string, RateFact>; after: Map<string, RateFact> }): { diffs: RateDiff[]; rest: CopyEdit | null } | null {
  const oldIn = new Set(e.before.map((x) => x.index));
  const newIn = new Set(e.after.map((x) => x.index));
  const touches = (f: RateFact | undefined, mine: Set<number>) => !!f && f.blocks.some((i) => mine.has(i));
  const diffs: RateDiff[] = [];
  const takenOld = new Set<number>();
  const takenNew = new Set<number>();
  const relabelled = relabels(rates.before, rates.after);
  for (const id of new Set([...rates.before.keys(), ...rates.after.keys()])) {
    if (relabelled.has(id) && !rates.after.has(id)) continue;
    const o = rates.before.get(relabelled.get(id) ?? id);
    const n = rates.after.get(id);
    if (!touches(o, oldIn) && !touches(n, newIn)) continue;
    // A rate that is gone stays in the edit's prose: the edit says what went (a section, an offer).
    if (!n) continue;
    // A rate must sit wholly in this edit or in unchanged blocks; a half-edited group stays prose.
    if (o && o.blocks.some((i) => !oldIn.has(i)) && touches(o, oldIn)) continue;
    if (n && n.blocks.some((i) => !newIn.has(i)) && touches(n, newIn)) continue;
    for (const i of o && touches(o, oldIn) ? o.blocks : []) takenOld.add(i);
    for (const i of n && touches(n, newIn) ? n.blocks : []) takenNew.add(i);
    // The same amounts in other words is no change; the same amounts beside another figure that changed
    // (what the amount is per, "per 1,000" → "per 10,000"; a free allowance before it) is.
    if (o && n && same(o.money, n.money) && same(otherFigures(o.value), otherFigures(n.value))) continue;
    diffs.push({ label: (n ?? o)!.label, before: o ?? null, after: n ?? null });
  }
  if (!takenOld.size && !takenNew.size) return null;
  return { diffs, rest: editWithout(e, takenOld, takenNew) };
}

/** A rate's value with its money amounts taken out ("$0.12 / GB / month" → " / GB / month"). */
function withoutAmounts(value: string): string {
  let out = value;
  for (const m of [...findMoney(value)].sort((x, y) => y.index - x.index)) out = out.slice(0, m.index) + out.slice(m.index + m.raw.length);
  return out;
}

/** The figures of a rate's value other than its money amounts, each in one writing ("1,000" = "1K" = "1000": lib/wording-key.ts). */
const otherFigures = (value: string) => wordingKey(withoutAmounts(value)).match(/\d+(?:\.\d+)?/g) ?? [];

const labelWords = (label: string) => new Set(label.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/**
 * Rates whose label lost or gained words ("(Optional Add-on) Volume Storage" → "Volume Storage") while
 * their value kept its words (its amounts may differ): the same rate, relabelled. Maps the new id to the
 * old one and the old id to itself (each only when one rate on either side fits).
 */
function relabels(before: Map<string, RateFact>, after: Map<string, RateFact>): Map<string, string> {
  const out = new Map<string, string>();
  const gone = [...before].filter(([id]) => !after.has(id));
  const came = [...after].filter(([id]) => !before.has(id));
  const within = (a: Set<string>, b: Set<string>) => [...a].every((w) => b.has(w));
  const fits = (o: RateFact, n: RateFact) => {
    const a = labelWords(o.label);
    const b = labelWords(n.label);
    return blockKey(withoutAmounts(o.value)) === blockKey(withoutAmounts(n.value)) && a.size > 0 && b.size > 0 && (within(a, b) || within(b, a));
  };
  for (const [nid, n] of came) {
    const olds = gone.filter(([, o]) => fits(o, n));
    if (olds.length !== 1 || came.filter(([, m]) => fits(olds[0][1], m)).length !== 1) continue;
    out.set(nid, olds[0][0]);
    out.set(olds[0][0], olds[0][0]);
  }
  return out;
}

/** "A10: $1.50/hr per GPU → $0.75/hr per GPU", "RAM: $50 / GB / month (new)". */
export function describeRate(d: RateDiff): string {
  if (d.before && d.after) return `${d.label}: ${d.before.value} → ${d.after.value}`;
  if (d.after) return `${d.label}: ${d.after.value} (new rate)`;
  return `${d.label}: ${d.before!.value} (rate removed)`;
}

/**
 * Prices named in a sentence. Prose often lists offers with their price in brackets right after
 * the name: "a Standard ($29/month), Premium ($199/month) or Enterprise (from $2,500/month)
 * package". Each such pair is a fact known by its name (the capitalised words before the bracket);
 * the facts of both versions are matched by name over the page, and each offer whose amounts
 * changed, or that came or went in an edit, is its own change. The sentence stays copy too (it
 * says more than the prices).
 */
import type { CopyEdit, PageBlock } from "./copy-blocks";
import { blockKey } from "./copy-blocks";
import { findMoney } from "@/lib/pricing/money-parse";
import type { PageKind } from "@/lib/scan/types";
import { roundMagnitude, type DetectedChange } from "./types";

export interface NamedPrice {
  name: string;
  /** What the bracket says ("$29/month", "starting at $2500/month"). */
  value: string;
  /** Its amounts, normalised and sorted ("USD 29"). */
  money: string[];
  block: number;
}

export interface NamedPriceDiff {
  before: NamedPrice | null;
  after: NamedPrice | null;
}

/** One to three capitalised words (a name), then a bracket of a few words. */
const NAMED = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}-]*(?:\s+\p{Lu}[\p{L}\p{N}-]*){0,2})\s*\(([^()]{1,60})\)/gu;
const MAX_VALUE_WORDS = 6;

function namedIn(b: PageBlock): NamedPrice[] {
  if (b.kind === "heading" || b.cells) return [];
  const out: NamedPrice[] = [];
  for (const m of b.text.matchAll(NAMED)) {
    const value = m[2].trim();
    const money = findMoney(value);
    if (!money.length || value.split(/\s+/).length > MAX_VALUE_WORDS) continue;
    out.push({ name: m[1], value, money: money.map((t) => `${t.currency ?? ""} ${t.amount}`).sort(), block: b.index });
  }
  return out;
}

/** The named prices of a page by name; a name priced twice is ambiguous and left out. */
export function pageNamedPrices(blocks: PageBlock[]): Map<string, NamedPrice> {
  const out = new Map<string, NamedPrice>();
  const twice = new Set<string>();
  for (const b of blocks)
    for (const f of namedIn(b)) {
      const id = blockKey(f.name);
      if (out.has(id)) twice.add(id);
      else out.set(id, f);
    }
  for (const id of twice) out.delete(id);
  return out;
}

const same = (x: string[], y: string[]) => x.length === y.length && x.every((m, i) => m === y[i]);

/** The named prices an edit's blocks state that changed, came or went. */
export function namedPriceDiffs(e: CopyEdit, prices: { before: Map<string, NamedPrice>; after: Map<string, NamedPrice> }): NamedPriceDiff[] {
  const oldIn = new Set(e.before.map((x) => x.index));
  const newIn = new Set(e.after.map((x) => x.index));
  const diffs: NamedPriceDiff[] = [];
  for (const id of new Set([...prices.before.keys(), ...prices.after.keys()])) {
    const o = prices.before.get(id) ?? null;
    const n = prices.after.get(id) ?? null;
    if (!(o && oldIn.has(o.block)) && !(n && newIn.has(n.block))) continue;
    if (o && n && same(o.money, n.money)) continue;
    diffs.push({ before: o, after: n });
  }
  return diffs;
}

/** "Standard: $29/month (new)", "Premium: $199/month → $249/month", "Standard: $29/month (removed)". */
export function describeNamedPrice(d: NamedPriceDiff): string {
  const name = (d.after ?? d.before)!.name;
  if (d.before && d.after) return `${name}: ${d.before.value} → ${d.after.value}`;
  if (d.after) return `${name}: ${d.after.value} (new)`;
  return `${name}: ${d.before!.value} (removed)`;
}

/** One change per named price that changed, came or went: the phrase itself is its content. */
export function namedPriceChange(d: NamedPriceDiff, page: { kind: PageKind; url: string }, totalWords: number): DetectedChange {
  const phrase = (f: NamedPrice | null) => (f ? `${f.name} (${f.value})` : null);
  const words = [phrase(d.before), phrase(d.after)].join(" ").split(/\s+/).length;
  return {
    type: "pricing",
    description: describeNamedPrice(d),
    oldContent: phrase(d.before),
    newContent: phrase(d.after),
    url: page.url,
    magnitude: roundMagnitude(Math.max(0.2, words / totalWords)),
    facts: {
      kind: "price_terms_changed",
      fact: { kind: "named_price", label: (d.after ?? d.before)!.name, before: d.before?.value ?? null, after: d.after?.value ?? null },
      page: page.kind,
      section: null,
      changedWords: words,
      totalWords,
      moneyBefore: d.before?.money ?? [],
      moneyAfter: d.after?.money ?? [],
      blocksBefore: d.before ? [phrase(d.before)] : [],
      blocksAfter: d.after ? [phrase(d.after)] : [],
      headings: [],
      pairedOnly: d.before && d.after ? 1 : 0,
    },
  };
}

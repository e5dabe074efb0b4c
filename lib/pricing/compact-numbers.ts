/**
 * Amounts written in CLDR's compact number forms: "$1.5K", "2 Mio. €", "1,2 mil €", "10万円", "5만원",
 * "₹2 Cr", "10 тыс. руб.", "۵۰ هزار ریال". The words and the powers of ten they stand for come from
 * Unicode CLDR through Node's Intl (`notation: "compact"`, short and long, in the locales of every
 * country), built once on first use.
 *
 * A word means different things in different languages ("B" is 10⁹ in English and 10³ in Turkish, "mil"
 * 10³ in Spanish and 10⁶ in Slovak, "billion" 10⁹ in English and 10¹² in French), so a word is read
 * through the amount's currency: the locales of the country the currency is named after ("USD" → the
 * United States, "BRL" → Brazil), or of every country using it when it has none ("EUR"). The word must
 * be written there and mean one power of ten there; otherwise it is not read. A form as CLDR writes it
 * ("mil" without a point, "mil." with one) is looked up before the same form without its point.
 */
import { currencyLocales } from "./currency-cldr";

/** Powers of ten CLDR has compact forms for (thousand to trillion, with 万/만, lakh and crore steps). */
const POWERS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
/** Leading digits formatted at each power: plural forms differ by count ("Million", "Millionen", "milionów"). */
const COUNTS = [1, 2, 3, 5];

/** Locales by multiplier, for one written form. */
type Readings = Map<number, Set<string>>;

interface Table {
  /** Forms as CLDR writes them, lower-cased ("mio.", "mil", "万"). */
  exact: Map<string, Readings>;
  /** The same without a final point ("mio"). */
  loose: Map<string, Readings>;
  /** Lengths of the forms, by first character, longest first. */
  byFirst: Map<string, number[]>;
  /** Words that also name a unit of measure ("km", "B" for byte, "mi"). */
  units: Set<string>;
}

let table: Table | null = null;
const multipliers = new Map<string, number | null>();

const fold = (s: string) => s.toLowerCase().replace(/\s+/g, " ");
const noPoint = (s: string) => s.replace(/\.$/, "");

function put(map: Map<string, Readings>, key: string, multiplier: number, locale: string): void {
  const readings = map.get(key) ?? new Map<number, Set<string>>();
  readings.set(multiplier, (readings.get(multiplier) ?? new Set<string>()).add(locale));
  map.set(key, readings);
}

/** The (form, multiplier) pairs of one formatter: every power at every count. */
function forms(nf: Intl.NumberFormat): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  for (const p of POWERS) {
    for (const c of COUNTS) {
      const value = c * 10 ** p;
      const parts = nf.formatToParts(value);
      const word = fold(parts.filter((x) => x.type === "compact").map((x) => x.value).join("").replace(/[\u200b-\u200f\u061c]/g, "").trim());
      const shown = Number(parts.map((x) => (x.type === "integer" || x.type === "fraction" ? x.value : x.type === "decimal" ? "." : "")).join(""));
      // every compact form stands for a power of ten (thousand, 万, lakh, crore)
      if (word && !/\d/.test(word) && shown) out.push([word, 10 ** Math.round(Math.log10(value / shown))]);
    }
  }
  return out;
}

function build(): Table {
  const t: Table = { exact: new Map(), loose: new Map(), byFirst: new Map(), units: unitWords() };
  const locales = new Set([...currencyLocales().values()].flatMap((c) => c.all));
  // Most locales of a language write what the language does ("en-AT" as "en"): one pass per distinct writing.
  const bySignature = new Map<string, Array<[string, number]>>();
  for (const locale of locales) {
    const nfs = (["short", "long"] as const).map((d) => new Intl.NumberFormat(locale, { notation: "compact", compactDisplay: d, numberingSystem: "latn", maximumSignificantDigits: 21 }));
    const signature = nfs.map((nf) => POWERS.map((p) => nf.format(2 * 10 ** p)).join(" ")).join(" ");
    let pairs = bySignature.get(signature);
    if (!pairs) bySignature.set(signature, (pairs = nfs.flatMap(forms)));
    for (const [word, multiplier] of pairs) {
      put(t.exact, word, multiplier, locale);
      put(t.loose, noPoint(word), multiplier, locale);
    }
  }
  for (const key of [...t.exact.keys(), ...t.loose.keys()]) {
    const list = t.byFirst.get(key[0]) ?? [];
    if (!list.includes(key.length)) list.push(key.length);
    t.byFirst.set(key[0], list.sort((a, b) => b - a));
  }
  return t;
}

/** English CLDR spellings of units of measure, lower-cased ("km", "b", "mi", "min", "l"). */
function unitWords(): Set<string> {
  const out = new Set<string>();
  for (const unit of Intl.supportedValuesOf("unit")) {
    for (const unitDisplay of ["short", "narrow", "long"] as const) {
      const nf = new Intl.NumberFormat("en", { style: "unit", unit, unitDisplay });
      for (const n of [1, 2]) out.add(fold(nf.formatToParts(n).filter((p) => p.type === "unit").map((p) => p.value).join("").trim()));
    }
  }
  return out;
}

const tableOf = (): Table => (table ??= build());

/** A compact word found after a number. */
export interface CompactWord {
  /** Where the word starts and ends (its point included when CLDR writes one). */
  start: number;
  end: number;
  /** The form as found, lower-cased ("mio.", "k", "万"). */
  key: string;
  /** Written right after the digits, with no space ("$1.5K", "10万"). */
  glued: boolean;
  /**
   * One letter ("K", "M", "L") or a unit's spelling too ("km", "mi", "B" for byte): as often a word or a
   * unit as a multiplier when it stands apart from the digits.
   */
  unitLike: boolean;
}

const SPACE = /[ \u00a0\u202f\u2009]/;
/** Scripts written without spaces between words: a compact word may run into the next one ("万円", "만원"). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]$/u;
const WORD_GOES_ON = /^[\p{L}\p{M}\p{N}²³'’-]/u;

/** A compact number word (any letter case) right after the number ending at `pos`, or null. */
export function compactWordAt(text: string, pos: number): CompactWord | null {
  let start = pos;
  if (SPACE.test(text[start] ?? "")) start++;
  const first = text[start]?.toLowerCase();
  if (!first || !/\p{L}/u.test(first)) return null;
  const t = tableOf();
  for (const len of t.byFirst.get(first) ?? []) {
    const key = fold(text.slice(start, start + len));
    if (!t.exact.has(key) && !t.loose.has(key)) continue;
    const after = text.slice(start + len, start + len + 1);
    if (WORD_GOES_ON.test(after) && !(UNSPACED.test(key) && /\p{L}/u.test(after))) continue;
    const bare = noPoint(key);
    return { start, end: start + len, key, glued: start === pos, unitLike: bare.length === 1 || t.units.has(bare) };
  }
  return null;
}

/**
 * The power of ten a compact word stands for beside an amount in `currency`: the one the locales of
 * the currency's home country (else of its countries) give it, or null when they do not write it or
 * give it more than one meaning.
 */
export function compactMultiplier(word: CompactWord, currency: string): number | null {
  const k = `${currency} ${word.key}`;
  if (multipliers.has(k)) return multipliers.get(k) ?? null;
  const t = tableOf();
  const places = currencyLocales().get(currency);
  const locales = new Set(places?.home ?? places?.all ?? []);
  const pick = (readings: Readings | undefined) => [...(readings ?? [])].filter(([, ls]) => [...ls].some((l) => locales.has(l))).map(([m]) => m);
  let found = pick(t.exact.get(word.key));
  if (!found.length) found = pick(t.loose.get(noPoint(word.key)));
  const m = found.length === 1 ? found[0] : null;
  multipliers.set(k, m);
  return m;
}

/**
 * The power of ten a compact word stands for in nearly every locale that writes it (nine in ten or
 * more: "K" → 1000 in 378 locales, 10⁵ in Tongan alone), or null when locales differ more ("B": 10⁹ in
 * English, 10³ in Turkish, is still 10⁹ by count) or none writes it. For figures with no currency to read
 * the word through (a quantity: "1K vCPU"), and only to compare two wordings, never to read a price.
 */
export function dominantMultiplier(word: CompactWord): number | null {
  const k = `* ${word.key}`;
  if (multipliers.has(k)) return multipliers.get(k) ?? null;
  const t = tableOf();
  const readings = t.exact.get(word.key) ?? t.loose.get(noPoint(word.key));
  const counts = [...(readings ?? [])].map(([m, ls]) => [m, ls.size] as const).sort((x, y) => y[1] - x[1]);
  const total = counts.reduce((n, [, c]) => n + c, 0);
  const m = counts.length && counts[0][1] >= 0.9 * total ? counts[0][0] : null;
  multipliers.set(k, m);
  return m;
}

/** An amount times a power of ten, without binary noise (1.1 × 1000 = 1100). */
export function scaleAmount(amount: number, multiplier: number): number {
  return Number((amount * multiplier).toPrecision(12));
}

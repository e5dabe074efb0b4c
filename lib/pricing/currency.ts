/**
 * Currencies: recognising a currency symbol, code or local spelling next to a number ("US$", "zł",
 * "руб.", "د.إ", "kr", "francs"), and choosing the ISO 4217 code of an ambiguous symbol ("$", "¥", "kr")
 * from what a page says about itself (lib/scan/extract/currency-hints.ts, which reads the page). The spellings come from
 * Unicode CLDR through Intl (./currency-cldr), built on first use; ./currency-tables adds ISO data and
 * the few spellings CLDR lacks.
 */
import { cldrSpellings, intlCurrencies, type CldrSpelling } from "./currency-cldr";
import {
  ACTIVE_CODES, EXTRA_SPELLINGS, HISTORIC_CODES, MAJOR_CURRENCIES, POINT_DECIMAL, THREE_DECIMAL, WORDLIKE_CODES, ZERO_DECIMAL,
} from "./currency-tables";

/** ISO 4217 codes that name no money (the code for "no currency" and the one reserved for testing). */
const NO_MONEY_CODES = new Set(["XXX", "XTS"]);

/** A currency spelling and what it may name. */
export interface CurrencySymbol {
  /** The spelling as listed in the tables. */
  text: string;
  /** ISO codes it can name, most likely first; more than one = ambiguous. */
  codes: string[];
  /** Recognised only in a price string, not in running text (single letters, unit-like words). */
  priceOnly: boolean;
  /** Where it may stand relative to the number in running text (in a price string, anywhere). */
  pos: "any" | "before" | "after";
  /** In running text, the codes read there when fewer than in price strings ("kroner": not the Swedish krone). */
  inText?: CurrencySymbol;
  /** An ISO code that is also a word ("TOP", "TRY", "ALL"): in running text only after the number. */
  wordLike: boolean;
}

/** Where the running-text or the price-string rules apply. */
export type Scope = "text" | "price";

/** A symbol found next to or within a text. */
export interface SymbolHit {
  start: number;
  end: number;
  sym: CurrencySymbol;
}

export const words = (s: string) => s.trim().split(/\s+/);
export const ISO_CODES: ReadonlySet<string> = new Set([...intlCurrencies(), ...words(ACTIVE_CODES), ...words(HISTORIC_CODES)]);
const WORDLIKE = new Set(words(WORDLIKE_CODES));
const ACTIVE = new Set([...intlCurrencies(), ...words(ACTIVE_CODES)]);
const ZERO = new Set(words(ZERO_DECIMAL));
const THREE = new Set(words(THREE_DECIMAL));
const POINT = new Set(words(POINT_DECIMAL));
const MAJOR = words(MAJOR_CURRENCIES);

/** Decimals a currency's prices are written with in practice (0, 2 or 3). */
export function minorUnits(code: string | null | undefined): number {
  return code ? (ZERO.has(code) ? 0 : THREE.has(code) ? 3 : 2) : 2;
}

/** Whether "1.299" in this currency reads as 1.299 (point decimal) rather than 1299. */
export function pointIsDecimal(code: string | null | undefined): boolean {
  return !code || THREE.has(code) || (POINT.has(code) && !ZERO.has(code));
}

const KEY_CHARS = /[\s.\u200b-\u200f\u061cʻʼ’‘]/;

/** Lookup key of a written symbol: no bidi marks, single spaces, none after a point, no end points. */
export function symbolKey(s: string): string {
  if (!KEY_CHARS.test(s)) return s;
  let k = s.replace(/[\u200b-\u200f\u061c]/g, "").replace(/[ʻʼ’‘]/g, "'").replace(/\s+/g, " ").replace(/\. /g, ".").trim().replace(/\.+$/, "");
  if (/[\u0600-\u06ff]/.test(k)) k = k.replace(/^\.+/, "");
  return k;
}

/** One spelling's reading of one currency while the table is built. */
interface Reading {
  code: string;
  priceOnly: boolean;
  pos: CurrencySymbol["pos"];
  primary: boolean;
  /** Only from some language's display name (weaker than the currency's own countries' forms). */
  display?: boolean;
}

/** Symbols, written as they are ("kr", "Kč", "R"). */
const EXACT = new Map<string, CurrencySymbol>();
/** Names and words, and other-case forms of symbols, lower-cased ("us dollars", "francs", "ksh"). */
const FOLDED = new Map<string, CurrencySymbol>();
/** Lengths a written symbol can have, by its last character and by its first (longest first). */
interface Lengths {
  byLast: Map<string, number[]>;
  byFirst: Map<string, number[]>;
}
const lengths = (): Lengths => ({ byLast: new Map(), byFirst: new Map() });
/** Every key (price strings); keys read in running text before a number; keys read there after one. */
const PRICE = lengths();
const TEXT_BEFORE = lengths();
const TEXT_AFTER = lengths();
const indexOf = (scope: Scope, side: "before" | "after") => (scope === "price" ? PRICE : side === "before" ? TEXT_BEFORE : TEXT_AFTER);
let built = false;

const LETTERS_ONLY = /^\p{L}+\.?$/u;
const lower = (s: string) => s.toLowerCase();

/** How a CLDR spelling reads in running text: symbols anywhere (a single letter only in price strings), names after the number. */
function reading(s: CldrSpelling): Reading {
  const r = { code: s.code, primary: !!s.primary, display: !!s.display };
  if (s.kind === "symbol") return { ...r, priceOnly: LETTERS_ONLY.test(s.text) && s.text.replace(".", "").length < 2, pos: "any" };
  // A plural ("francs", "US dollars"), or a noun or name no count changes ("yen", "Euro"), follows a number in
  // running text; a singular ("franc") or any language's display name ("Sol", "dolar amerykański") only in price strings.
  return { ...r, priceOnly: s.kind === "word" || (s.kind === "name" && (!!s.display || !/\s/.test(s.text))), pos: "after" };
}

/** Readings most likely first: the currency's own English symbol, its countries' forms before other languages' names, then the most traded currency. */
function rank(a: Reading, b: Reading): number {
  if (a.primary !== b.primary) return a.primary ? -1 : 1;
  if (!!a.display !== !!b.display) return a.display ? 1 : -1;
  const ia = MAJOR.indexOf(a.code);
  const ib = MAJOR.indexOf(b.code);
  if (ia !== ib) return (ia < 0 ? 999 : ia) - (ib < 0 ? 999 : ib);
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

function collect(into: Map<string, Map<string, Reading>>, key: string, r: Reading) {
  const readings = into.get(key) ?? new Map<string, Reading>();
  const had = readings.get(r.code);
  // The most permissive reading of a code wins ("lei" as a symbol beats "lei" as a plural noun).
  if (!had || (had.priceOnly && !r.priceOnly) || (had.pos !== "any" && r.pos === "any") || (!had.primary && r.primary) || (had.display && !r.display)) {
    readings.set(r.code, { ...r, primary: r.primary || !!had?.primary, display: !!r.display && (!had || !!had.display) });
  }
  into.set(key, readings);
}

function finish(from: Map<string, Map<string, Reading>>, into: Map<string, CurrencySymbol>) {
  for (const [key, readings] of from) {
    const rs = [...readings.values()].sort(rank);
    const pos = rs.every((r) => r.pos === rs[0].pos) ? rs[0].pos : "any";
    const sym: CurrencySymbol = { text: key, codes: rs.map((r) => r.code), priceOnly: rs.every((r) => r.priceOnly), pos, wordLike: false };
    const inText = rs.filter((r) => !r.priceOnly);
    if (inText.length && inText.length < rs.length) {
      const tpos = inText.every((r) => r.pos === inText[0].pos) ? inText[0].pos : "any";
      sym.inText = { ...sym, codes: inText.map((r) => r.code), pos: tpos };
    }
    into.set(key, sym);
  }
}

function index(map: Map<string, number[]>, c: string, len: number) {
  const lens = map.get(c);
  if (!lens) map.set(c, [len]);
  else if (!lens.includes(len)) lens.push(len);
}

/** Compatibility forms that read as other text ("＄" as "$", "￡" as "£", "﷼" as "ریال"). */
const COMPAT: string[] = [];
for (let c = 0xff01; c <= 0xff5e; c++) COMPAT.push(String.fromCharCode(c));
for (const c of "￠￡￥￦﷼") COMPAT.push(c);

/** Indexes keys by the characters a written form of them can start and end with. */
function buildIndex(keys: Iterable<string>, { byLast: BY_LAST, byFirst: BY_FIRST }: Lengths) {
  const firstOf = new Map<string, string[]>();
  for (const c of COMPAT) {
    const n = c.normalize("NFKC");
    if (n !== c) firstOf.set(n[0], [...(firstOf.get(n[0]) ?? []), c]);
  }
  for (const key of keys) {
    const dots = key.split(".").length - 1;
    const arabic = /[\u0600-\u06ff]/.test(key);
    const firsts = new Set([key[0], key[0].toLowerCase(), key[0].toUpperCase()]);
    const lasts = new Set([key[key.length - 1], key[key.length - 1].toLowerCase(), key[key.length - 1].toUpperCase()]);
    // Written forms: the key, with a trailing (Arabic: or leading) point, with a space after inner points.
    for (let extra = 0; extra <= dots + 1; extra++) {
      for (const c of lasts) index(BY_LAST, c, key.length + extra);
      for (const c of firsts) index(BY_FIRST, c, key.length + extra);
    }
    index(BY_LAST, ".", key.length + 1);
    if (arabic) index(BY_FIRST, ".", key.length + 1);
    // A compatibility character written for the key's start ("＄5", "₨ 500"): as long as what it stands for.
    for (const c of firstOf.get(key[0]) ?? []) {
      const n = c.normalize("NFKC");
      if (key.startsWith(n)) {
        index(BY_FIRST, c, key.length - n.length + 1);
        if (key === n) index(BY_LAST, c, 1);
      }
    }
  }
  for (const lens of [...BY_LAST.values(), ...BY_FIRST.values()]) lens.sort((a, b) => b - a);
}

/** Builds the spelling table on first use: ISO codes, CLDR spellings, then the few CLDR lacks. */
function build() {
  if (built) return;
  built = true;
  const exact = new Map<string, Map<string, Reading>>();
  const folded = new Map<string, Map<string, Reading>>();
  for (const s of cldrSpellings()) {
    const key = symbolKey(s.text);
    const r = reading(s);
    if (s.kind !== "symbol") collect(folded, lower(key), r);
    else {
      collect(exact, key, r);
      // "KSH", "Ksh", "ksh": another letter case of a symbol of two letters, in price strings only
      // (and "Kr", "KR", "Lei" for an all-lower-case "kr", "lei" anywhere); of three letters or more
      // ("KSh", "TSH" for "Ksh", "TSh"), anywhere: so long a symbol in any letter case is no word.
      if (/\p{L}.*\p{L}/u.test(key)) {
        const caseless = key === lower(key);
        const long = (key.match(/\p{L}/gu) ?? []).length >= 3;
        for (const variant of [key[0].toUpperCase() + key.slice(1), key.toUpperCase()]) if (variant !== key) collect(exact, variant, { ...r, priceOnly: r.priceOnly || !(caseless || long) });
        collect(folded, lower(key), { ...r, priceOnly: r.priceOnly || !long });
      }
    }
  }
  for (const line of EXTRA_SPELLINGS.split("\n")) {
    const m = line.match(/^(\S+): (.+)$/);
    if (!m) continue;
    const mark = m[1].match(/^(.*?)([~<>]*)$/) as RegExpMatchArray;
    const key = symbolKey(mark[1].replace(/_/g, " "));
    const pos = mark[2].includes(">") ? "after" : mark[2].includes("<") ? "before" : "any";
    words(m[2]).forEach((code, i) => collect(exact, key, { code, priceOnly: mark[2].includes("~"), pos, primary: i === 0 }));
  }
  // A symbol that is also a name or noun reads as either ("lei": the Romanian symbol, the Moldovan plural).
  for (const [key, readings] of exact) for (const r of folded.get(lower(key))?.values() ?? []) if (!readings.has(r.code)) readings.set(r.code, r);
  // "AU $", "NZ $": a country prefix of two or more letters may stand apart from the dollar sign.
  for (const [key, readings] of [...exact]) if (/^[A-Za-z]{2,}\$$/.test(key)) for (const r of readings.values()) collect(exact, `${key.slice(0, -1)} $`, r);
  finish(exact, EXACT);
  finish(folded, FOLDED);
  for (const code of ISO_CODES) {
    if (NO_MONEY_CODES.has(code)) continue;
    // Withdrawn codes ("ATS3", "DEM 100") only in price strings: in running text they are mostly something else.
    EXACT.set(code, { text: code, codes: [code], priceOnly: !ACTIVE.has(code), pos: "any", wordLike: WORDLIKE.has(code) });
    // "29 pln", "9 chf / Monat": a code in use written in lower case, after the number in running text
    // (not the codes that are also words: "5 all", "10 top")
    const low = lower(code);
    if (ACTIVE.has(code) && !WORDLIKE.has(code) && !EXACT.has(low) && !FOLDED.has(low)) EXACT.set(low, { text: low, codes: [code], priceOnly: false, pos: "after", wordLike: false });
  }
  const all = [...EXACT.entries(), ...FOLDED.entries()];
  buildIndex(all.map(([k]) => k), PRICE);
  const inText = all.filter(([, sym]) => !sym.priceOnly).map(([k, sym]) => [k, sym.inText ?? sym] as const);
  buildIndex(inText.filter(([, sym]) => sym.pos !== "after").map(([k]) => k), TEXT_BEFORE);
  buildIndex(inText.filter(([, sym]) => sym.pos !== "before").map(([k]) => k), TEXT_AFTER);
}

const NEEDS_KEY = /[\s.\u200b-\u200f\u061c]/;

/** The currency a written symbol names, if it is one ("$", "zł", "EUR", "руб.", "US dollars"). */
export function lookupSymbol(written: string, scope: Scope = "price"): CurrencySymbol | null {
  build();
  let key = written;
  let hit = EXACT.get(key);
  if (!hit && NEEDS_KEY.test(written)) hit = EXACT.get((key = symbolKey(written)));
  if (!hit && /\p{L}/u.test(key)) hit = FOLDED.get(lower(key));
  if (!hit && /[^\x00-\u2fff]/.test(key)) {
    // "＄", "￡", "﷼": compatibility forms read as what they stand for.
    const n = key.normalize("NFKC");
    if (n !== key) hit = EXACT.get(n) ?? FOLDED.get(lower(n));
  }
  if (hit) return scope === "text" ? (hit.priceOnly ? null : (hit.inText ?? hit)) : hit;
  if (scope === "price" && /^[A-Za-z]{3}$/.test(key)) {
    // "CHf", "GBp", "eur", "pln": a code in another letter case, in a price string only.
    const upper = key.toUpperCase();
    const caps = key.replace(/[^A-Z]/g, "").length;
    if (ACTIVE.has(upper) && (caps >= 2 || (caps === 0 && !WORDLIKE.has(upper)))) return EXACT.get(upper) ?? null;
  }
  return null;
}

const WORD_CHAR = /[\p{L}\p{M}]/u;
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
const wordChars = new Map<string, boolean>();

/** Letters of scripts written with spaces between words; CJK and Thai-like scripts are not. */
function isWordChar(c: string | undefined): boolean {
  if (!c) return false;
  const code = c.charCodeAt(0);
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  let w = wordChars.get(c);
  if (w === undefined) wordChars.set(c, (w = WORD_CHAR.test(c) && !UNSPACED.test(c)));
  return w;
}

const SPACE = /\s/;
const isSpace = (c: string) => c === " " || (c.charCodeAt(0) > 127 ? SPACE.test(c) : c.charCodeAt(0) < 33);

/** A symbol occupying exactly text[start, end), standing alone as a word on its edges. */
function symbolIn(text: string, start: number, end: number, scope: Scope): CurrencySymbol | null {
  const first = text[start];
  const last = text[end - 1];
  if (isSpace(first) || isSpace(last)) return null;
  if (isWordChar(first) && isWordChar(text[start - 1])) return null;
  if (isWordChar(last) && isWordChar(text[end])) return null;
  return lookupSymbol(text.slice(start, end), scope);
}

/** The symbol ending just before `pos` (after up to two spaces or a colon): "US$ 12", "CHF:12". */
export function symbolBefore(text: string, pos: number, scope: Scope): SymbolHit | null {
  build();
  let p = pos;
  for (let i = 0; i < 2 && p > 0 && (text[p - 1] === ":" || isSpace(text[p - 1])); i++) p--;
  for (const len of indexOf(scope, "before").byLast.get(text[p - 1]) ?? []) {
    if (len > p) continue;
    const sym = symbolIn(text, p - len, p, scope);
    if (sym && (scope === "price" || (sym.pos !== "after" && !sym.wordLike))) return { start: p - len, end: p, sym };
  }
  return null;
}

/** The symbol starting just after `pos` (after up to two spaces): "12 €", "49,90zł". */
export function symbolAfter(text: string, pos: number, scope: Scope): SymbolHit | null {
  build();
  let q = pos;
  for (let i = 0; i < 2 && q < text.length && isSpace(text[q]); i++) q++;
  for (const len of indexOf(scope, "after").byFirst.get(text[q]) ?? []) {
    if (q + len > text.length) continue;
    const sym = symbolIn(text, q, q + len, scope);
    if (sym && (scope === "price" || sym.pos !== "before")) return { start: q, end: q + len, sym };
  }
  return null;
}

/** Every symbol standing in a short text, left to right, longest first (for price strings and hints). */
export function scanSymbols(text: string, scope: Scope): SymbolHit[] {
  build();
  const hits: SymbolHit[] = [];
  for (let i = 0; i < Math.min(text.length, 400); i++) {
    for (const len of indexOf(scope, "after").byFirst.get(text[i]) ?? []) {
      if (i + len > text.length) continue;
      const sym = symbolIn(text, i, i + len, scope);
      if (sym) {
        hits.push({ start: i, end: i + len, sym });
        i += len - 1;
        break;
      }
    }
  }
  return hits;
}

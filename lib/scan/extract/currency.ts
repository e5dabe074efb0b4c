/**
 * Currencies: recognising a currency symbol, code or local spelling next to a number ("US$", "zł",
 * "руб.", "د.إ", "kr"), and choosing the ISO 4217 code of an ambiguous symbol ("$", "¥", "kr") from
 * what a page says about itself (language, domain, declared priceCurrency). Tables: ./currency-tables.
 */
import {
  ACTIVE_CODES, AMBIGUOUS, HISTORIC_CODES, LANGUAGE_REGION, POINT_DECIMAL, REGION_CURRENCY, SPELLINGS, THREE_DECIMAL, VANITY_TLDS,
  WORDLIKE_CODES, ZERO_DECIMAL,
} from "./currency-tables";

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

const words = (s: string) => s.trim().split(/\s+/);
export const ISO_CODES: ReadonlySet<string> = new Set([...words(ACTIVE_CODES), ...words(HISTORIC_CODES)]);
const WORDLIKE = new Set(words(WORDLIKE_CODES));
const HISTORIC = new Set(words(HISTORIC_CODES));
const ZERO = new Set(words(ZERO_DECIMAL));
const THREE = new Set(words(THREE_DECIMAL));
const POINT = new Set(words(POINT_DECIMAL));
/** Lower-case codes accepted in a price string ("49 eur"). */
const LOWER_OK = new Set(words("USD EUR GBP CHF CAD AUD NZD JPY CNY INR RUB UAH PLN CZK HUF RON BGN SEK NOK DKK ISK BRL MXN ARS CLP COP ZAR SGD HKD KRW TWD THB IDR MYR VND ILS AED SAR"));

/** Decimals a currency's prices are written with in practice (0, 2 or 3). */
export function minorUnits(code: string | null | undefined): number {
  return code ? (ZERO.has(code) ? 0 : THREE.has(code) ? 3 : 2) : 2;
}

/** Whether "1.299" in this currency reads as 1.299 (point decimal) rather than 1299. */
export function pointIsDecimal(code: string | null | undefined): boolean {
  return !code || THREE.has(code) || (POINT.has(code) && !ZERO.has(code));
}

/** Lookup key of a written symbol: no bidi marks, single spaces, none after a point, no end points. */
export function symbolKey(s: string): string {
  let k = s.replace(/[\u200e\u200f\u061c]/g, "").replace(/\s+/g, " ").replace(/\. /g, ".").trim().replace(/\.+$/, "");
  if (/[\u0600-\u06ff]/.test(k)) k = k.replace(/^\.+/, "");
  return k;
}

const TABLE = new Map<string, CurrencySymbol>();
/** Lengths a written symbol can have, by its last character and by its first (longest first). */
const BY_LAST = new Map<string, number[]>();
const BY_FIRST = new Map<string, number[]>();

function add(token: string, codes: string[]) {
  const m = token.match(/^(.*?)([~<>]*)$/) as RegExpMatchArray;
  const text = m[1].replace(/_/g, " ");
  const sym: CurrencySymbol = { text, codes, priceOnly: m[2].includes("~"), pos: m[2].includes(">") ? "after" : m[2].includes("<") ? "before" : "any", wordLike: false };
  TABLE.set(symbolKey(text), sym);
  // "AU $", "NZ $": a country prefix of two or more letters may stand apart from the dollar sign.
  if (/^[A-Za-z]{2,}\$$/.test(text)) TABLE.set(`${text.slice(0, -1)} $`, sym);
}

function index(map: Map<string, number[]>, c: string, len: number) {
  const lens = map.get(c) ?? [];
  if (!lens.includes(len)) map.set(c, [...lens, len].sort((a, b) => b - a));
}

/** Indexes every key by the characters a written form of it can start and end with. */
function buildIndex() {
  for (const key of TABLE.keys()) {
    const dots = key.split(".").length - 1;
    const arabic = /[\u0600-\u06ff]/.test(key);
    // Written forms: the key, with a trailing (Arabic: or leading) point, with a space after inner points.
    for (let extra = 0; extra <= dots + 1; extra++) {
      index(BY_LAST, key[key.length - 1], key.length + extra);
      index(BY_FIRST, key[0], key.length + extra);
    }
    index(BY_LAST, ".", key.length + 1);
    if (arabic) index(BY_FIRST, ".", key.length + 1);
  }
}

for (const code of ISO_CODES) {
  // ISO 4217's "no currency" and "testing" codes name no money
  if (code === "XXX" || code === "XTS") continue;
  // Withdrawn codes ("ATS3", "DEM 100") only in price strings: in running text they are mostly something else.
  TABLE.set(code, { text: code, codes: [code], priceOnly: HISTORIC.has(code), pos: "any", wordLike: WORDLIKE.has(code) });
}
for (const line of SPELLINGS.split("\n")) {
  const m = line.match(/^([A-Z]{3}): (.+)$/);
  if (m) for (const token of words(m[2])) add(token, [m[1]]);
}
for (const line of AMBIGUOUS.split("\n")) {
  const m = line.match(/^(\S+): (.+)$/);
  if (m) add(m[1], words(m[2]));
}
buildIndex();

const NEEDS_KEY = /[\s.\u200e\u200f\u061c]/;

/** The currency a written symbol names, if it is one ("$", "zł", "EUR", "руб."). */
export function lookupSymbol(written: string, scope: Scope = "price"): CurrencySymbol | null {
  let key = written;
  let hit = TABLE.get(key);
  if (!hit && NEEDS_KEY.test(written)) hit = TABLE.get((key = symbolKey(written)));
  if (hit) return scope === "text" && hit.priceOnly ? null : hit;
  if (scope === "price" && /^[A-Za-z]{3}$/.test(key)) {
    // "CHf", "GBp", "eur": a code in unusual case, in a price string only.
    const upper = key.toUpperCase();
    const caps = key.replace(/[^A-Z]/g, "").length;
    if (ISO_CODES.has(upper) && (caps >= 2 || (caps === 0 && LOWER_OK.has(upper)))) return TABLE.get(upper) ?? null;
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
  let p = pos;
  for (let i = 0; i < 2 && p > 0 && (text[p - 1] === ":" || isSpace(text[p - 1])); i++) p--;
  for (const len of BY_LAST.get(text[p - 1]) ?? []) {
    if (len > p) continue;
    const sym = symbolIn(text, p - len, p, scope);
    if (sym && (scope === "price" || (sym.pos !== "after" && !sym.wordLike))) return { start: p - len, end: p, sym };
  }
  return null;
}

/** The symbol starting just after `pos` (after up to two spaces): "12 €", "49,90zł". */
export function symbolAfter(text: string, pos: number, scope: Scope): SymbolHit | null {
  let q = pos;
  for (let i = 0; i < 2 && q < text.length && isSpace(text[q]); i++) q++;
  for (const len of BY_FIRST.get(text[q]) ?? []) {
    if (q + len > text.length) continue;
    const sym = symbolIn(text, q, q + len, scope);
    if (sym && (scope === "price" || sym.pos !== "before")) return { start: q, end: q + len, sym };
  }
  return null;
}

/** Every symbol standing in a short text, left to right, longest first (for price strings and hints). */
export function scanSymbols(text: string, scope: Scope): SymbolHit[] {
  const hits: SymbolHit[] = [];
  for (let i = 0; i < Math.min(text.length, 400); i++) {
    for (const len of BY_FIRST.get(text[i]) ?? []) {
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

/** What a page says about its currency. */
export interface CurrencyHints {
  /** `<html lang>` ("en-AU", "sv"). */
  lang?: string | null;
  hostname?: string | null;
  /** ISO codes the page declares (JSON-LD priceCurrency, microdata, product meta), most frequent first. */
  declared?: string[];
}

const pairs = (s: string) => new Map(words(s).map((p) => p.split(":") as [string, string]));
const REGION = pairs(REGION_CURRENCY);
const LANG_REGION = pairs(LANGUAGE_REGION);
const VANITY = new Set(words(VANITY_TLDS));

/** The country a hostname's country-code domain names ("shop.com.au" → AU), ignoring .io, .ai, .co... */
function hostRegion(hostname: string | null | undefined): string | null {
  const labels = (hostname ?? "").toLowerCase().replace(/\.$/, "").split(".");
  const tld = labels[labels.length - 1];
  if (!tld || tld.length !== 2 || labels.length < 2) return null;
  if (VANITY.has(tld) && !/^(com|net|org|gov|edu|co|ac)$/.test(labels[labels.length - 2] ?? "")) return null;
  return tld.toUpperCase();
}

/** Region and language of a BCP 47 tag: "en-AU" → AU/en, "zh-Hant" → TW/zh, "sv" → null/sv. */
function langParts(lang: string | null | undefined): { language: string; region: string | null } {
  const parts = (lang ?? "").trim().replace(/_/g, "-").split("-");
  const language = parts[0].toLowerCase();
  const region = parts.slice(1).find((p) => /^[A-Za-z]{2}$/.test(p))?.toUpperCase() ?? (parts.some((p) => /^hant$/i.test(p)) ? "TW" : null);
  return { language, region };
}

/**
 * The ISO code a symbol names on a page: the symbol's only currency, else the one the page declares,
 * its country domain, its language region or language names among the symbol's currencies, else the
 * most likely ("$" → USD, "¥" → JPY, "kr" → SEK). Null when the text is no currency symbol.
 */
export function resolveCurrency(symbol: string, hints: CurrencyHints): string | null {
  const sym = lookupSymbol(symbol.trim(), "price");
  if (!sym) return null;
  const codes = sym.codes;
  if (codes.length === 1) return codes[0];
  const pick = (code: string | null | undefined) => (code && codes.includes(code) ? code : null);
  for (const d of hints.declared ?? []) if (pick(d.toUpperCase())) return d.toUpperCase();
  const { language, region } = langParts(hints.lang);
  const host = hostRegion(hints.hostname);
  return (
    pick(host && REGION.get(host)) ??
    pick(region && REGION.get(region)) ??
    pick(REGION.get(LANG_REGION.get(language) ?? "")) ??
    codes[0]
  );
}

/** Collects every `priceCurrency` value in a JSON-LD tree. */
function jsonLdCurrencies(node: unknown, out: string[], depth = 0): void {
  if (depth > 12 || node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const x of node.slice(0, 500)) jsonLdCurrencies(x, out, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === "priceCurrency" && typeof v === "string") out.push(v);
    else if (typeof v === "object") jsonLdCurrencies(v, out, depth + 1);
  }
}

/** Reads a page's currency hints: `<html lang>` (or og:locale), declared currencies and the hostname. */
export function currencyHintsOf(doc: Document, url?: string): CurrencyHints {
  const metas = Array.from(doc.querySelectorAll("meta"));
  const meta = (...names: string[]) =>
    metas.filter((m) => names.includes((m.getAttribute("property") ?? m.getAttribute("name") ?? m.getAttribute("http-equiv") ?? "").toLowerCase())).map((m) => (m.getAttribute("content") ?? "").trim());
  let lang = doc.documentElement?.getAttribute("lang")?.trim() || meta("content-language")[0] || null;
  const ogLocale = meta("og:locale")[0];
  if (ogLocale && (!lang || !langParts(lang).region) && langParts(ogLocale).region) lang = ogLocale.replace(/_/g, "-");

  const found: string[] = [];
  for (const s of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      jsonLdCurrencies(JSON.parse(s.textContent ?? ""), found);
    } catch {
      // Broken JSON-LD is common; it says nothing.
    }
  }
  for (const el of Array.from(doc.querySelectorAll('[itemprop="priceCurrency"]'))) found.push(el.getAttribute("content") ?? el.textContent ?? "");
  found.push(...meta("og:price:currency", "product:price:currency"));
  const counts = new Map<string, number>();
  for (const f of found) {
    const code = f.trim().toUpperCase();
    if (ISO_CODES.has(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const declared = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);

  let hostname: string | null = null;
  const pageUrl = url ?? doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? meta("og:url")[0];
  try {
    hostname = pageUrl ? new URL(pageUrl).hostname : null;
  } catch {
    hostname = null;
  }
  return { lang, hostname, declared };
}

/**
 * Parsing of price text: amounts in many formats ("$1,299", "€49,90", "49 €", "USD 20", "1.299,00 €",
 * "2 390 €", "CHF 1'049.95", "12,-", "₹1,00,000"), in any ISO 4217 currency or local spelling
 * (./currency), free and custom ("Contact sales") prices, billing periods and per-unit pricing.
 */
import { squash } from "@/lib/norm-text";
import { memoByText } from "@/lib/text-memo";
import { compactMultiplier, compactWordAt, scaleAmount } from "./compact-numbers";
import { minorUnits, pointIsDecimal, scanSymbols, symbolAfter, symbolBefore, lookupSymbol, type Scope, type SymbolHit } from "./currency";

export interface MoneyToken {
  amount: number;
  /** ISO 4217 code; for an ambiguous symbol its most likely currency ("$" → USD, "kr" → SEK). */
  currency: string;
  /** Index in the source text and the matched text. */
  index: number;
  raw: string;
  /** The currency text as written: "$", "kr", "EUR", "руб.". */
  symbol: string;
  /** The symbol names several currencies ("$", "¥", "kr", "R"): resolveCurrency picks one from page hints. */
  ambiguous: boolean;
  /** The power of ten of a compact number word in the amount ("$1.5K" → 1000, "¥10万" → 10000), if any. */
  multiplier?: number;
}

/** Thousands groups: "1,299", "1.299", "1 299", "1'299" (one separator throughout), Indian "1,00,000". */
const INT = "(?:\\d{1,2}(?:,\\d{2})+,\\d{3}|\\d{1,3}([,.'’\\u00a0\\u202f\\u2009\\u2007 ])\\d{3}(?:\\1\\d{3})*|\\d+)";
/** A number in running text; ".75" and "..75" too. */
const NUM_TEXT = new RegExp(`(?<![\\d.,])\\.{0,2}${INT}(?:[.,]\\d+)?(?!\\d)`, "g");
/** In a price string the decimals may stand apart: "392. 00", "130, 38". */
const NUM_PRICE = new RegExp(`(?<![\\d.,])\\.{0,2}${INT}(?:[.,]\\d+|[.,] \\d{2}(?![\\d.,]))?(?!\\d)`, "g");
const NUM_TEXT_AT = new RegExp(NUM_TEXT.source, "y");
const NUM_PRICE_AT = new RegExp(NUM_PRICE.source, "y");
const DASH_RE = /^[.,][-–—]{1,2}/;
const CENTS = /^\s?(\d{1,2})(?![\d.,])/;
const CENTS_GLUED = /^(\d{2})(?![\d.,])/;
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\u066b\u066c]/;

/** Arabic-Indic, Persian and full-width digits to ASCII, "٫" to "." and "٬" to "," (same length). */
function asciiDigits(text: string): string {
  if (!OTHER_DIGITS.test(text)) return text;
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\u066b\u066c]/g, (c) => {
    const x = c.charCodeAt(0);
    if (x === 0x66b) return ".";
    if (x === 0x66c) return ",";
    return String(x - (x >= 0xff10 ? 0xff10 : x >= 0x6f0 ? 0x6f0 : 0x660));
  });
}

/**
 * Converts "1,299", "1.299,00", "49,90", "1 299", "1'049.95", "12,-", "1,00,000" to a number. One
 * point before three digits is a decimal point in a currency written that way ("$1.299" = 1.299) unless
 * `pointGroups` (price strings: "$140.600" = 140600, as shops write); three-decimal currencies keep it.
 */
export function parseAmount(raw: string, currency?: string | null, pointGroups = false): number | null {
  let s = raw.replace(/[\s'’]/g, "");
  const dash = s.match(/([.,])[-–—]+$/);
  if (dash) {
    // "1.899,-": the separator before the dash is the decimal one, any other groups thousands.
    s = s.slice(0, dash.index).split(dash[1] === "," ? "." : ",").join("");
    return /^\d+$/.test(s) ? Number(s) : null;
  }
  s = s.replace(/[.,]+$/, "");
  if (/^\.+\d/.test(s)) {
    // ".75" is a decimal; "$.750.30" has a stray point before a number of its own.
    const rest = s.replace(/^\.+/, "");
    s = /[.,]/.test(rest) ? rest : `0.${rest}`;
    if (!/[.,]/.test(rest)) return Number(s);
  }
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    const at = Math.max(lastComma, lastDot);
    s = `${s.slice(0, at).replace(/[.,]/g, "")}.${s.slice(at + 1)}`;
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? "," : ".";
    const groups = s.split(sep);
    const tail = groups[groups.length - 1];
    let decimal: boolean;
    if (groups.length > 2) decimal = tail.length !== 3;
    else if (tail.length !== 3 || groups[0] === "0") decimal = true;
    // One separator and three digits: thousands ("1,299", "1.299 €"), except a point in a currency
    // written with decimal points or three decimals ("$1.299", "423.923 KD").
    else decimal = sep === "." && pointIsDecimal(currency) && minorUnits(currency) !== 0 && (!pointGroups || minorUnits(currency) === 3);
    s = decimal ? `${groups.slice(0, -1).join("")}.${tail}` : groups.join("");
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

const isLetter = (c: string | undefined) => !!c && /\p{L}/u.test(c);

/** The better of two symbols attached to one number: an unambiguous one wins. */
function better(a: SymbolHit | null, b: SymbolHit | null): SymbolHit | null {
  if (!a || !b) return a ?? b;
  return a.sym.codes.length > 1 && b.sym.codes.length === 1 ? b : a;
}

/** An ambiguous symbol with a code or unambiguous symbol beside it: "NZD $100", "$100 NZD". */
function sharpen(text: string, hit: SymbolHit | null, side: "before" | "after", scope: Scope): SymbolHit | null {
  if (!hit || hit.sym.codes.length === 1) return hit;
  const next = side === "before" ? symbolBefore(text, hit.start, scope) : symbolAfter(text, hit.end, scope);
  return next && next.sym.codes.length === 1 ? next : hit;
}

interface Found {
  /** The number (with a ",-" after it) and where it stands. */
  num: string;
  start: number;
  end: number;
  /** The symbol that gives the currency, and the span of number and symbols. */
  hit: SymbolHit | null;
  from: number;
  to: number;
  /** A compact number word's power of ten ("$1.5K", "2 Mio. €"), else 1. */
  multiplier: number;
}

/** Whether a symbol between two numbers is the first one's: the second has its own, or it is glued to the first only. */
function suffixOfFirst(text: string, numEnd: number, suf: SymbolHit, scope: Scope): boolean {
  const re = scope === "text" ? NUM_TEXT_AT : NUM_PRICE_AT;
  re.lastIndex = /\s/.test(text[suf.end]) ? suf.end + 1 : suf.end;
  const next = re.exec(text);
  if (next && symbolAfter(text, re.lastIndex, scope)?.sym === suf.sym) return true;
  return suf.start === numEnd && /\s/.test(text[suf.end] ?? "");
}

/**
 * The symbols around a number: prefix, suffix or both ("NZD $100", "€5 EUR"), and a compact number word
 * after it ("$1.5K", "2 Mio. €", "10万円") when a symbol stands beside the two and the word means one
 * power of ten for that currency (else the number is read as if the word were not there).
 */
function attach(text: string, m: RegExpMatchArray, scope: Scope, consumed: number, compactWords = true): Found {
  let start = m.index ?? 0;
  let num = m[0];
  const end0 = start + num.length;
  let end = end0;
  const dash = text.slice(end).match(DASH_RE)?.[0] ?? "";
  let pre = symbolBefore(text, start, scope);
  if (num[0] === ".") {
    // "руб.1", "B/.1", "Nu.5": the point ends an abbreviation, it is no decimal point.
    const dots = num.match(/^\.+/)?.[0].length ?? 0;
    const abbr = symbolBefore(text, start + dots, scope);
    if (abbr && abbr.end === start + dots && (isLetter(text[abbr.end - dots - 1]) || abbr.sym.text.endsWith("."))) {
      pre = abbr;
      start += dots;
      num = num.slice(dots);
    }
  }
  if (pre && pre.start < consumed) pre = null;
  // A compact word counts with a symbol after it ("2 Mio. €"), or glued or spelt out after a symbol before
  // the number ("$1.5K", "$2 million"): a letter or unit apart from the digits is none ("$5 a month", "€0.30 km").
  // In running text only a word glued to the digits is read ("$1.5K", "¥10万", "₹1.5L"): a magnitude spelt
  // apart is a sum in prose ("turnover 18 mln PLN", "savings 2,4 mln PLN/year", "$1.5 trillion").
  let compact = compactWords && !dash && (scope === "price" || isLetter(text[end])) ? compactWordAt(text, end) : null;
  // "1 T$", "5 Kč": a currency symbol longer than the word is the symbol
  if (compact && (symbolAfter(text, end, scope)?.end ?? 0) > compact.end) compact = null;
  if (compact && !symbolAfter(text, compact.end, scope) && !(pre && (compact.glued || !compact.unitLike))) compact = null;
  const tail = compact ? compact.end : end + dash.length;
  let suf = symbolAfter(text, tail, scope);
  if (scope === "text") {
    // "R2", "R 5": a one-letter symbol in running text needs a price-like number.
    if (pre && /^[A-Za-z]$/.test(pre.sym.text) && !/\d\d|[.,]\d/.test(num)) pre = null;
    // "$10x": a number glued to a word is not a price ("$5k" is; "€1B", whose "B" is 10⁹ or 10¹² in the
    // euro's countries, is an amount nobody can tell).
    const next = text[end + dash.length];
    if (pre && !suf && next && /\p{L}/u.test(next) && !compact?.glued) pre = null;
    // "5 TOP features", "3 ALL-in plans": a word-like code before a word.
    if (suf?.sym.wordLike && /^[\s-]*\p{L}/u.test(text.slice(suf.end))) suf = null;
    // "€5 100 users": a space-grouped number followed by a word is two numbers.
    if (pre && !suf && !compact && / \d{3}/.test(num) && /^\s*\p{L}/u.test(text.slice(end))) {
      num = num.slice(0, num.indexOf(" "));
      end = start + num.length;
    }
  }
  // A symbol between two numbers: "19 €15 €" and "1250€ 600" give it to the first, "$10 $20" and
  // "the first 10 $0.10" to the second.
  // "49€90", "35€ 99": a symbol glued to a whole number and followed by cents stands for the decimal point.
  let cents = suf && suf.start === end && !dash && /^\d+$/.test(num) ? text.slice(suf.end).match(scope === "text" ? CENTS_GLUED : CENTS) : null;
  if (cents && symbolAfter(text, suf!.end + cents[0].length, scope)) cents = null;
  if (suf && !cents && /^\s?\d/.test(text.slice(suf.end)) && (pre || !suffixOfFirst(text, tail, suf, scope))) suf = null;
  const before = sharpen(text, pre, "before", scope);
  const after = sharpen(text, suf, "after", scope);
  const hit = better(before, after);
  if (end === end0) {
    num += dash;
    end += dash.length;
  }
  if (cents && after) return { num: `${num}.${cents[1]}`, start, end, hit, from: Math.min(start, before?.start ?? start), to: after.end + cents[0].length, multiplier: 1 };
  const to = Math.max(end, compact?.end ?? end, after?.end ?? end);
  let multiplier = 1;
  if (compact) {
    const m10 = hit ? compactMultiplier(compact, hit.sym.codes[0]) : null;
    if (m10 === null) return attach(text, m, scope, consumed, false);
    multiplier = m10;
  }
  return { num, start, end, hit, from: Math.min(start, before?.start ?? start), to, multiplier };
}

/**
 * Readings of the texts read lately: the extractors ask about the same texts many times (a price
 * element, its line, its card; the same pages scan after scan). Pure function of the text.
 */
const moneyMemo = memoByText(4096, (text) => readMoney(text));

/** All money amounts in a text, in order of appearance. */
export function findMoney(text: string): MoneyToken[] {
  if (!/\d/.test(text) && !/[^\x00-\x7f]/.test(text)) return [];
  // copies: a caller may change what it gets
  return moneyMemo(text).map((t) => ({ ...t }));
}

function readMoney(text: string): MoneyToken[] {
  const src = asciiDigits(text);
  if (!/\d/.test(src)) return [];
  const tokens: MoneyToken[] = [];
  let consumed = -1;
  for (const m of src.matchAll(NUM_TEXT)) {
    const f = attach(src, m, "text", consumed);
    if (!f.hit) continue;
    const currency = f.hit.sym.codes[0];
    const parsed = parseAmount(f.num, currency);
    if (parsed === null) continue;
    const amount = scaleAmount(parsed, f.multiplier);
    if (f.to > f.end) consumed = f.to;
    const token: MoneyToken = { amount, currency, index: f.from, raw: text.slice(f.from, f.to), symbol: text.slice(f.hit.start, f.hit.end), ambiguous: f.hit.sym.codes.length > 1 };
    if (f.multiplier !== 1) token.multiplier = f.multiplier;
    tokens.push(token);
  }
  return tokens;
}

/** A conversion marker just before an amount: "≈ $12", "~$12", "approx. $12", "ca. 12 €", "about $12". */
const APPROX_BEFORE = /(?:[≈~∼]|\b(?:approx(?:imately)?|ca|circa|about|around|equivalent to|env(?:iron)?|etwa|ungefähr|aprox(?:imadamente)?))\.?\s*\(?\s*$/i;

/** The first unambiguous hit naming one of `codes` (or any code when none given), else the first hit. */
function pick(hits: SymbolHit[], codes?: string[]): SymbolHit | null {
  const fits = codes ? hits.filter((h) => h.sym.codes.length === 1 && codes.includes(h.sym.codes[0])) : hits;
  return fits.find((h) => h.sym.codes.length === 1) ?? (codes ? null : fits[0] ?? null);
}

/** Symbols attached to numbers in a text, then symbols standing alone (the text being a symbol itself counts). */
function currencyHits(text: string): { attached: SymbolHit[]; alone: SymbolHit[] } {
  const attached: SymbolHit[] = [];
  for (const m of text.matchAll(NUM_PRICE)) {
    const f = attach(text, m, "price", -1);
    if (f.hit) attached.push(f.hit);
  }
  const whole = lookupSymbol(text.trim(), "price");
  const alone = whole ? [{ start: 0, end: text.length, sym: whole }] : scanSymbols(text, "text").filter((h) => !h.sym.wordLike);
  return { attached, alone };
}

/**
 * Amount and currency (ISO code) of one price string ("US$ 12.99", "1.299,00 €", "Цена: 19 000 руб.",
 * "35€ 99"); `currencyHint` is currency text given separately ("GBP", "€", "Pris NOK"). The amount is
 * the number a currency symbol stands beside, else the first number; "Free" is 0.
 */
export function parsePriceString(raw: string, currencyHint?: string | null): { amount: number | null; currency: string | null } {
  const text = asciiDigits(raw ?? "").replace(/[\u200e\u200f\u061c]/g, " ");
  let first: Found | null = null;
  let chosen: Found | null = null;
  let converted: Found | null = null;
  for (const m of text.matchAll(NUM_PRICE)) {
    const f = attach(text, m, "price", -1);
    first ??= f;
    // "₹999 (≈ $12 USD)", "~$12 USD ₹999": a conversion is not the price, unless nothing else is.
    if (f.hit && APPROX_BEFORE.test(text.slice(Math.max(0, f.from - 16), f.from))) converted ??= f;
    else if (f.hit) {
      chosen = f;
      break;
    }
  }
  chosen ??= converted;
  const hint = currencyHint ? currencyHits(asciiDigits(currencyHint)) : null;
  let hit = chosen?.hit ?? null;
  if (hit && hit.sym.codes.length > 1 && hint) hit = pick([...hint.attached, ...hint.alone], hit.sym.codes) ?? hit;
  if (!hit) hit = pick(scanSymbols(text, "text").filter((h) => !h.sym.wordLike));
  if (!hit && hint) hit = pick(hint.attached) ?? pick(hint.alone);
  const currency = hit ? hit.sym.codes[0] : null;

  const f = chosen ?? first;
  if (!f) return { amount: isFreeText(text) ? 0 : null, currency };
  const amount = parseAmount(f.num, currency, true);
  return { amount: amount === null ? null : scaleAmount(amount, f.multiplier), currency };
}

/**
 * "Free" as a whole price in widely used languages (general vocabulary, not read from any page): English,
 * German, Dutch/Scandinavian/Spanish "gratis", French, Italian/Portuguese/Spanish, Portuguese, Polish,
 * Czech/Slovak, Hungarian, Turkish, Russian, Ukrainian, Greek, Arabic, Hebrew, Hindi, Thai, Vietnamese,
 * Indonesian/Malay, Japanese, Chinese, Korean.
 */
const FREE_RE =
  /^(?:free|free forever|forever free|free plan|kostenlos|gratis|gratuit|gratuite|gratuito|gratuita|grátis|za darmo|darmowy|darmowa|zdarma|ingyenes|ücretsiz|бесплатно|безкоштовно|δωρεάν|مجاني|مجانا|חינם|निःशुल्क|मुफ़्त|ฟรี|miễn phí|percuma|無料|免费|免費|무료|\$0|€0|£0)$/iu;

/** "Free", "Free forever", "Kostenlos", "無料" as the whole price text. */
export function isFreeText(text: string): boolean {
  return FREE_RE.test(squash(text).replace(/[!.*]+$/, ""));
}

const CUSTOM_RE =
  /^(?:contact(?: us| sales| our sales team)?|talk to (?:us|sales)|custom(?: pricing| price| quote| plan)?|let'?s talk|get (?:a )?quote|request (?:a )?(?:quote|demo|pricing)|on request|book a (?:demo|call)|price on request|auf anfrage|individuell|preis auf anfrage|kontakt|kontaktieren sie uns|sur devis|nous contacter|contactez-nous|sur mesure|personnalisé|contáctanos|contactar|a medida|personalizado|su richiesta|contattaci)$/i;

/** "Contact sales", "Custom", "Let's talk", "Auf Anfrage", ... as the whole price text. */
export function isCustomText(text: string): boolean {
  return CUSTOM_RE.test(squash(text).replace(/[!.*→›>]+$/, "").replace(/’/g, "'").trim());
}

/** A digit run's stand-in: "x", "XX", "??", "--", "—" (with "x.99", "XX,-" forms). */
const STAND_IN = String.raw`(?:[xX]{1,4}|\?{1,3}|[-–—]{1,2})(?:[.,](?:\d{1,2}|[xX]{1,2}|-))?`;
const PLACEHOLDER_RES = [new RegExp(String.raw`^(\S{1,4}?)\s?${STAND_IN}(?=$|\s|\/)`, "u"), new RegExp(String.raw`^${STAND_IN}\s?(\S{1,4}?)(?=$|\s|\/)`, "u")];

/**
 * A placeholder price ("£x.99", "$XX / month", "€-- /Monat", "?? €"): a currency symbol or code beside
 * letters or marks standing in for the digits. It is no price: the plan's price is unknown.
 */
export function isPlaceholderPrice(text: string): boolean {
  const t = squash(text);
  return PLACEHOLDER_RES.some((re) => {
    const symbol = t.match(re)?.[1];
    // a single letter ("R", "K") is as often a word or a label as a currency sign
    return !!symbol && !/^[xX?\-–—]/.test(symbol) && !/^\p{L}$/u.test(symbol) && !!lookupSymbol(symbol, "price");
  });
}

// Billing period and unit of a price phrase (CLDR period words): ./period
export { BILLED_ANNUALLY_RE, BILLED_MONTHLY_RE, detectPeriod, detectUnit, headerPeriod, type Period } from "./period";
import type { Period } from "./period";

/** Per-month equivalent of an annual price: "$120/year" → 10 (rounded to cents). */
export function perMonth(amount: number, period: Period | null, monthlyReference?: number | null): number {
  if (period === "year" || (period === null && monthlyReference && amount > monthlyReference * 3)) {
    return Math.round((amount / 12) * 100) / 100;
  }
  return amount;
}

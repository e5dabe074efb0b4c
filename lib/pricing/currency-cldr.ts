/**
 * Currency spellings from Unicode CLDR as Node's Intl carries it, computed once on first use:
 *
 * - every currency's symbol and narrow symbol in English (CLDR's international forms: "$", "US$", "CA$",
 *   "€", "¥", "CN¥", "₹", "₴", "zł", "kr", ...);
 * - the symbol and counted names of each currency in the locales of the countries that
 *   use it ("Kč" in cs-CZ, "лв." in bg-BG, "R" in en-ZA, "Rs" in en-PK, "ر.س.‏" in ar-SA, "złotych" ...);
 *   a country's locales are English, the country's likeliest language (CLDR likely subtags) and every
 *   language whose likeliest country it is;
 * - the currency's display name in every language Node has (`Intl.DisplayNames`: "Schweizer Franken",
 *   "hrywna ukraińska", "日本円") and its noun ("Franken", "hrywna"): the last word in a language whose
 *   names share their last words ("dollar", "franc"), else the first ("franc suisse");
 * - counted names (`currencyDisplay: "name"` for 1, 2, 5 and 0.5: "Swiss franc", "Swiss francs",
 *   "гривень", "złotych") in English and in the currency's own locales, and their nouns ("francs",
 *   "pounds", "hryvnias"; "yen" and "rand", which no count changes);
 * - dollar and peso signs with the code or country before them ("AUD$", "SG$"), as the English symbols
 *   "US$", "CA$" and "NZ$" are written.
 *
 * Symbols in every language for every currency (about 45 000 formatter constructions, seconds) are left
 * out unless asked for (the evaluation's scorer does): a language's own currency is covered through its
 * country, and foreign currencies are written with the international forms above in nearly every language.
 */
import { REGION_CURRENCY } from "./currency-tables";

/** How a spelling was obtained, strongest first. */
export type SpellingKind = "symbol" | "name" | "plural" | "word" | "plural-word";

/** One spelling of one currency. */
export interface CldrSpelling {
  text: string;
  code: string;
  kind: SpellingKind;
  /** The currency's English symbol: the reading of a shared spelling that comes first ("$" → USD, "¥" → JPY). */
  primary?: boolean;
  /** Inferred from CLDR rather than CLDR's own text: a name's noun ("francs"), a sign with its code ("AUD$"). */
  derived?: boolean;
  /** From the display names of every language, not from the currency's own countries or English. */
  display?: boolean;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const COUNTS = [1, 2, 5, 0.5];

const cache = new Map<boolean, CldrSpelling[]>();

/** Currency codes in use that Intl lists (ISO 4217 minus funds, metals and withdrawn codes). */
export const intlCurrencies = (): string[] => Intl.supportedValuesOf("currency");

/** The languages (two-letter) Node has number-format data for. */
function languages(): string[] {
  return Intl.NumberFormat.supportedLocalesOf([...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b)));
}

/** The currency text of amounts formatted in a locale (none when `exact` and the locale resolves to another one). */
function formatted(locale: string, code: string, display: "symbol" | "narrowSymbol" | "name", counts = [1], exact = false): string[] {
  const f = new Intl.NumberFormat(locale, { style: "currency", currency: code, currencyDisplay: display, minimumFractionDigits: 0, maximumFractionDigits: 2 });
  if (exact && f.resolvedOptions().locale !== locale) return [];
  return counts.map((n) => f.formatToParts(n).filter((p) => p.type === "currency").map((p) => p.value).join("").trim());
}

/** Locales of each country: English, the country's likeliest language, and languages most spoken there. */
function countryLocales(langs: string[]): Map<string, string[]> {
  const byRegion = new Map<string, Set<string>>();
  const put = (region: string, lang: string) => {
    const set = byRegion.get(region) ?? new Set<string>();
    set.add(`${lang}-${region}`);
    byRegion.set(region, set);
  };
  for (const lang of langs) {
    const region = new Intl.Locale(lang).maximize().region;
    if (region) put(region, lang);
  }
  for (const pair of REGION_CURRENCY.trim().split(/\s+/)) {
    const region = pair.slice(0, 2);
    if (region === "UK") continue;
    put(region, "en");
    try {
      const likely = new Intl.Locale(`und-${region}`).maximize().language;
      if (likely !== "und") put(region, likely);
    } catch {
      // not a region CLDR knows
    }
  }
  return new Map([...byRegion].map(([r, s]) => [r, [...s]]));
}

/** The locales of a currency's countries: all of them, and those of its home country when it has one. */
export interface CurrencyLocales {
  /** Locales of every country that uses the currency ("EUR" → de-DE, fr-FR, es-ES, en-IE, ...). */
  all: readonly string[];
  /** Locales of the country the code is named after ("USD" → en-US, "BRL" → pt-BR, en-BR); none for "EUR", "XOF". */
  home: readonly string[] | null;
}

let byCurrency: Map<string, CurrencyLocales> | null = null;

/** The locales of the countries that use each currency (built once, on first call). */
export function currencyLocales(): ReadonlyMap<string, CurrencyLocales> {
  if (byCurrency) return byCurrency;
  const locales = countryLocales(languages());
  const out = new Map<string, { all: string[]; home: string[] | null }>();
  for (const pair of REGION_CURRENCY.trim().split(/\s+/)) {
    const [region, code] = pair.split(":");
    const entry = out.get(code) ?? { all: [], home: null };
    const own = locales.get(region) ?? [];
    for (const l of own) if (!entry.all.includes(l)) entry.all.push(l);
    if (region === code.slice(0, 2)) entry.home = [...own];
    out.set(code, entry);
  }
  byCurrency = out;
  return out;
}

/** The head word of a name: its last word in a language that puts the noun last, else its first. */
const head = (name: string, last: boolean): string | null => {
  const words = name.split(/\s+/);
  const word = words.length < 2 ? null : words[last ? words.length - 1 : 0];
  return word && WORD.test(word) ? word : null;
};
const LATIN = /\p{Script=Latin}/u;
const WORD = /^[\p{L}\p{M}][\p{L}\p{M}'‘’ʻ.-]*$/u;

/**
 * Whether a language puts the noun of a currency name last ("Swiss franc", "Schweizer Franken") or first
 * ("franc suisse"): the end of its names that more currencies share ("franc", "dollar", "dinar").
 */
function nounLast(names: string[]): boolean {
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  for (const n of names) {
    const words = n.toLowerCase().split(/\s+/);
    if (words.length < 2) continue;
    first.set(words[0], (first.get(words[0]) ?? 0) + 1);
    last.set(words[words.length - 1], (last.get(words[words.length - 1]) ?? 0) + 1);
  }
  const shared = (m: Map<string, number>) => [...m.values()].filter((v) => v > 1).reduce((a, b) => a + b, 0);
  return shared(last) >= shared(first);
}

/** The spellings found so far, in the order found, each once. */
class Spellings {
  readonly out: CldrSpelling[] = [];
  private readonly seen = new Set<string>();

  add(text: string | null | undefined, code: string, kind: SpellingKind, ...flags: Array<"primary" | "derived" | "display">): void {
    const t = text?.replace(/[\u200b-\u200f\u061c]/g, "").trim();
    if (!t || t === code || !/[^\s.]/.test(t)) return;
    const k = `${code} ${kind} ${t} ${flags.join(" ")}`;
    if (this.seen.has(k)) return;
    this.seen.add(k);
    const spelling: CldrSpelling = { text: t, code, kind };
    for (const f of flags) spelling[f] = true;
    this.out.push(spelling);
  }
}

/** What the display names say about each language: where its noun stands, and which names share a noun. */
interface NameNouns {
  /** Per language: the noun comes last ("Swiss franc") rather than first ("franc suisse"). */
  last: Map<string, boolean>;
  /** The distinct display names whose noun a word is ("CHF franc" → "swiss franc", "franc suisse", ...). */
  languagesOf: Map<string, Set<string>>;
}

/** Display names in every language, and their nouns; each language's noun position from them. */
function addDisplayNames(list: Spellings, langs: string[], codes: string[]): NameNouns {
  const last = new Map<string, boolean>();
  const languagesOf = new Map<string, Set<string>>();
  for (const lang of langs) {
    const dn = new Intl.DisplayNames([lang], { type: "currency", fallback: "none" });
    const names = codes.map((code) => dn.of(code) ?? "");
    const nl = nounLast(names);
    last.set(lang, nl);
    names.forEach((name, i) => {
      list.add(name, codes[i], "name", "display");
      const noun = head(name, nl);
      list.add(noun, codes[i], "word", "derived", "display");
      if (noun) {
        const k = `${codes[i]} ${noun.toLowerCase()}`;
        languagesOf.set(k, (languagesOf.get(k) ?? new Set<string>()).add(name.toLowerCase()));
      }
    });
  }
  return { last, languagesOf };
}

/** Counted names: "Swiss franc", "Swiss francs"; their nouns ("francs", and "yen" that no count changes) stand in running text. */
function addCountedNames(list: Spellings, nouns: NameNouns, locale: string, code: string): void {
  const forms = formatted(locale, code, "name", COUNTS);
  const nl = nouns.last.get(locale.split("-")[0]) ?? true;
  const heads = forms.map((f) => head(f, nl));
  forms.forEach((f, i) => list.add(f, code, i === 0 ? "name" : "plural"));
  // A noun no count changes stands in running text when it is not in Latin letters ("원"), or when three
  // or more names of the currency have it ("Japanese yen", "yen japonés", "Japanischer Yen"), not when a
  // name or two do ("Zimbabwean Gold", left untranslated in several languages).
  const invariant = !!heads[0] && heads.every((h) => h === heads[0]) && (!LATIN.test(heads[0]) || (nouns.languagesOf.get(`${code} ${heads[0].toLowerCase()}`)?.size ?? 0) >= 3);
  heads.forEach((h, i) => list.add(h, code, (i > 0 && h !== heads[0]) || invariant ? "plural-word" : "word", "derived"));
}

/** Each currency's symbol as written in the countries that use it, and its counted names in their languages. */
function addCountrySpellings(list: Spellings, nouns: NameNouns, langs: string[], codes: string[]): void {
  const locales = countryLocales(langs);
  const codeSet = new Set(codes);
  const named = new Set(codes.map((c) => `en ${c}`));
  for (const pair of REGION_CURRENCY.trim().split(/\s+/)) {
    const [region, code] = pair.split(":");
    if (!codeSet.has(code)) continue;
    for (const locale of locales.get(region) ?? []) {
      const symbol = formatted(locale, code, "symbol", [1], true);
      if (!symbol.length) continue;
      list.add(symbol[0], code, "symbol");
      // Counted names depend on the language alone ("de-AT" writes them as "de-DE" does).
      const language = locale.split("-")[0];
      if (!named.has(`${language} ${code}`)) addCountedNames(list, nouns, locale, code);
      named.add(`${language} ${code}`);
    }
  }
}

/**
 * Every language's symbols for every currency, and in that language as written in the currency's own
 * country (where the code's first two letters name one): seconds of work, for evaluation.
 */
function addEveryLanguageSymbols(list: Spellings, langs: string[], codes: string[]): void {
  for (const lang of langs) {
    for (const code of codes) {
      list.add(formatted(lang, code, "symbol")[0], code, "symbol");
      list.add(formatted(lang, code, "narrowSymbol")[0], code, "symbol");
      try {
        list.add(formatted(`${lang}-${code.slice(0, 2)}`, code, "symbol")[0], code, "symbol");
      } catch {
        // not a region code
      }
    }
  }
}

function compute(everyLanguage: boolean): CldrSpelling[] {
  const list = new Spellings();
  const langs = languages();
  // Units of account with no country (special drawing rights, gold, funds codes) are no prices' currencies.
  const used = new Set(REGION_CURRENCY.trim().split(/\s+/).map((p) => p.slice(3)));
  const codes = intlCurrencies().filter((c) => c[0] !== "X" || used.has(c));
  const nouns = addDisplayNames(list, langs, codes);
  for (const code of codes) {
    list.add(formatted("en", code, "symbol")[0], code, "symbol", "primary");
    list.add(formatted("en", code, "narrowSymbol")[0], code, "symbol");
    addCountedNames(list, nouns, "en", code);
  }
  addCountrySpellings(list, nouns, langs, codes);
  if (everyLanguage) addEveryLanguageSymbols(list, langs, codes);
  // Dollars and pesos (a "$" among their symbols) are also written with their code or country before the
  // sign: "AUD$", "SG$", "AR$".
  for (const code of new Set(list.out.filter((x) => x.kind === "symbol" && x.text.includes("$")).map((x) => x.code))) {
    list.add(`${code}$`, code, "symbol", "derived");
    list.add(`${code.slice(0, 2)}$`, code, "symbol", "derived");
  }
  return list.out;
}

/**
 * Every CLDR spelling of every currency Intl lists (computed on first call, then cached). With
 * `everyLanguage`, also each language's symbols for every currency (about 8 s; what a scorer accepts).
 */
export function cldrSpellings(everyLanguage = false): readonly CldrSpelling[] {
  let spellings = cache.get(everyLanguage);
  if (!spellings) {
    spellings = compute(everyLanguage);
    cache.set(everyLanguage, spellings);
  }
  return spellings;
}

/**
 * Amounts written with a page's own currency the way its locale spells it, where the general
 * spelling table (./currency) does not read them in running text: the CLDR symbol of the page's
 * locale in another letter case ("KSh 1,500" for en-KE's "Ksh"), or an abbreviation of the currency's
 * name in the page's language ("Fr. 19.–" for de-CH's "Schweizer Franken", fr-CH's "francs suisses").
 * Everything comes from CLDR through Intl.NumberFormat; only the page's own currency is read, so an
 * abbreviation that means something else on other pages ("Fr." for Friday on a German page) is not.
 */
import { parseAmount, type MoneyToken } from "./money-parse";

/** The page's locale ("de-CH") and the currency of its country. */
export interface PageLocale {
  locale: string;
  currency: string;
}

interface LocaleSpellings {
  /** Symbols and narrow symbols, lower-cased, without a final point ("ksh", "chf"). */
  symbols: Set<string>;
  /** Words of the currency's counted names, lower-cased ("schweizer", "franken", "francs"). */
  words: string[];
}

const cache = new Map<string, LocaleSpellings | null>();

function currencyText(locale: string, code: string, display: "symbol" | "narrowSymbol" | "name", n: number): string {
  const f = new Intl.NumberFormat(locale, { style: "currency", currency: code, currencyDisplay: display });
  return f.formatToParts(n).filter((p) => p.type === "currency").map((p) => p.value).join("").trim();
}

function spellingsOf({ locale, currency }: PageLocale): LocaleSpellings | null {
  const key = `${locale} ${currency}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let out: LocaleSpellings | null = null;
  try {
    const symbols = new Set<string>();
    const words = new Set<string>();
    for (const display of ["symbol", "narrowSymbol"] as const) symbols.add(currencyText(locale, currency, display, 1).toLowerCase().replace(/\.$/, ""));
    for (const n of [1, 2, 5]) for (const w of currencyText(locale, currency, "name", n).toLowerCase().split(/\s+/)) if (/^\p{L}{3,}$/u.test(w)) words.add(w);
    out = { symbols, words: [...words] };
  } catch {
    // not a locale or currency Intl knows
  }
  cache.set(key, out);
  return out;
}

/** A number as prices write it, with a ".–" or ",-" for no cents ("19.–", "1'500", "1 500,-"). */
const NUM = String.raw`\d(?:[\d'’\u00a0\u202f ,.]*\d)?(?:[.,][-–—]{1,2})?`;
const BEFORE = new RegExp(String.raw`(?<![\p{L}\p{M}])(\p{L}[\p{L}\p{M}]{0,5}\.?)\s?(${NUM})`, "gu");
const AFTER = new RegExp(String.raw`(${NUM})\s?(\p{L}[\p{L}\p{M}]{0,5}\.?)(?![\p{L}\p{M}])`, "gu");

/** Whether a written word names the currency: a locale symbol in any letter case, or a noun cut short with a point. */
function names(word: string, s: LocaleSpellings): boolean {
  const w = word.toLowerCase();
  const bare = w.replace(/\.$/, "");
  if (s.symbols.has(bare)) return true;
  // "Fr." for "Franken": two letters or more, a point, the start of a longer word of the currency's name
  return w.endsWith(".") && bare.length >= 2 && s.words.some((n) => n.length > bare.length && n.startsWith(bare));
}

/** The first amount in a short text written with the page currency's local spelling, or null. */
export function findLocaleMoney(text: string, page: PageLocale | null): MoneyToken | null {
  if (!page || !/\d/.test(text)) return null;
  const s = spellingsOf(page);
  if (!s) return null;
  const reads: Array<{ word: string; num: string; index: number; raw: string }> = [];
  for (const m of text.matchAll(BEFORE)) if (names(m[1], s)) reads.push({ word: m[1], num: m[2], index: m.index ?? 0, raw: m[0] });
  for (const m of text.matchAll(AFTER)) if (names(m[2], s)) reads.push({ word: m[2], num: m[1], index: m.index ?? 0, raw: m[0] });
  reads.sort((a, b) => a.index - b.index);
  for (const r of reads) {
    const amount = parseAmount(r.num.trim(), page.currency);
    if (amount !== null) return { amount, currency: page.currency, index: r.index, raw: r.raw, symbol: r.word, ambiguous: false };
  }
  return null;
}

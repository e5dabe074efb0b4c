/**
 * One writing of a text for comparing two wordings of the same facts, never for display. Four ways a
 * page may restate what it says, each read from Unicode CLDR through Node's Intl, no list of the data:
 * - money amounts: "$2.50", "2.50 USD", "US$2.5" → " USD2.5 " (lib/pricing's findMoney);
 * - period phrases: "/mo", "per month", "monthly", "al mese" → " /month " (lib/pricing's canonicalPeriods);
 * - the conjunction: CLDR writes "A & B" as the short form of "A and B" (English) and "A en B" (Dutch),
 *   so "&" and the words those locales spell it with are dropped, as punctuation already is;
 * - figures with a compact word glued on or spelled out: "1K" and "1,000", "2 Mio." and "2000000", read
 *   with the power of ten nearly every locale gives the word (lib/pricing's dominantMultiplier).
 * A price of nothing ("$0 / month", "Free") is one writing only where a text stands for a price
 * (priceOfNothing).
 * Lower case; thousands written with a comma or apostrophe lose it ("1,000" → "1000"), as in the
 * copy diff's block keys; other separators stay as written.
 */
import { canonicalPeriods } from "@/lib/pricing/period";
import { compactWordAt, dominantMultiplier, scaleAmount } from "@/lib/pricing/compact-numbers";
import { currencyLocales } from "@/lib/pricing/currency-cldr";
import { findMoney, isFreeText } from "@/lib/pricing/money-parse";
import { memoByText } from "@/lib/text-memo";
import { escapeRegExp } from "@/lib/regex-escape";

let ampersandWords: RegExp | null = null;

/** The words locales spell "&" with: the long form's word where a short or narrow list style writes "&". */
function conjunctions(): RegExp {
  if (ampersandWords) return ampersandWords;
  const words = new Set<string>();
  const locales = new Set([...currencyLocales().values()].flatMap((c) => c.all));
  const literal = (locale: string, style: Intl.ListFormatStyle) =>
    new Intl.ListFormat(locale, { type: "conjunction", style })
      .formatToParts(["x", "y"])
      .filter((p) => p.type === "literal")
      .map((p) => p.value.trim())
      .join("");
  for (const locale of locales) {
    if (literal(locale, "short") !== "&" && literal(locale, "narrow") !== "&") continue;
    const word = literal(locale, "long").toLowerCase();
    if (/^\p{L}+$/u.test(word)) words.add(word);
  }
  const alternatives = [...words].map((w) => escapeRegExp(w)).join("|");
  ampersandWords = new RegExp(`(?<![\\p{L}\\p{N}])(?:&|${alternatives || "&"})(?![\\p{L}\\p{N}])`, "gu");
  return ampersandWords;
}

const FIGURE = /\d+(?:[.,]\d+)?/g;

/** Figures with a compact word ("1k", "2 mio.") written out in full ("1000", "2000000"). */
function expandCompact(text: string): string {
  let out = "";
  let at = 0;
  for (const m of text.matchAll(FIGURE)) {
    const start = m.index ?? 0;
    if (start < at) continue;
    const end = start + m[0].length;
    const word = compactWordAt(text, end);
    const multiplier = word && (word.glued || !word.unitLike) ? dominantMultiplier(word) : null;
    // a separator before exactly three digits groups them ("1,000k"); another is the decimal mark ("1,5k")
    const value = Number(/[.,]\d{3}$/.test(m[0]) ? m[0].replace(/[.,]/, "") : m[0].replace(",", "."));
    if (!word || !multiplier || !Number.isFinite(value)) continue;
    out += `${text.slice(at, start)}${scaleAmount(value, multiplier)}`;
    at = Math.min(word.end, text.length);
  }
  return out + text.slice(at);
}

/** Each money amount written as its currency's code and value: "$99.00/mo" and "99 USD/mo" alike (" USD99 /mo"). */
export function amountsAsValues(s: string): string {
  let out = s;
  for (const m of findMoney(s).sort((x, y) => y.index - x.index)) out = `${out.slice(0, m.index)} ${m.currency}${Math.round(m.amount * 1e6) / 1e6} ${out.slice(m.index + m.raw.length)}`;
  return out;
}

/**
 * A wording key that states a price of nothing ("usd0 /month", "free", "kostenlos /month") as "0", else
 * the key itself: "$0 / month" and "Free" in a price's place state the same price, and a period beside
 * nothing charged says nothing (lib/pricing's isFreeText reads the free words). Only where the text is
 * known to stand for a price (a table cell): elsewhere "Free" is as often a plan's name.
 */
export function priceOfNothing(key: string): string {
  const rest = key.replace(/\/\p{L}+/gu, " ").trim();
  return /^\p{L}{3}0$/u.test(rest) || isFreeText(rest) ? "0" : key;
}

/** The text in its one writing (see the file comment). */
export const wordingKey: (text: string) => string = memoByText(4096, (text) => {
  const periods = canonicalPeriods(amountsAsValues(text)).replace(/(\d)[,'’](?=\d{3}(?!\d))/g, "$1");
  return expandCompact(periods).replace(conjunctions(), " ").toLowerCase();
});


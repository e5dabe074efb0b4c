/**
 * Spellings of each currency in Unicode CLDR, as Node's Intl carries it: the ISO code, the symbol and
 * narrow symbol in every language Node has data for (and in that language as written in the
 * currency's own country, where the code's first two letters name one), and the currency's display
 * name in every such language. Used by the price-string scorer to accept an ISO answer for a
 * currency text that the data's answer key does not list; standard data, nothing taken from the cases.
 */
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

let cache: Map<string, Set<string>> | null = null;

/** Lower-cased, spaces and bidi marks removed, surrounding dots dropped. */
export const normSpelling = (s: string) => s.replace(/[\u200e\u200f\u061c\s]/g, "").replace(/^\.+|\.+$/g, "").toLowerCase();

function currencyPart(locale: string, code: string, display: "symbol" | "narrowSymbol"): string {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency: code, currencyDisplay: display }).formatToParts(1);
  return parts.filter((p) => p.type === "currency").map((p) => p.value).join("");
}

/** ISO code → normalised CLDR spellings (computed once, about 4 s). */
export function cldrSpellings(): Map<string, Set<string>> {
  if (cache) return cache;
  const languages = Intl.NumberFormat.supportedLocalesOf([...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b)));
  const codes = Intl.supportedValuesOf("currency");
  const map = new Map<string, Set<string>>(codes.map((c) => [c, new Set([normSpelling(c)])]));
  for (const lang of languages) {
    const names = new Intl.DisplayNames([lang], { type: "currency", fallback: "none" });
    for (const code of codes) {
      const set = map.get(code)!;
      for (const display of ["symbol", "narrowSymbol"] as const) set.add(normSpelling(currencyPart(lang, code, display)));
      const name = names.of(code);
      if (name) set.add(normSpelling(name));
      try {
        set.add(normSpelling(currencyPart(`${lang}-${code.slice(0, 2)}`, code, "symbol")));
      } catch {
        // not a region code
      }
    }
  }
  for (const set of map.values()) set.delete("");
  cache = map;
  return map;
}

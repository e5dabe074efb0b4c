/**
 * Calendar dates in page copy, read from CLDR month names through Intl (no month name is written
 * here): a month name beside a number is a date ("March 3rd, 2025", "1 août"). Used to tell a
 * date's day and year from a figure (change-class.ts) and a dated notice from a term
 * (score/dated-notices.ts).
 */
import { normText } from "@/lib/norm-text";

/** Month names of a few locales, read from CLDR through Intl (long and short forms). */
export const MONTHS: Set<string> = (() => {
  const out = new Set<string>();
  for (const locale of ["en", "de", "fr", "es", "it", "nl", "pt", "pl"]) {
    for (const month of ["long", "short"] as const) {
      const f = new Intl.DateTimeFormat(locale, { month, timeZone: "UTC" });
      for (let m = 0; m < 12; m++) {
        const name = normText(f.format(new Date(Date.UTC(2024, m, 15))));
        if (name.length >= 3) out.add(name);
      }
    }
  }
  return out;
})();

/** A text that states a calendar date: a month name beside a number ("March 3rd, 2025", "1 août"). */
export function statesDate(text: string): boolean {
  const words = normText(text).split(" ");
  return words.some((w, i) => MONTHS.has(w) && [words[i - 1], words[i + 1]].some((n) => /^\d/.test(n ?? "")));
}

/**
 * Nouns of lengths of time in every language the runtime has CLDR data for, in all their plural
 * forms ("day", "days", "Tage", "jours", "mois", "dni"), read from Intl.NumberFormat unit
 * formatting: "14 days" minus the number is the noun; singular and short forms from lib/pricing's
 * timeNoun. Computed once, on first use.
 */
import { cldrLocales, timeNoun } from "@/lib/pricing/period-words";

export type DurationUnit = "second" | "minute" | "hour" | "day" | "week" | "month" | "year" | "quarter";

const UNITS = ["second", "minute", "hour", "day", "week", "month", "year"] as const;
/** Numbers that reach every plural category CLDR defines (one, two, few, many, other). */
const SAMPLES = [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 1.5];

let nouns: Map<string, DurationUnit> | null = null;

const norm = (s: string) => s.normalize("NFC").toLowerCase().replace(/\.$/, "").trim();

function build(): Map<string, DurationUnit> {
  const out = new Map<string, DurationUnit>();
  // the languages lib/pricing already lists for its period words (regional variants add no nouns)
  for (const locale of new Set(cldrLocales().map((l) => l.split("-")[0]))) {
    // one number per plural category of the language is enough to see every form
    const rules = new Intl.PluralRules(locale);
    const byCategory = new Map<string, number>();
    for (const n of SAMPLES) if (!byCategory.has(rules.select(n))) byCategory.set(rules.select(n), n);
    const samples = [...byCategory.values()];
    // long forms in every plural form; the short and singular forms come from timeNoun
    for (const unitDisplay of ["long"] as const) {
      for (const unit of UNITS) {
        const f = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay });
        for (const n of samples) {
          const noun = norm(f.formatToParts(n).filter((p) => p.type === "unit").map((p) => p.value).join(""));
          // one-letter forms ("d", "h") say too little on their own
          if ([...noun].length >= 2 && !/\d/.test(noun) && !out.has(noun)) out.set(noun, unit);
        }
      }
    }
  }
  return out;
}

/** The unit a noun names ("days" → "day", "Monate" → "month", "hr" → "hour"), or null. */
export function durationNoun(word: string): DurationUnit | null {
  const single = timeNoun(word);
  if (single) return single;
  nouns ??= build();
  return nouns.get(norm(word)) ?? null;
}

/**
 * Text normalisation and reusable regular-expression fragments for the pattern classifier.
 * Fragments describe linguistic shapes (numbers, quantities, time units, first-person refusals),
 * never specific phrases from any data set.
 */

/** Folds typographic quotes, literal escape sequences and whitespace so cues match uniformly. */
export function normaliseText(raw: string): string {
  return raw
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\[nrt]/g, " ")
    .replace(/\\(["'])/g, "$1")
    .replace(/[\u2018\u2019\u00b4\u0060\u2032]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .replace(SPACED_DIGITS, (run) => run.replace(/ /g, ""))
    .trim();
}

/**
 * Digits a timer draws one per box ("1 4 : 4 5", "0 2 days 1 1 hrs"), read as the numbers they show: a
 * run of single digits separated by single spaces that a clock separator or a clock unit follows or
 * precedes ("2 3 4" alone is left as it is).
 */
const SPACED_DIGITS = /(?<![\d.,])\d(?: \d)+(?= ?(?::|(?:days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b))|(?<=: ?)\d(?: \d)+(?![\d.,])/gi;

/** A count such as 7, 1,142, 2.5 or 1.2k (use with the "u" flag). */
export const NUM = String.raw`\d[\d,]*(?:\.\d+)?(?:k(?![\p{L}]))?`;

/** Vague or spelled-out small quantities. */
export const FEW = String.raw`(?:a few|a couple(?: of)?|a handful(?: of)?|few|one|two|three|four|five|six|seven|eight|nine|ten|limited)`;

/** Words that bound a quantity from above. */
export const BOUND = String.raw`(?:only|just|last|less than|fewer than|under|no more than|merely)`;

/** Longer spelled-out time units (used in recency expressions). */
export const TIME_WORD = String.raw`(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?)`;

/** Groups of people that activity notifications count. */
export const CROWD = String.raw`(?:people|persons?|customers?|users?|shoppers?|visitors?|others?|buyers?|members?|readers?|viewers?|guests?|folks|fans|families|clients?|teams?|companies|businesses)`;

/** Verbs describing what other visitors did or are doing. */
export const ACTIVITY = String.raw`(?:view(?:ing|ed)?|look(?:ing|ed)(?: at)?|watch(?:ing|ed)?|see(?:ing)?|seen|eye(?:ing|d)|bought|buying|purchas(?:ed|ing)|order(?:ed|ing)|sold|add(?:ed|ing)|check(?:ed|ing)(?: out)?|shopping|active|lik(?:e|ed)|lov(?:e|ed)|favou?r(?:ed|ited)|claimed|booked|download(?:ed|ing)|signed up|joined|grabbed|consider(?:ing|ed)|brows(?:ing|ed)|visit(?:ing|ed)|wish-?listed|sav(?:ed|ing) (?:this|it))`;

/** Things a shopper values and is shamed for declining. */
export const VALUE = String.raw`(?:sav(?:e|ing|ings)|money|deals?|discounts?|coupons?|free|offers?|gifts?|lucky|luck|win(?:ning)?|bonus(?:es)?|rewards?|perks?|bargains?|promotions?|\d+ ?% ?off|cool stuff|exclusive|cheaper|the best price|best prices?|happy|healthy|smart|success|growth|better)`;

/** Counts how many distinct clock units appear (days, hours, minutes, seconds). */
export function countClockUnits(text: string): number {
  const lower = text.toLowerCase();
  const units = [
    /\d\s*(?:days?|d)(?![a-z])|\bdays?\b/,
    /\d\s*(?:hours?|hrs?|h)(?![a-z])|\b(?:hours?|hrs?)\b/,
    /\d\s*(?:minutes?|mins?|m)(?![a-z])|\b(?:minutes?|mins?)\b/,
    /\d\s*(?:seconds?|secs?|s)(?![a-z])|\b(?:seconds?|secs?)\b/,
  ];
  return units.filter((re) => re.test(lower)).length;
}

/**
 * Returns the first running-clock reading (hh:mm, mm:ss or hh:mm:ss) in the text, or null.
 * Readings followed by am/pm or a time zone, or forming a range ("09:00-17:00"), are times of day.
 */
export function findClockReading(text: string): string | null {
  const clock = /(?<![\d.$€£:])(\d{1,4})\s*:\s*\d{2,4}(?:\s*:\s*\d{1,4}){0,3}(?![\d.])/g;
  const timeOfDay = /^\s*(?:am|pm|a\.m|p\.m|utc|gmt|cet|cest|[ecmp][sd]t|ist|aest|bst)\b/i;
  const rangeAfter = /^\s*(?:-|to|until|till)\s*\d{1,2}\s*:\s*\d{2}/i;
  const rangeBefore = /\d{1,2}\s*:\s*\d{2}\s*(?:am|pm)?\s*(?:-|to|until|till)\s*$/i;
  for (const m of text.matchAll(clock)) {
    const after = text.slice(m.index + m[0].length);
    const before = text.slice(0, m.index);
    if (timeOfDay.test(after) || rangeAfter.test(after) || rangeBefore.test(before)) continue;
    // "21:00", "9:30" on the hour or half hour: a time of day (a running clock rarely stops there)
    if (/^\d{1,2}\s*:\s*(?:00|30)$/.test(m[0]) && Number(m[1]) <= 23) continue;
    return m[0];
  }
  return null;
}

/** The stretch of text holding numbers with clock units ("2h 42m 0s", "00DAYS07HOURS"), or null. */
export function findClockUnitSpan(text: string): string | null {
  const unit = String.raw`(?:days?|d|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)(?![a-z])`;
  const span = new RegExp(String.raw`\d+\s*${unit}(?:[\s:.,]*\d+\s*${unit})+`, "i").exec(text);
  if (span) return span[0];
  const words = /\b(?:days?|hours?|hrs?|minutes?|mins?|seconds?|secs?)\b(?:[^a-z]+\b(?:days?|hours?|hrs?|minutes?|mins?|seconds?|secs?)\b)+/i.exec(text);
  return words ? words[0] : null;
}

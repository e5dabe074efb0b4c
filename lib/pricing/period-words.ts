/**
 * Billing-period words of every language, from the CLDR data that Node carries (no hand-written
 * lists): "per month" phrases from compound units ("5 liters per month" → "per month", "5 l/mnd" →
 * "/mnd", "5 litri al mese" → "al mese"), unit nouns in their long, short and narrow forms and plural
 * forms ("maand", "maanden", "mnd", "Monat", "mies."), and the names of the fields (Intl.DisplayNames
 * dateTimeField, Intl.RelativeTimeFormat parts: "quarter", "Quartal", "trimestre"). Languages are all
 * two-letter codes the runtime supports, plus the most likely language of every region (CLDR likely
 * subtags: en-CA writes "/mo" and "/yr"). Computed once, on first use.
 *
 * A period is read from the words right after the amount: a connector or "/" followed by a time
 * noun ("per maand", "/ mois", "na miesiąc"), any connector with any language's noun ("al mes").
 */

export type TimeUnit = "month" | "year" | "week" | "day" | "hour" | "quarter";

const UNITS = ["month", "year", "week", "day", "hour"] as const;
const DISPLAYS = ["long", "short", "narrow"] as const;

interface Table {
  /** Noun (lower-case, final point dropped) → unit; narrow one-letter forms only in `slashNouns`. */
  nouns: Map<string, TimeUnit>;
  /** Nouns written right after "/" ("/m", "/a", "/h"): every form, one letter included. */
  slashNouns: Map<string, TimeUnit>;
  /** Words that join an amount to a period noun: "per", "par", "pro", "por", "al", "na", "в". */
  connectors: Set<string>;
  /** Nouns in scripts written without spaces (月, 年, か月): matched anywhere. */
  unspaced: Array<[string, TimeUnit]>;
  /** "Per month" written as one word, the connector glued to the noun (Hebrew "לחודש", Serbian "месечно", Latvian "mēnesī"). */
  glued: Map<string, TimeUnit>;
  /** The glued "per" of those words, the time noun cut off (Korean "월당" → "당"): attaches any noun ("사용자당"). */
  perSuffixes: Set<string>;
  /** A "per" written before the noun and glued to it (Chinese "每公里", Thai "ต่อกิโลเมตร" → "每", "ต่อ"): attaches any noun ("每用户"). */
  perPrefixes: Set<string>;
}

let table: Table | null = null;

const norm = (s: string) => s.normalize("NFC").toLowerCase().replace(/[’ʼ`]/g, "'").replace(/\s+/g, " ").trim();
const stripPoint = (s: string) => s.replace(/\.$/, "");
const HANGUL_RE = /^\p{Script=Hangul}+$/u;
const UNSPACED_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

let localeList: string[] | null = null;

/** The locales the runtime has CLDR data for (languages and likely regional variants), computed once. */
export function cldrLocales(): string[] {
  localeList ??= locales();
  return localeList;
}

function locales(): string[] {
  const codes: string[] = [];
  for (let a = 97; a < 123; a++) for (let b = 97; b < 123; b++) codes.push(String.fromCharCode(a, b));
  const languages = Intl.NumberFormat.supportedLocalesOf(codes);
  const regional: string[] = [];
  const regions = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
  for (const code of codes) {
    const region = code.toUpperCase();
    let name: string | undefined;
    try {
      name = regions.of(region);
    } catch {
      continue;
    }
    if (!name) continue;
    try {
      const likely = new Intl.Locale(`und-${region}`).maximize();
      if (likely.language && likely.language !== "und") regional.push(`${likely.language}-${region}`);
    } catch {
      // no likely language for this region
    }
  }
  return [...new Set([...languages, ...Intl.NumberFormat.supportedLocalesOf(regional)])];
}

function build(): Table {
  const t: Table = { nouns: new Map(), slashNouns: new Map(), connectors: new Set(), unspaced: [], glued: new Map(), perSuffixes: new Set(), perPrefixes: new Set() };
  const addNoun = (raw: string, unit: TimeUnit) => {
    const noun = norm(raw);
    if (!noun || /\d/.test(noun)) return;
    if (UNSPACED_RE.test(noun)) {
      if (!t.unspaced.some(([w]) => w === noun)) t.unspaced.push([noun, unit]);
      return;
    }
    for (const form of new Set([noun, stripPoint(noun)])) {
      if (!t.slashNouns.has(form)) t.slashNouns.set(form, unit);
      // one letter is an abbreviation ("m"), but one Hangul block is a whole syllable, a word ("월")
      if (([...form].length >= 2 || HANGUL_RE.test(form)) && !t.nouns.has(form)) t.nouns.set(form, unit);
    }
  };
  const seen = new Set<string>();
  for (const locale of cldrLocales()) {
    // a regional variant that writes "per month" like its language adds nothing
    let probe: string;
    try {
      probe = new Intl.NumberFormat(locale, { style: "unit", unit: "liter-per-month", unitDisplay: "short" }).format(5);
    } catch {
      continue;
    }
    const key = `${locale.split("-")[0]}|${probe}`;
    if (seen.has(key) && locale.includes("-")) continue;
    seen.add(key);
    for (const display of DISPLAYS) {
      const base = new Intl.NumberFormat(locale, { style: "unit", unit: "liter", unitDisplay: display }).format(5);
      // narrow forms of the other units add little ("/w", "/d"): month and year only
      for (const unit of display === "narrow" ? (["month", "year"] as const) : UNITS) {
        const per = new Intl.NumberFormat(locale, { style: "unit", unit: `liter-per-${unit}`, unitDisplay: display }).format(5);
        // "5 liters per month" minus "5 liters" → "per month": the last word is the noun, the words before it a connector
        const phrase = per.startsWith(base) ? per.slice(base.length) : per.endsWith(base) ? per.slice(0, per.length - base.length) : "";
        const parts = norm(phrase).replace(/\//, " / ").split(/\s+|(?<=')/).filter(Boolean);
        // a one-word "per month" that is the language's own name of the field and a suffix (Korean "월당" → "당"), a syllable
        // or three letters at least (two letters end too many words of other languages: "-as")
        const field = parts.length === 1 && unit !== "hour" ? fieldName(locale, unit) : null;
        const suffix = field && parts[0].startsWith(field) ? parts[0].slice(field.length) : "";
        if (suffix && /^[\p{L}\p{M}]+$/u.test(suffix) && (HANGUL_RE.test(suffix) || [...suffix].length >= 3)) t.perSuffixes.add(suffix);
        if (parts.length === 1 && /^[\p{L}\p{M}]{4,}$/u.test(parts[0]) && !UNSPACED_RE.test(parts[0]) && !t.glued.has(parts[0])) t.glued.set(parts[0], unit);
        if (parts.length < 2) continue;
        addNoun(parts[parts.length - 1], unit);
        const connector = parts.slice(0, -1).join(" ");
        if (connector !== "/" && /^[\p{L}\p{M}' ]+$/u.test(connector)) t.connectors.add(connector);
      }
    }
    // the unit's own forms by count ("1 month", "5 months"; Arabic "شهر", "أشهر"), the number cut off;
    // one-letter forms left out ("/m" is the narrow form's, read above)
    for (const display of ["long", "short"] as const) {
      for (const unit of UNITS) {
        for (const count of [1, 2, 5]) {
          const form = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: display }).format(count).replace(/[\p{N}\s\u200f\u200e\u061c]+/gu, " ").trim();
          if (/^[\p{L}\p{M}.]{2,}$/u.test(form)) addNoun(form, unit);
        }
      }
    }
    const prefix = gluedPerPrefix(locale);
    if (prefix) t.perPrefixes.add(prefix);
    try {
      const names = new Intl.DisplayNames(locale, { type: "dateTimeField" });
      const fields: Array<[string, TimeUnit]> = [["month", "month"], ["year", "year"], ["weekOfYear", "week"], ["day", "day"], ["hour", "hour"], ["quarter", "quarter"]];
      for (const [field, unit] of fields) {
        const name = names.of(field);
        if (name) addNoun(name, unit);
      }
    } catch {
      // no field names for this locale
    }
  }
  return t;
}

/**
 * The "per" a locale glues before a noun, as CLDR writes "5 liters per kilometer" there: Chinese
 * "每公里5升" → "每", Thai "5 ลิตรต่อกิโลเมตร" → "ต่อ" (Japanese "毎"). None where "per" stands apart
 * ("per kilometer", "pro Kilometer") or behind a slash. A CJK or Thai-like syllable, or three letters
 * at least (one letter, Hebrew "ל", begins too many words).
 */
function gluedPerPrefix(locale: string): string | null {
  const long = (unit: string) => new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(5);
  const per = long("liter-per-kilometer");
  const base = long("liter");
  const noun = norm(long("kilometer").replace(/[\p{N}\s\u200f\u200e\u061c]+/gu, ""));
  const phrase = norm(per.startsWith(base) ? per.slice(base.length) : per.endsWith(base) ? per.slice(0, per.length - base.length) : "");
  if (!noun || /\s/.test(phrase) || !phrase.endsWith(noun)) return null;
  const prefix = phrase.slice(0, phrase.length - noun.length);
  return /^[\p{L}\p{M}]+$/u.test(prefix) && (UNSPACED_RE.test(prefix) || [...prefix].length >= 3) ? prefix : null;
}

/** The locale's name of a date field ("월" for month in Korean), lower-case, or null. */
function fieldName(locale: string, unit: "month" | "year" | "week" | "day"): string | null {
  try {
    const name = new Intl.DisplayNames(locale, { type: "dateTimeField" }).of(unit === "week" ? "weekOfYear" : unit);
    return name ? norm(name) : null;
  } catch {
    return null;
  }
}

function words(): Table {
  table ??= build();
  return table;
}

export interface PeriodHit {
  unit: TimeUnit;
  index: number;
}

/** A period phrase and where it ends (the end of its time noun). */
export interface PeriodSpan extends PeriodHit {
  end: number;
}

const TOKEN_RE = /\/|[\p{L}\p{M}'][\p{L}\p{M}'.-]*/gu;

/**
 * Time periods stated in a text as "per <noun>" or "/ <noun>" in any language, in order of
 * appearance: "€ 5 per maand" → month, "5 € / an" → year, "$9/quarter" → quarter.
 */
export function periodPhrases(text: string): PeriodHit[] {
  return periodSpans(norm(text)).map(({ unit, index }) => ({ unit, index }));
}

/** The text as periodSpans reads it: NFC, lower case, apostrophes alike (whitespace kept, so offsets hold). */
export const periodText = (text: string) => text.normalize("NFC").toLowerCase().replace(/[’ʼ`]/g, "'");

/**
 * The period phrases of `src` (a text already in periodText form) with their spans: the connector or
 * "/" through the time noun ("per maand", "/ mo.", "al mese"), a glued "per" noun, or an unspaced noun.
 */
export function periodSpans(src: string): PeriodSpan[] {
  const t = words();
  const tokens = [...src.matchAll(TOKEN_RE)].map((m) => {
    const word = m[0].replace(/[.-]+$/, "");
    return { word, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
  });
  const out: PeriodSpan[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i];
    if (tok.word === "/") {
      const next = tokens[i + 1];
      const unit = next && src.slice(tok.index + 1, next.index).trim() === "" ? t.slashNouns.get(next.word) ?? t.slashNouns.get(stripPoint(next.word)) : undefined;
      if (unit) out.push({ unit, index: tok.index, end: next.end });
      continue;
    }
    const glued = t.glued.get(tok.word);
    if (glued) out.push({ unit: glued, index: tok.index, end: tok.end });
    // connectors of one or two words ("per", "all'", "in de")
    for (const span of [1, 2]) {
      if (i + span > tokens.length) break;
      const conn = span === 1 ? tok.word : `${tok.word} ${tokens[i + 1].word}`;
      if (!t.connectors.has(conn) && !t.connectors.has(conn.replace(/'$/, "'"))) continue;
      const nounTok = tokens[i + span];
      // the connector and its noun stand side by side: "a 14-day trial" is no "a day"
      if (!nounTok || src.slice(tokens[i + span - 1].end, nounTok.index).trim() !== "") continue;
      // "all'anno": the connector's apostrophe glues it to the noun
      const unit = t.nouns.get(nounTok.word);
      if (unit) out.push({ unit, index: tok.index, end: nounTok.end });
    }
    // "all'anno" as one token
    const apos = tok.word.indexOf("'");
    if (apos > 0 && t.connectors.has(tok.word.slice(0, apos + 1))) {
      const unit = t.nouns.get(tok.word.slice(apos + 1));
      if (unit) out.push({ unit, index: tok.index, end: tok.end });
    }
  }
  for (const [noun, unit] of t.unspaced) {
    const at = src.indexOf(noun);
    if (at >= 0) out.push({ unit, index: at, end: at + noun.length });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Is the word (any language, any form) a noun for a time unit ("maand", "Jahr", "mies.", "月")? */
export function timeNoun(word: string): TimeUnit | null {
  const w = norm(word);
  const t = words();
  // in scripts written without spaces the noun starts the word ("月", "月額", "か月")
  return t.nouns.get(w) ?? t.nouns.get(stripPoint(w)) ?? (UNSPACED_RE.test(w) ? t.unspaced.find(([n]) => w.startsWith(n))?.[1] : undefined) ?? null;
}

/**
 * A noun with a glued "per" ("사용자당" → "사용자"; "每用户" → "用户", "ต่อผู้ใช้ต่อเดือน" → "ผู้ใช้": the noun
 * ends where the next "per" begins), not a time noun: the noun, else null.
 */
export function gluedPerNoun(word: string): string | null {
  const w = norm(word);
  const t = words();
  for (const suffix of t.perSuffixes) {
    if (!w.endsWith(suffix) || w.length <= suffix.length) continue;
    const noun = w.slice(0, w.length - suffix.length);
    if (!timeNoun(noun)) return noun;
  }
  for (const prefix of t.perPrefixes) {
    if (!w.startsWith(prefix)) continue;
    const rest = w.slice(prefix.length);
    const next = rest.indexOf(prefix);
    const noun = next > 0 ? rest.slice(0, next) : rest;
    if (noun && !timeNoun(noun)) return noun;
  }
  return null;
}

/**
 * Billing period and pricing unit of a price, read from the price's own phrase: the words right
 * after the amount first, then the rest of the context, nearest first. Time nouns and "per"
 * connectors of every language come from CLDR (./period-words); a few English forms that CLDR does not
 * spell ("monthly", "annually", "a month"), "billed annually" phrases and one-time words are written
 * here. A phrase naming another time unit ("/quarter", "per week", "per uur") is a stated period that
 * is neither month nor year: no page default overrides it.
 */
import { gluedPerNoun, periodPhrases, periodSpans, periodText, timeNoun, type TimeUnit } from "./period-words";
import type { BillingPeriod } from "./types";
import { memoByText } from "@/lib/text-memo";

/** A plan's billing period (the model's BillingPeriod). */
export type Period = BillingPeriod;
/** A period as stated: "other" = a time unit that is neither month nor year ("/quarter", "per day"). */
export type StatedPeriod = Period | "other";

/**
 * Forms that CLDR does not spell: English "monthly", "annually", "mo."; and the adjectives and adverbs
 * of "monthly" / "yearly" in other languages ("monatlich", "mensuel", "mensal", "maandelijks",
 * "miesięcznie", "aylık", "شهريًا", "मासिक"), written by hand since CLDR holds nouns only ("per month" in any language is CLDR's).
 */
const WORD = (alternatives: string) => `(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`;
const MONTHLY_WORDS = [
  "monatlich", "mtl\\.", "monatl\\.", "mensuel(?:le)?s?", "mensuellement", "mensual(?:es|mente)?", "mensa(?:l|is)", "mensalmente", "mensil[ei]", "mensilmente",
  "maandelijks", "miesięczn(?:ie|y|a|e)", "měsíčně", "mesačne", "månadsvis", "månedlig", "kuukausittain", "havonta", "aylık",
  "شهري(?:ًا|اً|ا|ة)?", "मासिक", "월간", "매월",
].join("|");
const YEARLY_WORDS = [
  "jährlich", "jährl\\.", "annuel(?:le)?s?", "annuellement", "anual(?:es|mente)?", "anuais", "annual[ei]", "annualmente",
  "jaarlijks", "roczn(?:ie|y|a|e)", "ročně", "årsvis", "årlig", "vuosittain", "évente", "yıllık",
  "سنوي(?:ًا|اً|ا|ة)?", "वार्षिक", "연간", "매년",
].join("|");
const MONTH_RE = new RegExp(`\\bmonthly\\b|\\bmo\\.|${WORD(MONTHLY_WORDS)}`, "giu");
const YEAR_RE = new RegExp(`\\byearly\\b|\\bannually\\b|\\bannual\\b|\\bper\\s+annum\\b|${WORD(YEARLY_WORDS)}`, "giu");
/** Cycles that are neither month nor year ("semi-annually", "quarterly", "halbjährlich"): stated, so no default replaces them. */
const OTHER_RE = new RegExp(
  WORD("(?:semi|bi)-?annual(?:ly)?|biennial(?:ly)?|half-?yearly|quarterly|bi-?weekly|fortnightly|weekly|daily|hourly|halbjährlich|vierteljährlich|semestr(?:al|iel|ale|ial)(?:es|s|mente)?|trimestr(?:al|iel|ale|ial)(?:es|s|mente)?|kwartaal|halfjaarlijks"),
  "giu",
);
const ONCE_RE = /\b(?:one[-\s]?time|life[-\s]?time|one[-\s]?off|pay once|buy once|perpetual licen[cs]e|paid once|single payment|einmalig|paiement unique|pago único|una tantum)\b/gi;
/** "billed annually" next to a per-month price: the price is per month, billing is yearly. */
export const BILLED_ANNUALLY_RE = /\b(?:billed|paid|bezahlt|factur[ée]|facturado)\s+(?:annually|yearly|per year|every year|jährlich|annuellement|anualmente)\b|\bannual(?:ly)? billing\b|\bbei jährlicher zahlung\b/i;
export const BILLED_MONTHLY_RE = /\b(?:billed|paid|bezahlt)\s+monthly\b|\bmonth[-\s]to[-\s]month\b|\bmonthly billing\b|\bbei monatlicher zahlung\b/i;

interface Hit {
  period: StatedPeriod;
  index: number;
}

const OF_UNIT: Record<TimeUnit, StatedPeriod> = { month: "month", year: "year", week: "other", day: "other", hour: "other", quarter: "other" };

/**
 * Hits of the contexts read lately: the pricing reader asks about the same texts many times (a price's
 * line, its card, the card's neighbours). Pure function of the text; callers only read the hits.
 */
const hits: (context: string) => readonly Hit[] = memoByText(2048, (context) => readHits(context));

function readHits(context: string): Hit[] {
  const billedYear = BILLED_ANNUALLY_RE.exec(context);
  const out: Hit[] = [];
  for (const m of context.matchAll(OTHER_RE)) out.push({ period: "other", index: m.index ?? 0 });
  const text = context
    .replace(OTHER_RE, (m) => " ".repeat(m.length))
    .replace(BILLED_ANNUALLY_RE, (m) => " ".repeat(m.length))
    .replace(BILLED_MONTHLY_RE, (m) => ` /month${" ".repeat(Math.max(0, m.length - 7))}`);
  for (const m of context.matchAll(ONCE_RE)) out.push({ period: "one-time", index: m.index ?? 0 });
  for (const m of text.matchAll(MONTH_RE)) out.push({ period: "month", index: m.index ?? 0 });
  for (const m of text.matchAll(YEAR_RE)) out.push({ period: "year", index: m.index ?? 0 });
  for (const h of periodPhrases(text)) out.push({ period: OF_UNIT[h.unit], index: h.index });
  // "billed annually" alone says yearly, after any per-month phrase
  if (billedYear && !out.length) out.push({ period: "year", index: billedYear.index });
  return out;
}

/**
 * A text with each period phrase written one way: "/mo", "/ month", "per month", "a month", "monthly",
 * "al mese" all become " /month " ("/yr", "annually": " /year "; other time units " /<unit> "). Lower
 * case. For comparing two wordings of one fact ("$20/mo" and "$20 per month" state the same price),
 * never for display. One short token, so two blocks that share only a period phrase stay unlike.
 */
export const canonicalPeriods: (text: string) => string = memoByText(4096, (text) => {
  const src = periodText(text);
  if (!/[\p{L}]/u.test(src)) return src;
  const spans = periodSpans(src).map((h) => ({ start: h.index, end: h.end, unit: h.unit as string }));
  for (const m of src.matchAll(MONTH_RE)) spans.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, unit: "month" });
  for (const m of src.matchAll(YEAR_RE)) spans.push({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, unit: "year" });
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  let out = "";
  let at = 0;
  for (const sp of spans) {
    if (sp.start < at) continue; // inside a phrase already written
    out += `${src.slice(at, sp.start)} /${sp.unit} `;
    at = sp.end;
  }
  return out + src.slice(at);
});

/**
 * The period stated in a price context: within the price's own text (`own`, its span in the context)
 * first, then in the whole context; one-time before month before year before another unit.
 * "€5 per maand" → month, "$9 /quarter" → "other".
 */
export function statedPeriod(context: string, own?: { start: number; end: number }): StatedPeriod | null {
  const found = hits(context);
  if (!found.length) return null;
  // the price's own phrase first ("$9 /quarter" beside a "Lifetime access" line), then the whole context
  const tiers = own ? [found.filter((h) => h.index >= own.start && h.index < own.end), found] : [found];
  for (const tier of tiers) for (const p of PRIORITY) if (tier.some((h) => h.period === p)) return p;
  return null;
}

const PRIORITY: StatedPeriod[] = ["one-time", "month", "year", "other"];

/** The billing period stated in a price context ("/mo", "per maand", "billed annually", "one-time"). */
export function detectPeriod(context: string): Period | null {
  const p = statedPeriod(context);
  return p === "other" ? null : p;
}

/**
 * The period a table's header cell gives the prices in its column (or a row label, the prices in its
 * row): a period stated as in a price's own phrase, else a time noun of any language standing as a word
 * of its own ("월 요금" monthly fee, "Month"), not counted ("12 months" is a term, not a period).
 */
export function headerPeriod(header: string): Period | null {
  const stated = detectPeriod(header);
  if (stated) return stated;
  for (const m of header.matchAll(/(\p{N}[\p{N}.,]*\s*)?([\p{L}\p{M}]+\.?)/gu)) {
    if (m[1]) continue;
    const unit = timeNoun(m[2]);
    if (unit === "month" || unit === "year") return unit;
  }
  return null;
}

const UNIT_WORDS: Record<string, string> = {
  user: "user", users: "user", nutzer: "user", benutzer: "user", utilisateur: "user", usuario: "user", utente: "user",
  seat: "seat", seats: "seat", platz: "seat", siège: "seat", licence: "seat", license: "seat", lizenz: "seat",
  member: "member", members: "member", mitglied: "member", editor: "editor", editors: "editor", agent: "agent", agents: "agent",
  host: "host", hosts: "host", server: "server", servers: "server", site: "site", sites: "site", project: "project",
  team: "team", workspace: "workspace", location: "location", device: "device", employee: "employee", employees: "employee",
  mitarbeiter: "employee", admin: "admin", creator: "creator", contributor: "contributor", mitarbeitende: "employee",
};

/** "per", "pro", ... as whole words ("project" is no "pro ject"), or "/". */
const PER = "(?:(?<![\\p{L}])(?:per|pro|par|por|each|je|für jeden|for each)(?![\\p{L}])|/)";

/** The pricing unit: "user", "seat", "1,000 contacts", ... or null for a flat price. */
export function detectUnit(context: string): string | null {
  const text = context.toLowerCase();
  // per 1,000 contacts / per 10k emails
  const qty = text.match(new RegExp(`${PER}\\s*(\\d[\\d,.\\s]*k?)\\s+([a-zäöüéèáíóú]+)`, "iu"));
  if (qty) {
    const n = qty[1].trim().replace(/\s/g, "");
    const thousands = /k$/.test(n) ? `${Number(n.slice(0, -1)) * 1000}` : n;
    const num = Number(thousands.replace(/[,.]/g, ""));
    const formatted = Number.isFinite(num) ? num.toLocaleString("en-US") : thousands;
    if (!/^(month|year|mo|yr|monat|jahr)/.test(qty[2])) return `${formatted} ${qty[2]}`;
  }
  const word = text.match(new RegExp(`${PER}\\s*(?:active\\s+|additional\\s+|extra\\s+)?([a-zäöüéèáíóú]+)(?![\\p{L}])`, "giu")) ?? [];
  for (const w of word) {
    const m = w.match(/([a-zäöüéèáíóú]+)$/i);
    const unit = m ? UNIT_WORDS[m[1].toLowerCase()] : undefined;
    if (unit) return unit;
  }
  return null;
}

/**
 * A usage rate: the amount's own phrase prices a quantity of a resource ("$0.10 / GB", "€2 per 1,000
 * emails"), not a period and not a seat-like unit (user, seat, ...). Returns the resource, or null.
 */
export function usageResource(afterAmount: string): string | null {
  const m = afterAmount.match(/^\s*(?:\/|(?:per|pro|par|por|each|je)\s)\s*(?:(?:per|pro|par|por|each|je)\s+)?((?:\d[\d.,]*\s*k?\s*)?[\p{L}][\p{L}\p{M}\d-]*)/iu);
  if (!m) return null;
  const word = m[1].replace(/^[\d.,\s]*k?\s*/i, "");
  // a time noun, a seat-like unit, or a period as the phrase itself states it ("/월": a one-letter noun after a slash)
  if (timeNoun(word) || detectUnit(`per ${word}`) || statedPeriod(m[0]) !== null) return null;
  return squashSpaces(m[1]);
}

const squashSpaces = (s: string) => s.replace(/\s+/g, " ").trim();

let measures: Set<string> | null = null;

/** Spellings of the units that meter data (CLDR's "GB", "gigabytes", "kB"...): what a usage rate is priced per. */
function measureWords(): Set<string> {
  if (measures) return measures;
  measures = new Set();
  const units = ["bit", "byte", "kilobit", "kilobyte", "megabit", "megabyte", "gigabit", "gigabyte", "terabit", "terabyte", "petabyte"];
  for (const unit of units) {
    for (const unitDisplay of ["short", "long"] as const) {
      for (const count of [1, 2]) measures.add(new Intl.NumberFormat("en", { style: "unit", unit, unitDisplay }).format(count).replace(/[\d\s]+/g, "").toLowerCase());
    }
  }
  return measures;
}

/**
 * A recurring price per counted thing ("49 kr per användare/mån", "€5 per gebruiker per maand"): the
 * phrase after the amount names a word, not a quantity, a data unit or an upper-case abbreviation,
 * and then a month or a year. Returns that word (the plan's unit), else null (a usage rate, or no unit).
 */
export function recurringUnit(afterAmount: string): string | null {
  const resource = usageResource(afterAmount) ?? countedNoun(afterAmount);
  if (!resource || /\d/.test(resource) || /^\p{Lu}{2,6}$/u.test(resource) || measureWords().has(resource.toLowerCase())) return null;
  const at = afterAmount.indexOf(resource);
  const next = afterAmount.slice(at + resource.length, at + resource.length + 24);
  const period = statedPeriod(next);
  return period === "month" || period === "year" ? resource : null;
}

/**
 * Words other than "per" that attach the counted noun to an amount, as the languages' grammars have
 * them: the Slavic preposition "za" / "за" ("for": "za użytkownika", "за пользователя") before the noun,
 * and the postpositions that follow it, Turkish "başına" and Finnish "kohden" / "kohti" ("kullanıcı başına").
 */
const BEFORE_NOUN_RE = /^\s*(?<![\p{L}])(?:za|за)\s+([\p{L}][\p{L}\p{M}-]*)/iu;
const AFTER_NOUN_RE = /^\s*([\p{L}][\p{L}\p{M}-]*)\s+(?:başına|kohden|kohti)(?![\p{L}])/iu;

/** The noun such a word attaches right after the amount ("za użytkownika" → "użytkownika"), not a time noun. */
function countedNoun(afterAmount: string): string | null {
  const word = (BEFORE_NOUN_RE.exec(afterAmount) ?? AFTER_NOUN_RE.exec(afterAmount))?.[1];
  if (word) return timeNoun(word) ? null : word;
  // a "per" glued to the noun, as CLDR writes "per month" in that language ("사용자당" like "월당")
  const first = /^\s*([\p{L}][\p{L}\p{M}]*)/u.exec(afterAmount)?.[1];
  return first ? gluedPerNoun(first) : null;
}

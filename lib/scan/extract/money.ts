/**
 * Parsing of price text: amounts in many formats ("$1,299", "€49,90", "49 €", "USD 20",
 * "1.299,00 €"), free and custom ("Contact sales") prices, billing periods and per-unit pricing.
 */
import { squash } from "./dom";

export interface MoneyToken {
  amount: number;
  currency: string;
  /** Index in the source text and the matched text. */
  index: number;
  raw: string;
}

const SYMBOLS: Record<string, string> = {
  "us$": "USD", "$": "USD", "a$": "AUD", "c$": "CAD", "ca$": "CAD", "au$": "AUD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "chf": "CHF",
  usd: "USD", eur: "EUR", gbp: "GBP", cad: "CAD", aud: "AUD", jpy: "JPY", inr: "INR",
};
const CUR = "(US\\$|CA\\$|AU\\$|A\\$|C\\$|\\$|€|£|¥|₹|\\b(?:USD|EUR|GBP|CAD|AUD|CHF|JPY|INR)\\b)";
const NUM = "(\\d{1,3}(?:[,.\\u00a0\\u202f\\u2009]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)";
const BEFORE = new RegExp(`${CUR}\\s?${NUM}(?:\\s?(?:,-|\\.-|–))?`, "gi");
const AFTER = new RegExp(`${NUM}\\s?${CUR}`, "gi");

/** Converts "1,299", "1.299,00", "49,90", "1 299" to a number. */
export function parseAmount(raw: string, currency?: string): number | null {
  let s = raw.replace(/[\s\u00a0\u202f\u2009]/g, "");
  if (!/^\d[\d.,]*$/.test(s)) return null;
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    const thousands = decimal === "," ? "." : ",";
    s = s.split(thousands).join("").replace(decimal, ".");
  } else if (lastComma >= 0) {
    const tail = s.length - lastComma - 1;
    const commas = s.split(",").length - 1;
    s = commas === 1 && tail !== 3 ? s.replace(",", ".") : s.split(",").join("");
  } else if (lastDot >= 0) {
    const tail = s.length - lastDot - 1;
    const dots = s.split(".").length - 1;
    // "1.299" in a euro context is a thousands separator; "12.99" is a decimal.
    if (dots > 1 || (tail === 3 && currency && currency !== "USD" && currency !== "GBP")) s = s.split(".").join("");
  }
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** All money amounts in a text, in order of appearance. */
export function findMoney(text: string): MoneyToken[] {
  const tokens: MoneyToken[] = [];
  const taken: Array<[number, number]> = [];
  for (const re of [BEFORE, AFTER]) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      const curRaw = (re === BEFORE ? m[1] : m[2]).toLowerCase();
      const numRaw = re === BEFORE ? m[2] : m[1];
      const currency = SYMBOLS[curRaw] ?? curRaw.toUpperCase();
      // "1,000 contacts" after a price is not part of it: refuse numbers glued to letters.
      const next = text.slice(end, end + 1);
      if (re === BEFORE && /[a-z]/i.test(next) && !/[kmb]\b/i.test(text.slice(end, end + 2))) continue;
      const amount = parseAmount(numRaw, currency);
      if (amount === null) continue;
      taken.push([start, end]);
      tokens.push({ amount, currency, index: start, raw: m[0] });
    }
  }
  return tokens.sort((a, b) => a.index - b.index);
}

const FREE_RE = /^(?:free|free forever|forever free|free plan|kostenlos|gratis|gratuit|gratuito|0|\$0|€0|£0)$/i;
export const FREE_WORD_RE = /\b(?:free(?: forever)?|kostenlos|gratis|gratuit|gratuito)\b/i;

/** "Free", "Free forever", "Kostenlos" as the whole price text. */
export function isFreeText(text: string): boolean {
  return FREE_RE.test(squash(text).replace(/[!.*]+$/, ""));
}

const CUSTOM_RE =
  /^(?:contact(?: us| sales| our sales team)?|talk to (?:us|sales)|custom(?: pricing| price| quote| plan)?|let'?s talk|get (?:a )?quote|request (?:a )?(?:quote|demo|pricing)|on request|book a (?:demo|call)|price on request|auf anfrage|individuell|preis auf anfrage|kontakt|kontaktieren sie uns|sur devis|nous contacter|contactez-nous|sur mesure|personnalisé|contáctanos|contactar|a medida|personalizado|su richiesta|contattaci)$/i;

/** "Contact sales", "Custom", "Let's talk", "Auf Anfrage", ... as the whole price text. */
export function isCustomText(text: string): boolean {
  return CUSTOM_RE.test(squash(text).replace(/[!.*→›>]+$/, "").replace(/’/g, "'").trim());
}

export type Period = "month" | "year" | "one-time";

const MONTH_RE = /(?:\/\s*(?:mo|mon|month|monat|mois|mes|mese|maand)\b|\bper\s+(?:month|mo)\b|\ba\s+month\b|\bmonthly\b|\bmo\.|\bpro\s+monat\b|\bmonatlich\b|\bmtl\.?|\bpar\s+mois\b|\bmensuel|\bal\s+mes\b|\bpor\s+mes\b|\bmensual|\bal\s+mese\b|\/\s*m\b)/i;
const YEAR_RE = /(?:\/\s*(?:yr|year|jahr|an|año|anno)\b|\bper\s+(?:year|yr|annum)\b|\ba\s+year\b|\byearly\b|\bannually\b|\bannual\b|\bpro\s+jahr\b|\bjährlich\b|\bpar\s+an\b|\bannuel|\bal\s+año\b|\bpor\s+año\b|\banual\b|\ball'anno\b|\/\s*y\b)/i;
const ONCE_RE = /\b(?:one[-\s]?time|lifetime|pay once|paid once|single payment|einmalig|paiement unique|pago único|una tantum)\b/i;
/** "billed annually" next to a per-month price: the price is per month, billing is yearly. */
export const BILLED_ANNUALLY_RE = /\b(?:billed|paid|bezahlt|factur[ée]|facturado)\s+(?:annually|yearly|per year|every year|jährlich|annuellement|anualmente)\b|\bannual(?:ly)? billing\b|\bbei jährlicher zahlung\b/i;
export const BILLED_MONTHLY_RE = /\b(?:billed|paid|bezahlt)\s+monthly\b|\bmonth[-\s]to[-\s]month\b|\bmonthly billing\b|\bbei monatlicher zahlung\b/i;

/** The billing period stated in a price context ("/mo", "per year", "billed annually", "one-time"). */
export function detectPeriod(context: string): Period | null {
  const text = context.replace(BILLED_ANNUALLY_RE, " ").replace(BILLED_MONTHLY_RE, " /month ");
  if (ONCE_RE.test(context)) return "one-time";
  if (MONTH_RE.test(text)) return "month";
  if (YEAR_RE.test(text)) return "year";
  if (BILLED_ANNUALLY_RE.test(context)) return "year";
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

const PER = "(?:per|/|pro|par|por|each|je|für jeden|for each)";

/** The pricing unit: "user", "seat", "1,000 contacts", ... or null for a flat price. */
export function detectUnit(context: string): string | null {
  const text = context.toLowerCase();
  // per 1,000 contacts / per 10k emails
  const qty = text.match(new RegExp(`${PER}\\s*(\\d[\\d,.\\s]*k?)\\s+([a-zäöüéèáíóú]+)`, "i"));
  if (qty) {
    const n = qty[1].trim().replace(/\s/g, "");
    const thousands = /k$/.test(n) ? `${Number(n.slice(0, -1)) * 1000}` : n;
    const num = Number(thousands.replace(/[,.]/g, ""));
    const formatted = Number.isFinite(num) ? num.toLocaleString("en-US") : thousands;
    if (!/^(month|year|mo|yr|monat|jahr)/.test(qty[2])) return `${formatted} ${qty[2]}`;
  }
  const word = text.match(new RegExp(`${PER}\\s*(?:active\\s+|additional\\s+|extra\\s+)?([a-zäöüéèáíóú]+)`, "gi")) ?? [];
  for (const w of word) {
    const m = w.match(/([a-zäöüéèáíóú]+)$/i);
    const unit = m ? UNIT_WORDS[m[1].toLowerCase()] : undefined;
    if (unit) return unit;
  }
  return null;
}

/** Per-month equivalent of an annual price: "$120/year" → 10 (rounded to cents). */
export function perMonth(amount: number, period: Period | null, monthlyReference?: number | null): number {
  if (period === "year" || (period === null && monthlyReference && amount > monthlyReference * 3)) {
    return Math.round((amount / 12) * 100) / 100;
  }
  return amount;
}

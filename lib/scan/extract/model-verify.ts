import type { BillingPeriod } from "@/lib/pricing/types";
/**
 * Grounding of a model's pricing answer in the page it read: every number the model returns (price,
 * annual price, numbers inside a unit, feature or add-on) must appear in the page text in some
 * written form ("1,299", "1.299,00", "1 299", "1'299", "12", "12.00", "12,00", "1k"), or it is
 * dropped. Pure: no network, no clock.
 */

/** One plan as the model returns it (the JSON schema of `model-plans.ts`), currency upper-cased. */
export interface ModelPlan {
  name: string;
  price: number | null;
  currency: string | null;
  period: BillingPeriod | null;
  unit: string | null;
  /** Per month when billed annually. */
  annualPrice: number | null;
  features: string[];
  addOns: string[];
  highlighted: boolean;
}

/** A model plan after verification: unverifiable values are gone, and what that cost the plan is noted. */
export interface VerifiedPlan extends ModelPlan {
  /** The model gave a price that is not on the page: the plan has no evidence of being a priced plan. */
  priceInvented: boolean;
  /** The plan's name appears in the page text. */
  nameOnPage: boolean;
}

export interface PageEvidence {
  /** Every reading of every number written in the page (see `numberKey`). */
  numbers: Set<number>;
  /** The page text, normalised by `normalizeWords`, padded with spaces. */
  words: string;
  /** Upper-cased page text, for currency codes and symbols. */
  upper: string;
}

/** Numbers as written: digit groups joined by . , ' ’ no-break/thin spaces, or a space before a group of three. */
const NUMBER_RE = /\d+(?:(?:[.,'’\u00a0\u202f\u2009]|[ \t](?=\d{3}(?!\d)))\d+)*/g;

/** A number as a comparable integer key (millionths): 12, 12.0 and 12.000000 are one key. */
export function numberKey(n: number): number {
  return Math.round(Math.abs(n) * 1e6);
}

/**
 * What one written number can mean. `canonical` are the readings a person would pick ("1,299" →
 * 1299; "1.299" → 1299 or 1.299; "0.008" → 0.008; "1.299,00" → 1299); `loose` adds the parts of a
 * space-grouped number, so a page's "3 100" still vouches for 3 and 100.
 */
export function readNumber(token: string): { canonical: number[]; loose: number[] } {
  const groups = token.split(/[^\d]/);
  const seps = token.match(/[^\d]/g) ?? [];
  if (seps.length === 0) return { canonical: [Number(token)], loose: [] };
  const all = Number(groups.join(""));
  const last = seps[seps.length - 1];
  const lastGroup = groups[groups.length - 1];
  const decimal = Number(`${groups.slice(0, -1).join("")}.${lastGroup}`);
  let canonical: number[];
  if (last !== "." && last !== ",") canonical = [all];
  else if (seps.slice(0, -1).includes(last)) canonical = [all]; // "1,299,000": the last separator groups too
  else if (seps.length > 1) canonical = [decimal]; // "1.299,00" / "1,299.00"
  else if (lastGroup.length === 3 && groups[0] !== "0") canonical = [all, decimal]; // "1,299" / "1.299": either
  else canonical = [decimal]; // "12.50", "9,99", "0.008", "12.00"
  const loose = seps.some((s) => /\s/.test(s)) ? groups.map(Number) : [];
  return { canonical, loose };
}

/**
 * Readings of every number in a text, with a "k" suffix ("10k") also read as thousands. On the page
 * side (`page`) every reading counts; in the model's texts a "1,000" is read as a thousand only.
 */
function numbersIn(text: string, page: boolean): number[][] {
  const out: number[][] = [];
  for (const m of text.matchAll(NUMBER_RE)) {
    const r = readNumber(m[0]);
    const values = page ? [...r.canonical, ...r.loose] : [r.canonical[0]];
    const after = text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 2);
    if (/^[kK](?![a-zA-Z])/.test(after)) values.push(...r.canonical.map((v) => v * 1000));
    out.push(values);
  }
  return out;
}

/** Lower case, no accents, punctuation as spaces, single spaces. */
export function normalizeWords(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The evidence one page offers (its markdown or visible text). */
export function pageEvidence(text: string): PageEvidence {
  const numbers = new Set<number>();
  for (const values of numbersIn(text, true)) for (const v of values) numbers.add(numberKey(v));
  return { numbers, words: ` ${normalizeWords(text)} `, upper: text.toUpperCase() };
}

export function numberOnPage(page: PageEvidence, n: number): boolean {
  return Number.isFinite(n) && page.numbers.has(numberKey(n));
}

/** True when every number written in `text` appears on the page (a text without numbers passes). */
export function textNumbersOnPage(page: PageEvidence, text: string): boolean {
  return numbersIn(text, false).every((values) => values.some((v) => page.numbers.has(numberKey(v))));
}

export function nameOnPage(page: PageEvidence, name: string): boolean {
  const n = normalizeWords(name);
  return n.length > 0 && page.words.includes(` ${n} `);
}

const ISO_CODES = new Set<string>(Intl.supportedValuesOf("currency"));

function currencySymbol(code: string): string | null {
  try {
    return new Intl.NumberFormat("en", { style: "currency", currency: code, currencyDisplay: "narrowSymbol" }).formatToParts(1).find((p) => p.type === "currency")?.value ?? null;
  } catch {
    return null;
  }
}

/** An ISO 4217 code whose code or usual symbol is written on the page; otherwise null. */
export function verifiedCurrency(page: PageEvidence, code: string | null): string | null {
  const c = code?.trim().toUpperCase() ?? "";
  if (!ISO_CODES.has(c)) return null;
  if (page.upper.includes(c)) return c;
  const symbol = currencySymbol(c);
  return symbol && symbol !== c && page.upper.includes(symbol.toUpperCase()) ? c : null;
}

/**
 * Drops every value of a model plan that the page does not support. Returns the plan and how many
 * values were dropped (price, annual price, currency, unit, each feature and add-on).
 */
export function verifyPlan(page: PageEvidence, plan: ModelPlan): { plan: VerifiedPlan; dropped: number } {
  let dropped = 0;
  const keep = <T>(value: T | null, ok: (v: T) => boolean): T | null => {
    if (value === null || ok(value)) return value;
    dropped++;
    return null;
  };
  const price = keep(plan.price, (p) => numberOnPage(page, p));
  // An annual price per month is often written only as its yearly total ("$120 billed yearly").
  const annualPrice = keep(plan.annualPrice, (a) => numberOnPage(page, a) || numberOnPage(page, Math.round(a * 12 * 100) / 100));
  const currency = plan.currency === null ? null : verifiedCurrency(page, plan.currency);
  if (plan.currency !== null && currency === null) dropped++;
  const unit = keep(plan.unit, (u) => textNumbersOnPage(page, u));
  const list = (items: string[]) => {
    const given = items.map((s) => s.trim()).filter(Boolean);
    const kept = given.filter((s) => textNumbersOnPage(page, s));
    dropped += given.length - kept.length;
    return kept;
  };
  return {
    plan: {
      name: plan.name.trim(),
      price,
      currency,
      period: plan.period,
      unit,
      annualPrice,
      features: list(plan.features),
      addOns: list(plan.addOns),
      highlighted: plan.highlighted,
      priceInvented: plan.price !== null && price === null,
      nameOnPage: nameOnPage(page, plan.name),
    },
    dropped,
  };
}

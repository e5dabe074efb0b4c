/**
 * The figures a model's answer states, checked against the data the tools gave it (and the question):
 * an amount, a percentage or a precise number that is none of those, nor computed from them the ways
 * the chat computes (× the seats or months asked about, × 12 or ÷ 12 for annual and monthly, the
 * difference of two amounts as a percentage), is flagged so the user knows to check it.
 */
import { numbersIn } from "@/lib/ai/numbers";

const CURRENCY = String.raw`[$€£¥₹₩₽₺₪₫฿₴₦]|\b(?:USD|EUR|GBP|JPY|INR|CAD|AUD|CHF|SEK|NOK|DKK|PLN|BRL|MXN|CNY)\b`;
/** An amount with its currency, a percentage, or a number with decimals or four digits and more (not a year). */
const FIGURE = new RegExp(String.raw`(?:(?:${CURRENCY})\s?\d[\d,.]*|\d[\d,.]*\s?(?:${CURRENCY}|%)|\b\d+\.\d+\b|\b\d{1,3}(?:,\d{3})+\b|\b\d{4,}\b)`, "g");
const MAX_DATA_NUMBERS = 400;
/** Ids, timestamps and addresses in the tools' data hold digits that are no figures ("…-4a59-…", "21:59:07"). */
const NOT_FIGURES = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b|\bhttps?:\/\/[^\s"'<>]+/gi;

/** The stated value is the computed one, to the cent or rounded to a whole number or one decimal. */
const close = (stated: number, computed: number) =>
  Math.abs(stated - computed) < 0.006 || (Math.abs(stated - computed) < 1 && (stated === Math.round(computed) || stated === Math.round(computed * 10) / 10));

function supported(value: number, isPercent: boolean, data: number[], factors: number[]): boolean {
  if (data.some((d) => close(value, d))) return true;
  // One or two of the factors (5 seats × 12 months), each way.
  const products = [...factors, ...factors.flatMap((a, i) => factors.slice(i).map((b) => a * b))];
  for (const d of data) for (const k of products) if (close(value, d * k) || close(value, d / k)) return true;
  if (isPercent) {
    for (const a of data) for (const b of data) if (a !== b && b !== 0 && close(value, Math.abs(((a - b) / b) * 100)) ) return true;
  }
  return false;
}

/** The figures of `answer` that its data does not hold, as written ("$59", "35%"). */
export function unsupportedFigures(answer: string, context: { data: string[]; question: string }): string[] {
  const data = [...numbersIn(context.data.join("\n").replace(NOT_FIGURES, " "))].slice(0, MAX_DATA_NUMBERS);
  const asked = [...numbersIn(context.question)];
  const factors = [...new Set([12, ...asked.filter((n) => n > 1 && n <= 10_000)])];
  const allowed = [...data, ...asked];
  const out: string[] = [];
  for (const m of answer.matchAll(FIGURE)) {
    const raw = m[0].trim().replace(/[.,]+$/, "");
    const value = [...numbersIn(raw)][0];
    if (value === undefined || (value >= 1900 && value <= 2100 && /^\d{4}$/.test(raw))) continue;
    if (!supported(value, raw.endsWith("%"), allowed, factors) && !out.includes(raw)) out.push(raw);
  }
  return out;
}

/** The note appended to an answer with unsupported figures. */
export function figureNote(figures: string[]): string {
  const list = figures.length === 1 ? figures[0] : `${figures.slice(0, -1).join(", ")} and ${figures[figures.length - 1]}`;
  return `> **Check ${figures.length === 1 ? "this figure" : "these figures"}:** ${list} ${figures.length === 1 ? "does" : "do"} not appear in your competitors' data, nor follow from it.`;
}

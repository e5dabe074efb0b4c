/**
 * Scores the local dark-pattern classifier on labelled strings (columns "Pattern String" and
 * "Pattern Category", as in Mathur et al. 2019; "Not Dark Pattern" or any non-category = a negative),
 * split into a tune and a check part by source (scripts/eval/split.ts): the website a string was
 * found on ("Website Page" host), else its `page_id`, else the string itself.
 *
 * Per part: precision / recall / F1 per category, macro-F1 over the four pressure categories and over
 * all seven, and, where the file has negatives, binary F1 (pattern or not) and the false-positive rate
 * on the negatives. Misclassified rows are kept for the tune part only.
 */
import { readFileSync } from "node:fs";
import { parseCsvObjects } from "../../lib/analysis/patterns/csv-parse";
import { classifyPatternString } from "../../lib/analysis/patterns/classify";
import { CATEGORIES, isCategory, type Category } from "../../lib/analysis/patterns/taxonomy";
import { checkSources, type Part } from "./split";

const PRESSURE: Category[] = ["Scarcity", "Urgency", "Social Proof", "Misdirection"];

export interface CategoryFigures {
  category: Category;
  support: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface PatternsPart {
  part: Part;
  rows: number;
  negatives: number;
  categories: CategoryFigures[];
  macroF1Pressure: number;
  macroF1All: number;
  /** Pattern-or-not over all rows; null without negatives. */
  binaryF1: number | null;
  /** Negatives classified as some pattern, of all negatives; null without negatives. */
  falsePositiveRate: number | null;
  errors: Array<{ gold: string; predicted: string | null; type: string | null; text: string }>;
}

type Row = Record<string, string>;

function sourceOf(row: Row): string {
  const page = row["Website Page"]?.trim();
  if (page) {
    try {
      return new URL(page).hostname.replace(/^www\./, "");
    } catch {
      return page;
    }
  }
  return row.page_id?.trim() || row["Pattern String"];
}

const f1 = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

function scorePart(part: Part, rows: Row[]): PatternsPart {
  const count = new Map<string, number>();
  const inc = (k: string) => count.set(k, (count.get(k) ?? 0) + 1);
  const get = (k: string) => count.get(k) ?? 0;
  const errors: PatternsPart["errors"] = [];
  let negatives = 0;
  for (const row of rows) {
    const gold = row["Pattern Category"].trim();
    const text = row["Pattern String"];
    const predicted = classifyPatternString(text);
    const pred = predicted.category;
    const positive = isCategory(gold);
    if (!positive) negatives++;
    inc(`binary:${positive ? "pos" : "neg"}:${pred === null ? "none" : "some"}`);
    if (positive && pred === gold) inc(`tp:${gold}`);
    else {
      if (positive) inc(`fn:${gold}`);
      if (pred !== null) inc(`fp:${pred}`);
      // a negative left unclassified is right, not an error
      if (part === "tune" && (positive || pred !== null)) errors.push({ gold, predicted: pred, type: predicted.type, text: text.replace(/\s+/g, " ") });
    }
  }
  const categories = CATEGORIES.map((category): CategoryFigures => {
    const tp = get(`tp:${category}`);
    const precision = ratio(tp, tp + get(`fp:${category}`));
    const recall = ratio(tp, tp + get(`fn:${category}`));
    return { category, support: tp + get(`fn:${category}`), precision, recall, f1: f1(precision, recall) };
  });
  const macro = (cs: CategoryFigures[]) => cs.reduce((s, c) => s + c.f1, 0) / cs.length;
  const present = categories.filter((c) => c.support > 0);
  const tpB = get("binary:pos:some");
  const fpB = get("binary:neg:some");
  const fnB = get("binary:pos:none");
  return {
    part,
    rows: rows.length,
    negatives,
    categories,
    macroF1Pressure: macro(categories.filter((c) => PRESSURE.includes(c.category))),
    macroF1All: present.length ? macro(present) : 0,
    binaryF1: negatives ? f1(ratio(tpB, tpB + fpB), ratio(tpB, tpB + fnB)) : null,
    falsePositiveRate: negatives ? ratio(fpB, negatives) : null,
    errors,
  };
}

function readRows(file: string): Row[] {
  const rows = parseCsvObjects(readFileSync(file, "utf8")) as Row[];
  if (rows.length === 0 || !("Pattern String" in rows[0]) || !("Pattern Category" in rows[0])) {
    throw new Error(`${file}: the CSV needs the columns 'Pattern String' and 'Pattern Category'.`);
  }
  return rows;
}

const textKey = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The texts of a file's check part. The two default files share many strings (the shop texts were built
 * on the same crawl) but are split by different sources, so a tune row of one can be a check row of the
 * other: its detail is withheld from --errors.
 */
export function checkTexts(file: string): Set<string> {
  const rows = readRows(file);
  const check = checkSources(rows.map(sourceOf));
  return new Set(rows.filter((r) => check.has(sourceOf(r))).map((r) => textKey(r["Pattern String"])));
}

/** Both parts of one labelled CSV file. */
export function evalPatterns(file: string): Record<Part, PatternsPart> {
  const rows = readRows(file);
  const check = checkSources(rows.map(sourceOf));
  return {
    tune: scorePart("tune", rows.filter((r) => !check.has(sourceOf(r)))),
    check: scorePart("check", rows.filter((r) => check.has(sourceOf(r)))),
  };
}

const fmt = (x: number) => x.toFixed(3);

/** The tune part's per-category table (and its errors when asked), then each part's summary line. */
export function printPatterns(file: string, parts: Record<Part, PatternsPart>, showErrors: boolean, withheld: Set<string> = new Set()): void {
  console.log(`\n${file}`);
  const t = parts.tune;
  console.log(`${"category (tune part)".padEnd(22)}${"support".padStart(8)}${"precision".padStart(11)}${"recall".padStart(8)}${"F1".padStart(7)}`);
  for (const c of t.categories) {
    console.log(`${c.category.padEnd(22)}${String(c.support).padStart(8)}${fmt(c.precision).padStart(11)}${fmt(c.recall).padStart(8)}${fmt(c.f1).padStart(7)}`);
  }
  if (showErrors) {
    const shown = t.errors.filter((e) => !withheld.has(textKey(e.text)));
    for (const e of shown) console.log(`    · ${e.gold} -> ${e.predicted ?? "(none)"} [${e.type ?? ""}] | ${e.text.slice(0, 140)}`);
    if (shown.length < t.errors.length) console.log(`    (${t.errors.length - shown.length} more withheld: the same text is in a check part)`);
  }
  for (const p of [parts.tune, parts.check]) {
    const recalls = p.categories.filter((c) => c.support > 0).map((c) => `${c.category} ${fmt(c.recall)}`).join(", ");
    const binary = p.binaryF1 === null ? "" : `; binary F1 ${fmt(p.binaryF1)}, false positives ${(100 * (p.falsePositiveRate ?? 0)).toFixed(1)}% of ${p.negatives} negatives`;
    console.log(`${p.part} part (${p.rows} rows): macro-F1 ${fmt(p.macroF1Pressure)} over the four pressure categories, ${fmt(p.macroF1All)} over the categories present${binary}; recall: ${recalls}`);
  }
}

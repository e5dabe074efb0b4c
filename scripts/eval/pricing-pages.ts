/**
 * Scores plan extraction on a folder of third-party pricing pages with hand labels
 * (`<folder>/pricing/*.html` + `<folder>/pricing-labels.json`, see shared/data/real-world/README.md).
 *
 * Per page and overall: plan recall (required plans found), plan precision (extracted plans that are
 * a labelled plan), and on found plans the accuracy of price, currency, period and unit. A plan is
 * matched by its simplified name or one of its aliases; each label matches at most one plan. Currency
 * and period are scored on paid plans only (a free or "contact us" plan has neither); price is not
 * scored where the label says a script fills it in. Confidence is reported against correctness so
 * that it can be calibrated.
 */
import { readFileSync } from "node:fs";
import { decodeBody } from "@/lib/scan/fetch/charset";
import path from "node:path";
import { extractSite } from "../../lib/scan/extract/index";
import { simplify } from "../../lib/scan/extract/strings";
import { checkSources, type Part } from "./split";
import type { PricingPlan } from "@/lib/pricing/types";

export interface LabelPlan {
  name: string;
  aliases?: string[];
  price: number | null;
  alt?: number[];
  currency: string | null;
  period: string | null;
  unit: string | null;
  optional?: boolean;
  scriptPrice?: boolean;
}

export interface LabelPage {
  id: string;
  repo: string;
  style?: string;
  plans: LabelPlan[];
}

type Ratio = [number, number];

export interface PricingPageRow {
  page: string;
  part: Part;
  /** A negative page: prices that are not plans (a shop, a calculator); it must yield no plan. */
  negative: boolean;
  recall: Ratio;
  precision: Ratio;
  price: Ratio;
  currency: Ratio;
  period: Ratio;
  unit: Ratio;
  confidence: number;
  /** The page's plans were doubted ("Some plans may be missing" on the detail page). */
  doubted: boolean;
  /** Confidence and correctness of each extracted plan (correct = a labelled plan with every scored field right). */
  plans: Array<{ name: string; confidence: number; correct: boolean }>;
  misses: string[];
  ms: number;
}

export interface PartFigures {
  pages: number;
  totals: Record<"recall" | "precision" | "price" | "currency" | "period" | "unit", Ratio>;
  calibration: Array<{ bucket: string; plans: number; accuracy: number | null }>;
  /** Negative pages that yielded no plan, of all negative pages. */
  negatives: Ratio;
  /** Doubted pages read wrong / doubted pages, and the same for pages not doubted. */
  doubt: { doubted: Ratio; trusted: Ratio };
}

export interface PricingPagesResult {
  rows: PricingPageRow[];
  /** Figures per part of the tune / check split (scripts/eval/split.ts); `check` is the one quoted. */
  parts: Record<Part, PartFigures>;
}

const near = (a: number | null | undefined, b: number | null) =>
  a === null || a === undefined || b === null ? (a ?? null) === b : Math.abs(a - b) < 0.005;

function names(label: LabelPlan): string[] {
  return [label.name, ...(label.aliases ?? [])].map(simplify);
}

/** Pairs extracted plans with labels: exact simplified names first, then a name containing the other. */
export function matchPlans(got: PricingPlan[], labels: LabelPlan[]): Map<LabelPlan, PricingPlan> {
  const out = new Map<LabelPlan, PricingPlan>();
  const used = new Set<PricingPlan>();
  const passes: Array<(plan: string, label: string) => boolean> = [
    (p, l) => p === l,
    (p, l) => p.length >= 3 && l.length >= 3 && (` ${p} `.includes(` ${l} `) || ` ${l} `.includes(` ${p} `)),
  ];
  for (const test of passes) {
    for (const label of labels) {
      if (out.has(label)) continue;
      // among several candidates (two groups with an "Enterprise" each), prefer the one with the right price
      const candidates = got.filter((p) => !used.has(p) && names(label).some((n) => test(simplify(p.name), n)));
      const pick = candidates.find((p) => priceRight(p, label)) ?? candidates[0];
      if (pick) {
        out.set(label, pick);
        used.add(pick);
      }
    }
  }
  return out;
}

function priceRight(plan: PricingPlan, label: LabelPlan): boolean {
  return [label.price, ...(label.alt ?? [])].some((v) => near(plan.price, v));
}

const paid = (label: LabelPlan) => label.price !== null && label.price > 0;

function scorePage(id: string, part: Part, html: string, labels: LabelPlan[]): PricingPageRow {
  const started = performance.now();
  const result = extractSite([{ kind: "pricing", url: `https://${id}.example/pricing`, html }]);
  const ms = performance.now() - started;
  return scorePlans(id, part, result.extractedData.pricingPlans, { confidence: result.confidence, doubted: Boolean(result.pricingDoubt), ms }, labels);
}

/** What was read of a page besides its plans: the reading's confidence, its doubt, its time. */
export interface ReadInfo {
  confidence: number;
  doubted: boolean;
  ms: number;
}

/** Scores the plans read from one page (by extractSite here, or read back through the API) against its labels. */
export function scorePlans(id: string, part: Part, got: PricingPlan[], info: ReadInfo, labels: LabelPlan[]): PricingPageRow {
  const matched = matchPlans(got, labels);
  const row: PricingPageRow = {
    page: id, part, negative: labels.length === 0, recall: [0, 0], precision: [0, 0], price: [0, 0], currency: [0, 0], period: [0, 0], unit: [0, 0],
    confidence: info.confidence, doubted: info.doubted, plans: [], misses: [], ms: info.ms,
  };
  const byPlan = new Map<PricingPlan, LabelPlan>();
  for (const [label, plan] of matched) byPlan.set(plan, label);
  for (const label of labels) {
    const plan = matched.get(label);
    if (!label.optional) {
      row.recall[1]++;
      if (plan) row.recall[0]++;
      else row.misses.push(`missing ${label.name}`);
    }
  }
  for (const plan of got) {
    const label = byPlan.get(plan);
    if (label?.optional) continue;
    row.precision[1]++;
    if (label) row.precision[0]++;
    else row.misses.push(`extra "${plan.name}" (${plan.price ?? "custom"})`);
  }
  for (const [label, plan] of matched) {
    const checks: boolean[] = [];
    const check = (key: "price" | "currency" | "period" | "unit", ok: boolean, what: string) => {
      row[key][1]++;
      if (ok) row[key][0]++;
      else row.misses.push(`${label.name}: ${what}`);
      checks.push(ok);
    };
    if (!label.scriptPrice) check("price", priceRight(plan, label), `price ${plan.price} ≠ ${label.price}`);
    if (paid(label)) {
      check("currency", plan.currency === label.currency, `currency ${plan.currency} ≠ ${label.currency}`);
      check("period", plan.period === label.period, `period ${plan.period} ≠ ${label.period}`);
    }
    check("unit", (plan.unit ?? null) === label.unit, `unit ${plan.unit} ≠ ${label.unit}`);
    if (!label.optional) row.plans.push({ name: plan.name, confidence: plan.confidence ?? info.confidence, correct: checks.every(Boolean) });
  }
  for (const plan of got) if (!byPlan.has(plan)) row.plans.push({ name: plan.name, confidence: plan.confidence ?? info.confidence, correct: false });
  return row;
}

function calibration(rows: PricingPageRow[]): PartFigures["calibration"] {
  const buckets: Array<[number, number]> = [[0, 0.5], [0.5, 0.7], [0.7, 0.85], [0.85, 1.01]];
  return buckets.map(([lo, hi]) => {
    const plans = rows.flatMap((r) => r.plans).filter((p) => p.confidence >= lo && p.confidence < hi);
    const right = plans.filter((p) => p.correct).length;
    return { bucket: `${lo.toFixed(2)}–${Math.min(hi, 1).toFixed(2)}`, plans: plans.length, accuracy: plans.length ? right / plans.length : null };
  });
}

function partFigures(rows: PricingPageRow[]): PartFigures {
  const keys = ["recall", "precision", "price", "currency", "period", "unit"] as const;
  const totals = Object.fromEntries(keys.map((k) => [k, rows.reduce<Ratio>((s, r) => [s[0] + r[k][0], s[1] + r[k][1]], [0, 0])])) as PartFigures["totals"];
  const negatives = rows.filter((r) => r.negative);
  const wrong = (r: PricingPageRow) => r.misses.length > 0;
  const doubtOf = (set: PricingPageRow[]): Ratio => [set.filter(wrong).length, set.length];
  return {
    pages: rows.length, totals, calibration: calibration(rows), negatives: [negatives.filter((r) => r.precision[1] === 0).length, negatives.length],
    doubt: { doubted: doubtOf(rows.filter((r) => r.doubted)), trusted: doubtOf(rows.filter((r) => !r.doubted)) },
  };
}

/** The folder's labelled pages, each with its part of the tune / check split and the path of its HTML. */
export function loadPricingLabels(folder: string): Array<LabelPage & { part: Part; file: string }> {
  const labels = JSON.parse(readFileSync(path.join(folder, "pricing-labels.json"), "utf8")) as { pages: LabelPage[] };
  const check = checkSources(labels.pages.map((p) => p.repo));
  return labels.pages.map((page) => ({ ...page, part: check.has(page.repo) ? "check" : "tune", file: path.join(folder, "pricing", `${page.id}.html`) }));
}

/** The rows' figures per part. */
export function pricingResult(rows: PricingPageRow[]): PricingPagesResult {
  return { rows, parts: { tune: partFigures(rows.filter((r) => r.part === "tune")), check: partFigures(rows.filter((r) => r.part === "check")) } };
}

export function evalPricingPages(folder: string): PricingPagesResult {
  const rows = loadPricingLabels(folder).map((page) =>
    // Decoded as the scanner decodes a fetched page with no charset in its headers (charset.ts).
    scorePage(page.id, page.part, decodeBody(readFileSync(page.file), null).text, page.plans),
  );
  return pricingResult(rows);
}

export const pct = ([a, b]: Ratio) => (b === 0 ? "–" : `${((a / b) * 100).toFixed(1)}%`);
const frac = ([a, b]: Ratio) => (b === 0 ? "–" : `${a}/${b}`);

/** Per-page detail for the tune part only (with every miss when verbose), then both parts' figures. */
export function printPricingPages(result: PricingPagesResult, verbose = false): void {
  const header = ["Page (tune part)", "Recall", "Precision", "Price", "Currency", "Period", "Unit", "Conf", "ms"];
  const tune = result.rows.filter((r) => r.part === "tune");
  const body = tune.map((r) => [
    r.page, frac(r.recall), frac(r.precision), frac(r.price), frac(r.currency), frac(r.period), frac(r.unit), r.confidence.toFixed(2), r.ms.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cols: string[]) => cols.map((c, i) => c.padEnd(widths[i])).join("  ").trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const [i, b] of body.entries()) {
    console.log(line(b));
    if (verbose) for (const m of tune[i].misses) console.log(`    · ${m}`);
  }
  for (const part of ["tune", "check"] as const) {
    const f = result.parts[part];
    const t = f.totals;
    console.log(
      `Pricing pages, ${part} part (${f.pages} pages): plan recall ${pct(t.recall)} (${frac(t.recall)}), plan precision ${pct(t.precision)} (${frac(t.precision)}); ` +
        `on found plans: price ${pct(t.price)}, currency ${pct(t.currency)}, period ${pct(t.period)}, unit ${pct(t.unit)}; negative pages without plans ${frac(f.negatives)}`,
    );
  }
  for (const part of ["tune", "check"] as const) {
    const d = result.parts[part].doubt;
    console.log(`"Some plans may be missing" (${part} part): shown on ${d.doubted[1]} pages, ${frac(d.doubted)} of them read wrong; not shown on ${d.trusted[1]}, ${frac(d.trusted)} of them read wrong`);
  }
  console.log(
    "Confidence vs accuracy (plans, check part): " +
      result.parts.check.calibration.map((c) => `${c.bucket}: ${c.plans} plans${c.accuracy === null ? "" : `, ${(c.accuracy * 100).toFixed(0)}% right`}`).join(" | "),
  );
}

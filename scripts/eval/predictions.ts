/**
 * Backtest of move predictions on real page histories (the layout of shared/data/real-world/history:
 * index.json with dated versions). A page's *pricing moves* are the versions whose visible price
 * amounts (a currency sign or code next to a number) differ from the previous version's: a fact of the
 * text, not the product's detector. Every 30 days of a page's history, from 30 days after its first
 * version while 90 more days are known, each predictor gives the chance of a pricing move within the
 * next 90 days from what was known then (the page's own moves, and its peers': the other pages'
 * moves up to that day), and is scored with the Brier score against what happened.
 *
 * Predictors: the product's (lib/analysis/predict/chance.ts), and a base rate (the share of windows
 * with a move in the tune part, the same for every window). Pages are split into a tune and a check
 * part by source repository (scripts/eval/split.ts); the check figures are the ones quoted.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { chanceWithin, priorFrom, type MoveRecord } from "../../lib/analysis/predict/chance";
import { seasonalFactor, seasonOf } from "../../lib/analysis/predict/season";
import { loadIndex, visibleText } from "./changes-run";
import { checkSources, type Part } from "./split";

const DAY = 86_400_000;
const HORIZON_DAYS = 90;
const STEP_DAYS = 30;
const PRICE = /[$€£¥₹]\s?\d[\d,.]*|\d[\d,.]*\s?(?:USD|EUR|GBP)\b/g;

interface PageMoves {
  page: string;
  part: Part;
  record: MoveRecord;
  /** Date of the last known version: windows must end by then. */
  until: number;
}

export interface Window {
  page: string;
  part: Part;
  at: number;
  happened: boolean;
  product: number;
}

export interface PredictionsResult {
  pages: Array<{ page: string; part: Part; moves: number; versions: number; days: number }>;
  windows: Window[];
  baseRate: number;
  parts: Record<Part, { windows: number; positives: number; brierProduct: number; brierBase: number }>;
}

function priceKey(html: string): string {
  return (visibleText(html).match(PRICE) ?? []).map((s) => s.replace(/\s/g, "")).sort().join("|");
}

function pageMoves(dir: string): Array<PageMoves & { versions: number }> {
  const pages = loadIndex(dir);
  const check = checkSources(pages.map((p) => p.repo ?? p.page));
  return pages.map((p) => {
    const dates = p.versions.map((v) => Date.parse(v.date ?? ""));
    const keys = p.versions.map((v) => priceKey(readFileSync(path.join(dir, v.file), "utf8")));
    const days = new Set<number>();
    keys.forEach((k, i) => {
      if (i > 0 && k !== keys[i - 1]) days.add(Math.floor(dates[i] / DAY) * DAY);
    });
    return {
      page: p.page,
      part: check.has(p.repo ?? p.page) ? "check" : "tune",
      record: { moves: [...days].sort((a, b) => a - b), since: dates[0] },
      until: dates[dates.length - 1],
      versions: p.versions.length,
    };
  });
}

const brier = (ws: Window[], pick: (w: Window) => number) => (ws.length ? ws.reduce((s, w) => s + (pick(w) - (w.happened ? 1 : 0)) ** 2, 0) / ws.length : 0);

/** Runs the backtest over a history folder; `prior` overrides the product's prior weight (for fitting). */
export function evalPredictions(dir: string, opts: { weightDays?: number; seasonPseudoMoves?: number } = {}): PredictionsResult {
  const pages = pageMoves(dir);
  const windows: Window[] = [];
  for (const p of pages) {
    for (let at = p.record.since + STEP_DAYS * DAY; at + HORIZON_DAYS * DAY <= p.until; at += STEP_DAYS * DAY) {
      const peers = pages.filter((q) => q !== p && q.record.since < at).map((q) => ({ moves: q.record.moves.filter((m) => m <= at).length, days: (Math.min(at, q.until) - q.record.since) / DAY }));
      const happened = p.record.moves.some((m) => m > at && m <= at + HORIZON_DAYS * DAY);
      // The season from the moves seen up to `at`: this page's and its peers', each over the days it was watched by then.
      const season = seasonOf(pages.map((q) => ({ moves: q.record.moves, since: q.record.since, until: q.until })), at, opts.seasonPseudoMoves);
      const product = chanceWithin(p.record, at, HORIZON_DAYS, priorFrom(peers, opts.weightDays), seasonalFactor(season, at, HORIZON_DAYS));
      windows.push({ page: p.page, part: p.part, at, happened, product });
    }
  }
  const tune = windows.filter((w) => w.part === "tune");
  const baseRate = tune.length ? tune.filter((w) => w.happened).length / tune.length : 0.5;
  const partFigures = (part: Part) => {
    const ws = windows.filter((w) => w.part === part);
    return { windows: ws.length, positives: ws.filter((w) => w.happened).length, brierProduct: brier(ws, (w) => w.product), brierBase: brier(ws, () => baseRate) };
  };
  return {
    pages: pages.map((p) => ({ page: p.page, part: p.part, moves: p.record.moves.length, versions: p.versions, days: Math.round((p.until - p.record.since) / DAY) })),
    windows,
    baseRate,
    parts: { tune: partFigures("tune"), check: partFigures("check") },
  };
}

export function printPredictions(r: PredictionsResult): void {
  console.log("Page (tune part)          versions  days  pricing moves  windows  Brier product  Brier base rate");
  for (const p of r.pages.filter((x) => x.part === "tune")) {
    const ws = r.windows.filter((w) => w.page === p.page);
    console.log(
      `${p.page.padEnd(26)}${String(p.versions).padStart(8)}${String(p.days).padStart(6)}${String(p.moves).padStart(15)}${String(ws.length).padStart(9)}` +
        `${brier(ws, (w) => w.product).toFixed(3).padStart(15)}${brier(ws, () => r.baseRate).toFixed(3).padStart(17)}`,
    );
  }
  for (const part of ["tune", "check"] as const) {
    const f = r.parts[part];
    console.log(
      `${part} part: ${f.windows} windows (${f.positives} with a pricing move within ${HORIZON_DAYS} days): Brier score product ${f.brierProduct.toFixed(3)}, base rate ${f.brierBase.toFixed(3)} ` +
        `(base rate ${(100 * r.baseRate).toFixed(0)}%, from the tune part; lower is better)`,
    );
  }
}

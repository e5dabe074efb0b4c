/**
 * The change-detection evaluation over a page-history folder: detection on every consecutive
 * pair (changes-run), scored against the ground truth (changes-score) per page and overall, plus
 * noise on pairs whose visible text is identical and a second run with recorded feedback.
 *
 * Ground truth, first found: `<folder>/ground-truth.json` (the format of changes-truth.json);
 * for the development history, scripts/eval/changes-truth.json; otherwise `<folder>/change-labels.json`
 * counts (mode "labels": per judged pair, min(raised, meaningful) changes are assumed right, so
 * precision and recall are upper bounds and type/importance are not scored).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { emptyModel, recordFeedback, type LearningModel } from "../../lib/changes/score";
import { runHistory, type PairRun } from "./changes-run";
import { addScore, emptyTotals, figures, scorePair, type Figures, type PairScore, type Totals, type TruthPair } from "./changes-score";

export const DEV_TRUTH = path.join(import.meta.dirname, "changes-truth.json");

interface LabelPair {
  page: string;
  from: string;
  to: string;
  meaningful: number;
}

export interface TruthSource {
  mode: "truth" | "labels";
  file: string;
  pairs: TruthPair[];
  labels: LabelPair[];
}

/** "page from to" with 12-character commits: how judged pairs are matched to consecutive versions. */
export const pairKey = (p: { page: string; from: string; to: string }) => `${p.page} ${p.from.slice(0, 12)} ${p.to.slice(0, 12)}`;

/** Picks the ground truth for a folder (see the file comment). `truthFile` overrides. */
export function truthFor(dir: string, truthFile?: string): TruthSource {
  const own = path.join(dir, "ground-truth.json");
  const isDev = existsSync(DEV_TRUTH) && path.basename(path.resolve(dir)) === "history" && path.basename(path.dirname(path.resolve(dir))) === "real-world";
  const file = truthFile ?? (existsSync(own) ? own : isDev ? DEV_TRUTH : null);
  if (file) {
    const data = JSON.parse(readFileSync(file, "utf8")) as { pairs: TruthPair[] };
    return { mode: "truth", file, pairs: data.pairs, labels: [] };
  }
  const labelsFile = path.join(dir, "change-labels.json");
  if (!existsSync(labelsFile)) throw new Error(`No ground truth in ${dir}: add ground-truth.json (format of ${DEV_TRUTH}) or change-labels.json`);
  const data = JSON.parse(readFileSync(labelsFile, "utf8")) as { pairs: LabelPair[] };
  return { mode: "labels", file: labelsFile, pairs: [], labels: data.pairs };
}

export interface PairResult {
  run: PairRun;
  judged: boolean;
  truth: TruthPair | null;
  score: PairScore | null;
}

export interface Evaluation {
  source: TruthSource;
  pairs: PairResult[];
  byPage: Record<string, Totals>;
  overall: Totals;
  figures: { byPage: Record<string, Figures>; overall: Figures };
  /** Pairs whose visible text is identical, and how many of them raised changes. */
  sameText: { pairs: number; noisy: number; changes: number };
  /** Judged pairs whose truth or labels were not found among the folder's consecutive pairs. */
  unmatchedJudgements: string[];
}

function countsFromLabels(run: PairRun, meaningful: number): PairScore {
  const tp = Math.min(run.changes.length, meaningful);
  return {
    tp,
    fp: run.changes.length - tp,
    neutral: 0,
    truth: meaningful,
    found: tp,
    typeOk: tp,
    importanceOk: tp,
    verdicts: [],
    missed: [],
  };
}

/** Runs detection over the folder and scores it. */
export function evaluate(dir: string, opts: { model?: LearningModel; truthFile?: string; pages?: string[] } = {}): Evaluation {
  const source = truthFor(dir, opts.truthFile);
  return scoreRuns(source, runHistory(dir, { model: opts.model, pages: opts.pages }));
}

/** Scores pair runs however they were produced (directly here, or through real scans: changes-e2e.ts). */
export function scoreRuns(source: TruthSource, runs: PairRun[]): Evaluation {
  const truthBy = new Map(source.pairs.map((p) => [pairKey(p), p]));
  const labelBy = new Map(source.labels.map((p) => [pairKey(p), p]));
  const seen = new Set<string>();
  const byPage: Record<string, Totals> = {};
  let overall = emptyTotals();
  const sameText = { pairs: 0, noisy: 0, changes: 0 };
  const pairs: PairResult[] = runs.map((run) => {
    const key = pairKey(run);
    if (run.sameText) {
      sameText.pairs++;
      if (run.changes.length) sameText.noisy++;
      sameText.changes += run.changes.length;
    }
    const truth = truthBy.get(key) ?? null;
    const label = labelBy.get(key) ?? null;
    if (!truth && !label) return { run, judged: false, truth: null, score: null };
    seen.add(key);
    const score = truth ? scorePair(run.changes, truth.changes) : countsFromLabels(run, label!.meaningful);
    byPage[run.page] = addScore(byPage[run.page] ?? emptyTotals(), score);
    overall = addScore(overall, score);
    return { run, judged: true, truth, score };
  });
  const judgedKeys = source.mode === "truth" ? source.pairs.map(pairKey) : source.labels.map(pairKey);
  const pages = new Set(runs.map((r) => r.page));
  return {
    source,
    pairs,
    byPage,
    overall,
    figures: {
      byPage: Object.fromEntries(Object.entries(byPage).map(([p, t]) => [p, figures(t)])),
      overall: figures(overall),
    },
    sameText,
    unmatchedJudgements: judgedKeys.filter((k) => !seen.has(k) && pages.has(k.split(" ")[0])),
  };
}

/**
 * What a user's thumbs would teach. The feed asks "Important?": a user answers up on a real change the
 * ground truth rates high, down on noise, duplicates and real changes it rates low, and leaves medium
 * ones alone (neither answer fits them). Returns the learned model.
 */
export function feedbackFrom(evaluation: Evaluation): { model: LearningModel; votes: number } {
  let model = emptyModel();
  let votes = 0;
  for (const p of evaluation.pairs) {
    if (!p.score || evaluation.source.mode !== "truth") continue;
    p.run.changes.forEach((c, i) => {
      const v = p.score!.verdicts[i];
      if (!v || v.verdict === "optional") return;
      const levels = v.verdict === "TP" && v.item !== null ? [p.truth!.changes[v.item].importance].flat() : [];
      const important = v.verdict === "TP" && levels.includes("high");
      const unimportant = v.verdict === "FP" || (levels.includes("low") && !levels.includes("high"));
      if (!important && !unimportant) return;
      model = recordFeedback(model, { type: c.type, competitorId: p.run.page, importance: c.importance }, important);
      votes++;
    });
  }
  return { model, votes };
}

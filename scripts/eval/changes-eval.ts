/**
 * The change-detection evaluation over a page-history folder: detection on every consecutive
 * pair (changes-run), scored against the ground truth (changes-score) per page, per part of the
 * tune / check split (scripts/eval/split.ts, by the page's source repository) and overall, plus
 * noise on pairs whose visible text is identical (importance after feedback: changes-feedback.ts).
 *
 * Ground truth, first found: `--truth <file>`; every `<folder>/truth-*.json` (written from the text of
 * the two versions alone, never from a detector's output: items with `type`, `importance`, `what` and
 * `mustMention` tokens); otherwise `<folder>/change-labels.json` counts (mode "labels": per judged
 * pair, min(raised, meaningful) changes are assumed right, so precision and recall are upper bounds
 * and type/importance are not scored).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LearningModel } from "../../lib/changes/score";
import { loadIndex, runHistory, type PairRun } from "./changes-run";
import { addScore, emptyTotals, figures, scorePair, type Figures, type Level, type PairScore, type Totals, type TruthItem, type TruthPair } from "./changes-score";
import { checkSources, type Part } from "./split";

interface LabelPair {
  page: string;
  from: string;
  to: string;
  meaningful: number;
}

interface TruthFilePair {
  page: string;
  from: string;
  to: string;
  visibleTextIdentical?: boolean;
  items: Array<{ type: string; importance: Level; what?: string; mustMention: string[] }>;
}

export interface TruthSource {
  mode: "truth" | "labels";
  files: string[];
  pairs: TruthPair[];
  labels: LabelPair[];
}

/** "page from to" with 12-character commits: how judged pairs are matched to consecutive versions. */
export const pairKey = (p: { page: string; from: string; to: string }) => `${p.page} ${p.from.slice(0, 12)} ${p.to.slice(0, 12)}`;

function readTruthFile(file: string): TruthPair[] {
  const data = JSON.parse(readFileSync(file, "utf8")) as { pairs: TruthFilePair[] };
  return data.pairs.map((p) => ({
    page: p.page,
    from: p.from,
    to: p.to,
    changes: p.items.map((i): TruthItem => ({ type: i.type, importance: i.importance, what: i.what, match: [i.mustMention] })),
  }));
}

/** Picks the ground truth for a folder (see the file comment). `truthFile` overrides. */
export function truthFor(dir: string, truthFile?: string): TruthSource {
  const files = truthFile
    ? [truthFile]
    : existsSync(dir)
      ? readdirSync(dir).filter((f) => /^truth-.*\.json$/.test(f)).sort().map((f) => path.join(dir, f))
      : [];
  if (files.length) return { mode: "truth", files, pairs: files.flatMap(readTruthFile), labels: [] };
  const labelsFile = path.join(dir, "change-labels.json");
  if (!existsSync(labelsFile)) throw new Error(`No ground truth in ${dir}: add truth-*.json files (see shared/data/real-world/README.md) or change-labels.json`);
  const data = JSON.parse(readFileSync(labelsFile, "utf8")) as { pairs: LabelPair[] };
  return { mode: "labels", files: [labelsFile], pairs: [], labels: data.pairs };
}

/** Each page's part of the tune / check split, by the source repository in the folder's index (else the page name). */
export function pageParts(dir: string): Map<string, Part> {
  const pages = loadIndex(dir);
  const source = (p: (typeof pages)[number]) => p.repo ?? p.page;
  const check = checkSources(pages.map(source));
  return new Map(pages.map((p) => [p.page, check.has(source(p)) ? "check" : "tune"]));
}

export interface PairResult {
  run: PairRun;
  judged: boolean;
  truth: TruthPair | null;
  score: PairScore | null;
}

type SameText = { pairs: number; noisy: number; changes: number };

export interface Evaluation {
  source: TruthSource;
  pairs: PairResult[];
  byPage: Record<string, Totals>;
  /** Totals per part of the tune / check split; `check` is the figure quoted and floored. */
  byPart: Record<Part, Totals>;
  overall: Totals;
  figures: { byPage: Record<string, Figures>; byPart: Record<Part, Figures>; overall: Figures };
  /** Pairs whose visible text is identical, and how many of them raised changes (all, and per part). */
  sameText: SameText & { byPart: Record<Part, SameText> };
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
  return scoreRuns(source, runHistory(dir, { model: opts.model, pages: opts.pages }), pageParts(dir));
}

/** Scores pair runs however they were produced (directly here, or through real scans: changes-e2e.ts). */
export function scoreRuns(source: TruthSource, runs: PairRun[], parts: Map<string, Part>): Evaluation {
  const truthBy = new Map(source.pairs.map((p) => [pairKey(p), p]));
  const labelBy = new Map(source.labels.map((p) => [pairKey(p), p]));
  const seen = new Set<string>();
  const byPage: Record<string, Totals> = {};
  const byPart: Record<Part, Totals> = { tune: emptyTotals(), check: emptyTotals() };
  let overall = emptyTotals();
  const none = () => ({ pairs: 0, noisy: 0, changes: 0 });
  const sameText = { ...none(), byPart: { tune: none(), check: none() } };
  const partOf = (page: string): Part => parts.get(page) ?? "tune";
  const pairs: PairResult[] = runs.map((run) => {
    const key = pairKey(run);
    if (run.sameText) {
      for (const s of [sameText, sameText.byPart[partOf(run.page)]]) {
        s.pairs++;
        if (run.changes.length) s.noisy++;
        s.changes += run.changes.length;
      }
    }
    const truth = truthBy.get(key) ?? null;
    const label = labelBy.get(key) ?? null;
    if (!truth && !label) return { run, judged: false, truth: null, score: null };
    seen.add(key);
    const score = truth ? scorePair(run.changes, truth.changes) : countsFromLabels(run, label!.meaningful);
    byPage[run.page] = addScore(byPage[run.page] ?? emptyTotals(), score);
    byPart[partOf(run.page)] = addScore(byPart[partOf(run.page)], score);
    overall = addScore(overall, score);
    return { run, judged: true, truth, score };
  });
  const judgedKeys = source.mode === "truth" ? source.pairs.map(pairKey) : source.labels.map(pairKey);
  const pages = new Set(runs.map((r) => r.page));
  return {
    source,
    pairs,
    byPage,
    byPart,
    overall,
    figures: {
      byPage: Object.fromEntries(Object.entries(byPage).map(([p, t]) => [p, figures(t)])),
      byPart: { tune: figures(byPart.tune), check: figures(byPart.check) },
      overall: figures(overall),
    },
    sameText,
    unmatchedJudgements: judgedKeys.filter((k) => !seen.has(k) && pages.has(k.split(" ")[0])),
  };
}

/**
 * Scores raised changes against a ground truth of meaningful differences, mechanically:
 * a raised change reports a truth item when, for one of the item's `match` alternatives (the
 * truth files' `mustMention` tokens), every term appears in the change's text (description, old/new
 * excerpts, facts) as a case-insensitive substring, the rule the data's README gives. Changes and items are then paired one to one (a maximum
 * matching; among the maximum ones, the one where most pairs agree on type and importance, so the
 * order of the changes does not matter): a second change reporting the same item is a duplicate,
 * i.e. a false positive. Type and importance are scored on the pairs.
 * Optional items (minor rewording) neither count for nor against.
 */
import type { RaisedChange } from "./changes-run";

export type Level = "low" | "medium" | "high";

export interface TruthItem {
  type: string | string[];
  importance: Level | Level[];
  /** What changed, in the truth's words. */
  what?: string;
  /** Alternatives; each is a list of terms that must all appear. */
  match: string[][];
  optional?: boolean;
}

export interface TruthPair {
  page: string;
  from: string;
  to: string;
  note?: string;
  changes: TruthItem[];
}

export interface PairScore {
  tp: number;
  fp: number;
  neutral: number;
  truth: number;
  found: number;
  typeOk: number;
  importanceOk: number;
  /** Per raised change: "TP", "FP" or "optional", and the truth item it reports. */
  verdicts: Array<{ verdict: "TP" | "FP" | "optional"; item: number | null; typeOk?: boolean; importanceOk?: boolean }>;
  missed: number[];
}

const asList = <T,>(x: T | T[]): T[] => (Array.isArray(x) ? x : [x]);

/** Lower-case, markdown emphasis dropped, thousands separators removed, whitespace collapsed. */
export function matchText(s: string): string {
  return s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[*_`]+/g, "")
    .replace(/(\d)[,'\u2019](?=\d{3}\b)/g, "$1")
    .replace(/\s+/g, " ");
}

export function changeText(c: RaisedChange): string {
  return matchText([c.description, c.oldContent ?? "", c.newContent ?? "", JSON.stringify(c.facts)].join("\n"));
}

export function reports(c: RaisedChange, item: TruthItem): boolean {
  const text = changeText(c);
  return item.match.some((alt) => alt.every((term) => text.includes(matchText(term).trim())));
}

/**
 * Minimum-cost assignment of rows to distinct columns (Hungarian method with potentials, rows ≤
 * columns): cost[i][j] for row i taking column j; returns each row's column.
 */
function assignRows(cost: number[][], columns: number): number[] {
  const n = cost.length;
  const u = Array(n + 1).fill(0);
  const v = Array(columns + 1).fill(0);
  const rowOf = Array(columns + 1).fill(0);
  const way = Array(columns + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    rowOf[0] = i;
    let j0 = 0;
    const minv = Array(columns + 1).fill(Infinity);
    const used = Array(columns + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = rowOf[j0];
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= columns; j++) {
        if (used[j]) continue;
        const cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
        if (cur < minv[j]) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= columns; j++) {
        if (used[j]) {
          u[rowOf[j]] += delta;
          v[j] -= delta;
        } else minv[j] -= delta;
      }
      j0 = j1;
    } while (rowOf[j0] !== 0);
    do {
      const j1 = way[j0];
      rowOf[j0] = rowOf[j1];
      j0 = j1;
    } while (j0);
  }
  const colOf = Array(n).fill(-1);
  for (let j = 1; j <= columns; j++) if (rowOf[j]) colOf[rowOf[j] - 1] = j - 1;
  return colOf;
}

/**
 * The one-to-one matching of raised changes to truth items: as many items found as possible (a
 * maximum matching), and among those the one where most pairs agree on type and importance, so a
 * change that mentions two items' tokens goes to the item it describes rather than to whichever
 * comes first (the result no longer depends on the order the changes come back in).
 * weights[i][j] is null when change i does not report item j, else its agreement (0..2).
 */
function bestMatching(weights: Array<Array<number | null>>, items: number): Array<number | null> {
  if (!weights.length || !items) return weights.map(() => null);
  const big = 3 * (weights.length + items) + 1;
  // Columns: the items, then one "no item" column per change, so every change can stay unmatched.
  const columns = items + weights.length;
  const cost = weights.map((row, i) =>
    Array.from({ length: columns }, (_, j) => (j < items ? (row[j] === null ? big * 2 : -(big + row[j]!)) : j - items === i ? 0 : big * 2)),
  );
  return assignRows(cost, columns).map((j, i) => (j >= 0 && j < items && weights[i][j] !== null ? j : null));
}

export function scorePair(raised: RaisedChange[], truth: TruthItem[]): PairScore {
  const required = truth.map((t, j) => ({ t, j })).filter((x) => !x.t.optional);
  const optional = truth.map((t, j) => ({ t, j })).filter((x) => x.t.optional);
  const agreement = (c: RaisedChange, t: TruthItem) => (asList(t.type).includes(c.type) ? 1 : 0) + (asList(t.importance).includes(c.importance) ? 1 : 0);
  const assigned = bestMatching(
    raised.map((c) => required.map((x) => (reports(c, x.t) ? agreement(c, x.t) : null))),
    required.length,
  );
  const score: PairScore = { tp: 0, fp: 0, neutral: 0, truth: required.length, found: 0, typeOk: 0, importanceOk: 0, verdicts: [], missed: [] };
  const hit = new Set<number>();
  raised.forEach((c, i) => {
    const k = assigned[i];
    if (k !== null) {
      const item = required[k].t;
      const typeOk = asList(item.type).includes(c.type);
      const importanceOk = asList(item.importance).includes(c.importance);
      score.tp++;
      score.typeOk += typeOk ? 1 : 0;
      score.importanceOk += importanceOk ? 1 : 0;
      hit.add(k);
      score.verdicts.push({ verdict: "TP", item: required[k].j, typeOk, importanceOk });
    } else if (optional.some((x) => reports(c, x.t))) {
      score.neutral++;
      score.verdicts.push({ verdict: "optional", item: optional.find((x) => reports(c, x.t))!.j });
    } else {
      score.fp++;
      score.verdicts.push({ verdict: "FP", item: null });
    }
  });
  score.found = hit.size;
  score.missed = required.filter((_, k) => !hit.has(k)).map((x) => x.j);
  return score;
}

export interface Totals {
  pairs: number;
  tp: number;
  fp: number;
  neutral: number;
  truth: number;
  found: number;
  typeOk: number;
  importanceOk: number;
}

export const emptyTotals = (): Totals => ({ pairs: 0, tp: 0, fp: 0, neutral: 0, truth: 0, found: 0, typeOk: 0, importanceOk: 0 });

export function addScore(t: Totals, s: Omit<Totals, "pairs">): Totals {
  return {
    pairs: t.pairs + 1,
    tp: t.tp + s.tp,
    fp: t.fp + s.fp,
    neutral: t.neutral + s.neutral,
    truth: t.truth + s.truth,
    found: t.found + s.found,
    typeOk: t.typeOk + s.typeOk,
    importanceOk: t.importanceOk + s.importanceOk,
  };
}

export interface Figures {
  precision: number;
  recall: number;
  typeRight: number;
  importanceRight: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

export function figures(t: Totals): Figures {
  return {
    precision: ratio(t.tp, t.tp + t.fp),
    recall: ratio(t.found, t.truth),
    typeRight: ratio(t.typeOk, t.tp),
    importanceRight: ratio(t.importanceOk, t.tp),
  };
}

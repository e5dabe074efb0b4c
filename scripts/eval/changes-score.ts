/**
 * Scores raised changes against a ground truth of meaningful differences, mechanically:
 * a raised change reports a truth item when, for one of the item's `match` alternatives (the
 * truth files' `mustMention` tokens), every term appears in the change's text (description, old/new
 * excerpts, facts) as a case-insensitive substring, the rule the data's README gives. Changes and items are then paired one to one (a maximum
 * matching, so the order of the changes does not matter): a second change reporting the same
 * item is a duplicate, i.e. a false positive. Type and importance are scored on the pairs.
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

/** Maximum bipartite matching (Kuhn): edges[i] lists the items change i may report. */
function maxMatching(edges: number[][], items: number): Array<number | null> {
  const owner: Array<number | null> = Array(items).fill(null);
  const tryAssign = (i: number, seen: boolean[]): boolean => {
    for (const j of edges[i]) {
      if (seen[j]) continue;
      seen[j] = true;
      if (owner[j] === null || tryAssign(owner[j]!, seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < edges.length; i++) tryAssign(i, Array(items).fill(false));
  const byChange: Array<number | null> = edges.map(() => null);
  owner.forEach((i, j) => {
    if (i !== null) byChange[i] = j;
  });
  return byChange;
}

export function scorePair(raised: RaisedChange[], truth: TruthItem[]): PairScore {
  const required = truth.map((t, j) => ({ t, j })).filter((x) => !x.t.optional);
  const optional = truth.map((t, j) => ({ t, j })).filter((x) => x.t.optional);
  const assigned = maxMatching(
    raised.map((c) => required.map((x, k) => (reports(c, x.t) ? k : -1)).filter((k) => k >= 0)),
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

/**
 * Importance after the user's thumbs, simulated as a user would give them: in time, on what the user
 * can see. One user watches the competitors of one part of the tune / check split (so the check figure
 * learns from check pages' votes only). Pairs are taken in the order their newer version was published;
 * each pair's changes are scored with the model learned from the answers given so far (never from the
 * answers to the changes being scored), then the user answers "Important?" on them:
 * - the user's own level for a change is that of the most important thing it tells of (a truth item
 *   whose tokens it mentions), low when it tells of nothing in the truth (noise). A second report of
 *   something already reported is judged the same way: the user reads what it says, not which of two
 *   reports the scorer paired with the item;
 * - the user answers to correct the feed: up when their level is above the level shown, down when
 *   below; when the two agree, up on high, down on low, no answer on medium (neither thumb fits).
 * The scored figure is the importance agreement of the re-scored changes, as `scoreRuns` computes it.
 */
import { factKind } from "../../lib/changes/score/fact-kind";
import { applyLearning, emptyModel, recordFeedback, type LearningModel } from "../../lib/changes/score/learning";
import type { Evaluation } from "./changes-eval";
import { scoreRuns } from "./changes-eval";
import type { PairRun, RaisedChange } from "./changes-run";
import { reports, type Level, type TruthItem } from "./changes-score";
import type { Part } from "./split";

const RANK: Record<Level, number> = { low: 0, medium: 1, high: 2 };

/**
 * The user's answer to "Important?" on a change shown at `shown`, from what it reports (null = no
 * answer): the user's own level is that of the most important thing it tells of (low for noise); a
 * level above the one shown gets an up, below it a down; when they agree, high gets an up, low a down
 * and medium no answer (neither thumb fits).
 */
export function answerFor(change: RaisedChange, truth: TruthItem[]): boolean | null {
  const told = truth.filter((t) => reports(change, t));
  const wanted = told.length ? Math.max(...told.map((t) => Math.max(...[t.importance].flat().map((l) => RANK[l])))) : RANK.low;
  const shown = RANK[change.importance];
  if (wanted !== shown) return wanted > shown;
  return wanted === RANK.high ? true : wanted === RANK.low ? false : null;
}

const time = (r: PairRun) => (r.date ? Date.parse(r.date) || 0 : 0);

/** The change re-scored with what the model has learned so far. */
function rescore(c: RaisedChange, model: LearningModel, competitorId: string): RaisedChange {
  const learned = applyLearning({ score: c.baseScore ?? c.score, type: c.type, competitorId, kind: factKind(c.facts) }, model);
  return { ...c, importance: learned.level, score: learned.score };
}

export interface FeedbackRun {
  evaluation: Evaluation;
  votes: number;
  /** The model each part's user ends with. */
  models: Record<Part, LearningModel>;
}

/** Replays the judged pairs in time with a user's thumbs (see the file comment) and scores the result. */
export function withFeedback(ev: Evaluation, parts: Map<string, Part>): FeedbackRun | null {
  if (ev.source.mode !== "truth") return null;
  const models: Record<Part, LearningModel> = { tune: emptyModel(), check: emptyModel() };
  let votes = 0;
  const order = ev.pairs
    .map((p, i) => ({ p, i }))
    .sort((a, b) => time(a.p.run) - time(b.p.run) || a.i - b.i);
  const runs: PairRun[] = ev.pairs.map((p) => p.run);
  for (const { p, i } of order) {
    const part = parts.get(p.run.page) ?? "tune";
    const changes = p.run.changes.map((c) => rescore(c, models[part], p.run.page));
    runs[i] = { ...p.run, changes };
    if (!p.truth) continue;
    for (const c of changes) {
      const answer = answerFor(c, p.truth.changes);
      if (answer === null) continue;
      models[part] = recordFeedback(models[part], { type: c.type, competitorId: p.run.page, importance: c.importance, kind: factKind(c.facts) }, answer);
      votes++;
    }
  }
  return { evaluation: scoreRuns(ev.source, runs, parts), votes, models };
}

import type { Db } from "@/db/client";
import { recentFeedback, changeEvents } from "@/db/queries/changes";
import {
  DEFAULT_RATE,
  CHANGE_TYPES_FOR_LEARNING,
  SETTLED_AFTER,
  effectiveRate,
  factKind,
  factLabel,
  factPatterns,
  feedbackVote,
  levelStep,
  ratingsOf,
  ratingsUntilMove,
} from "./learning-view";
import { normalizeChangeType } from "./score";
import { modelFor } from "./learning-store";
import { predictNextMove } from "@/lib/analysis/predict/next-move";

/** Interactions at which the model counts as fully trained (learningProgress 100). */
const TRAINED_AT = 25;

const formatRate = (rate: number) => `${Math.round(rate)}%`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * GET /api/intelligence: what the scoring has learned from the user, and the next predicted move.
 * Every sentence says what the rate it shows does to scores (lib/changes/score/learning.ts): a rate
 * moves changes a level only above 70% or below 30%, so an answer that leaves it in between is
 * "noted", with how many more answers like it would move scores, never announced as a change.
 */
export async function intelligenceFor(db: Db, userId: string) {
  const model = await modelFor(db, userId);
  const totalInteractions = Object.values(model.byType).reduce((n, r) => n + r.interactions, 0);
  const importancePatterns = CHANGE_TYPES_FOR_LEARNING.map((changeType) => ({
    changeType,
    importanceRate: Math.round(model.byType[changeType] ? effectiveRate(model, changeType) : DEFAULT_RATE),
    interactions: model.byType[changeType]?.interactions ?? 0,
  }));
  const facts = factPatterns(model);
  const behaviorPatterns: string[] = [];
  for (const p of [...importancePatterns].sort((a, b) => b.interactions - a.interactions)) {
    if (p.interactions === 0) continue;
    const after = `${p.importanceRate}% after ${plural(p.interactions, "rating")}`;
    if (p.importanceRate > 70) behaviorPatterns.push(`You usually find ${p.changeType} changes important (${after})`);
    else if (p.importanceRate < 30) behaviorPatterns.push(`You tend to ignore ${p.changeType} changes (${after})`);
    else if (p.importanceRate === DEFAULT_RATE) behaviorPatterns.push(`Your ratings of ${p.changeType} changes agree with the built-in scoring so far (${after})`);
    else if (p.interactions < SETTLED_AFTER) {
      // A rate between 30% and 70% moves no score: say which way it leans, and that scoring stays.
      const more = SETTLED_AFTER - p.interactions;
      behaviorPatterns.push(`Noted: ${p.changeType} changes lean ${p.importanceRate > DEFAULT_RATE ? "higher" : "lower"} (${after}), scoring stays as it is; ${plural(more, "more rating")} before the pattern is clear`);
    } else behaviorPatterns.push(`Your view of ${p.changeType} changes is mixed so far (${after})`);
  }
  // Fact types whose rate moves their changes a level.
  for (const f of facts) {
    const step = levelStep(f.importanceRate);
    if (step) behaviorPatterns.push(`“${factLabel(f.factType)}” ${f.changeType} changes now score a level ${step > 0 ? "higher" : "lower"} (${f.importanceRate}% after ${plural(f.interactions, "rating")})`);
  }
  const recent = await recentFeedback(db, { userId, limit: 5 });
  const recentLearning = recent.map((f) => {
    const type = normalizeChangeType(f.changeType);
    const kind = factKind(f.facts);
    const what = kind ? `“${factLabel(kind)}” ${type}` : type;
    const rate = effectiveRate(model, type, f.competitorId, kind);
    const ratings = Math.max(1, ratingsOf(model, type, kind));
    const step = levelStep(rate);
    const agreed = feedbackVote(f.isImportant, f.shown) === "confirmed";
    // The rate of the fact type at this competitor; beside it when it differs, the rate the panel shows
    // for the same changes everywhere: the fact type's (factPatterns) when the change has one, else the type's.
    const shownRate = kind
      ? (facts.find((p) => p.changeType === type && p.factType === kind)?.importanceRate ?? DEFAULT_RATE)
      : (importancePatterns.find((p) => p.changeType === type)?.importanceRate ?? DEFAULT_RATE);
    const rates = Math.round(rate) === shownRate ? formatRate(rate) : `${formatRate(rate)} at ${f.competitorName}; ${shownRate}% for all ${what} changes`;
    const wanted = f.isImportant ? 1 : -1;
    let insight: string;
    if (agreed) insight = `Noted: that ${what} change at ${f.competitorName} was already rated ${f.shown}, so scoring stays as it is (${rates})`;
    else if (step === wanted) insight = `${f.isImportant ? "Important" : "Not important"}: ${what} changes at ${f.competitorName} now score a level ${f.isImportant ? "higher" : "lower"} (${rates})`;
    else {
      const more = ratingsUntilMove(model, { type, competitorId: f.competitorId, kind, shown: f.shown }, f.isImportant);
      const until = more ? `; ${plural(more, "more rating")} like this before they score ${f.isImportant ? "higher" : "lower"}` : "";
      insight = `Noted: ${what} change at ${f.competitorName} rated ${f.isImportant ? "important" : "not important"}, scoring stays as it is (${rates})${until}`;
    }
    return {
      insight,
      confidence: Math.round(Math.abs(rate - DEFAULT_RATE) * 2) / 100,
      basedOn: `${plural(ratings, "rating")} of ${what} changes`,
      at: f.createdAt.toISOString(),
    };
  });
  const events = await changeEvents(db, { userId, since: new Date(Date.now() - 365 * 86_400_000) });
  return {
    learningProgress: Math.min(100, Math.round((totalInteractions / TRAINED_AT) * 100)),
    totalInteractions,
    importancePatterns,
    factPatterns: facts,
    behaviorPatterns,
    recentLearning,
    nextPrediction: predictNextMove(events),
  };
}

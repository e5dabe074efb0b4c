import type { Db } from "@/db/client";
import { recentFeedback, changeEvents } from "@/db/queries/changes";
import { DEFAULT_RATE, CHANGE_TYPES_FOR_LEARNING, SETTLED_AFTER, effectiveRate, feedbackVote } from "./learning-view";
import { normalizeChangeType } from "./score";
import { modelFor } from "./learning-store";
import { predictNextMove } from "@/lib/analysis/predict/next-move";

/** Interactions at which the model counts as fully trained (learningProgress 100). */
const TRAINED_AT = 25;

const formatRate = (rate: number) => `${Math.round(rate)}%`;
const capitalise = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** GET /api/intelligence: what the scoring has learned from the user, and the next predicted move. */
export async function intelligenceFor(db: Db, userId: string) {
  const model = await modelFor(db, userId);
  const totalInteractions = Object.values(model.byType).reduce((n, r) => n + r.interactions, 0);
  const importancePatterns = CHANGE_TYPES_FOR_LEARNING.map((changeType) => ({
    changeType,
    importanceRate: Math.round(model.byType[changeType] ? effectiveRate(model, changeType) : DEFAULT_RATE),
    interactions: model.byType[changeType]?.interactions ?? 0,
  }));
  const behaviorPatterns: string[] = [];
  for (const p of [...importancePatterns].sort((a, b) => b.interactions - a.interactions)) {
    if (p.interactions === 0) continue;
    const after = `${p.importanceRate}% after ${p.interactions} rating${p.interactions === 1 ? "" : "s"}`;
    if (p.importanceRate > 70) behaviorPatterns.push(`You usually find ${p.changeType} changes important (${after})`);
    else if (p.importanceRate < 30) behaviorPatterns.push(`You tend to ignore ${p.changeType} changes (${after})`);
    else if (p.importanceRate === DEFAULT_RATE) behaviorPatterns.push(`Your ratings of ${p.changeType} changes agree with the built-in scoring so far (${after})`);
    else if (p.interactions < SETTLED_AFTER) {
      // Few ratings that moved the rate one way: say which way, not "mixed" (one thumbs-up is not a mixed view).
      const more = SETTLED_AFTER - p.interactions;
      behaviorPatterns.push(`${capitalise(p.changeType)} changes now score a little ${p.importanceRate > DEFAULT_RATE ? "higher" : "lower"} (${after}); ${more} more rating${more === 1 ? "" : "s"} before the pattern is clear`);
    } else behaviorPatterns.push(`Your view of ${p.changeType} changes is mixed so far (${after})`);
  }
  const recent = await recentFeedback(db, { userId, limit: 5 });
  const recentLearning = recent.map((f) => {
    const type = normalizeChangeType(f.changeType);
    const rate = effectiveRate(model, type, f.competitorId);
    const ratings = model.byType[type]?.interactions ?? 1;
    // The same rate and words as the patterns above: one number, one direction.
    const direction = Math.round(rate) > DEFAULT_RATE ? "now score higher" : Math.round(rate) < DEFAULT_RATE ? "now score lower" : "score as before";
    const agreed = feedbackVote(f.isImportant, f.shown) === "confirmed";
    // The panel shows the type's rate; when this competitor's own leaning makes its rate differ, both are named.
    const typeRate = importancePatterns.find((p) => p.changeType === type)?.importanceRate ?? DEFAULT_RATE;
    const rates = Math.round(rate) === typeRate ? formatRate(rate) : `${formatRate(rate)} at ${f.competitorName}; ${typeRate}% for all ${type} changes`;
    return {
      insight: agreed
        ? `Noted: that ${type} change at ${f.competitorName} was already rated high, so scoring stays as it is (${rates})`
        : `${f.isImportant ? "Important" : "Not important"}: ${type} changes at ${f.competitorName} ${direction} (${rates})`,
      confidence: Math.round(Math.abs(rate - DEFAULT_RATE) * 2) / 100,
      basedOn: `${ratings} rating${ratings === 1 ? "" : "s"} of ${type} changes`,
      at: f.createdAt.toISOString(),
    };
  });
  const events = await changeEvents(db, { userId, since: new Date(Date.now() - 365 * 86_400_000) });
  return {
    learningProgress: Math.min(100, Math.round((totalInteractions / TRAINED_AT) * 100)),
    totalInteractions,
    importancePatterns,
    behaviorPatterns,
    recentLearning,
    nextPrediction: predictNextMove(events),
  };
}

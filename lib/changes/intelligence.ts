import type { Db } from "@/db/client";
import { recentFeedback, changeEvents } from "@/db/queries/changes";
import { DEFAULT_RATE, CHANGE_TYPES_FOR_LEARNING, effectiveRate } from "./learning-view";
import { modelFor } from "./learning-store";
import { predictNextMove } from "@/lib/analysis/predict/next-move";

/** Interactions at which the model counts as fully trained (learningProgress 100). */
const TRAINED_AT = 25;

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
    if (p.importanceRate > 70) behaviorPatterns.push(`You usually find ${p.changeType} changes important (${p.importanceRate}% after ${p.interactions} ratings)`);
    else if (p.importanceRate < 30) behaviorPatterns.push(`You tend to ignore ${p.changeType} changes (${p.importanceRate}% after ${p.interactions} ratings)`);
    else behaviorPatterns.push(`Your view of ${p.changeType} changes is mixed so far (${p.importanceRate}% after ${p.interactions} ratings)`);
  }
  const recent = await recentFeedback(db, { userId, limit: 5 });
  const recentLearning = recent.map((f) => {
    const rate = effectiveRate(model, f.changeType, f.competitorId);
    return {
      insight: `${f.isImportant ? "Important" : "Not important"}: ${f.changeType} changes at ${f.competitorName} now score ${rate >= DEFAULT_RATE ? "higher" : "lower"}`,
      confidence: Math.round(Math.abs(rate - DEFAULT_RATE) * 2) / 100,
      basedOn: `${model.byType[f.changeType]?.interactions ?? 1} rating(s) of ${f.changeType} changes`,
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

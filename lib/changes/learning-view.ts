import { effectiveRate, kindKey, levelStep, recordFeedback, type LearningModel } from "@/lib/changes/score";

export { DEFAULT_RATE, effectiveRate, factKind, feedbackVote, levelStep } from "@/lib/changes/score";

/** The change types the user can teach, in the order the insight display lists them. */
export const CHANGE_TYPES_FOR_LEARNING = ["pricing", "feature", "integration", "content", "structure", "design", "visual"] as const;

/** Ratings of a type before its pattern counts as settled: the insight display's 'Help me learn' shows under this many (spec §2). */
export const SETTLED_AFTER = 5;

/** How far ahead `ratingsUntilMove` looks. */
const LOOK_AHEAD = 30;

/** A fact type as words: "usage_rate" → "usage rate", "billing_terms_changed" → "billing terms", "price_changed" → "plan price". */
export function factLabel(kind: string): string {
  if (kind === "price_changed") return "plan price";
  return kind.replace(/_changed$/, "").replace(/_/g, " ");
}

export interface RatedChange {
  type: string;
  competitorId: string;
  kind: string | null;
  /** The level the change was shown at when it was rated. */
  shown: string | null;
}

/**
 * How many more answers like this one it takes before changes like it move a level that way (null
 * when the answer agrees with the level shown, which never moves anything, or when more than
 * LOOK_AHEAD would be needed). 0 when they already do.
 */
export function ratingsUntilMove(model: LearningModel, change: RatedChange, isImportant: boolean): number | null {
  const wanted = isImportant ? 1 : -1;
  if ((isImportant && change.shown === "high") || (!isImportant && change.shown === "low")) return null;
  let m = model;
  for (let n = 0; n <= LOOK_AHEAD; n++) {
    if (levelStep(effectiveRate(m, change.type, change.competitorId, change.kind)) === wanted) return n;
    m = recordFeedback(m, { type: change.type, competitorId: change.competitorId, importance: change.shown, kind: change.kind }, isImportant);
  }
  return null;
}

/** The learned rates of the fact types the user has rated, most rated first. */
export function factPatterns(model: LearningModel) {
  return Object.entries(model.byKind ?? {})
    .filter(([, r]) => r.interactions > 0)
    .map(([key, r]) => {
      const [changeType, factType] = key.split("/");
      return { changeType, factType, importanceRate: Math.round(effectiveRate(model, changeType, null, factType)), interactions: r.interactions };
    })
    .sort((a, b) => b.interactions - a.interactions || a.factType.localeCompare(b.factType));
}

/** Interactions recorded on a fact type (or on the type when the change has none). */
export function ratingsOf(model: LearningModel, type: string, kind: string | null): number {
  const k = kindKey(type, kind);
  return (k ? model.byKind?.[k]?.interactions : undefined) ?? model.byType[type]?.interactions ?? 0;
}

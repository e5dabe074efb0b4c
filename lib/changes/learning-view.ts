import { effectiveRate, feedbackVote, kindKey, levelStep, recordFeedback, type LearningModel } from "@/lib/changes/score";

export { DEFAULT_RATE, effectiveRate, factKind, feedbackVote, levelStep } from "@/lib/changes/score";

/** The change types the user can teach, in the order the insight display lists them. */
export const CHANGE_TYPES_FOR_LEARNING = ["pricing", "feature", "integration", "content", "structure", "design", "visual"] as const;

/** Ratings of a type before its pattern counts as settled: the insight display's 'Help me learn' shows under this many (spec §2). */
export const SETTLED_AFTER = 5;

/** How far ahead `ratingsUntilMove` looks. */
const LOOK_AHEAD = 30;

/** Fact types whose key alone says little to a user (term-facts.ts kinds, a plan's price). */
const FACT_WORDS: Record<string, string> = {
  price_changed: "plan price",
  duration: "trial or billing length",
  percentage: "percentage term",
  count: "counted term",
  worded: "worded term",
  priced_item: "priced option",
  offering_changed: "product offering",
};

/** A fact type as words: "usage_rate" → "usage rate", "billing_terms_changed" → "billing terms", "price_changed" → "plan price". */
export function factLabel(kind: string): string {
  return FACT_WORDS[kind] ?? kind.replace(/_changed$/, "").replace(/_/g, " ");
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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * What one answer did, in the words of the rate it shows (the rating panel's note): agreeing with the
 * level shown moves nothing; a rate past 70% / 30% moves the fact type's changes a level; anything in
 * between is noted, with how many more answers like it would move scores. Never "learning" that did not happen.
 */
export function feedbackNote(model: LearningModel, change: RatedChange, isImportant: boolean): string {
  const rate = Math.round(effectiveRate(model, change.type, change.competitorId, change.kind));
  const what = change.kind ? `“${factLabel(change.kind)}” ${change.type}` : change.type;
  const way = isImportant ? "higher" : "lower";
  if (feedbackVote(isImportant, change.shown) === "confirmed") return `It was already rated ${change.shown}, so scoring stays as it is (${rate}%).`;
  if (levelStep(rate) === (isImportant ? 1 : -1)) return `${what.charAt(0).toUpperCase()}${what.slice(1)} changes here now score a level ${way} (${rate}%).`;
  const more = ratingsUntilMove(model, change, isImportant);
  return `Noted (${rate}%): scoring stays as it is${more ? `; ${plural(more, "more rating")} like this before ${what} changes score ${way}` : ""}.`;
}

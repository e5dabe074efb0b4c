/**
 * Learning from the user's "Important?" feedback, per fact type. Each fact type (the change's kind
 * within its type: a plan's price, a usage rate, a plan's limit, billing terms, a section, copy; see
 * fact-kind.ts), each change type, and each of both per competitor has an importance rate 0..100 (default
 * 50 = the user agrees with the rules) and an interaction count. An answer is read against the level
 * shown: up on a high change and down on a low one agree with the rules; up on a lower one asks for
 * more, down on a higher one for less. The rate that applies to a change is shrunk towards 50 by its
 * number of answers, and it moves the change by whole levels only when it is clear: above 70 ("Likely
 * important") one level up, below 30 ("Likely noise") one level down, in between not at all. So a few
 * answers swing nothing, answers on one fact type leave the others alone, and the label the insight
 * display shows for a rate says what the rate does to scores.
 */
import { z } from "zod";
import { factKind } from "./fact-kind";
import { baseImportance, HIGH_THRESHOLD, levelFor, MEDIUM_THRESHOLD, normalizeChangeType, type Importance, type ScorableChange } from "./importance";

export const DEFAULT_RATE = 50;
/** Feedback older than this many votes fades out, so a rate can follow changing preferences. */
export const MEMORY = 20;
/** Interactions at which a rate gets half its full weight (the shrinkage towards 50). */
const HALF_WEIGHT_AT = 3;
/** A rate above this lifts a change one level; below LEARNED_LOWER_BELOW it lowers it one level. */
export const LEARNED_HIGHER_ABOVE = 70;
export const LEARNED_LOWER_BELOW = 30;

export const learnedRateSchema = z.object({
  rate: z.number().min(0).max(100).default(DEFAULT_RATE),
  interactions: z.number().int().min(0).default(0),
});
export type LearnedRate = z.infer<typeof learnedRateSchema>;

export const learningModelSchema = z.object({
  byType: z.record(z.string(), learnedRateSchema).default({}),
  /** Keyed "type:competitorId" (see competitorKey) and "type/factKind:competitorId" (competitorKindKey). */
  byTypeCompetitor: z.record(z.string(), learnedRateSchema).default({}),
  /**
   * Keyed "type/factKind" (see kindKey, fact-kind.ts): the fact type within the change type (a plan's
   * price, a usage rate, a plan's limit, a copy edit on the pricing page). One type holds changes users
   * weigh very differently, so a change with a fact type is scored by that fact type's rate alone.
   */
  byKind: z.record(z.string(), learnedRateSchema).optional(),
});
export type LearningModel = z.infer<typeof learningModelSchema>;

export function emptyModel(): LearningModel {
  return { byType: {}, byTypeCompetitor: {}, byKind: {} };
}

/** The key of a change kind within its type ("pricing/price_changed"), or null without a kind. */
export function kindKey(type: string, kind: string | null | undefined): string | null {
  return kind ? `${normalizeChangeType(type)}/${kind}` : null;
}

export function competitorKey(type: string, competitorId: string): string {
  return `${normalizeChangeType(type)}:${competitorId}`;
}

/** The key of one competitor's rate for a fact type ("pricing/usage_rate:c1"); `kind` is a kindKey. */
export function competitorKindKey(kind: string, competitorId: string): string {
  return `${kind}:${competitorId}`;
}

const weight = (interactions: number) =>
  interactions > 0 ? interactions / (interactions + HALF_WEIGHT_AT) : 0;

const clampRate = (r: number) => (Number.isFinite(r) ? Math.max(0, Math.min(100, r)) : DEFAULT_RATE);

function lookup(map: Record<string, LearnedRate> | undefined, ...keys: string[]): LearnedRate | null {
  for (const k of keys) {
    const hit = map?.[k];
    if (hit && hit.interactions > 0) return hit;
  }
  return null;
}

export interface LearningInput {
  /** Rule-based score (0..100), e.g. from baseImportance. */
  score: number;
  level?: Importance["level"];
  /** Change type; aliases such as "features" or "price" are accepted. */
  type: string;
  competitorId?: string | null;
  /** The change's fact type within its type (factKind of its facts). */
  kind?: string | null;
}

/**
 * The importance rate that applies to a change, pulled towards 50 by its uncertainty: the rate of its
 * fact type when it has one (a fact type never rated scores as the rules say: answers on other fact
 * types of the same change type do not count), else the type's rate; then the competitor's own
 * leaning: how far the user's answers on this fact type (or type, for a change without one) for this
 * competitor differ from their answers on it as a whole (in the other direction, or further from 50).
 * Answers on one fact type of a competitor never lean its other fact types.
 */
export function effectiveRate(model: LearningModel, type: string, competitorId?: string | null, kind?: string | null): number {
  const t = normalizeChangeType(type);
  const byType = lookup(model.byType, t, type);
  const typeRate = byType ? clampRate(byType.rate) : DEFAULT_RATE;
  const k = kindKey(t, kind);
  const own = k ? lookup(model.byKind, k) : byType;
  let deviation = own ? (clampRate(own.rate) - DEFAULT_RATE) * weight(own.interactions) : 0;
  if (competitorId) {
    // The leaning is that of this competitor's changes of the same fact type (a change with a fact type)
    // or of the same type (one without), against the user's answers on that fact type or type as a whole.
    const c = k ? lookup(model.byTypeCompetitor, competitorKindKey(k, competitorId)) : lookup(model.byTypeCompetitor, competitorKey(t, competitorId), `${type}:${competitorId}`);
    const whole = k ? (own ? clampRate(own.rate) : DEFAULT_RATE) : typeRate;
    // A competitor's rate lying between 50 and the whole's rate only has fewer answers behind it (the
    // Beta mean of fewer answers sits nearer 50): that is no leaning of its own, so it is not counted.
    const cr = c ? clampRate(c.rate) : DEFAULT_RATE;
    const fewerAnswers = (cr - DEFAULT_RATE) * (whole - DEFAULT_RATE) > 0 && Math.abs(cr - DEFAULT_RATE) < Math.abs(whole - DEFAULT_RATE);
    if (c && !fewerAnswers) deviation += weight(c.interactions) * (cr - whole);
  }
  return clampRate(DEFAULT_RATE + deviation);
}

/** How many levels a rate moves a change: +1 above LEARNED_HIGHER_ABOVE, −1 below LEARNED_LOWER_BELOW, else 0. */
export function levelStep(rate: number): -1 | 0 | 1 {
  return rate > LEARNED_HIGHER_ABOVE ? 1 : rate < LEARNED_LOWER_BELOW ? -1 : 0;
}

/** Moves the rule-based score by whole levels as the learned rate says (see the file comment). */
export function applyLearning(base: LearningInput, model: LearningModel): Importance {
  const step = levelStep(effectiveRate(model, base.type, base.competitorId, base.kind));
  const level = levelFor(base.score);
  let score = Math.max(0, Math.min(100, Math.round(base.score)));
  if (step > 0 && level !== "high") score = level === "low" ? MEDIUM_THRESHOLD : HIGH_THRESHOLD;
  if (step < 0 && level !== "low") score = (level === "high" ? HIGH_THRESHOLD : MEDIUM_THRESHOLD) - 1;
  return { score, level: levelFor(score) };
}

/**
 * Bayesian update of a rate with one answer: the rate is the mean of a Beta posterior over "the user
 * finds this more important than the rules do", starting from a uniform prior. Counts are capped at
 * MEMORY so old answers fade. From 50: less ×1 → 33, ×3 → 20, ×5 → 14; more ×5 → 86. An answer that
 * agrees with the level shown ("confirmed") counts as half of each, so it pulls the rate back towards
 * 50: it says the rules were right.
 */
export function updateRate(current: LearnedRate | null | undefined, vote: boolean | "confirmed"): LearnedRate {
  const interactions = Math.max(0, Math.floor(current?.interactions ?? 0));
  const p = clampRate(current?.rate ?? DEFAULT_RATE) / 100;
  const n = Math.min(interactions, MEMORY);
  const important = p * (n + 2) + (vote === "confirmed" ? 0.5 : vote ? 1 : 0);
  const rate = (important / (n + 3)) * 100;
  return { rate: Math.round(rate * 100) / 100, interactions: interactions + 1 };
}

/**
 * What one answer to "Important?" says about the rules, read against the level shown: up on a high
 * change and down on a low one agree with them ("confirmed": they must not lift the type's medium
 * changes to high, or sink its medium ones to low); up on a medium or low change asks for more, down
 * on a medium or high one for less. Without the level shown, the answer is taken as it is.
 */
export function feedbackVote(isImportant: boolean, shown?: Importance["level"] | string | null): boolean | "confirmed" {
  if (isImportant && shown === "high") return "confirmed";
  if (!isImportant && shown === "low") return "confirmed";
  return isImportant;
}

/** Records one answer on the fact type's rate, the type's rate and the competitor's rates for both. */
export function recordFeedback(
  model: LearningModel,
  change: { type: string; competitorId?: string | null; importance?: Importance["level"] | string | null; kind?: string | null },
  isImportant: boolean,
): LearningModel {
  const t = normalizeChangeType(change.type);
  const vote = feedbackVote(isImportant, change.importance);
  const next: LearningModel = {
    byType: { ...model.byType, [t]: updateRate(model.byType[t], vote) },
    byTypeCompetitor: { ...model.byTypeCompetitor },
    byKind: { ...model.byKind },
  };
  const k = kindKey(t, change.kind);
  if (k) next.byKind![k] = updateRate(model.byKind?.[k], vote);
  if (change.competitorId) {
    const key = competitorKey(t, change.competitorId);
    next.byTypeCompetitor[key] = updateRate(model.byTypeCompetitor[key], vote);
    if (k) {
      const own = competitorKindKey(k, change.competitorId);
      next.byTypeCompetitor[own] = updateRate(model.byTypeCompetitor[own], vote);
    }
  }
  return next;
}

export type InsightLabel = "Likely important" | "May be important" | "Likely noise";

export function insightLabel(rate: number): InsightLabel {
  if (rate > 70) return "Likely important";
  if (rate < 30) return "Likely noise";
  return "May be important";
}

/** Rule-based importance adjusted by what the user has taught: the one call most callers need. */
export function scoreChange(
  change: ScorableChange,
  model: LearningModel,
  competitorId?: string | null,
): Importance {
  return applyLearning({ ...baseImportance(change), type: change.type, competitorId, kind: factKind(change.facts) }, model);
}

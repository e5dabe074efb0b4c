/**
 * Learning from the user's "Important?" feedback. Each change type (and each type per
 * competitor) has an importance rate 0..100 (default 50 = no opinion) and an interaction count.
 * Rates shift rule-based scores; the shift's weight grows with the number of interactions.
 */
import { z } from "zod";
import { baseImportance, levelFor, normalizeChangeType, type Importance, type ScorableChange } from "./importance";

export const DEFAULT_RATE = 50;
/** Feedback older than this many votes fades out, so a rate can follow changing preferences. */
export const MEMORY = 20;
/** Interactions at which a rate gets half its full weight. */
const HALF_WEIGHT_AT = 3;
/** Points a fully-weighted rate of 0 or 100 moves the score (rate − 50) × STRENGTH. */
const STRENGTH = 0.6;

export const learnedRateSchema = z.object({
  rate: z.number().min(0).max(100).default(DEFAULT_RATE),
  interactions: z.number().int().min(0).default(0),
});
export type LearnedRate = z.infer<typeof learnedRateSchema>;

export const learningModelSchema = z.object({
  byType: z.record(z.string(), learnedRateSchema).default({}),
  /** Keyed "type:competitorId" (see competitorKey). */
  byTypeCompetitor: z.record(z.string(), learnedRateSchema).default({}),
  /**
   * Keyed "type/kind" (see kindKey): what the change is within its type (a price changed, a plan
   * added, a copy edit on the pricing page). One type holds changes users weigh very differently, so
   * a vote teaches the kind it was given on first, and the type as a whole only as a weak prior.
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
  /** What the change is within its type (facts.kind). */
  kind?: string | null;
}

/**
 * The importance rate that applies to a change: the type's rate pulled towards 50 by its uncertainty;
 * then the rate of the change's kind within the type, taking over as its votes grow; then the
 * competitor's own leaning: how far the user's votes on this type for this competitor differ from
 * their votes on the type as a whole (so votes given on one competitor are not counted twice).
 */
export function effectiveRate(model: LearningModel, type: string, competitorId?: string | null, kind?: string | null): number {
  const t = normalizeChangeType(type);
  const byType = lookup(model.byType, t, type);
  const typeRate = byType ? clampRate(byType.rate) : DEFAULT_RATE;
  let deviation = byType ? (typeRate - DEFAULT_RATE) * weight(byType.interactions) : 0;
  const k = kindKey(t, kind);
  const byKind = k ? lookup(model.byKind, k) : null;
  if (byKind) {
    const w = weight(byKind.interactions);
    deviation = (1 - w) * deviation + w * (clampRate(byKind.rate) - DEFAULT_RATE);
  }
  if (competitorId) {
    const c = lookup(model.byTypeCompetitor, competitorKey(t, competitorId), `${type}:${competitorId}`);
    if (c) deviation += weight(c.interactions) * (clampRate(c.rate) - typeRate);
  }
  return clampRate(DEFAULT_RATE + deviation);
}

/** Shifts the rule-based score by the learned rate (50 = no shift), then re-derives the level. */
export function applyLearning(base: LearningInput, model: LearningModel): Importance {
  const rate = effectiveRate(model, base.type, base.competitorId, base.kind);
  const score = Math.max(0, Math.min(100, Math.round(base.score + (rate - DEFAULT_RATE) * STRENGTH)));
  return { score, level: levelFor(score) };
}

/**
 * Bayesian update of a rate with one vote: the rate is the mean of a Beta posterior over
 * "the user finds this type more important than the rules do", starting from a uniform prior. Counts
 * are capped at MEMORY so old votes fade. From 50: unimportant ×1 → 33, ×3 → 20, ×5 → 14; important
 * ×5 → 86. A "confirmed" vote (the user agrees with the level shown) counts as half of each, so it pulls
 * the rate back towards 50: it says the rules were right.
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
 * What one answer to "Important?" says about the rules. Up on a change already shown high agrees with
 * them ("confirmed"): it must not lift the type's medium changes to high. Any other answer asks for more
 * or less importance; a down on a low change still teaches that the type matters less (the feed's
 * "Likely noise" and "you ignore …" insights come from that). Without the level shown, the answer is
 * taken as it is.
 */
export function feedbackVote(isImportant: boolean, shown?: Importance["level"] | string | null): boolean | "confirmed" {
  return isImportant && shown === "high" ? "confirmed" : isImportant;
}

/** Records one vote on both the type's rate and the type-per-competitor rate. */
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
  const kind = typeof change.facts?.kind === "string" ? change.facts.kind : null;
  return applyLearning({ ...baseImportance(change), type: change.type, competitorId, kind }, model);
}

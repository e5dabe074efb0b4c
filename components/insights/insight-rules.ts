/**
 * The intelligence insight display's rules (spec §2 'Intelligence insight display', §9): above 70%
 * 'Likely important', below 30% 'Likely noise', otherwise 'May be important'; 'Help me learn' under
 * 5 interactions; an emphasised badge above 60; 'Updating...' for 3 seconds after feedback.
 */
export const LIKELY_IMPORTANT_ABOVE = 70;
export const LIKELY_NOISE_BELOW = 30;
export const HELP_ME_LEARN_BELOW = 5;
export const EMPHASIS_ABOVE = 60;
export const DEFAULT_RATE = 50;
export const UPDATING_MS = 3_000;

export type InsightLabel = "Likely important" | "May be important" | "Likely noise";

export function insightLabel(rate: number): InsightLabel {
  if (rate > LIKELY_IMPORTANT_ABOVE) return "Likely important";
  if (rate < LIKELY_NOISE_BELOW) return "Likely noise";
  return "May be important";
}

export function needsLearning(interactions: number): boolean {
  return interactions < HELP_ME_LEARN_BELOW;
}

export function isEmphasised(rate: number): boolean {
  return rate > EMPHASIS_ABOVE;
}

export interface ImportancePattern { changeType: string; importanceRate: number; interactions: number }

/** Type names of the learned model (aliases fold onto the detector's types). */
export function learningType(type: string): string {
  switch (type) {
    case "price":
      return "pricing";
    case "features":
    case "product":
      return "feature";
    case "integrations":
      return "integration";
    default:
      return type;
  }
}

export interface FactPattern { changeType: string; factType: string; importanceRate: number; interactions: number }

/**
 * The learned pattern that scores a change: its fact type's when it has one (a fact type never rated:
 * the default rate 50 and no interactions, as scoring then follows the rules), else its change type's.
 */
export function patternFor(
  patterns: readonly ImportancePattern[] | undefined,
  type: string,
  fact?: { kind: string | null; patterns?: readonly FactPattern[] },
): ImportancePattern & { factType?: string } {
  const t = learningType(type);
  if (fact?.kind) {
    const hit = fact.patterns?.find((p) => p.changeType === t && p.factType === fact.kind);
    return { changeType: t, factType: fact.kind, importanceRate: hit?.importanceRate ?? DEFAULT_RATE, interactions: hit?.interactions ?? 0 };
  }
  return patterns?.find((p) => p.changeType === t) ?? { changeType: t, importanceRate: DEFAULT_RATE, interactions: 0 };
}

/**
 * What the user's thumbs taught about a fact type, in the words of the rate shown beside it: the
 * scoring moves a fact type's changes a level only above 70% or below 30% (lib/changes/score), so a
 * rate in between is a leaning that changes no score, never announced as learning.
 */
export function factLesson(rate: number): string {
  const r = Math.round(rate);
  if (r > LIKELY_IMPORTANT_ABOVE) return "Your thumbs taught: its changes now score a level higher.";
  if (r < LIKELY_NOISE_BELOW) return "Your thumbs taught: its changes now score a level lower.";
  if (r === DEFAULT_RATE) return "Your thumbs agree with the built-in scoring, which stays as it is.";
  const way = r > DEFAULT_RATE ? "important" : "not important";
  const needs = r > DEFAULT_RATE ? `above ${LIKELY_IMPORTANT_ABOVE}%` : `below ${LIKELY_NOISE_BELOW}%`;
  return `Leaning ${way}; scoring stays as it is until the rate is ${needs}.`;
}

/** Clamps and rounds a rate for display ("72%"). */
export function formatRate(rate: number): string {
  const r = Number.isFinite(rate) ? Math.min(100, Math.max(0, Math.round(rate))) : DEFAULT_RATE;
  return `${r}%`;
}

/** A confidence given as 0..1 or 0..100, as a percentage. */
export function formatConfidence(c: number): string {
  if (!Number.isFinite(c)) return "";
  return formatRate(c <= 1 ? c * 100 : c);
}

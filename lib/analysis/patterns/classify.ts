/**
 * Local (model-free) classifier of persuasion and dark-pattern text.
 * Every rule adds its weight to one pattern type when its cue is present; the best-scoring
 * type wins if it clears MIN_RAW_SCORE. Scores are squashed to 0..1 for callers.
 */
import { normaliseText } from "./text-cues";
import { evidenceOf, type Rule } from "./rule";
import { MISDIRECTION_RULES, OTHER_RULES } from "./rules-choice";
import { SCARCITY_RULES, SOCIAL_PROOF_RULES, URGENCY_RULES } from "./rules-pressure";
import { FORCED_RULES, SNEAKING_RULES } from "./rules-sneaking";
import { PATTERN_TYPES, type Category, type PatternType } from "./taxonomy";

export const ALL_RULES: readonly Rule[] = [
  ...SCARCITY_RULES,
  ...URGENCY_RULES,
  ...SOCIAL_PROOF_RULES,
  ...MISDIRECTION_RULES,
  ...OTHER_RULES,
  ...SNEAKING_RULES,
  ...FORCED_RULES,
];

/** Below this raw score the text is not considered a pattern. */
export const MIN_RAW_SCORE = 1.5;
/** Texts longer than this are classified on their first part only (patterns are short UI strings). */
const MAX_CHARS = 1200;

export interface PatternClassification {
  category: Category | null;
  type: PatternType | null;
  /** 0..1; 0 when no pattern was found, 0.5 at the detection threshold. */
  score: number;
  /** The text that triggered the strongest cue of the winning type ("" when none). */
  evidence: string;
}

export interface TypeScore {
  type: PatternType;
  raw: number;
  cues: { cue: string; weight: number; evidence: string }[];
}

/** Scores every pattern type for a text; exposed for diagnostics and tests. */
export function scorePatternTypes(text: string): TypeScore[] {
  const normalised = normaliseText(text).slice(0, MAX_CHARS);
  const byType = new Map<PatternType, TypeScore>();
  if (normalised.length === 0) return [];
  for (const r of ALL_RULES) {
    const evidence = evidenceOf(r, normalised);
    if (evidence === null) continue;
    const entry = byType.get(r.type) ?? { type: r.type, raw: 0, cues: [] };
    entry.raw += r.weight;
    entry.cues.push({ cue: r.cue, weight: r.weight, evidence });
    byType.set(r.type, entry);
  }
  return [...byType.values()].sort((a, b) => b.raw - a.raw);
}

export function squash(raw: number): number {
  if (raw <= 0) return 0;
  return Math.round((1 - Math.pow(0.5, raw / MIN_RAW_SCORE)) * 1000) / 1000;
}

export function classifyPatternString(text: string): PatternClassification {
  const [best] = scorePatternTypes(text);
  if (!best || best.raw < MIN_RAW_SCORE) {
    return { category: null, type: null, score: 0, evidence: "" };
  }
  const strongest = best.cues.filter((c) => c.weight > 0).sort((a, b) => b.weight - a.weight)[0];
  return {
    category: PATTERN_TYPES[best.type],
    type: best.type,
    score: squash(best.raw),
    evidence: strongest ? strongest.evidence.trim() : "",
  };
}

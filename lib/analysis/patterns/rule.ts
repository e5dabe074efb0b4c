import type { PatternType } from "./taxonomy";

/**
 * One weighted linguistic cue. `match` is a regular expression (its match is the evidence) or a
 * function returning the evidence text, or null when the cue is absent. Negative weights are
 * counter-evidence (e.g. "ago" argues against a countdown).
 */
export interface Rule {
  type: PatternType;
  weight: number;
  cue: string;
  match: RegExp | ((text: string) => string | null);
}

export function rule(type: PatternType, weight: number, cue: string, match: Rule["match"]): Rule {
  return { type, weight, cue, match };
}

/** Builds a case-insensitive, unicode-aware regular expression from a raw source string. */
export function re(source: string, flags = "iu"): RegExp {
  return new RegExp(source, flags);
}

export function evidenceOf(r: Rule, text: string): string | null {
  if (typeof r.match === "function") return r.match(text);
  const m = r.match.exec(text);
  return m ? m[0] : null;
}

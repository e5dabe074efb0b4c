/**
 * Runs the dark-pattern classifier over page segments and turns its hits into reported dark
 * patterns, with SaaS-context checks that discard hits the surrounding page contradicts.
 */
import { classifyPatternString } from "../patterns/classify";
import { PATTERN_TYPES, TYPE_DESCRIPTIONS, type Category, type PatternType } from "../patterns/taxonomy";
import { dedupe } from "./finding";
import type { DarkPattern, EthicalRating, Level } from "./schema";
import { quote, type Segment } from "./segment";

/** Classifier score (0..1) a segment needs before it counts as a dark pattern. */
export const REPORT_THRESHOLD = 0.5;

const BASE_SEVERITY: Record<PatternType, Level> = {
  "Low-stock Message": "medium",
  "High-demand Message": "medium",
  "Countdown Timer": "high",
  "Limited-time Message": "low",
  "Activity Notification": "medium",
  "Testimonials of Uncertain Origin": "low",
  Confirmshaming: "high",
  "Pressured Selling": "low",
  "Visual Interference": "medium",
  "Trick Questions": "high",
  "Hard to Cancel": "high",
  "Sneak into Basket": "high",
  "Hidden Costs": "high",
  "Hidden Subscription": "high",
  "Forced Enrollment": "medium",
};

const LEVELS: Level[] = ["low", "medium", "high"];

export interface PageContext {
  /** Testimonials on the page carry a name and role, so their origin is not uncertain. */
  namedTestimonials: number;
  /** The page promises cancellation at any time, so a disclosed renewal is not hidden. */
  cancelAnytime: boolean;
}

export interface PatternHit {
  type: PatternType;
  category: Category;
  score: number;
  segment: Segment;
  cue: string;
  /** At least this severity (what the page's structure proves, e.g. a timer seen restarting). */
  severity?: Level;
  /** Shown instead of the quoted cue: what the structure shows ("a paid extra ticked in advance"). */
  note?: string;
}

/** A segment that is nothing but prices and billing periods (plan price lists, toggles). */
function isPriceList(text: string): boolean {
  const rest = text.replace(/[$€£\d.,/:()+\-–\s]|\b(?:per|month|monthly|year|yearly|annual(?:ly)?|mo|yr|user|seat|billed|usd|eur|gbp)\b/gi, "");
  return rest.length < 3;
}

export function contradicted(hit: PatternHit, context: PageContext): boolean {
  switch (hit.type) {
    case "Testimonials of Uncertain Origin":
      return context.namedTestimonials > 0;
    case "Hidden Subscription":
      return context.cancelAnytime;
    case "Visual Interference":
      return isPriceList(hit.segment.text);
    default:
      return false;
  }
}

export function findPatternHits(segments: Segment[], context: PageContext): PatternHit[] {
  const hits: PatternHit[] = [];
  for (const segment of segments) {
    const result = classifyPatternString(segment.text);
    if (!result.type || !result.category || result.score < REPORT_THRESHOLD) continue;
    const hit: PatternHit = { type: result.type, category: result.category, score: result.score, segment, cue: result.evidence };
    if (!contradicted(hit, context)) hits.push(hit);
  }
  return hits;
}

function severityFor(type: PatternType, hits: PatternHit[]): Level {
  let level = LEVELS.indexOf(BASE_SEVERITY[type]);
  const distinct = new Set(hits.map((h) => h.segment.text.toLowerCase())).size;
  const strongest = Math.max(...hits.map((h) => h.score));
  if (distinct >= 3) level += 1;
  if (strongest < 0.6) level -= 1;
  for (const h of hits) if (h.severity) level = Math.max(level, LEVELS.indexOf(h.severity));
  return LEVELS[Math.max(0, Math.min(2, level))];
}

export function ratingForSeverity(category: Category, severity: Level): EthicalRating {
  if (severity === "high") return "manipulative";
  if (severity === "medium") {
    return category === "Misdirection" || category === "Obstruction" || category === "Sneaking" ? "manipulative" : "questionable";
  }
  return "questionable";
}

/** Groups hits by pattern type into reported dark patterns, most severe first. */
export function summariseDarkPatterns(hits: PatternHit[]): DarkPattern[] {
  const byType = new Map<PatternType, PatternHit[]>();
  for (const hit of hits) byType.set(hit.type, [...(byType.get(hit.type) ?? []), hit]);
  const out: DarkPattern[] = [];
  for (const [type, group] of byType) {
    const pages = new Set(group.map((h) => h.segment.url)).size;
    const distinct = new Set(group.map((h) => h.segment.text.toLowerCase())).size;
    const cues = dedupe(group.map((h) => h.note ?? `"${quote(h.cue, 60)}"`), 3);
    const severity = severityFor(type, group);
    out.push({
      category: PATTERN_TYPES[type],
      type,
      description: `${TYPE_DESCRIPTIONS[type]} Seen in ${distinct} place${distinct > 1 ? "s" : ""} on ${pages} page${pages > 1 ? "s" : ""} (cues: ${cues.join(", ")}).`,
      evidence: dedupe(group.map((h) => quote(h.segment.text))),
      severity,
    });
  }
  return out.sort((a, b) => LEVELS.indexOf(b.severity) - LEVELS.indexOf(a.severity) || b.evidence.length - a.evidence.length);
}

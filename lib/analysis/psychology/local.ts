/**
 * Local (no model) psychology analysis of a competitor: segments the scanned pages, runs the
 * dark-pattern classifier and the SaaS tactic detectors, then derives the profile, weaknesses,
 * counter-tactics and ethical concerns from those findings. Every item cites the text it is based on.
 */
import type { Category } from "../patterns/taxonomy";
import { counterTactics, ethicalConcerns, weaknesses } from "./advice";
import { contradicted, findPatternHits, summariseDarkPatterns } from "./dark-patterns";
import { findPassageHits, passageSegment } from "./passage-patterns";
import { dedupe, type TacticFinding } from "./finding";
import { buildProfile } from "./profile";
import { psychologyAnalysisSchema, type DarkPattern, type PsychologyAnalysis, type PsychologyInput, type Technique } from "./schema";
import { segmentMarkdown, type Segment } from "./segment";
import { detectAnchoring, detectCharmPricing, detectDecoy, detectForcedContinuity } from "./tactics-pricing";
import { detectAuthority, detectFreeTrial, detectRiskReversal } from "./tactics-trust";

const TECHNIQUE_BY_CATEGORY: Record<Category, string> = {
  Scarcity: "Scarcity messaging",
  Urgency: "Urgency and deadlines",
  "Social Proof": "Live social proof",
  Misdirection: "Choice misdirection",
  Obstruction: "Exit friction",
  Sneaking: "Sneaked commitments",
  "Forced Action": "Forced consent",
};

function detectTactics(segments: Segment[], plans: PsychologyInput["pricingPlans"]): TacticFinding[] {
  const continuity = detectForcedContinuity(segments);
  const found = [
    detectAnchoring(segments),
    detectDecoy(segments, plans),
    continuity,
    detectCharmPricing(segments, plans),
    detectFreeTrial(segments, plans, continuity?.facts.cardRequired === true),
    detectRiskReversal(segments),
    detectAuthority(segments),
  ];
  return found.filter((f): f is TacticFinding => f !== null);
}

function patternTechniques(patterns: DarkPattern[]): Technique[] {
  const byCategory = new Map<Category, DarkPattern[]>();
  for (const p of patterns) byCategory.set(p.category, [...(byCategory.get(p.category) ?? []), p]);
  return [...byCategory].map(([category, group]) => {
    const evidence = dedupe(group.flatMap((p) => p.evidence));
    const types = group.map((p) => p.type.toLowerCase()).join(", ");
    return {
      tactic: TECHNIQUE_BY_CATEGORY[category],
      description: `Uses ${types} to move visitors before they have compared options (${evidence.length} example${evidence.length > 1 ? "s" : ""}).`,
      effectiveness: group.some((p) => p.severity === "high") || evidence.length >= 3 ? "high" : "medium",
      evidence,
    };
  });
}

/** Confidence grows with the amount of text and drops when no pricing information was available. */
function confidenceFor(segments: Segment[], plans: PsychologyInput["pricingPlans"]): number {
  if (segments.length === 0) return plans.length > 0 ? 0.1 : 0.05;
  const coverage = 1 - Math.exp(-segments.length / 50);
  const hasPricing = plans.length > 0 || segments.some((s) => /[$€£]\s?\d/.test(s.text));
  const value = (0.1 + 0.75 * coverage) * (hasPricing ? 1 : 0.85);
  return Math.round(value * 100) / 100;
}

export function analyzePsychologyLocal(input: PsychologyInput): PsychologyAnalysis {
  const pages = input.pages.filter((p) => p.markdown.trim().length > 0);
  // The pages as a person sees them when the scan read them so; else their markdown, line by line.
  const read = input.passages?.filter((p) => p.passages.length > 0) ?? [];
  const segments = read.length
    ? read.flatMap((page) => page.passages.filter((p) => !p.chrome && p.role !== "form").map((p) => passageSegment(p, page)))
    : pages.flatMap((p) => segmentMarkdown(p.markdown, p.url));
  const plans = input.pricingPlans;

  const tactics = detectTactics(segments, plans);
  const continuity = tactics.find((t) => t.key === "forced-continuity");
  const authority = tactics.find((t) => t.key === "authority");
  const risk = tactics.find((t) => t.key === "risk-reversal");
  const context = {
    namedTestimonials: Number(authority?.facts.namedTestimonials ?? 0),
    cancelAnytime: Boolean(continuity?.facts.cancelAnytime ?? risk?.facts.cancelAnytime ?? false),
  };
  const hits = read.length ? findPassageHits(read, input.timers ?? []).filter((h) => !contradicted(h, context)) : findPatternHits(segments, context);
  const darkPatterns = summariseDarkPatterns(hits);

  const techniques: Technique[] = [
    ...tactics.map(({ tactic, description, effectiveness, evidence }) => ({ tactic, description, effectiveness, evidence })),
    ...patternTechniques(darkPatterns),
  ];
  const patternSegments = new Set(hits.map((h) => h.segment));
  const profile = buildProfile(input.competitorName, pages.length, segments, plans, tactics, darkPatterns, patternSegments, input.audience);

  return psychologyAnalysisSchema.parse({
    profile,
    techniques,
    darkPatterns,
    weaknesses: weaknesses(tactics, darkPatterns, plans, segments.length),
    counterTactics: segments.length === 0 && plans.length === 0 ? [] : counterTactics(tactics, darkPatterns, profile.targetAudience),
    ethicalConcerns: ethicalConcerns(tactics, darkPatterns),
    confidence: confidenceFor(segments, plans),
    dataPoints: segments.length + plans.length,
  });
}

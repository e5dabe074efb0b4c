/**
 * Rule-based importance of a detected change, before any learning from user feedback.
 * Score 0..100; level from fixed thresholds.
 */
import type { ChangeType } from "@/lib/changes/detect/types";
import { datedNoticeTakenOut } from "./dated-notices";

export type ImportanceLevel = "low" | "medium" | "high";

export interface Importance {
  level: ImportanceLevel;
  score: number;
}

/** Score at or above which a change is high / medium importance. */
export const HIGH_THRESHOLD = 70;
export const MEDIUM_THRESHOLD = 40;

export function levelFor(score: number): ImportanceLevel {
  if (score >= HIGH_THRESHOLD) return "high";
  if (score >= MEDIUM_THRESHOLD) return "medium";
  return "low";
}

/** Maps the legacy/alias type names seen in stored changes (features, product, price) to ours. */
export function normalizeChangeType(type: string): ChangeType {
  switch (type) {
    case "pricing":
    case "price":
      return "pricing";
    case "feature":
    case "features":
    case "product":
      return "feature";
    case "integration":
    case "integrations":
      return "integration";
    case "content":
    case "structure":
    case "design":
    case "visual":
      return type;
    default:
      return "other";
  }
}

/** What scoring needs from a change; `facts.kind` refines the rule when present. */
export interface ScorableChange {
  type: string;
  magnitude: number;
  facts?: Record<string, unknown> | null;
}

/** [base, span]: score = base + span * magnitude. */
type Rule = readonly [number, number];

/** Rules by facts.kind (more specific) — fall back to RULES_BY_TYPE. */
const RULES_BY_KIND: Record<string, Rule> = {
  // Pricing: any price change or plan added/removed is high whatever its size.
  price_changed: [80, 20],
  annual_price_changed: [75, 20],
  plan_added: [80, 15],
  plan_removed: [80, 15],
  pricing_published: [85, 15],
  pricing_removed: [85, 15],
  plan_renamed: [70, 20],
  plan_features_changed: [45, 30],
  add_ons_changed: [45, 25],
  highlight_changed: [30, 20],
  plans_changed: [85, 15],
  // Pricing-page copy: a money amount changed in prose, a list or a table is a price change;
  // plan limits and feature rows without money are medium.
  price_terms_changed: [75, 25],
  plan_terms_changed: [45, 25],
  billing_terms_changed: [50, 25],
  access_terms_changed: [75, 20],
  copy_edited: [5, 20],
  page_rewritten: [45, 20],
  // Features and integrations: additions medium-high, removals medium.
  features_added: [60, 25],
  capabilities_added: [58, 25],
  features_removed: [50, 25],
  capabilities_removed: [45, 25],
  // A feature or capability renamed (the same item under a new name): a repositioning, medium at most.
  features_renamed: [40, 20],
  capabilities_renamed: [35, 20],
  // A feature's description that now states other facts ("up to 20 builds" → "up to 50"): medium at most.
  features_described: [40, 20],
  integrations_added: [55, 25],
  integrations_removed: [50, 25],
  // A capability, product or machine a pricing page offers apart from its plans, added, removed or renamed (change-class.ts).
  offering_changed: [45, 25],
  // Structure.
  page_added: [65, 20],
  page_removed: [60, 20],
  page_moved: [30, 20],
  sections_changed: [30, 40],
  navigation_changed: [35, 35],
  // Content.
  copy_changed: [10, 60],
  // A section of copy added or taken away whole, with no money amount in it: a section or notice, low.
  section_copy_changed: [10, 25],
  // The home page's main headline: how the company pitches itself.
  headline_changed: [45, 30],
  title_changed: [30, 25],
  // Design and visual: medium or low by magnitude.
  design_changed: [20, 50],
  screenshot_changed: [15, 55],
};

const RULES_BY_TYPE: Record<ChangeType, Rule> = {
  pricing: [80, 20],
  feature: [55, 25],
  integration: [50, 25],
  structure: [35, 35],
  content: [10, 60],
  design: [20, 50],
  visual: [15, 55],
  other: [25, 35],
};

const clampScore = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/**
 * The rule a kind is scored by. A price-terms edit that rewrites copy around amounts all standing on
 * both versions of the page (`amountsRestated`, page-copy.ts: "the Pro plan includes $20 of usage"
 * beside the Pro plan's $20) restates prices rather than changing one: a billing term, as a priced
 * group that restates is (priced-groups.ts). A dated notice taken off the page (dated-notices.ts) is
 * scored as a section of copy taken out.
 */
function ruleKind(kind: string | null, facts: ScorableChange["facts"]): string | null {
  if (kind === "price_terms_changed" && facts?.amountsRestated === true) return "billing_terms_changed";
  return datedNoticeTakenOut(kind, facts) ? "section_copy_changed" : kind;
}

export function baseImportance(change: ScorableChange): Importance {
  const kind = ruleKind(typeof change.facts?.kind === "string" ? change.facts.kind : null, change.facts);
  const type = normalizeChangeType(change.type);
  const rule = (kind && RULES_BY_KIND[kind]) || RULES_BY_TYPE[type];
  const magnitude = Number.isFinite(change.magnitude) ? Math.max(0, Math.min(1, change.magnitude)) : 0;
  const score = clampScore(rule[0] + rule[1] * magnitude);
  return { score, level: levelFor(score) };
}

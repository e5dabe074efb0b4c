/** Internal shape of a detected SaaS persuasion tactic, before it is rendered into the analysis. */
import { formatAmount } from "@/lib/pricing/money-format";
import type { EthicalRating, Level } from "./schema";
import type { Segment } from "./segment";
import { quote } from "./segment";

export type TacticKey =
  | "anchoring"
  | "decoy"
  | "forced-continuity"
  | "charm-pricing"
  | "free-trial"
  | "risk-reversal"
  | "authority";

export interface TacticFinding {
  key: TacticKey;
  tactic: string;
  description: string;
  effectiveness: Level;
  evidence: string[];
  rating: EthicalRating;
  /** Why the tactic is (or is not) ethically concerning, phrased from the evidence. */
  concern: string;
  /** Facts other parts of the analysis use (e.g. whether a card is required, and where it says so). */
  facts: Record<string, boolean | number | string>;
}

export interface PlanInput {
  name: string;
  price: number | null;
  period: string | null;
  features: string[];
  highlighted?: boolean;
  /** ISO code of the price's currency; null or absent when the page showed none. */
  currency?: string | null;
  /** What the price is per besides the period ("seat", "user"); null when flat. */
  unit?: string | null;
}

export const MAX_EVIDENCE = 5;

/** Segments whose text matches the expression, quoted and de-duplicated. */
export function matching(segments: Segment[], pattern: RegExp, exclude?: RegExp): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const s of segments) {
    if (!pattern.test(s.text)) continue;
    if (exclude && exclude.test(s.text)) continue;
    const q = quote(s.text);
    const key = q.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(q);
  }
  return out;
}

export function dedupe(items: string[], max = MAX_EVIDENCE): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length >= max) break;
  }
  return out;
}

/** A plan's price as the page states it: "€29 per month per seat", "$99 one-time", "custom price". */
export function formatPrice(plan: PlanInput): string {
  if (plan.price === null) return "custom price";
  const amount = formatAmount(plan.price, plan.currency ?? null);
  const period = plan.period === "one-time" ? " one-time" : plan.period ? ` per ${plan.period}` : "";
  const unit = plan.unit?.trim() ? ` per ${plan.unit.trim().replace(/^per\s+/i, "")}` : "";
  return `${amount}${period}${unit}`;
}

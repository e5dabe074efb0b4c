/**
 * Weaknesses, counter-tactics and ethical concerns, each derived from a specific finding and
 * quoting the evidence that triggered it.
 */
import type { Category } from "../patterns/taxonomy";
import { ratingForSeverity } from "./dark-patterns";
import { dedupe, type PlanInput, type TacticFinding } from "./finding";
import type { DarkPattern, EthicalConcern } from "./schema";
import { quote } from "./segment";

function first(evidence: string[]): string {
  return evidence.length ? `"${quote(evidence[0], 90)}"` : "";
}

function find(tactics: TacticFinding[], key: TacticFinding["key"]): TacticFinding | undefined {
  return tactics.find((t) => t.key === key);
}

export function weaknesses(tactics: TacticFinding[], patterns: DarkPattern[], plans: PlanInput[], segmentCount: number): string[] {
  const out: string[] = [];
  const continuity = find(tactics, "forced-continuity");
  if (continuity?.facts.cardRequired) {
    out.push(`Asks for a payment card before users can try the product ("${quote(String(continuity.facts.cardEvidence), 90)}"), which deters cautious evaluators.`);
  }
  if (continuity?.facts.autoCharge && !continuity.facts.cancelAnytime) {
    out.push(`Automatic billing terms ("${quote(String(continuity.facts.autoEvidence), 90)}") come without a visible "cancel anytime" promise, which feeds fear of lock-in.`);
  }
  for (const p of patterns.filter((d) => d.severity !== "low")) {
    out.push(`Relies on ${p.type.toLowerCase()} (${first(p.evidence)}); buyers who notice it read it as pressure, which erodes trust.`);
  }
  const decoy = find(tactics, "decoy");
  if (decoy?.facts.decoy) out.push(`The plan line-up looks engineered to push one plan (${first(decoy.evidence.slice(-1))}), which comparison shoppers may resent.`);
  if (segmentCount > 0) {
    if (!find(tactics, "risk-reversal")) out.push("No refund guarantee or cancel-anytime promise was found on the scanned pages.");
    if (!find(tactics, "authority")) out.push("No customer proof (customer counts, logos, ratings or named testimonials) was found.");
    if (!find(tactics, "free-trial") && plans.some((p) => (p.price ?? 0) > 0)) out.push("No free plan or free trial was found, so buyers must pay to evaluate the product.");
  }
  if (plans.length > 0 && plans.every((p) => p.price === null)) {
    out.push(`None of the ${plans.length} plans shows a price; "contact sales" pricing slows self-serve buyers.`);
  }
  if (plans.length === 0 && segmentCount > 0) out.push("No pricing plans could be extracted, so prices are not transparent from the public site.");
  return dedupe(out, 8);
}

const PATTERN_COUNTERS: Partial<Record<Category, (p: DarkPattern) => string>> = {
  Urgency: (p) => `Answer their deadline pressure (${first(p.evidence)}) with a standing price promise: no countdowns, the same price next week.`,
  Scarcity: (p) => `Call out artificial limits such as ${first(p.evidence)}: software seats do not run out, so state that every plan is always available.`,
  "Social Proof": (p) => `Counter unverifiable activity claims (${first(p.evidence)}) with verifiable proof: named case studies and public review scores.`,
  Misdirection: (p) => `Contrast their ${p.type.toLowerCase()} (${first(p.evidence)}) with neutral, respectful choice wording in your own flows.`,
  Obstruction: (p) => `Make leaving easy and say so: one-click cancellation beats their process (${first(p.evidence)}).`,
  Sneaking: (p) => `Show all-in prices and renewal terms up front; their ${p.type.toLowerCase()} (${first(p.evidence)}) is a comparison point.`,
  "Forced Action": (p) => `Keep marketing consent optional and unticked; they bundle it (${first(p.evidence)}).`,
};

export function counterTactics(tactics: TacticFinding[], patterns: DarkPattern[], audience: string): string[] {
  const out: string[] = [];
  for (const p of patterns) {
    const make = PATTERN_COUNTERS[p.category];
    if (make) out.push(make(p));
  }
  const continuity = find(tactics, "forced-continuity");
  if (continuity?.facts.cardRequired) out.push("Offer a trial without a card and say so next to the sign-up button; their trial requires one.");
  const anchoring = find(tactics, "anchoring");
  if (anchoring) out.push(`Publish plain prices and compare total cost instead of reference prices like ${first(anchoring.evidence)}.`);
  const decoy = find(tactics, "decoy");
  if (decoy) out.push(`Recommend plans by need (team size, usage) rather than by a highlighted default such as ${first(decoy.evidence)}.`);
  const charm = find(tactics, "charm-pricing");
  if (charm) out.push(`Where you compete on price, round, all-inclusive prices signal transparency against their ${first(charm.evidence)}.`);
  const trial = find(tactics, "free-trial");
  if (trial) out.push(`Match their free entry point (${first(trial.evidence)}) or offer a longer, fuller trial.`);
  const risk = find(tactics, "risk-reversal");
  if (risk) out.push(`Match or beat their risk reversal (${first(risk.evidence)}).`);
  else out.push("Offer a money-back guarantee or cancel-anytime promise; they show none, so it is an easy differentiator.");
  const authority = find(tactics, "authority");
  if (authority) {
    const who = /Speaks mainly to ([^(;]+)/.exec(audience)?.[1]?.trim();
    out.push(`Counter their social proof (${first(authority.evidence)}) with proof from customers${who ? ` among ${who}` : " in your shared market"}.`);
  } else {
    out.push("Lead with customer logos, counts and named testimonials; they show little social proof.");
  }
  return dedupe(out, 8);
}

export function ethicalConcerns(tactics: TacticFinding[], patterns: DarkPattern[]): EthicalConcern[] {
  const out: EthicalConcern[] = patterns.map((p) => ({
    tactic: p.type,
    description: `${p.category} pattern found in ${first(p.evidence)}. ${p.description.split(". ")[0]}.`,
    rating: ratingForSeverity(p.category, p.severity),
  }));
  for (const t of tactics) {
    out.push({ tactic: t.tactic, description: `${t.concern} Evidence: ${first(t.evidence)}.`, rating: t.rating });
  }
  const order = { manipulative: 0, questionable: 1, ethical: 2 } as const;
  return out.sort((a, b) => order[a.rating] - order[b.rating]);
}

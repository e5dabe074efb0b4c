/**
 * Their persuasion tactics and how to counter them: the stored psychology analysis (techniques and
 * dark patterns, each with the words quoted from their pages) grouped by tactic category, and for
 * each category a counter written by a rule from what the data says about both sides (our free
 * plan, the team sizes at which we cost less, our annual discount, their add-ons).
 */
import { annualSaving, teamCost } from "@/lib/pricing/team-cost";
import { claim, joinNames, snapshotSource, type BattlecardInput, type Side } from "./battlecard-input";
import type { Claim, SeatRow, Source } from "./battlecard-types";

export type TacticCategory =
  | "urgency"
  | "scarcity"
  | "social-proof"
  | "anchoring"
  | "default-plan"
  | "charm-pricing"
  | "card-upfront"
  | "free-entry"
  | "risk-reversal"
  | "misdirection"
  | "obstruction"
  | "hidden-costs"
  | "forced-action";

const LABELS: Record<TacticCategory, string> = {
  urgency: "time pressure",
  scarcity: "scarcity claims",
  "social-proof": "social proof",
  anchoring: "price anchoring",
  "default-plan": "a pushed default plan",
  "charm-pricing": "charm pricing",
  "card-upfront": "card-first sign-up and automatic renewal",
  "free-entry": "a free entry point",
  "risk-reversal": "risk reversal",
  misdirection: "misdirection",
  obstruction: "obstruction",
  "hidden-costs": "costs shown late",
  "forced-action": "forced action",
};

const PATTERN_CATEGORY: Record<string, TacticCategory> = {
  Urgency: "urgency",
  Scarcity: "scarcity",
  "Social Proof": "social-proof",
  Misdirection: "misdirection",
  Obstruction: "obstruction",
  Sneaking: "hidden-costs",
  "Forced Action": "forced-action",
};

const TECHNIQUE_RULES: Array<[RegExp, TacticCategory]> = [
  [/anchor|reference price|strike[- ]?through|was \$/i, "anchoring"],
  [/decoy|default|highlight|recommended|most popular/i, "default-plan"],
  [/charm|\.99\b|ending in 9/i, "charm-pricing"],
  [/continuity|card|auto[- ]?renew|automatic(?:ally)? (?:bill|charg|renew)/i, "card-upfront"],
  [/free[- ]trial|freemium|free plan|free tier/i, "free-entry"],
  [/risk|guarantee|refund|cancel anytime/i, "risk-reversal"],
  [/social proof|authority|testimonial|logo|review|rating|trusted by/i, "social-proof"],
  [/urgen|limited[- ]time|deadline|countdown|expires?/i, "urgency"],
  [/scarc|only \d+ left|spots? left|selling fast/i, "scarcity"],
  [/hidden|fee|surcharge/i, "hidden-costs"],
  [/cancel|obstruct|hard to leave/i, "obstruction"],
];

export function techniqueCategory(tactic: string, description: string): TacticCategory | null {
  const text = `${tactic} ${description}`;
  return TECHNIQUE_RULES.find(([re]) => re.test(text))?.[1] ?? null;
}

interface OurFacts {
  us: Side | null;
  /** Team sizes at which they cost more than we do (same currency). */
  weCostLessAt: number[];
  freePlan: string | null;
  annualPct: number | null;
  theirAddOns: string[];
}

function ourFacts(input: BattlecardInput, rows: SeatRow[]): OurFacts {
  const us = input.us?.snap ? input.us : null;
  const plans = us?.view.plans ?? [];
  const savings = plans.map((p) => teamCost(p, 1)).map((c) => (c ? annualSaving(c) : null)).filter((n): n is number => (n ?? 0) > 0);
  return {
    us,
    weCostLessAt: rows.filter((r) => r.verdict === "dearer").map((r) => r.seats),
    freePlan: plans.find((p) => p.price === 0)?.name ?? null,
    annualPct: savings.length ? Math.max(...savings) : null,
    theirAddOns: [...input.them.view.plans.flatMap((p) => p.addOns), ...(input.them.view.pricingAddOns ?? [])],
  };
}

const quoted = (evidence: string) => `“${evidence.length > 90 ? `${evidence.slice(0, 90).replace(/\s+\S*$/, "")}…` : evidence}”`;

/** A counter per category, from the facts of both sides. `uses` says whether our data was read. */
function counterFor(cat: TacticCategory, name: string, f: OurFacts): { text: string; usesOurs: boolean } {
  const cheaper = f.weCostLessAt.length ? `at ${joinNames(f.weCostLessAt.map(String))} seats we cost less than ${name} every month` : null;
  switch (cat) {
    case "urgency":
      return f.annualPct
        ? { text: `Take the clock away: offer to hold our quoted price while the buyer decides; our annual billing saves up to ${f.annualPct}% whenever they are ready.`, usesOurs: true }
        : { text: "Take the clock away: offer to hold our quoted price while the buyer decides on fit, not on a deadline.", usesOurs: false };
    case "scarcity":
      return { text: "Software seats do not run out: ask the buyer what actually becomes unavailable, and offer a start date that suits them.", usesOurs: false };
    case "social-proof":
      return { text: "Ask who the quoted customers are and how they compare in size and use; answer with named references from the buyer's own segment.", usesOurs: false };
    case "anchoring":
      return cheaper
        ? { text: `Move the talk from their reference price to the team's total: ${cheaper}.`, usesOurs: true }
        : { text: "Move the talk from their reference price to the team's total cost and what it buys, plan against plan.", usesOurs: false };
    case "default-plan":
      return { text: `Price the plan the team needs, not the one ${name} highlights: list the features they will use and compare that plan.`, usesOurs: false };
    case "charm-pricing":
      return { text: "Quote the monthly total for the whole team, taxes and add-ons included, instead of a price ending in 9.", usesOurs: false };
    case "card-upfront":
      return f.freePlan
        ? { text: `Our ${f.freePlan} plan needs no card; point out that theirs starts billing on its own.`, usesOurs: true }
        : { text: "Point out that their trial asks for a card and renews on its own; offer a trial that ends by itself.", usesOurs: false };
    case "free-entry":
      return f.freePlan
        ? { text: `Match it with our ${f.freePlan} plan and compare its limits with theirs.`, usesOurs: true }
        : { text: `We list no free plan: offer a guided trial with the buyer's own data, and show what ${name}'s free tier leaves out.`, usesOurs: true };
    case "risk-reversal":
      return { text: "Match the promise in writing (cancellation terms, refund window) so it stops being a reason to pick them.", usesOurs: false };
    case "misdirection":
      return { text: "Walk the buyer through the choice in plain words: which option they pick, what it costs and what they give up.", usesOurs: false };
    case "obstruction":
      return { text: "Show how leaving works with us (export, cancellation) before the buyer has to ask.", usesOurs: false };
    case "hidden-costs":
      return f.theirAddOns.length
        ? { text: `Ask for the full price with add-ons; their page lists extras such as ${quoted(f.theirAddOns[0])}.`, usesOurs: false }
        : { text: "Ask for the full price with every fee, and quote ours the same way.", usesOurs: false };
    case "forced-action":
      return { text: "Show that with us consent to marketing stays optional and is never bundled with sign-up.", usesOurs: false };
  }
}

interface Found { category: TacticCategory; names: string[]; evidence: string[] }

function groupFindings(analysis: Exclude<BattlecardInput["psychology"], null | "locked">["analysis"]): Found[] {
  const by = new Map<TacticCategory, Found>();
  const add = (category: TacticCategory | null, name: string, evidence: string[]) => {
    if (!category) return;
    const f = by.get(category) ?? by.set(category, { category, names: [], evidence: [] }).get(category)!;
    if (!f.names.includes(name)) f.names.push(name);
    for (const e of evidence) if (!f.evidence.includes(e)) f.evidence.push(e);
  };
  for (const p of analysis.darkPatterns ?? []) add(PATTERN_CATEGORY[p.category] ?? null, p.type, p.evidence);
  for (const t of analysis.techniques ?? []) add(techniqueCategory(t.tactic, t.description), t.tactic, t.evidence);
  return [...by.values()];
}

export function tacticsSection(input: BattlecardInput, rows: SeatRow[]): { claims: Claim[]; empty: string | null } {
  const { them } = input;
  const psy = input.psychology;
  if (psy === "locked") return { claims: [], empty: "Persuasion analyses come with the Pro plan." };
  if (!psy) return { claims: [], empty: `${them.row.name}'s persuasion tactics have not been analysed yet: run the psychology analysis on the competitor page.` };
  if (!psy.snapshot) return { claims: [], empty: "The last psychology analysis read a scan that is no longer kept: run it again to cite its source." };
  const analysed: Source = {
    kind: "snapshot",
    id: psy.snapshot.id,
    side: "competitor",
    label: `${them.row.name} pages as analysed on ${psy.completedAt.toISOString().slice(0, 10)}`,
    url: them.view.sources.home ?? them.view.url,
    at: psy.snapshot.createdAt.toISOString(),
  };
  const facts = ourFacts(input, rows);
  const claims: Claim[] = [];
  for (const f of groupFindings(psy.analysis)) {
    const counter = counterFor(f.category, them.row.name, facts);
    const proof = f.evidence.length ? `, as in ${quoted(f.evidence[0])}` : "";
    const text = `${them.row.name} uses ${LABELS[f.category]} (${joinNames(f.names)})${proof}.`;
    const sources = [analysed, counter.usesOurs && facts.us ? snapshotSource(facts.us, "pricing") : null];
    const c = claim(`tactic-${f.category}`, text, sources, "neutral", counter.text);
    if (c) claims.push(c);
  }
  return { claims, empty: claims.length ? null : `The analysis found no persuasion tactics on ${them.row.name}'s pages.` };
}

/**
 * Builds the psychological profile (summary, target audience, emotional triggers, competitive
 * advantages) from what was actually found in the competitor's pages and plans.
 */
import type { DarkPattern, PsychologyProfile } from "./schema";
import { dedupe, formatPrice, type PlanInput, type TacticFinding } from "./finding";
import { quote, type Segment } from "./segment";
import type { ProductAudience } from "@/lib/scan/types";

const AUDIENCES: [string, RegExp][] = [
  ["developers", /\b(?:developers?|devs|engineers?|engineering teams?|APIs?|SDKs?|CLI|open[- ]source)\b/i],
  ["enterprises", /\b(?:enterprises?|large (?:organi[sz]ations|companies|teams)|SSO|SAML|SCIM|audit logs?|procurement|dedicated (?:account|success) manager)\b/i],
  ["small businesses and startups", /\b(?:small (?:and medium(?:-sized)? )?business(?:es)?|SMBs?|SMEs?|startups?|founders?|solopreneurs?|freelancers?|solo)\b/i],
  ["teams", /\b(?:teams?|teammates|collaborat\w+|workspaces?)\b/i],
  ["marketers", /\b(?:marketers?|marketing|growth teams?|SEO|campaigns?)\b/i],
  ["sales teams", /\b(?:sales (?:teams?|reps?|leaders?)|revenue teams?|CRM|pipeline|prospects?)\b/i],
  ["designers", /\b(?:designers?|design teams?|creatives?|creators?)\b/i],
  ["agencies", /\b(?:agenc(?:y|ies))\b/i],
  ["online stores", /\b(?:e-?commerce|online stores?|merchants?|retailers?|storefronts?)\b/i],
  ["support teams", /\b(?:customer support|support teams?|help ?desk|tickets?)\b/i],
  ["individuals", /\b(?:individuals?|personal (?:use|projects?)|hobbyists?|students?|families)\b/i],
];

function audienceCounts(segments: Segment[]): [string, number][] {
  const counts = AUDIENCES.map(([name, re]) => [name, segments.filter((s) => re.test(s.text)).length] as [string, number]);
  return counts.filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
}

function monthly(plan: PlanInput): number | null {
  if (plan.price === null) return null;
  return plan.period && /year|annual/i.test(plan.period) ? plan.price / 12 : plan.price;
}

function priceProfile(plans: PlanInput[]): string | null {
  if (plans.length === 0) return null;
  const paid = plans.filter((p) => (monthly(p) ?? 0) > 0).sort((a, b) => (monthly(a) ?? 0) - (monthly(b) ?? 0));
  const parts: string[] = [];
  if (plans.some((p) => p.price === 0)) parts.push("a free plan for trying it out");
  if (paid.length > 0) {
    const entry = monthly(paid[0]) ?? 0;
    const tier =
      entry < 15 ? "price-sensitive individuals and small teams" : entry < 60 ? "small and mid-sized teams" : entry < 200 ? "established teams with a budget" : "companies with premium budgets";
    parts.push(`paid plans from ${formatPrice(paid[0])}${paid.length > 1 ? ` to ${formatPrice(paid[paid.length - 1])}` : ""}, aimed at ${tier}`);
  }
  if (plans.some((p) => p.price === null)) parts.push("a custom-priced tier for sales-led enterprise deals");
  return parts.length ? parts.join("; ") : null;
}

/** Who the plans and pages address, with the evidence named (lib/analysis/profile), in one sentence. */
function readAudience(audience: ProductAudience): string | null {
  if (audience.segment === "unclear") return null;
  const main = audience.segment === "mixed" ? "teams of every size" : audience.segment;
  const evidence = audience.evidence
    .filter((e) => audience.segment === "mixed" || e.segment === audience.segment)
    .slice(0, 2)
    .map((e) => `“${quote(e.text, 60)}”${e.plan ? ` (${e.plan} plan)` : ""} on the ${e.page} page`);
  const also = audience.also.length ? `, and also serves ${audience.also.join(" and ")}` : "";
  return `Addresses ${main}${evidence.length ? `: ${evidence.join("; ")}` : ""}${also}`;
}

function describeAudience(segments: Segment[], plans: PlanInput[], audience?: ProductAudience): string {
  const prices = priceProfile(plans);
  const read = audience ? readAudience(audience) : null;
  if (read) return prices ? `${read}. Pricing offers ${prices}.` : `${read}.`;
  const top = audienceCounts(segments).slice(0, 3);
  const words = top.map(([name, n]) => `${name} (${n} mention${n > 1 ? "s" : ""})`);
  if (words.length === 0 && !prices) return "Not enough audience signals in the scanned text to tell who the product targets.";
  const who = words.length ? `Speaks mainly to ${words.join(", ")}` : "No audience is named in the copy";
  return prices ? `${who}; pricing offers ${prices}.` : `${who}; no pricing plans were extracted.`;
}

const TRIGGER_BY_TACTIC: Record<TacticFinding["key"], string> = {
  anchoring: "Bargain seeking (perceived savings against a higher reference price)",
  decoy: "Choice relief (a recommended default plan)",
  "forced-continuity": "Inertia (billing continues unless the user acts)",
  "charm-pricing": "Left-digit price perception",
  "free-trial": "Reciprocity and low commitment",
  "risk-reversal": "Safety (fear of a bad purchase removed)",
  authority: "Trust in authority and peers",
};

const TRIGGER_BY_CATEGORY: Record<string, string> = {
  Scarcity: "Fear of missing out (scarcity)",
  Urgency: "Time pressure",
  "Social Proof": "Herd behaviour (others are buying)",
  Misdirection: "Guilt or distraction at the moment of choice",
  Obstruction: "Effort aversion (leaving is made hard)",
  Sneaking: "Inattention (costs or commitments slipped in)",
  "Forced Action": "Compliance (consent bundled with a required step)",
};

const THEMES: [string, RegExp][] = [
  ["Fear of loss or falling behind", /\b(?:risk|threats?|breach(?:es)?|lose|losing|lost|miss(?:ing)? out|fall(?:ing)? behind|worr(?:y|ied)|costly mistakes?|churn)\b/i],
  ["Ambition and growth", /\b(?:grow(?:th)?|scale|scaling|succeed|success|win(?:ning)?|10x|boost|accelerate|outperform)\b/i],
  ["Desire for ease", /\b(?:easy|easily|simple|effortless|in minutes|no[- ]code|automatic(?:ally)?|hassle[- ]free)\b/i],
  ["Need for security and control", /\b(?:secure|security|privacy|private|control|compliance|compliant|encrypted)\b/i],
  ["Desire to save time", /\b(?:save (?:time|hours)|hours? (?:a|per|every) week|faster|time[- ]saving|productiv\w+)\b/i],
];

/** A passage's words without the plans' names: a plan called "Growth" or "Scale" is a name, not a theme. */
function withoutPlanNames(text: string, plans: PlanInput[]): string {
  let out = text;
  for (const p of plans) if (p.name.trim()) out = out.split(p.name).join(" ");
  return out;
}

function emotionalTriggers(segments: Segment[], tactics: TacticFinding[], patterns: DarkPattern[], plans: PlanInput[] = []): string[] {
  const out: string[] = [];
  for (const category of new Set(patterns.map((p) => p.category))) out.push(TRIGGER_BY_CATEGORY[category]);
  for (const t of tactics) out.push(TRIGGER_BY_TACTIC[t.key]);
  const texts = segments.map((s) => withoutPlanNames(s.text, plans));
  for (const [theme, re] of THEMES) {
    const n = texts.filter((t) => re.test(t)).length;
    if (n >= 2) out.push(`${theme} (${n} passages)`);
  }
  return dedupe(out, 8);
}

const CLAIM =
  /\b(?:the only|first|fastest|#1|number one|leading|best|unlimited|free forever|24\/7|open[- ]source|all-in-one|award|\d+x (?:faster|more|cheaper)|no setup|in minutes|unlike|instant(?:ly)?|real[- ]time|no[- ]code|AI[- ]powered)\b/i;

function competitiveAdvantages(segments: Segment[], plans: PlanInput[], tactics: TacticFinding[]): string[] {
  const claims = segments
    .filter((s) => CLAIM.test(s.text) && s.text.length >= 12 && s.text.length <= 140)
    .map((s) => quote(s.text, 120));
  const derived: string[] = [];
  const free = plans.find((p) => p.price === 0);
  if (free) derived.push(`${free.name} plan at no cost lowers the barrier to adoption`);
  const trial = tactics.find((t) => t.key === "free-trial");
  if (trial?.facts.noCard) derived.push("Trial without a payment card");
  const risk = tactics.find((t) => t.key === "risk-reversal");
  if (risk?.facts.guarantee) derived.push("Refund guarantee reduces purchase risk");
  const proof = tactics.find((t) => t.key === "authority");
  if (proof) derived.push(`Visible credibility: ${proof.description.replace(/^Borrows credibility from others through /, "").replace(/\.$/, "")}`);
  return dedupe([...claims.slice(0, 4), ...derived], 6);
}

export function buildProfile(
  competitorName: string,
  pageCount: number,
  segments: Segment[],
  plans: PlanInput[],
  tactics: TacticFinding[],
  patterns: DarkPattern[],
  /** Segments already reported as dark patterns; they are not quoted as advantages. */
  patternSegments: ReadonlySet<Segment> = new Set(),
  /** Who the product addresses, read from its plans and pages; without it the copy's audience words are counted. */
  audience?: ProductAudience,
): PsychologyProfile {
  const name = competitorName.trim() || "This competitor";
  const techniqueNames = tactics.map((t) => t.tactic.toLowerCase());
  const patternNames = patterns.map((p) => `${p.type.toLowerCase()} (${p.severity})`);
  const summary =
    segments.length === 0
      ? `${name}: no page text was available, so no persuasion profile could be built.`
      : [
          `${name}: ${segments.length} text passages from ${pageCount} page${pageCount === 1 ? "" : "s"}${plans.length ? ` and ${plans.length} pricing plan${plans.length > 1 ? "s" : ""}` : ""} analysed.`,
          techniqueNames.length ? `Persuasion relies on ${techniqueNames.join(", ")}.` : "No distinctive persuasion technique was found.",
          patternNames.length ? `Dark patterns found: ${patternNames.join(", ")}.` : "No dark patterns were detected.",
        ].join(" ");
  return {
    summary,
    targetAudience: describeAudience(segments, plans, audience),
    emotionalTriggers: emotionalTriggers(segments, tactics, patterns, plans),
    competitiveAdvantages: competitiveAdvantages(segments.filter((s) => !patternSegments.has(s)), plans, tactics),
  };
}

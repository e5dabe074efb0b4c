/**
 * Trust-building tactics: free-trial framing, risk reversal and authority / social proof
 * (customer counts, logos, ratings, certifications, named testimonials).
 */
import { dedupe, formatPrice, matching, type PlanInput, type TacticFinding } from "./finding";
import { CANCEL_ANYTIME } from "./tactics-pricing";
import { quote, type Segment } from "./segment";

const FREE_TRIAL =
  /\b(?:free (?:\d+[- ]day )?trial|\d+[- ](?:day|week|month) (?:free )?trial|try (?:it |us |[\p{L}]+ )?(?:for )?free|start (?:for )?free|free forever|free plan|freemium|get started (?:for )?free|sign up (?:for )?free|free tier)\b/iu;
const NO_CARD = /\b(?:no|without (?:a|any)?|zero) (?:credit |debit )?card\b|\bcard\b[^.]{0,15}\bnot (?:required|needed)\b/i;

/** `cardRequired`: forced-continuity detection found that the trial needs a payment card. */
export function detectFreeTrial(segments: Segment[], plans: PlanInput[], cardRequired = false): TacticFinding | null {
  const trial = matching(segments, FREE_TRIAL);
  const noCard = matching(segments, NO_CARD);
  const freePlans = plans.filter((p) => p.price === 0).map((p) => `${p.name} plan costs ${formatPrice(p)}`);
  const evidence = dedupe([...trial, ...noCard, ...freePlans]);
  if (evidence.length === 0) return null;
  const length = trial.join(" ").match(/\b(\d+)[- ](day|week|month)/i);
  const parts: string[] = [];
  if (trial.length > 0) parts.push(length ? `a ${length[1]}-${length[2].toLowerCase()} free trial` : "a free way to start");
  if (freePlans.length > 0) parts.push("a free plan");
  if (noCard.length > 0) parts.push("no card needed to begin");
  return {
    key: "free-trial",
    tactic: "Free-trial framing",
    description: `Lowers the cost of trying the product with ${parts.join(", ")}, relying on reciprocity and the endowment effect once the user has invested time.`,
    effectiveness: noCard.length > 0 || freePlans.length > 0 ? "high" : "medium",
    evidence,
    rating: cardRequired && freePlans.length === 0 ? "questionable" : "ethical",
    concern:
      cardRequired && freePlans.length === 0
        ? "The trial is framed as free but needs a payment card, so conversion to paid happens by default rather than by choice."
        : "Letting users try before paying is transparent as long as conversion to paid is opt-in.",
    facts: { noCard: noCard.length > 0, freePlan: freePlans.length > 0, trial: trial.length > 0 },
  };
}

const GUARANTEE =
  /\b(?:money[- ]back|full refund|refund(?:able)?|risk[- ]free|no questions asked|satisfaction guarantee[d]?|\d+[- ]day guarantee|guarantee[d]? (?:or|your money))\b/i;

export function detectRiskReversal(segments: Segment[]): TacticFinding | null {
  const guarantee = matching(segments, GUARANTEE);
  const cancel = matching(segments, CANCEL_ANYTIME);
  const evidence = dedupe([...guarantee, ...cancel]);
  if (evidence.length === 0) return null;
  const what = [guarantee.length > 0 ? "a refund guarantee" : "", cancel.length > 0 ? "no-commitment cancellation" : ""].filter(Boolean);
  return {
    key: "risk-reversal",
    tactic: "Risk reversal",
    description: `Moves the risk of a bad purchase from the buyer to the vendor through ${what.join(" and ")}, reducing loss aversion at checkout.`,
    effectiveness: guarantee.length > 0 ? "high" : "medium",
    evidence,
    rating: "ethical",
    concern: "Guarantees and easy cancellation are fair when the terms are honoured.",
    facts: { guarantee: guarantee.length > 0, cancelAnytime: cancel.length > 0 },
  };
}

const CUSTOMER_COUNT =
  /\b(?:trusted|used|loved|chosen|relied on|backed|adopted) by\b|\bjoin (?:over |more than |the )?\d|\b\d[\d,.]*\s*(?:k|m|million|thousand)?\+?\s+(?:happy |satisfied |active )?(?:companies|teams|businesses|customers|users|developers|organi[sz]ations|brands|marketers|agencies|startups|people)\b/i;
const RATING = /\b\d(?:\.\d)?\s*(?:\/\s*5|out of (?:5|five)|stars?)\b|\b(?:rated|ranked) (?:#?\d|top|best|highest)\b|\b\d[\d,]*\+?\s+(?:5-star |positive )?reviews\b/i;
const CREDENTIAL =
  /\b(?:SOC ?2|ISO ?\d{4,5}|GDPR|HIPAA|PCI(?:[- ]DSS)?|certified|award(?:-winning|s)?|winner|(?:recogni[sz]ed|named) (?:as )?a leader|leader in|as (?:seen|featured) (?:in|on))\b/i;
const LOGO = /\blogos?\b/i;
const ATTRIBUTION = /(?:^|["”)]\s*|\s)[-—–]\s*\p{Lu}[\p{L}.'-]+(?:\s+\p{Lu}[\p{L}.'-]+)+\s*,\s*[^,]{2,80}$/u;

export function detectAuthority(segments: Segment[]): TacticFinding | null {
  const counts = matching(segments, CUSTOMER_COUNT);
  const ratings = matching(segments, RATING);
  const credentials = matching(segments, CREDENTIAL);
  const logoAlts = dedupe(segments.flatMap((s) => s.imageAlts).filter((alt) => LOGO.test(alt)), 8);
  const logoLines = matching(
    segments.filter((s) => s.imageAlts.length === 0),
    LOGO,
  );
  const testimonials = matching(segments, ATTRIBUTION);
  const kinds = [counts, ratings, credentials, [...logoAlts, ...logoLines], testimonials].filter((k) => k.length > 0);
  if (kinds.length === 0) return null;
  const names: string[] = [];
  if (counts.length) names.push("customer counts");
  if (logoAlts.length || logoLines.length) names.push(`customer logos${logoAlts.length ? ` (${logoAlts.length})` : ""}`);
  if (ratings.length) names.push("ratings and reviews");
  if (credentials.length) names.push("certifications or awards");
  if (testimonials.length) names.push(`${testimonials.length} named testimonial${testimonials.length > 1 ? "s" : ""}`);
  return {
    key: "authority",
    tactic: "Authority and social proof",
    description: `Borrows credibility from others through ${names.join(", ")}.`,
    effectiveness: kinds.length >= 3 ? "high" : kinds.length === 2 ? "medium" : "low",
    evidence: dedupe([...counts, ...logoAlts.map((a) => `Logo image: ${quote(a, 80)}`), ...logoLines, ...ratings, ...credentials, ...testimonials]),
    rating: "ethical",
    concern: "Verifiable customer names, counts and ratings are legitimate evidence of adoption.",
    facts: { namedTestimonials: testimonials.length, customerCounts: counts.length },
  };
}

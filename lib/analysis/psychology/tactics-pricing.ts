/**
 * Pricing-page tactics: price anchoring, decoy / highlighted plans, charm pricing and forced
 * continuity (card-required trials, automatic renewal). Each detector cites the text it found.
 */
import { dedupe, formatPrice, matching, type PlanInput, type TacticFinding } from "./finding";
import { quote, type Segment } from "./segment";

const PRICE = String.raw`(?:[$€£¥]\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})?\s?(?:USD|EUR|GBP|€|\$|dollars|euros))`;
const PRICE_RE = new RegExp(PRICE, "i");

export function detectAnchoring(segments: Segment[]): TacticFinding | null {
  // Quoted as the visitor reads them (no strike-through marks); the description names the struck prices.
  const struckSegments = segments.filter((s) => s.struck.some((span) => PRICE_RE.test(span)));
  const struck = struckSegments.map((s) => quote(s.text));
  const struckPrices = dedupe(struckSegments.flatMap((s) => s.struck.filter((span) => PRICE_RE.test(span))), 3);
  const wasNow = matching(
    segments,
    new RegExp(
      String.raw`\b(?:was|regular(?:ly)?|normally|originally|usually|list price|retail(?: price)?|reg\.?|valued at|worth)\s*:?\s*${PRICE}[^.]{0,40}?\b(?:now|today|only|just|for)\b\s*:?\s*${PRICE}|\bcompare (?:at|to)\s*:?\s*${PRICE}|\b(?:save|saving|off)\b[^.]{0,20}${PRICE}[^.]{0,30}\b(?:was|regular|normally)\b`,
      "i",
    ),
  );
  const evidence = dedupe([...struck, ...wasNow]);
  if (evidence.length === 0) return null;
  const hasStrike = struck.length > 0;
  return {
    key: "anchoring",
    tactic: "Price anchoring",
    description: hasStrike
      ? `Shows ${struck.length} struck-through reference price${struck.length > 1 ? "s" : ""} (${struckPrices.join(", ")}) next to the real price, so the offer is judged against a higher number.`
      : `Pairs the price with a higher "was" or "compare at" figure (${wasNow.length} occurrence${wasNow.length > 1 ? "s" : ""}) to frame it as a saving.`,
    effectiveness: hasStrike || evidence.length >= 2 ? "high" : "medium",
    evidence,
    rating: "questionable",
    concern:
      "Reference prices are only honest if the product was really sold at that price; unverified struck-through prices inflate the perceived saving.",
    facts: { struckPrices: struck.length, wasNow: wasNow.length },
  };
}

const HIGHLIGHT_WORDS =
  /\b(?:most popular|recommended|best value|popular choice|best deal|customer favou?rite|most chosen|best seller|best for (?:most|growing))\b/i;

export function detectDecoy(segments: Segment[], plans: PlanInput[]): TacticFinding | null {
  const labelled = matching(segments, HIGHLIGHT_WORDS);
  const highlighted = plans.filter((p) => p.highlighted);
  const evidence: string[] = highlighted.map((p) => `${p.name} plan (${formatPrice(p)}) is highlighted`);
  evidence.push(...labelled);
  if (evidence.length === 0) return null;

  const priced = plans.filter((p) => p.price !== null && p.price > 0).sort((a, b) => (a.price ?? 0) - (b.price ?? 0));
  const target = highlighted[0];
  let centerStage = false;
  let decoyNote: string | null = null;
  if (target && target.price !== null && priced.length >= 3) {
    const idx = priced.indexOf(target);
    centerStage = idx > 0 && idx < priced.length - 1;
  }
  if (target && target.price !== null) {
    for (const other of plans) {
      if (other === target || other.price === null || other.price >= target.price || other.price <= 0) continue;
      const gap = (target.price - other.price) / target.price;
      const extra = target.features.length - other.features.length;
      if (gap <= 0.35 && extra >= 2) {
        decoyNote = `${other.name} plan (${formatPrice(other)}) costs only ${Math.round(gap * 100)}% less than ${target.name} (${formatPrice(target)}) but lists ${extra} fewer features`;
        evidence.push(decoyNote);
        break;
      }
    }
  }
  const parts = [
    target ? `the ${target.name} plan is singled out as the plan to choose` : "a plan is labelled as the default choice",
    centerStage ? "and sits between a cheaper and a dearer plan (centre-stage effect)" : "",
    decoyNote ? "; a nearby cheaper plan makes it look like the obvious upgrade (decoy effect)" : "",
  ];
  return {
    key: "decoy",
    tactic: "Default plan highlighting",
    description: `Steers choice: ${parts.filter(Boolean).join(" ")}.`,
    effectiveness: decoyNote || centerStage ? "high" : "medium",
    evidence: dedupe(evidence),
    rating: decoyNote ? "questionable" : "ethical",
    concern: decoyNote
      ? "A plan priced close to the recommended one but stripped of features exists mainly to make the recommendation look better."
      : "Recommending a plan is common practice when the plans are honestly described.",
    facts: { centerStage, decoy: decoyNote !== null },
  };
}

function isCharm(price: number): boolean {
  const cents = Math.round((price - Math.floor(price)) * 100);
  if (cents === 99 || cents === 97 || cents === 95) return true;
  return cents === 0 && price >= 9 && Math.floor(price) % 10 === 9;
}

export function detectCharmPricing(segments: Segment[], plans: PlanInput[]): TacticFinding | null {
  const prices = new Map<number, string>();
  for (const p of plans) {
    if (p.price !== null && p.price > 0) prices.set(p.price, `${p.name} plan at ${formatPrice(p)}`);
  }
  const inline = /[$€£]\s?(\d[\d,]*(?:\.\d{1,2})?)/g;
  for (const s of segments) {
    for (const m of s.text.matchAll(inline)) {
      const value = Number(m[1].replace(/,/g, ""));
      if (Number.isFinite(value) && value > 0 && !prices.has(value)) prices.set(value, quote(s.text, 100));
    }
  }
  const all = [...prices.keys()];
  const charm = all.filter(isCharm);
  if (charm.length < 2 || charm.length / all.length < 0.5) return null;
  return {
    key: "charm-pricing",
    tactic: "Charm pricing",
    description: `${charm.length} of ${all.length} prices end in 9 or .99/.95, which makes them read as lower than the next round number.`,
    effectiveness: charm.length / all.length >= 0.8 ? "medium" : "low",
    evidence: dedupe(charm.map((v) => prices.get(v) ?? String(v))),
    rating: "ethical",
    concern: "Price endings shape perception but hide nothing; the price is stated in full.",
    facts: { charmPrices: charm.length, prices: all.length },
  };
}

const CARD_REQUIRED =
  /\b(?:(?:credit|debit|payment)\s+)?card (?:is |details (?:are )?)?(?:required|needed|necessary|on file)\b|\b(?:requires?|enter|add|provide|give us) (?:a |your )?(?:valid )?(?:credit |debit )?(?:card|payment (?:method|details|information|info))\b/i;
const CARD_NEGATED = /\b(?:no|without|not|never|don'?t need|doesn'?t need|zero)\b[^.]{0,30}\bcard\b|\bcard\b[^.]{0,15}\bnot (?:required|needed)\b/i;
const AUTO_CHARGE =
  /\b(?:auto(?:matic(?:ally)?)?[- ]?renew\w*|renew(?:s|ed|al)? automatically|(?:charged|billed|convert\w*)\b[^.]{0,50}\b(?:after|when|once|at the end of) (?:the|your) (?:free )?trial|(?:after|when|once) (?:the|your) (?:free )?trial (?:ends|expires|is over|period ends)[^.]{0,80}\b(?:charg\w+|bill\w+|convert\w*|continu\w+|upgrad\w+)|converts? (?:automatically )?(?:to|into) a paid)\b/i;
export const CANCEL_ANYTIME =
  /\bcancel (?:any ?time|at any time|whenever)\b|\bcancel\w*\b[^.]{0,40}\b(?:online|in (?:one|a single|two) clicks?|with (?:one|a single) click|yourself|from (?:your|the) (?:account|settings|dashboard|billing))\b|\bno (?:long[- ]term )?(?:contracts?|commitments?|lock-?in)\b/i;

export function detectForcedContinuity(segments: Segment[]): TacticFinding | null {
  const card = matching(segments, CARD_REQUIRED, CARD_NEGATED);
  const auto = matching(segments, AUTO_CHARGE);
  if (card.length === 0 && auto.length === 0) return null;
  const cancel = matching(segments, CANCEL_ANYTIME);
  const trialMention = segments.some((s) => /\btrial\b/i.test(s.text));
  const pieces: string[] = [];
  if (card.length > 0) pieces.push(trialMention ? "asks for a payment card before the trial starts" : "asks for a payment card up front");
  if (auto.length > 0) pieces.push("charges automatically when the trial or term ends");
  const rating = card.length > 0 && auto.length > 0 && cancel.length === 0 ? "manipulative" : cancel.length === 0 ? "questionable" : "ethical";
  return {
    key: "forced-continuity",
    tactic: "Forced continuity",
    description: `Turns sign-ups into paying customers by default: it ${pieces.join(" and ")}${
      cancel.length === 0 ? ", and no 'cancel anytime' promise was found" : ", while stating that cancelling is possible at any time"
    }.`,
    effectiveness: card.length > 0 ? "high" : "medium",
    evidence: dedupe([...card, ...auto]),
    rating,
    concern:
      rating === "ethical"
        ? "Renewal is disclosed and cancellation is promised, which keeps the default fair."
        : "Users who forget to cancel are billed; without a clear cancellation path this relies on inertia rather than value.",
    facts: {
      cardRequired: card.length > 0,
      autoCharge: auto.length > 0,
      cancelAnytime: cancel.length > 0,
      cardEvidence: card[0] ?? "",
      autoEvidence: auto[0] ?? "",
    },
  };
}

/**
 * Who a product is for, read from whom its plans and pages address: phrases naming a kind of
 * customer ("For growing teams", "kleine Unternehmen"), seat ranges ("1–3 chairs", "Up to 3 team
 * members"), per-seat prices, compliance features (SSO, SOC 2, audit logs) and price levels. Each
 * reading names its evidence (the phrase, the plan and the page).
 *
 * What the top tier says (an Enterprise plan's SSO, a club plan's 50 members) tells who else is
 * served, not who the product is for: it decides the segment only when nothing else speaks.
 */
import type { AudienceEvidence, ProductAudience } from "@/lib/scan/types";
import { simpleKey, type Passage } from "./passages";
import {
  ALL_SIZES,
  AUDIENCE_PHRASES,
  COMPLIANCE,
  PER_SEAT_UNIT,
  SEAT_COUNT,
  SEAT_LIMIT,
  SEAT_RANGE,
  SEGMENT_ORDER,
  USD_PER_UNIT,
  segmentOfPrice,
  segmentOfSeats,
  type Segment,
} from "./audience-cues";
import type { PricingPlan } from "@/lib/pricing/types";

export type AudienceReading = ProductAudience;

/** A free tier or pay-as-you-go start: anyone can begin without talking to sales. */
const SELF_SERVE_START = /\b(?:free (?:tier|plan|forever)|pay[- ]as[- ]you[- ]go|kostenlos(?:er|e)? (?:plan|tarif|einstieg)|gratuit|plan gratuito|gratis|darmowy)\b/i;

const WEIGHT: Record<AudienceEvidence["kind"], number> = { phrase: 2, seats: 2, "per-seat price": 1, compliance: 1, "price level": 1, tier: 1 };

const num = (s: string) => Number(s.replace(/[\s,.]/g, ""));

function monthlyUsd(p: PricingPlan): number | null {
  if (p.price === null || p.price <= 0) return null;
  const rate = USD_PER_UNIT[p.currency ?? "USD"] ?? 1;
  // a one-time price is spread over a year; a price with no period is read as monthly
  const perMonth = p.period === "year" || p.period === "one-time" ? p.price / 12 : p.price;
  return perMonth * rate;
}

function short(text: string, max = 110): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The phrase of a passage that matched, with a little context for the reader. */
function around(text: string, m: RegExpExecArray | RegExpMatchArray): string {
  if (text.length <= 110) return text;
  const at = m.index ?? 0;
  return short(text.slice(Math.max(0, at - 30), at + m[0].length + 50).trim());
}

function seatEvidence(p: Passage): AudienceEvidence | null {
  const range = p.text.match(SEAT_RANGE);
  const limit = range ? null : p.text.match(SEAT_LIMIT);
  const count = range || limit ? null : p.text.match(SEAT_COUNT);
  const m = range ?? limit ?? count;
  if (!m) return null;
  const seats = num(range ? range[2] : m[1]);
  if (!Number.isFinite(seats) || seats <= 0 || seats > 1_000_000) return null;
  return { segment: segmentOfSeats(seats), kind: "seats", text: around(p.text, m), page: p.page, plan: p.plan };
}

/** The home page's top headings say who the product is for more plainly than any plan's tagline. */
function isHeadline(p: Passage): boolean {
  return p.page === "home" && p.kind === "heading" && p.level <= 2;
}

/** Every signal of the passages and plans, in page order. */
export function audienceEvidence(passages: Passage[], plans: PricingPlan[]): AudienceEvidence[] {
  const out: AudienceEvidence[] = [];
  const planNames = new Set(plans.map((p) => p.name.trim().toLowerCase()));
  const planWords = new Set(plans.map((p) => simpleKey(p.name)));
  for (const p of passages) {
    if (p.text.length > 300) continue;
    const isPlanName = planNames.has(p.text.trim().toLowerCase()) && !/\s/.test(p.text.trim());
    const all = p.text.match(ALL_SIZES);
    if (all) out.push({ segment: "mixed", kind: "phrase", text: around(p.text, all), page: p.page, plan: p.plan });
    if (!isPlanName) {
      for (const [segment, re] of AUDIENCE_PHRASES) {
        const m = p.text.match(re);
        // "Everything in Solo" names a plan, not a customer
        if (m && !planWords.has(simpleKey(m[0]))) out.push({ segment, kind: "phrase", text: around(p.text, m), page: p.page, plan: p.plan, ...(isHeadline(p) ? { weight: 3 } : {}) });
      }
    }
    const seats = seatEvidence(p);
    if (seats) out.push(seats);
    const c = p.text.match(COMPLIANCE);
    if (c) out.push({ segment: "enterprise", kind: "compliance", text: around(p.text, c), page: p.page, plan: p.plan });
  }
  for (const plan of plans) {
    if (plan.unit && PER_SEAT_UNIT.test(plan.unit) && plan.price !== null && plan.price > 0) {
      out.push({ segment: "small teams", kind: "per-seat price", text: `${plan.name}: priced per ${plan.unit}`, page: "pricing", plan: plan.name });
    }
  }
  return out;
}

function topPlanOf(plans: PricingPlan[]): PricingPlan | null {
  if (plans.length < 2) return null;
  return plans[plans.length - 1];
}

/** The plan a self-serve buyer starts on: the cheapest paid plan that is not the top tier. */
function entryPlan(plans: PricingPlan[]): PricingPlan | null {
  const top = topPlanOf(plans);
  const paid = plans.filter((p) => p !== top && monthlyUsd(p) !== null);
  const pool = paid.length ? paid : plans.filter((p) => monthlyUsd(p) !== null);
  return pool.sort((a, b) => (monthlyUsd(a) ?? 0) - (monthlyUsd(b) ?? 0))[0] ?? null;
}

/** The segment, the other segments served, and the evidence that says so. */
export function readAudience(passages: Passage[], plans: PricingPlan[]): AudienceReading {
  const evidence = audienceEvidence(passages, plans);
  const top = topPlanOf(plans);
  const upper = (e: AudienceEvidence) => e.kind === "compliance" || (!!top && e.plan === top.name);
  const extra: AudienceEvidence[] = [];
  const entry = entryPlan(plans);
  const entryUsd = entry ? monthlyUsd(entry) : null;
  if (entry && entryUsd !== null) {
    extra.push({ segment: segmentOfPrice(entryUsd), kind: "price level", text: `${entry.name}: entry price ${entry.price} ${entry.currency ?? ""}${entry.period ? ` per ${entry.period}` : ""}`.replace(/ {2,}/g, " "), page: "pricing", plan: entry.name });
  }
  if (top && (top.price === null || (monthlyUsd(top) ?? 0) >= 250) && /enterprise|corporate|custom|unternehmen|entreprise|empresa/i.test(top.name)) {
    extra.push({ segment: "enterprise", kind: "tier", text: `${top.name}: ${top.price === null ? "custom price" : `from ${top.price} ${top.currency ?? ""}`.trim()}`, page: "pricing", plan: top.name });
  }
  const all = [...evidence, ...extra];
  const explicit = all.filter((e) => e.kind === "phrase" || e.kind === "seats");
  const explicitSegments = new Set(explicit.map((e) => e.segment).filter((s): s is Segment => s !== "mixed"));
  const also = (primary: Segment) => SEGMENT_ORDER.filter((s) => s !== primary && all.some((e) => e.segment === s && e.kind !== "price level"));

  if (explicit.some((e) => e.segment === "mixed") || explicitSegments.size >= 3) return { segment: "mixed", also: [], evidence: pick(all, "mixed") };

  const primaryEvidence = all.filter((e) => !upper(e) && (e.kind === "phrase" || e.kind === "seats" || e.kind === "per-seat price"));
  if (primaryEvidence.length) {
    const score = new Map<Segment, number>();
    for (const e of primaryEvidence) if (e.segment !== "mixed") score.set(e.segment, (score.get(e.segment) ?? 0) + (e.weight ?? WEIGHT[e.kind]));
    const best = [...score.entries()].sort((a, b) => b[1] - a[1] || SEGMENT_ORDER.indexOf(a[0]) - SEGMENT_ORDER.indexOf(b[0]))[0][0];
    return { segment: best, also: also(best), evidence: pick(all, best) };
  }
  const priceSegment = extra.find((e) => e.kind === "price level")?.segment as Segment | undefined;
  // one compliance line (a residency note on a home page) is not yet an enterprise offer
  const compliance = new Set(all.filter((e) => e.kind === "compliance").map((e) => e.text.toLowerCase())).size;
  const enterpriseAbove = compliance >= 2 || all.some((e) => e.segment === "enterprise" && upper(e) && e.kind !== "compliance") || extra.some((e) => e.kind === "tier");
  const cheapStart = plans.some((p) => p.price === 0) || priceSegment === "individuals" || priceSegment === "small teams" || passages.some((p) => SELF_SERVE_START.test(p.text));
  if (enterpriseAbove && cheapStart) return { segment: "mixed", also: [], evidence: pick(all, "mixed") };
  const fallback: Segment | undefined = priceSegment ?? [...explicitSegments][0] ?? (enterpriseAbove ? "enterprise" : undefined);
  if (!fallback) return { segment: "unclear", also: [], evidence: pick(all, "unclear") };
  return { segment: fallback, also: also(fallback), evidence: pick(all, fallback) };
}

/** The evidence worth showing: for the segment first, then what says who else is served; one line each. */
function pick(all: AudienceEvidence[], segment: ProductAudience["segment"]): AudienceEvidence[] {
  const seen = new Set<string>();
  const ordered = [...all.filter((e) => e.segment === segment || segment === "mixed"), ...all.filter((e) => e.segment !== segment && segment !== "mixed")];
  const out: AudienceEvidence[] = [];
  for (const e of ordered) {
    const key = `${e.kind}|${e.text.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(e);
    if (out.length >= 8) break;
  }
  return out;
}

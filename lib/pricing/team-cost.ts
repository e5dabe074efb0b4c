/**
 * What a team of N seats pays per month for one plan: per-seat plans × the team size, flat plans as
 * they are, monthly billing against annual billing (annual shown as its monthly equivalent), and the
 * most seats a plan is made for. Pure functions over a plan as the scan stores it; shared by the
 * comparison matrix, the battlecards and the chat's cost answers.
 */

import type { PricingPlan } from "./types";

/** The part of a plan (PricingPlan of ./types or a DTO of it) that its cost depends on. */
export type CostPlan = Pick<PricingPlan, "name" | "price" | "currency" | "period" | "unit" | "annualPrice" | "features">;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** True when the plan is priced per person (user, seat, agent, member, editor, licence). */
export const isPerSeat = (p: Pick<CostPlan, "unit">) => Boolean(p.unit && /user|seat|agent|member|editor|licen|person|people/i.test(p.unit));

/** A recurring plan with a public, non-zero price. */
export const isRecurringPaid = (p: Pick<CostPlan, "price" | "period">) => p.price !== null && p.price > 0 && (p.period === "month" || p.period === "year");

/** Per-month price of a recurring plan (a yearly price spread over 12 months); null otherwise. */
export function monthlyPrice(p: Pick<CostPlan, "price" | "period">): number | null {
  if (p.price === null || p.period === "one-time") return null;
  return p.period === "year" ? p.price / 12 : p.price;
}

const SEAT_NOUN = "(?:users?|seats?|editors?|members?|agents?|people|persons?)";
const CAP = new RegExp(`\\b(?:up to|max(?:imum)?|for)\\s+(\\d+)\\s+${SEAT_NOUN}\\b|\\b(\\d+)\\s+${SEAT_NOUN}\\s+(?:max|maximum|included|only)\\b|\\b(?:1|one|single)\\s+user\\b`, "i");

/** The most seats a plan allows, from its name (Personal, Solo, Individual) or its features ("up to 3 editors"). */
export function seatCap(p: Pick<CostPlan, "name" | "features">): number | null {
  if (/\b(personal|solo|individual|single[- ]user|freelancer?)\b/i.test(p.name)) return 1;
  for (const f of p.features) {
    const m = CAP.exec(f);
    if (m) return Number(m[1] ?? m[2] ?? 1);
  }
  return null;
}

export interface TeamCost<P extends CostPlan = CostPlan> {
  plan: P;
  /** Per month when billed monthly (a yearly-only price spread over 12 months). */
  monthly: number;
  /** Per month when billed annually, when the page gives an annual price. */
  annualMonthly: number | null;
  perSeat: boolean;
}

/** What `seats` people pay per month on a recurring paid plan; null for free, custom and one-time plans. */
export function teamCost<P extends CostPlan>(p: P, seats: number): TeamCost<P> | null {
  const m = monthlyPrice(p);
  if (m === null || !isRecurringPaid(p)) return null;
  const perSeat = isPerSeat(p);
  const n = perSeat ? seats : 1;
  return { plan: p, monthly: round2(m * n), annualMonthly: p.annualPrice ? round2(p.annualPrice * n) : null, perSeat };
}

/** The saving of annual billing as a whole percentage. */
export const annualSaving = (c: Pick<TeamCost, "monthly" | "annualMonthly">) => (c.annualMonthly && c.monthly ? Math.round((1 - c.annualMonthly / c.monthly) * 100) : null);

/** The cheapest per-month cost for the team, preferring annual billing when `billing` is "year". */
export const effectiveMonthly = (c: Pick<TeamCost, "monthly" | "annualMonthly">, billing: "month" | "year" = "month") => (billing === "year" ? (c.annualMonthly ?? c.monthly) : c.monthly);

/** True when the plan is made for fewer people than `seats` (and so left out of a team's choice). */
export const tooSmallFor = (p: Pick<CostPlan, "name" | "features">, seats: number) => (seatCap(p) ?? Infinity) < seats;

/**
 * Pricing against ours: at each team size, the cheapest recurring paid plan that fits the team on
 * each side (per-seat plans × seats, flat plans as they are, plans made for fewer people left out),
 * billed monthly, compared only within one currency. Then free plans, sales-led tiers and annual
 * discounts side by side.
 */
import { annualSaving, teamCost, tooSmallFor } from "@/lib/pricing/team-cost";
import { claim, joinNames, money, present, snapshotSource, type BattlecardInput, type Side } from "./battlecard-input";
import { SEAT_COUNTS, type Claim, type SeatRow } from "./battlecard-types";
import type { PricingPlan } from "@/lib/pricing/types";

interface Pick { plan: PricingPlan; monthly: number }

/** The cheapest fitting plan for `seats` people in the given currency. */
function cheapestFor(plans: PricingPlan[], seats: number, currency: string): Pick | null {
  let best: Pick | null = null;
  for (const p of plans) {
    if (p.currency !== currency || tooSmallFor(p, seats)) continue;
    const c = teamCost(p, seats);
    if (c && (!best || c.monthly < best.monthly)) best = { plan: p, monthly: c.monthly };
  }
  return best;
}

/** Currencies a side prices its recurring paid plans in, the most used first. */
function currencies(plans: PricingPlan[]): string[] {
  const n = new Map<string, number>();
  for (const p of plans) if (p.currency && teamCost(p, 1)) n.set(p.currency, (n.get(p.currency) ?? 0) + 1);
  return [...n.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
}

/** The one currency both sides are compared in: the first of ours that they also use. */
export function sharedCurrency(theirs: PricingPlan[], ours: PricingPlan[]): string | null {
  const t = new Set(currencies(theirs));
  return currencies(ours).find((c) => t.has(c)) ?? null;
}

const seatWord = (n: number) => (n === 1 ? "1 seat" : `${n} seats`);

function ranges(rows: SeatRow[], verdict: SeatRow["verdict"]): string | null {
  const sizes = rows.filter((r) => r.verdict === verdict).map((r) => r.seats);
  if (sizes.length === 0) return null;
  return sizes.length === 1 ? seatWord(sizes[0]) : `${joinNames(sizes.map(String))} seats`;
}

function seatRows(them: Side, us: Side, currency: string): { rows: SeatRow[]; claims: Claim[] } {
  const sources = [snapshotSource(them, "pricing"), snapshotSource(us, "pricing")];
  const rows: SeatRow[] = [];
  const claims: Claim[] = [];
  for (const seats of SEAT_COUNTS) {
    const t = cheapestFor(them.view.plans, seats, currency);
    const o = cheapestFor(us.view.plans, seats, currency);
    const id = `pricing-seats-${seats}`;
    let verdict: SeatRow["verdict"] = "not-comparable";
    let text: string;
    if (t && o) {
      verdict = t.monthly < o.monthly ? "cheaper" : t.monthly > o.monthly ? "dearer" : "same";
      const gap = Math.round(Math.abs(t.monthly - o.monthly) * 100) / 100;
      const lead = `At ${seatWord(seats)}, ${them.row.name} ${t.plan.name} costs ${money(t.monthly, currency)} a month against our ${o.plan.name} at ${money(o.monthly, currency)}`;
      text = verdict === "same" ? `${lead}: the same.` : `${lead}: ${money(gap, currency)} ${verdict === "cheaper" ? "cheaper" : "dearer"} for them.`;
    } else if (t) {
      text = `At ${seatWord(seats)}, ${them.row.name} ${t.plan.name} costs ${money(t.monthly, currency)} a month; we list no public ${currency} price that fits ${seatWord(seats)}.`;
    } else if (o) {
      text = `At ${seatWord(seats)}, ${them.row.name} lists no public ${currency} price that fits; our ${o.plan.name} costs ${money(o.monthly, currency)} a month.`;
    } else {
      text = `At ${seatWord(seats)}, neither side lists a public ${currency} price that fits.`;
    }
    const tone = verdict === "cheaper" ? "stronger" : verdict === "dearer" ? "weaker" : "neutral";
    const c = claim(id, text, sources, tone);
    if (!c) continue;
    claims.push(c);
    rows.push({ seats, currency, theirs: t ? { plan: t.plan.name, monthly: t.monthly } : null, ours: o ? { plan: o.plan.name, monthly: o.monthly } : null, verdict, claimId: id });
  }
  const cheaper = ranges(rows, "cheaper");
  const dearer = ranges(rows, "dearer");
  if (cheaper || dearer) {
    const parts = present([cheaper ? `cheaper than us at ${cheaper}` : null, dearer ? `dearer at ${dearer}` : null]);
    const summary = claim("pricing-summary", `Billed monthly, on the cheapest public plan that fits the team, ${them.row.name} is ${joinNames(parts)}.`, sources, cheaper && !dearer ? "stronger" : dearer && !cheaper ? "weaker" : "neutral");
    if (summary) claims.unshift(summary);
  }
  return { rows, claims };
}

function freePlans(them: Side, us: Side): Claim | null {
  const f = (s: Side) => s.view.plans.filter((p) => p.price === 0).map((p) => p.name);
  const t = f(them);
  const o = f(us);
  const sources = [snapshotSource(them, "pricing"), snapshotSource(us, "pricing")];
  if (t.length && o.length) return claim("pricing-free", `Both have a free plan: their ${joinNames(t)}, our ${joinNames(o)}.`, sources);
  if (t.length) return claim("pricing-free", `${them.row.name} has a free plan (${joinNames(t)}); we have none.`, sources, "stronger");
  if (o.length) return claim("pricing-free", `We have a free plan (${joinNames(o)}); ${them.row.name} has none.`, sources, "weaker");
  return null;
}

function salesLed(them: Side): Claim | null {
  const custom = them.view.plans.filter((p) => p.price === null).map((p) => p.name);
  if (custom.length === 0) return null;
  return claim("pricing-sales-led", `${them.row.name} shows no price for ${joinNames(custom)}: buyers must talk to sales.`, [snapshotSource(them, "pricing")]);
}

function bestSaving(s: Side): { plan: string; pct: number } | null {
  let best: { plan: string; pct: number } | null = null;
  for (const p of s.view.plans) {
    const c = teamCost(p, 1);
    const pct = c ? annualSaving(c) : null;
    if (pct && pct > 0 && (!best || pct > best.pct)) best = { plan: p.name, pct };
  }
  return best;
}

function annual(them: Side, us: Side): Claim | null {
  const t = bestSaving(them);
  const o = bestSaving(us);
  if (!t && !o) return null;
  const sources = [snapshotSource(them, "pricing"), snapshotSource(us, "pricing")];
  const theirs = t ? `${them.row.name} takes up to ${t.pct}% off for annual billing (${t.plan})` : `${them.row.name} lists no annual discount`;
  const ours = o ? `we take up to ${o.pct}% off (${o.plan})` : "we list none";
  const tone = (t?.pct ?? 0) > (o?.pct ?? 0) ? "stronger" : (t?.pct ?? 0) < (o?.pct ?? 0) ? "weaker" : "neutral";
  return claim("pricing-annual", `${theirs}; ${ours}.`, sources, tone);
}

export function pricingSection(input: BattlecardInput): { claims: Claim[]; rows: SeatRow[]; empty: string | null } {
  const { them, us } = input;
  if (!them.snap) return { claims: [], rows: [], empty: `${them.row.name} has not been scanned yet.` };
  if (them.view.plans.length === 0) return { claims: [], rows: [], empty: `No pricing plans were found on ${them.row.name}'s site.` };
  if (!us) return { claims: present([salesLed(them)]), rows: [], empty: "Set your own product as the baseline to compare prices." };
  if (!us.snap || us.view.plans.length === 0) return { claims: present([salesLed(them)]), rows: [], empty: `No pricing plans were found for ${us.row.name} yet, so prices are not compared.` };
  const currency = sharedCurrency(them.view.plans, us.view.plans);
  const extras = present([freePlans(them, us), salesLed(them), annual(them, us)]);
  if (!currency) {
    const t = currencies(them.view.plans);
    const o = currencies(us.view.plans);
    const note = claim("pricing-currency", `${them.row.name} prices in ${joinNames(t) || "no listed currency"} and we price in ${joinNames(o) || "no listed currency"}: amounts in different currencies are not compared.`, [snapshotSource(them, "pricing"), snapshotSource(us, "pricing")]);
    return { claims: present([note, ...extras]), rows: [], empty: null };
  }
  const seats = seatRows(them, us, currency);
  return { claims: [...seats.claims, ...extras], rows: seats.rows, empty: null };
}

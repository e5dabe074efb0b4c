/**
 * "Are we cheaper than X?": who pays less at each team size, computed from both sides' cheapest
 * recurring paid plan that fits the team (per-seat plans × the seats, flat plans as they are, billed
 * monthly), with the team size where the answer turns when a per-seat price meets a flat one.
 */
import type { PlannerContext, PricingEntry } from "./context";
import { esc, link, money } from "./markdown";
import { isRecurringPaid, seatCap, teamCost } from "@/lib/pricing/team-cost";

/** A question asking which of two is cheaper or dearer. */
export const CHEAPER_WORDS = /\bcheaper\b|\bless expensive\b|\bmore expensive\b|\bdearer\b|\bpricier\b|\bcosts? (?:less|more)\b/i;

const MAX_SEATS = 100;
const SHOWN = [1, 5, 10, 25, 50];

interface Best { plan: string; monthly: number; currency: string }

/** The cheapest recurring paid plan of an entry for a team of `seats`, billed monthly. */
function bestFor(e: PricingEntry, seats: number): Best | null {
  let best: Best | null = null;
  for (const p of e.plans) {
    if (!isRecurringPaid(p) || (seatCap(p) ?? Infinity) < seats) continue;
    const c = teamCost(p, seats);
    if (c && p.currency && (!best || c.monthly < best.monthly)) best = { plan: p.name, monthly: c.monthly, currency: p.currency };
  }
  return best;
}

type Side = "us" | "them" | "same";

const sideAt = (us: Best, them: Best): Side => (us.monthly < them.monthly ? "us" : us.monthly > them.monthly ? "them" : "same");

/** Runs of team sizes (1..MAX_SEATS) over which the same side is cheaper. */
function runs(us: PricingEntry, them: PricingEntry): Array<{ from: number; to: number; side: Side }> | null {
  const out: Array<{ from: number; to: number; side: Side }> = [];
  for (let n = 1; n <= MAX_SEATS; n++) {
    const a = bestFor(us, n);
    const b = bestFor(them, n);
    if (!a || !b || a.currency !== b.currency) return null;
    const side = sideAt(a, b);
    const last = out[out.length - 1];
    if (last && last.side === side) last.to = n;
    else out.push({ from: n, to: n, side });
  }
  return out;
}

const seatsText = (r: { from: number; to: number }) => (r.to === MAX_SEATS ? `${r.from} seats and more` : r.from === r.to ? `${r.from} seat${r.from === 1 ? "" : "s"}` : `${r.from} to ${r.to} seats`);

/** The verdict and a line per shown team size, or null when the two cannot be compared (no public recurring price, or two currencies). */
export async function cheaperVerdict(ctx: PlannerContext, usId: string, otherId: string): Promise<string | null> {
  const pricing = await ctx.pricing();
  const us = pricing.find((e) => e.competitorId === usId);
  const them = pricing.find((e) => e.competitorId === otherId);
  if (!us || !them) return null;
  const r = runs(us, them);
  if (!r) return null;
  const name = (e: PricingEntry) => esc(e.competitor, 60);
  const who = (s: Side) => (s === "us" ? `${name(us)} (your product)` : s === "them" ? name(them) : "Both");
  const verdict =
    r.length === 1
      ? r[0].side === "same"
        ? `**${name(us)} and ${name(them)} cost the same** for every team size from 1 to ${MAX_SEATS} seats.`
        : `**${who(r[0].side)} is cheaper** for every team size from 1 to ${MAX_SEATS} seats.`
      : `**It depends on the team size:** ${r.map((x) => `${x.side === "same" ? "both cost the same" : `${who(x.side)} is cheaper`} for ${seatsText(x)}`).join("; ")}.`;
  const lines = SHOWN.map((n) => {
    const a = bestFor(us, n)!;
    const b = bestFor(them, n)!;
    return `- ${n} seat${n === 1 ? "" : "s"}: ${name(us)} ${esc(a.plan, 30)} ${money(a.monthly, a.currency)}/mo, ${name(them)} ${esc(b.plan, 30)} ${money(b.monthly, b.currency)}/mo`;
  });
  return `${verdict} Each side's cheapest paid plan that fits the team, billed monthly (${link("our pricing", us.source)} · ${link("their pricing", them.source)}):\n\n${lines.join("\n")}`;
}

/**
 * What a team would pay: per-seat plans × the team size, flat plans as they are, monthly billing
 * against annual billing (shown per month, per year, and the saving), and which competitor is
 * cheapest for that team within each currency. Every amount cites the pricing page it comes from.
 */
import type { PlannerContext, PlanInfo, PricingEntry } from "./context";
import { day, esc, joinNames, link, list, money, priceLabel, table } from "./markdown";
import { statedLine, statedSavings } from "./focus";
import { annualSaving, seatCap, teamCost, type TeamCost } from "@/lib/pricing/team-cost";

export type PlanCost = TeamCost<PlanInfo>;

export const planCost = (p: PlanInfo, seats: number): PlanCost | null => teamCost(p, seats);

/** The saving of annual billing as a whole percentage. */
export const saving = annualSaving;

const round2 = (n: number) => Math.round(n * 100) / 100;

function costCells(c: PlanCost, period: "month" | "year" | null): string[] {
  const cur = c.plan.currency;
  const m = `${money(c.monthly, cur)}/mo`;
  const a = c.annualMonthly !== null ? `${money(c.annualMonthly, cur)}/mo (${money(round2(c.annualMonthly * 12), cur)}/yr, save ${saving(c)}%)` : "—";
  const year = period === "year" && c.annualMonthly === null ? ` (${money(round2(c.monthly * 12), cur)}/yr)` : "";
  return [`${m}${year}`, a];
}

/** Plans named in the question (by the data's own plan names). */
function namedPlans(entry: PricingEntry, question: string): PlanInfo[] {
  // "a team of 8" names a team size, not a plan called Team.
  const q = question.replace(/\bteams? of \S+|\b\S+[- ](?:person |strong )?teams?\b/gi, " ");
  return entry.plans.filter((p) => p.name.length >= 3 && new RegExp(`(?<![\\p{L}\\p{N}])${p.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu").test(q));
}

export async function answerCost(ctx: PlannerContext, scope: string[], slots: { seats: number | null; period: "month" | "year" | null }, question: string): Promise<string> {
  const seats = slots.seats ?? 1;
  const pricing = (await ctx.pricing()).filter((e) => e.plans.length > 0 && (scope.length === 0 || scope.includes(e.competitorId)));
  const team = slots.seats ? `a team of ${seats}` : "one seat";
  const who = pricing.length === 1 ? ` at ${esc(pricing[0].competitor, 60)}` : "";
  const parts = [`## What ${team} would pay${who}${slots.period === "year" ? " (billed annually)" : ""}`];
  if (pricing.length === 0) return `${parts[0]}\n\nNo pricing plans have been found for ${scope.length ? "this competitor" : "your competitors"} yet.`;
  parts.push(`Per-seat plans are the seat price × ${seats}; flat plans cost the same for any team size. Annual billing is shown as its monthly equivalent, with the year's total and the saving.`);
  const cheapest: Array<{ name: string; cost: PlanCost; baseline: boolean }> = [];
  for (const e of pricing) {
    const named = namedPlans(e, question);
    const candidates = named.length ? named : e.plans;
    const tooSmall = slots.seats ? candidates.filter((p) => (seatCap(p) ?? Infinity) < seats && (p.price ?? 0) > 0) : [];
    const costs = candidates.filter((p) => !tooSmall.includes(p)).map((p) => planCost(p, seats)).filter((c): c is PlanCost => Boolean(c));
    const capNote = tooSmall.length ? ` ${joinNames(tooSmall.map((p) => `${esc(p.name, 30)} (${priceLabel(p)})`))} ${tooSmall.length > 1 ? "are" : "is"} left out: made for fewer than ${seats} people.` : "";
    const label = `${esc(e.competitor, 60)}${e.type === "baseline" ? " (your product)" : ""}`;
    if (costs.length === 0) {
      parts.push(`**${label}:** no recurring paid plan with a public price for ${team} (${e.plans.map((p) => `${esc(p.name, 30)}: ${priceLabel(p)}`).join(", ")}) · ${link("pricing page", e.source)}.${capNote}`);
      continue;
    }
    const rows = costs.map((c) => [`${esc(c.plan.name, 40)} (${priceLabel(c.plan)}${c.perSeat ? "" : ", flat"})`, ...costCells(c, slots.period)]);
    const scanned = e.scannedAt ? `, scanned ${day(e.scannedAt)}` : "";
    parts.push(`### ${label}\n\n${table(["Plan", `Billed monthly, ${team}`, "Billed annually"], rows)}\n\nSource: ${link("pricing page", e.source)}${scanned}.${capNote}`);
    const best = [...costs].sort((a, b) => (slots.period === "year" ? (a.annualMonthly ?? a.monthly) - (b.annualMonthly ?? b.monthly) : a.monthly - b.monthly))[0];
    cheapest.push({ name: e.competitor, cost: best, baseline: e.type === "baseline" });
  }
  if (cheapest.length > 1) {
    const byCurrency = new Map<string, typeof cheapest>();
    for (const c of cheapest) byCurrency.set(c.cost.plan.currency ?? "?", [...(byCurrency.get(c.cost.plan.currency ?? "?") ?? []), c]);
    const lines: string[] = [];
    for (const [cur, group] of byCurrency) {
      const price = (c: (typeof cheapest)[number]) => (slots.period === "year" ? (c.cost.annualMonthly ?? c.cost.monthly) : c.cost.monthly);
      const sorted = [...group].sort((a, b) => price(a) - price(b));
      lines.push(`In ${cur}: ${sorted.map((c) => `${esc(c.name, 60)}${c.baseline ? " (us)" : ""} ${esc(c.cost.plan.name, 30)} ${money(price(c), c.cost.plan.currency)}/mo`).join(" < ")}.`);
    }
    const currencies = [...byCurrency.keys()];
    parts.push(`### Cheapest paid plan for ${team}${slots.period === "year" ? ", billed annually" : ""}\n\n${list(lines)}${currencies.length > 1 ? `\n\nAmounts in ${joinNames(currencies)} are not compared with each other.` : ""}`);
  }
  const free = pricing.filter((e) => e.plans.some((p) => p.price === 0));
  if (free.length) parts.push(`Free plans (${joinNames(free.map((e) => `${esc(e.competitor, 60)} ${esc(e.plans.find((p) => p.price === 0)!.name, 30)}`))}) are left out: their limits on team size are in each plan's features.`);
  return parts.join("\n\n");
}

/** Annual against monthly billing: each plan's two prices and the saving, per competitor. */
export async function answerAnnual(ctx: PlannerContext, scope: string[]): Promise<string> {
  const pricing = (await ctx.pricing()).filter((e) => e.plans.length > 0 && (scope.length === 0 || scope.includes(e.competitorId)));
  const parts = ["## Annual against monthly billing"];
  const rows: string[][] = [];
  const none: string[] = [];
  for (const e of pricing) {
    const costs = e.plans.map((p) => planCost(p, 1)).filter((c): c is PlanCost => Boolean(c));
    const withAnnual = costs.filter((c) => c.annualMonthly !== null);
    if (withAnnual.length === 0) {
      none.push(e.competitor);
      continue;
    }
    const best = Math.max(...withAnnual.map((c) => saving(c) ?? 0));
    rows.push([`${esc(e.competitor, 60)}${e.type === "baseline" ? " (your product)" : ""}`, withAnnual.map((c) => `${esc(c.plan.name, 30)} ${money(c.monthly, c.plan.currency)} → ${money(c.annualMonthly!, c.plan.currency)}/mo`).join("; "), `up to ${best}%`, link("pricing page", e.source)]);
  }
  if (rows.length) parts.push(table(["Competitor", "Monthly → billed annually (per month)", "Saving", "Source"], rows));
  for (const e of pricing.filter((x) => none.includes(x.competitor))) {
    const said = statedLine(statedSavings((await ctx.page(e.competitorId, "pricing")).text));
    parts.push(`${esc(e.competitor, 60)} lists no annual price for its plans${said ? `; ${said.charAt(0).toLowerCase()}${said.slice(1)}` : "."} (${link("pricing page", e.source)})`);
  }
  return parts.join("\n\n");
}

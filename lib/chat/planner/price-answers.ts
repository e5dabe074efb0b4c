import type { PlannerContext, PlanInfo, PricingEntry } from "./context";
import { isPerSeat, monthlyPrice } from "@/lib/pricing/team-cost";
import { esc, joinNames, link, list, median, money, priceLabel, table } from "./markdown";

/** Per-month price of a recurring plan (annual prices spread over 12 months); null otherwise. */
export const monthly = (p: PlanInfo): number | null => monthlyPrice(p);

export interface PriceFacts {
  entry: PricingEntry;
  name: string;
  paid: PlanInfo[];
  cheapest: PlanInfo | null;
  dearest: PlanInfo | null;
  free: PlanInfo[];
  contactSales: PlanInfo[];
  perSeat: PlanInfo[];
  oneTime: PlanInfo[];
  /** Best annual-billing saving, as a fraction of the monthly price. */
  annualSaving: { plan: PlanInfo; pct: number } | null;
  currency: string | null;
}

export function priceFacts(entry: PricingEntry): PriceFacts {
  const paid = entry.plans.filter((p) => (monthly(p) ?? 0) > 0).sort((a, b) => (monthly(a) ?? 0) - (monthly(b) ?? 0));
  let annualSaving: PriceFacts["annualSaving"] = null;
  for (const p of entry.plans) {
    if (p.price && p.annualPrice && p.annualPrice < p.price) {
      const pct = 1 - p.annualPrice / p.price;
      if (!annualSaving || pct > annualSaving.pct) annualSaving = { plan: p, pct };
    }
  }
  return {
    entry,
    name: entry.competitor,
    paid,
    cheapest: paid[0] ?? null,
    dearest: paid[paid.length - 1] ?? null,
    free: entry.plans.filter((p) => p.price === 0),
    contactSales: entry.plans.filter((p) => p.price === null),
    perSeat: entry.plans.filter((p) => isPerSeat(p)).sort((a, b) => (monthly(b) ?? 0) - (monthly(a) ?? 0)),
    oneTime: entry.plans.filter((p) => p.period === "one-time" && (p.price ?? 0) > 0),
    annualSaving,
    currency: paid[0]?.currency ?? entry.plans.find((p) => p.currency)?.currency ?? null,
  };
}

const planText = (p: PlanInfo | null) => (p ? `${esc(p.name, 40)} — ${priceLabel(p)}` : "—");

function row(f: PriceFacts, focus: boolean): string[] {
  const label = `${esc(f.name, 60)}${f.entry.type === "baseline" ? " (your product)" : ""}`;
  const name = focus ? `**${label}**` : label;
  return [
    name,
    f.entry.plans.map((p) => esc(p.name, 30)).join(", "),
    planText(f.cheapest),
    f.dearest && f.dearest !== f.cheapest ? planText(f.dearest) : "—",
    f.free.length ? f.free.map((p) => esc(p.name, 30)).join(", ") : "No",
    f.annualSaving ? `${esc(f.annualSaving.plan.name, 30)}: ${money(f.annualSaving.plan.annualPrice ?? 0, f.annualSaving.plan.currency)}/mo billed yearly (save ${Math.round(f.annualSaving.pct * 100)}%)` : "—",
    link("pricing page", f.entry.source),
  ];
}

/** Lowest and highest entry price within each currency (amounts in different currencies are never compared). */
function currencyComparisons(facts: PriceFacts[]): string[] {
  const out: string[] = [];
  const groups = new Map<string, PriceFacts[]>();
  for (const f of facts) if (f.cheapest && f.currency) groups.set(f.currency, [...(groups.get(f.currency) ?? []), f]);
  for (const [currency, group] of groups) {
    if (group.length < 2) continue;
    const sorted = [...group].sort((a, b) => (monthly(a.cheapest!) ?? 0) - (monthly(b.cheapest!) ?? 0));
    const low = sorted[0];
    const high = sorted[sorted.length - 1];
    const mid = median(sorted.map((f) => monthly(f.cheapest!) ?? 0));
    out.push(
      `**Entry price (${currency}):** lowest is ${esc(low.name, 60)} ${esc(low.cheapest!.name, 40)} at ${priceLabel(low.cheapest!)}, highest is ${esc(high.name, 60)} ${esc(high.cheapest!.name, 40)} at ${priceLabel(high.cheapest!)}; median ${money(Math.round((mid ?? 0) * 100) / 100, currency)}/mo.`,
    );
  }
  return out;
}

export async function answerPricing(ctx: PlannerContext): Promise<string> {
  const all = (await ctx.pricing()).filter((e) => e.plans.length > 0);
  const missing = (await ctx.pricing()).filter((e) => e.plans.length === 0);
  if (all.length === 0) {
    return missing.length
      ? `## Pricing\n\nNo pricing plans were found yet for ${joinNames(missing.map((m) => esc(m.competitor, 60)))}. Run a scan (Check Now) once their pricing pages are public.`
      : "## Pricing\n\nYou are not tracking any competitors yet. Add competitors on the Competitors page and I will compare their pricing once they are scanned.";
  }
  const facts = all.map(priceFacts);
  const focus = ctx.focusId ? facts.find((f) => f.entry.competitorId === ctx.focusId) : undefined;
  const parts: string[] = [];
  parts.push(focus ? `## Pricing of ${esc(focus.name, 60)} compared with ${facts.length - 1} other${facts.length === 2 ? "" : "s"}` : `## Main pricing differences across ${facts.length} competitors`);
  parts.push(table(["Competitor", "Plans", "Entry paid plan", "Top listed plan", "Free plan", "Annual billing", "Source"], facts.map((f) => row(f, f === focus))));

  if (focus) {
    parts.push(`### ${esc(focus.name, 60)}'s plans`);
    parts.push(table(["Plan", "Price", "Billed annually", "Includes"], focus.entry.plans.map((p) => [`${esc(p.name, 40)}${p.highlighted ? " (highlighted)" : ""}`, priceLabel(p), p.annualPrice ? `${money(p.annualPrice, p.currency)}/mo` : "—", esc(p.features.slice(0, 4).join(", "), 140)])));
  }

  const insights: string[] = [...currencyComparisons(facts)];
  const withFree = facts.filter((f) => f.free.length);
  const noFree = facts.filter((f) => !f.free.length);
  if (withFree.length) insights.push(`**Free plans:** ${joinNames(withFree.map((f) => `${esc(f.name, 60)} (${f.free.map((p) => esc(p.name, 30)).join(", ")})`))}${noFree.length ? `; no free plan at ${joinNames(noFree.map((f) => esc(f.name, 60)))}` : ""}.`);
  const seat = facts.filter((f) => f.perSeat.length);
  const flat = facts.filter((f) => !f.perSeat.length);
  if (seat.length) insights.push(`**Per-seat pricing:** ${joinNames(seat.map((f) => `${esc(f.name, 60)} (per ${esc(f.perSeat[0].unit ?? "user", 20)})`))}${flat.length ? `; ${joinNames(flat.map((f) => esc(f.name, 60)))} ${flat.length === 1 ? "prices" : "price"} flat or by usage` : ""}.`);
  const sales = facts.filter((f) => f.contactSales.length);
  if (sales.length) insights.push(`**Sales-led top tier ("contact sales"):** ${joinNames(sales.map((f) => `${esc(f.name, 60)} ${f.contactSales.map((p) => esc(p.name, 30)).join(", ")}`))}.`);
  const annual = facts.filter((f) => f.annualSaving).sort((a, b) => b.annualSaving!.pct - a.annualSaving!.pct);
  if (annual.length) insights.push(`**Annual discounts:** ${annual.map((f) => `${esc(f.name, 60)} up to ${Math.round(f.annualSaving!.pct * 100)}%`).join(", ")}.`);
  const oneTime = facts.filter((f) => f.oneTime.length);
  if (oneTime.length) insights.push(`**One-time or usage-based options:** ${oneTime.map((f) => f.oneTime.map((p) => `${esc(f.name, 60)} ${esc(p.name, 30)} (${priceLabel(p)})`).join(", ")).join("; ")}.`);
  const addOnsOf = (f: (typeof facts)[number]) => [...f.entry.plans.flatMap((p) => p.addOns), ...(f.entry.pricingAddOns ?? [])];
  const addOns = facts.filter((f) => addOnsOf(f).length);
  if (addOns.length) insights.push(`**Usage add-ons:** ${addOns.map((f) => `${esc(f.name, 60)}: ${esc(addOnsOf(f)[0].replace(/[.\s]+$/, ""), 80)}`).join("; ")}.`);
  const currencies = [...new Set(facts.map((f) => f.currency).filter(Boolean))];
  if (currencies.length > 1) insights.push(`Prices are listed in ${joinNames(currencies as string[])}; amounts are compared only within the same currency.`);

  const baseline = facts.find((f) => f.entry.type === "baseline");
  if (baseline?.cheapest) {
    const peers = facts.filter((f) => f !== baseline && f.cheapest && f.currency === baseline.currency);
    if (peers.length) {
      const own = monthly(baseline.cheapest) ?? 0;
      const cheaper = peers.filter((p) => (monthly(p.cheapest!) ?? 0) < own);
      insights.push(`**Your product:** ${esc(baseline.name, 60)} starts at ${priceLabel(baseline.cheapest)}; ${cheaper.length} of ${peers.length} competitors in ${baseline.currency} start lower${cheaper.length ? ` (${joinNames(cheaper.map((c) => esc(c.name, 60)))})` : ""}.`);
    }
  }
  if (focus && focus.cheapest && focus.currency) {
    const peers = facts.filter((f) => f.cheapest && f.currency === focus.currency).sort((a, b) => (monthly(a.cheapest!) ?? 0) - (monthly(b.cheapest!) ?? 0));
    const rank = peers.indexOf(focus) + 1;
    const where = rank === 1 ? "the lowest" : rank === peers.length ? "the highest" : `the ${ordinal(rank)} lowest`;
    if (peers.length > 1) insights.unshift(`**${esc(focus.name, 60)}** has ${where} entry price of the ${peers.length} competitors pricing in ${focus.currency}.`);
  }
  parts.push("### Key differences");
  parts.push(list(insights));
  if (missing.length && !focus) parts.push(`_No pricing found yet for ${joinNames(missing.map((m) => esc(m.competitor, 60)))}._`);
  return parts.join("\n\n");
}

function ordinal(n: number): string {
  const s = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
}

import type { PlannerContext, PsychologyResult } from "./context";
import { esc, link, median, priceLabel } from "./markdown";
import { plural } from "@/lib/format";
import { monthly, priceFacts, type PriceFacts } from "./price-answers";

interface Profile {
  id: string;
  name: string;
  type: string;
  facts: PriceFacts | null;
  features: number;
  categories: string[];
  integrations: number;
  sources: { pricing?: string; features?: string; integrations?: string };
}

function psychologyWeaknesses(p: PsychologyResult): string[] {
  if (p.status !== "completed" || !("analysis" in p) || !p.analysis) return [];
  const w = (p.analysis as { weaknesses?: unknown }).weaknesses;
  return Array.isArray(w) ? w.filter((x): x is string => typeof x === "string").slice(0, 2) : [];
}

/** A finding as a sentence: it ends with a full stop unless it ends in a link or mark already. */
const stop = (x: string) => (/[.!?)_]$/.test(x) ? x : `${x}.`);

export async function answerStrengths(ctx: PlannerContext): Promise<string> {
  const [pricing, features, integrations, competitors] = await Promise.all([ctx.pricing(), ctx.features(), ctx.integrations(), ctx.competitors()]);
  const scanned = competitors.filter((c) => c.scannedAt);
  if (scanned.length === 0) return "## Strengths and weaknesses\n\nNo competitor has been scanned yet, so there is nothing to compare. Use Check Now on the Competitors page.";
  const profiles: Profile[] = scanned.map((c) => {
    const pr = pricing.find((p) => p.competitorId === c.id);
    const fe = features.find((f) => f.competitorId === c.id);
    const it = integrations.find((i) => i.competitorId === c.id);
    return {
      id: c.id,
      name: c.name,
      type: c.type,
      facts: pr && pr.plans.length ? priceFacts(pr) : null,
      features: fe?.count ?? 0,
      categories: Object.keys(fe?.byCategory ?? {}),
      integrations: it?.count ?? 0,
      sources: { pricing: pr?.source, features: fe?.source, integrations: it?.source },
    };
  });
  const medFeatures = median(profiles.map((p) => p.features)) ?? 0;
  const medIntegrations = median(profiles.map((p) => p.integrations)) ?? 0;
  const anyFree = profiles.some((p) => p.facts?.free.length);
  const scope = profiles.filter((p) => !ctx.focusId || p.id === ctx.focusId);
  const parts = [`## Strengths and weaknesses${scope.length === 1 ? ` of ${esc(scope[0].name, 60)}` : ""}`, `Compared across ${plural(profiles.length, "scanned competitor")} (median ${medFeatures} features and ${medIntegrations} integrations).`];

  for (const p of scope) {
    const s: string[] = [];
    const w: string[] = [];
    if (profiles.length > 1 && p.integrations >= Math.max(1, medIntegrations * 1.25)) s.push(`Broad ecosystem: ${p.integrations} integrations (median ${medIntegrations}) — ${link("integrations", p.sources.integrations)}`);
    if (profiles.length > 1 && p.integrations <= medIntegrations * 0.6) w.push(p.integrations ? `Few integrations: ${p.integrations} vs a median of ${medIntegrations}` : "No integrations found on its site");
    if (profiles.length > 1 && p.features >= Math.max(1, medFeatures * 1.25)) s.push(`Wide feature set: ${p.features} features across ${plural(p.categories.length, "category", "categories")} — ${link("features", p.sources.features)}`);
    if (profiles.length > 1 && p.features <= medFeatures * 0.6) w.push(p.features ? `Narrow feature set: ${p.features} features vs a median of ${medFeatures}` : "No feature list found on its site");
    const f = p.facts;
    if (!f) w.push("No public pricing: buyers must contact sales to learn the price");
    else {
      if (f.free.length) s.push(`Free plan (${esc(f.free[0].name, 30)}) lowers the barrier to try it`);
      else if (anyFree) w.push("No free plan while other competitors offer one");
      if (f.cheapest && f.currency) {
        const peers = profiles.filter((o) => o.facts?.cheapest && o.facts.currency === f.currency);
        const prices = peers.map((o) => monthly(o.facts!.cheapest!) ?? 0);
        const mine = monthly(f.cheapest) ?? 0;
        if (peers.length > 1 && mine <= Math.min(...prices)) s.push(`Lowest paid entry price in ${f.currency}: ${esc(f.cheapest.name, 30)} at ${priceLabel(f.cheapest)} — ${link("pricing", p.sources.pricing)}`);
        if (peers.length > 1 && mine >= Math.max(...prices)) w.push(`Highest paid entry price in ${f.currency}: ${esc(f.cheapest.name, 30)} at ${priceLabel(f.cheapest)} — ${link("pricing", p.sources.pricing)}`);
      }
      if (f.contactSales.length) s.push(`Enterprise tier (${esc(f.contactSales[0].name, 30)}) for larger deals`);
      else if (f.paid.length) w.push("No enterprise or custom tier for large customers");
      if (f.annualSaving && f.annualSaving.pct >= 0.15) s.push(`Rewards commitment: annual billing saves ${Math.round(f.annualSaving.pct * 100)}%`);
      const seat = f.perSeat[0];
      if (seat && (monthly(seat) ?? 0) >= 20) w.push(`Per-${esc(seat.unit ?? "user", 20)} pricing up to ${priceLabel(seat)} (${esc(seat.name, 30)}) grows costly for bigger teams — ${link("pricing", p.sources.pricing)}`);
      if (f.oneTime.length) s.push(`One-time purchase option (${esc(f.oneTime[0].name, 30)}, ${priceLabel(f.oneTime[0])}) appeals to subscription-averse buyers — ${link("pricing", p.sources.pricing)}`);
    }
    for (const x of psychologyWeaknesses(await ctx.psychology(p.id))) w.push(`${esc(x, 160)} _(persuasion analysis)_`);
    parts.push(`### ${esc(p.name, 60)}${p.type === "baseline" ? " (your product)" : ""}`);
    parts.push(`**Strengths**\n${s.length ? s.map((x) => `- ${stop(x)}`).join("\n") : "- Nothing stands out against the others in the scanned data."}`);
    parts.push(`**Weaknesses**\n${w.length ? w.map((x) => `- ${stop(x)}`).join("\n") : "- No clear weakness against the others in the scanned data."}`);
  }
  const unscanned = competitors.filter((c) => !c.scannedAt && (!ctx.focusId || c.id === ctx.focusId));
  if (unscanned.length) parts.push(`_Not scanned yet: ${unscanned.map((u) => esc(u.name, 60)).join(", ")}._`);
  return parts.join("\n\n");
}

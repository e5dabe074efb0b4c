/**
 * Rankings with their scores: entry price (within each currency; the dearest listed plan beside
 * it), number of integrations, of features, of changes in the last 90 days. The user's own product
 * is ranked with the others and marked; "more … than us" is answered against it.
 */
import type { PlannerContext } from "./context";
import { esc, joinNames, link, list, priceLabel } from "./markdown";
import { monthly, priceFacts } from "./price-answers";
import type { Metric } from "./slots";
import { plural } from "@/lib/format";

interface Scored { id: string; name: string; baseline: boolean; score: number; text: string; source: string | null | undefined }

const label = (s: Pick<Scored, "name" | "baseline">) => `${esc(s.name, 60)}${s.baseline ? " (your product)" : ""}`;

async function scores(ctx: PlannerContext, metric: Exclude<Metric, "price">): Promise<Scored[]> {
  const competitors = (await ctx.competitors()).filter((c) => c.scannedAt);
  const base = (id: string) => {
    const c = competitors.find((x) => x.id === id)!;
    return { id, name: c.name, baseline: c.type === "baseline" };
  };
  if (metric === "integrations") {
    return (await ctx.integrations()).filter((e) => competitors.some((c) => c.id === e.competitorId)).map((e) => ({ ...base(e.competitorId), score: e.count, text: `${plural(e.count, "integration")}${e.count ? ` (${esc(e.integrations.slice(0, 5).map((i) => i.name).join(", "), 100)}${e.count > 5 ? ", and more" : ""})` : ""}`, source: e.source }));
  }
  if (metric === "features") {
    return (await ctx.features()).filter((e) => competitors.some((c) => c.id === e.competitorId)).map((e) => ({ ...base(e.competitorId), score: e.count, text: `${plural(e.count, "feature")} in ${plural(Object.keys(e.byCategory).length, "category", "categories")}`, source: e.source }));
  }
  const out: Scored[] = [];
  for (const c of competitors) {
    const r = await ctx.changes({ competitorId: c.id, sinceDays: 90, limit: 50 });
    const byType = new Map<string, number>();
    for (const x of r.changes) byType.set(x.type, (byType.get(x.type) ?? 0) + 1);
    out.push({ ...base(c.id), score: r.total, text: `${plural(r.total, "change")} in 90 days${byType.size ? ` (${[...byType].map(([t, n]) => `${n} ${t}`).join(", ")})` : ""}`, source: r.changes[0]?.url });
  }
  return out;
}

const NOUN: Record<Metric, string> = { price: "entry price", integrations: "integrations", features: "features", changes: "changes in the last 90 days" };

async function priceRanking(ctx: PlannerContext, order: "asc" | "desc" | "all"): Promise<string> {
  const facts = (await ctx.pricing()).filter((e) => e.plans.length > 0).map(priceFacts);
  const groups = new Map<string, typeof facts>();
  for (const f of facts) if (f.cheapest && f.currency) groups.set(f.currency, [...(groups.get(f.currency) ?? []), f]);
  const desc = order === "desc";
  const parts = [`## ${order === "asc" ? "Cheapest" : desc ? "Most expensive" : "Ranked by entry price"}`];
  const sortedGroups = [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
  for (const [currency, group] of sortedGroups) {
    const sorted = [...group].sort((a, b) => ((monthly(a.cheapest!) ?? 0) - (monthly(b.cheapest!) ?? 0)) * (desc ? -1 : 1));
    const lines = sorted.map((f, i) => `${i + 1}. ${label({ name: f.name, baseline: f.entry.type === "baseline" })} — entry ${esc(f.cheapest!.name, 30)} ${priceLabel(f.cheapest!)}${f.dearest && f.dearest !== f.cheapest ? `, up to ${esc(f.dearest.name, 30)} ${priceLabel(f.dearest)}` : ""}${f.free.length ? `; free plan ${esc(f.free[0].name, 30)}` : ""} · ${link("pricing page", f.entry.source)}`);
    const competitorsOnly = sorted.filter((f) => f.entry.type !== "baseline");
    const top = competitorsOnly[0];
    if (top && order !== "all") {
      const dearest = desc ? [...competitorsOnly].sort((a, b) => (monthly(b.dearest!) ?? 0) - (monthly(a.dearest!) ?? 0))[0] : null;
      parts.push(`**In ${currency}:** ${esc(top.name, 60)} has the ${desc ? "highest" : "lowest"} paid entry price, ${esc(top.cheapest!.name, 30)} at ${priceLabel(top.cheapest!)}${dearest ? `; the dearest listed plan is ${esc(dearest.name, 60)} ${esc(dearest.dearest!.name, 30)} at ${priceLabel(dearest.dearest!)}` : ""}.`);
    }
    parts.push(`### ${currency}\n\n${lines.join("\n")}`);
  }
  if (groups.size > 1) parts.push(`Prices in ${joinNames([...groups.keys()])} are ranked separately: amounts in different currencies are not compared.`);
  const none = facts.filter((f) => !f.cheapest).map((f) => f.name);
  if (none.length) parts.push(`No paid recurring price is listed by ${joinNames(none.map((n) => esc(n, 60)))}.`);
  return parts.join("\n\n");
}

export async function answerRanking(ctx: PlannerContext, metric: Metric, order: "asc" | "desc" | "all"): Promise<string> {
  if (metric === "price") return priceRanking(ctx, order);
  const all = await scores(ctx, metric);
  const sorted = [...all].sort((a, b) => (order === "asc" ? a.score - b.score : b.score - a.score) || a.name.localeCompare(b.name));
  const parts = [`## Ranked by ${NOUN[metric]}`];
  const competitors = sorted.filter((s) => !s.baseline);
  if (order !== "all" && competitors.length) {
    const top = competitors[0];
    const tied = competitors.filter((s) => s.score === top.score);
    parts.push(`**${joinNames(tied.map((t) => esc(t.name, 60)))}** ${tied.length > 1 ? "have" : "has"} the ${order === "asc" ? "fewest" : "most"} ${NOUN[metric]}: ${top.score}.`);
  }
  parts.push(sorted.map((s, i) => `${i + 1}. ${label(s)} — ${s.text}${s.source ? ` · ${link("source", s.source)}` : ""}`).join("\n"));
  return parts.join("\n\n");
}

/** "Which competitors have more integrations than us?": each against the user's product. */
export async function answerMoreThanUs(ctx: PlannerContext, metric: Exclude<Metric, "price">): Promise<string> {
  const all = await scores(ctx, metric);
  const us = all.find((s) => s.baseline);
  if (!us) return `${await answerRanking(ctx, metric, "desc")}\n\nYou have not set your own product as the baseline yet, so there is nothing to compare with.`;
  const more = all.filter((s) => !s.baseline && s.score > us.score).sort((a, b) => b.score - a.score);
  const parts = [`## More ${NOUN[metric]} than ${esc(us.name, 60)}?`];
  parts.push(more.length ? `${joinNames(more.map((m) => `**${esc(m.name, 60)}** (${m.score})`))} ${more.length > 1 ? "have" : "has"} more ${NOUN[metric]} than your product ${esc(us.name, 60)} (${us.score}).` : `None of your competitors has more ${NOUN[metric]} than your product ${esc(us.name, 60)}, which has ${us.score}.`);
  const sorted = [...all].sort((a, b) => b.score - a.score);
  parts.push(list(sorted.map((s) => `${label(s)}: ${s.text}${s.source ? ` · ${link("source", s.source)}` : ""}`)));
  return parts.join("\n\n");
}

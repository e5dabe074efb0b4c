/**
 * One competitor against the user's own product ("us", the baseline): the integrations each has
 * that the other lacks, and the measured differences (entry price, features, integrations) that a
 * strengths-and-weaknesses answer puts side by side.
 */
import type { PlannerContext } from "./context";
import { esc, joinNames, link, list, priceLabel } from "./markdown";
import { monthly, priceFacts } from "./price-answers";

export async function answerIntegrationDiff(ctx: PlannerContext, usId: string, otherId: string): Promise<string> {
  const all = await ctx.integrations();
  const us = all.find((e) => e.competitorId === usId);
  const them = all.find((e) => e.competitorId === otherId);
  if (!us || !them) return "## Integrations\n\nOne of the two products has not been scanned yet, so their integrations cannot be compared.";
  const names = (e: typeof us) => e.integrations.map((i) => i.name);
  const theirs = new Set(names(them).map((n) => n.toLowerCase()));
  const ours = new Set(names(us).map((n) => n.toLowerCase()));
  const onlyUs = names(us).filter((n) => !theirs.has(n.toLowerCase()));
  const onlyThem = names(them).filter((n) => !ours.has(n.toLowerCase()));
  const shared = names(us).filter((n) => theirs.has(n.toLowerCase()));
  const usName = esc(us.competitor, 60);
  const themName = esc(them.competitor, 60);
  return [
    `## Integrations: ${usName} (your product) against ${themName}`,
    list([
      `**Only ${usName} (${onlyUs.length}):** ${onlyUs.length ? esc(onlyUs.join(", "), 400) : "none"} · ${link("your integrations page", us.source)}.`,
      `**Only ${themName} (${onlyThem.length}):** ${onlyThem.length ? esc(onlyThem.join(", "), 400) : "none"} · ${link(`${them.competitor}'s integrations page`, them.source)}.`,
      `**Both (${shared.length}):** ${shared.length ? esc(shared.join(", "), 400) : "none"}.`,
    ]),
    `${usName} lists ${us.count} integrations and ${themName} ${them.count}.`,
  ].join("\n\n");
}

/** The measured differences between a competitor and the user's product, for strengths and weaknesses. */
export async function againstUs(ctx: PlannerContext, usId: string, otherId: string): Promise<string | null> {
  const [pricing, features, integrations] = await Promise.all([ctx.pricing(), ctx.features(), ctx.integrations()]);
  const side = (id: string) => ({
    pr: pricing.find((p) => p.competitorId === id),
    fe: features.find((f) => f.competitorId === id),
    it: integrations.find((i) => i.competitorId === id),
  });
  const us = side(usId);
  const them = side(otherId);
  const usName = esc(us.pr?.competitor ?? us.fe?.competitor ?? "Your product", 60);
  const themName = esc(them.pr?.competitor ?? them.fe?.competitor ?? "This competitor", 60);
  const lines: string[] = [];
  if (us.it && them.it) {
    const d = them.it.count - us.it.count;
    lines.push(`**Integrations:** ${themName} ${them.it.count}, ${usName} ${us.it.count} — ${d === 0 ? "level" : d > 0 ? `${d} more at ${themName} (a strength of theirs)` : `${-d} more at ${usName} (a strength of yours)`} · ${link("their integrations", them.it.source)}.`);
  }
  if (us.fe && them.fe) {
    const d = them.fe.count - us.fe.count;
    lines.push(`**Features listed:** ${themName} ${them.fe.count}, ${usName} ${us.fe.count}${d === 0 ? "" : ` — ${Math.abs(d)} more at ${d > 0 ? themName : usName}`} · ${link("their features", them.fe.source)}.`);
  }
  const fu = us.pr?.plans.length ? priceFacts(us.pr) : null;
  const ft = them.pr?.plans.length ? priceFacts(them.pr) : null;
  if (fu?.cheapest && ft?.cheapest) {
    const same = fu.currency === ft.currency;
    const a = monthly(ft.cheapest) ?? 0;
    const b = monthly(fu.cheapest) ?? 0;
    const cmp = !same ? "in different currencies, so not compared" : a === b ? "the same" : a > b ? `${themName} is dearer to start with` : `${themName} is cheaper to start with`;
    const seat = (f: typeof fu) => (f.perSeat.length ? `per ${esc(f.perSeat[0].unit ?? "user", 20)}` : "flat");
    lines.push(`**Entry price:** ${themName} ${esc(ft.cheapest.name, 30)} ${priceLabel(ft.cheapest)} (${seat(ft)}) against ${usName} ${esc(fu.cheapest.name, 30)} ${priceLabel(fu.cheapest)} (${seat(fu)}) — ${cmp} · ${link("their pricing", them.pr!.source)}.`);
  }
  if (fu && ft) {
    const free = (f: typeof fu) => (f.free.length ? `a free plan (${esc(f.free[0].name, 30)})` : "no free plan");
    lines.push(`**Free plan:** ${themName} has ${free(ft)}; ${usName} has ${free(fu)}.`);
  }
  if (lines.length === 0) return null;
  return `### ${themName} against your product (${usName})\n\n${list(lines)}\n\n${joinNames([themName, usName])} are compared on what their latest scans show.`;
}

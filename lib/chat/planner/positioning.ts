import type { PlannerContext, PricingEntry } from "./context";
import { headlineOf, POSITIONING, scoreThemes, type ThemeHit } from "./lexicon";
import { esc, joinNames, link, list, table } from "./markdown";
import { priceFacts } from "./price-answers";

export interface Positioning {
  id: string;
  name: string;
  type: string;
  headline: string | null;
  tagline: string | null;
  title: string | null;
  themes: ThemeHit[];
  motion: string;
  source: string;
}

/** Go-to-market motion read from the plans: free plan, self-serve paid, or sales-led. */
export function motionOf(pricing: PricingEntry | undefined): string {
  if (!pricing || pricing.plans.length === 0) return "No public pricing";
  const f = priceFacts(pricing);
  if (f.free.length) return `Freemium (${esc(f.free[0].name, 30)} plan)`;
  if (f.paid.length === 0 && f.contactSales.length) return "Sales-led (quote only)";
  if (f.contactSales.length) return "Self-serve plans + sales-led top tier";
  return "Self-serve paid plans";
}

export async function readPositioning(ctx: PlannerContext, ids: string[]): Promise<Positioning[]> {
  const pricing = await ctx.pricing();
  const out: Positioning[] = [];
  for (const id of ids) {
    const [detail, home] = await Promise.all([ctx.detail(id), ctx.page(id, "home")]);
    if (!detail.scannedAt) continue;
    const { headline, tagline } = headlineOf(home.text);
    const title = detail.titles.home ?? null;
    const lead = [headline, tagline, title].filter(Boolean).join("\n");
    const themes = scoreThemes(`${lead}\n${lead}\n${home.text}\n${detail.keyCapabilities.join("\n")}`, POSITIONING);
    out.push({ id, name: detail.competitor, type: detail.type, headline, tagline, title, themes, motion: motionOf(pricing.find((p) => p.competitorId === id)), source: home.source });
  }
  return out;
}

export async function answerPositioning(ctx: PlannerContext): Promise<string> {
  const all = await ctx.competitors();
  const ids = all.filter((c) => c.scannedAt && (!ctx.focusId || c.id === ctx.focusId)).map((c) => c.id);
  if (ids.length === 0) return "## Positioning strategies\n\nNone of the competitors in scope has been scanned yet, so there is no page text to read positioning from. Use Check Now on the Competitors page.";
  const items = await readPositioning(ctx, ids);
  const parts: string[] = [`## Positioning strategies${items.length === 1 ? ` of ${esc(items[0].name, 60)}` : ` of ${items.length} competitors`}`];
  parts.push(
    table(
      ["Competitor", "Headline", "Main angles", "Go-to-market", "Evidence", "Source"],
      items.map((p) => [
        `${esc(p.name, 60)}${p.type === "baseline" ? " (your product)" : ""}`,
        p.headline ? `“${esc(p.headline, 90)}”` : "—",
        p.themes.slice(0, 2).map((t) => t.theme.label).join("; ") || "No clear angle",
        p.motion,
        p.themes[0] ? `“${esc(p.themes[0].evidence, 110)}”` : p.tagline ? `“${esc(p.tagline, 110)}”` : "—",
        link("home page", p.source),
      ]),
    ),
  );
  const notes: string[] = [];
  const byTheme = new Map<string, string[]>();
  for (const p of items) for (const t of p.themes.slice(0, 2)) byTheme.set(t.theme.label, [...(byTheme.get(t.theme.label) ?? []), esc(p.name, 60)]);
  const ranked = [...byTheme.entries()].sort((a, b) => b[1].length - a[1].length);
  if (items.length > 1 && ranked.length) {
    const [top, names] = ranked[0];
    notes.push(`**Most crowded angle:** ${top} — ${joinNames(names)} (${names.length} of ${items.length}).`);
    const unique = new Map<string, string[]>();
    for (const [label, n] of ranked) if (n.length === 1) unique.set(n[0], [...(unique.get(n[0]) ?? []), label.toLowerCase()]);
    if (unique.size) notes.push(`**Distinctive angles:** ${[...unique.entries()].map(([name, labels]) => `${name} alone leads with ${labels.join(" and with ")}`).join("; ")}.`);
    const unused = POSITIONING.filter((t) => !byTheme.has(t.label)).map((t) => t.label.toLowerCase());
    if (unused.length) notes.push(`**Open lanes:** no competitor leads with ${unused.slice(0, 3).join(" or with ")}.`);
  }
  const motions = new Map<string, string[]>();
  for (const p of items) motions.set(p.motion.split(" (")[0], [...(motions.get(p.motion.split(" (")[0]) ?? []), esc(p.name, 60)]);
  if (items.length > 1) notes.push(`**Go-to-market:** ${[...motions.entries()].map(([m, n]) => `${m.toLowerCase()}: ${joinNames(n)}`).join("; ")}.`);
  for (const p of items.filter((i) => i.tagline)) if (items.length <= 3) notes.push(`**${esc(p.name, 60)}** promises: “${esc(p.tagline, 180)}”`);
  const baseline = items.find((i) => i.type === "baseline");
  if (baseline && baseline.themes[0] && items.length > 1) {
    const shared = items.filter((i) => i !== baseline && i.themes.slice(0, 2).some((t) => t.theme.id === baseline.themes[0].theme.id));
    notes.push(`**Your product** leads with ${baseline.themes[0].theme.label.toLowerCase()}${shared.length ? `, an angle shared with ${joinNames(shared.map((s) => esc(s.name, 60)))}` : ", which no competitor leads with"}.`);
  }
  if (notes.length) parts.push(`### Patterns\n\n${list(notes)}`);
  return parts.join("\n\n");
}

import type { PlannerContext } from "./context";
import { headlineOf, scoreThemes, SEGMENTS, type ThemeHit } from "./lexicon";
import { esc, joinNames, link, list, table } from "./markdown";

/** Plan names that say who a tier is for. */
const TIER_SIGNALS: Array<[RegExp, string]> = [
  [/\b(solo|personal|individual|freelancer?|lite|hobby)\b/i, "individuals"],
  [/\b(starter|essential|essentiel|basic|small)\b/i, "smb"],
  [/\b(team|growth|croissance|pro|professional|practice|business)\b/i, "teams"],
  [/\b(enterprise|scale|firm|custom|sur mesure|unlimited)\b/i, "enterprise"],
];

export async function answerSegments(ctx: PlannerContext): Promise<string> {
  const [competitors, pricing, integrations] = await Promise.all([ctx.competitors(), ctx.pricing(), ctx.integrations()]);
  const scope = competitors.filter((c) => c.scannedAt && (!ctx.focusId || c.id === ctx.focusId));
  if (scope.length === 0) return "## Market segments\n\nNo competitor in scope has been scanned yet, so there is no page text to read their target customers from.";
  const rows: string[][] = [];
  const coverage = new Map<string, string[]>();
  for (const c of scope) {
    const [detail, home, pricingPage] = await Promise.all([ctx.detail(c.id), ctx.page(c.id, "home"), ctx.page(c.id, "pricing")]);
    const plans = pricing.find((p) => p.competitorId === c.id)?.plans ?? [];
    const ints = integrations.find((i) => i.competitorId === c.id)?.integrations ?? [];
    const { headline, tagline } = headlineOf(home.text);
    // Where a word stands weighs what it says: the title and hero name the customer; a pricing
    // page's top tier (SSO, SLA, "Enterprise") says who else is served, not who the product is for.
    const weighted: Array<[string, number]> = [
      [[detail.titles.home, headline, tagline].filter(Boolean).join("\n"), 3],
      [[home.text, ints.map((i) => `${i.name} (${i.category})`).join(", ")].join("\n"), 1],
      [[detail.titles.pricing, pricingPage.text, plans.map((p) => `${p.name}: ${p.features.join(", ")}`).join("\n")].filter(Boolean).join("\n"), 0.5],
    ];
    const byTheme = new Map<string, ThemeHit>();
    for (const [text, weight] of weighted) {
      for (const h of scoreThemes(text, SEGMENTS)) {
        const seen = byTheme.get(h.theme.id);
        if (seen) seen.count += h.count * weight;
        else byTheme.set(h.theme.id, { ...h, count: h.count * weight });
      }
    }
    const hits = [...byTheme.values()];
    const tiers = new Set<string>();
    // The entry tiers say who the product starts with; the top tier is the upsell.
    for (const p of plans.slice(0, -1)) for (const [re, id] of TIER_SIGNALS) if (re.test(p.name)) tiers.add(id);
    for (const h of hits) if (tiers.has(h.theme.id)) h.count += 1;
    hits.sort((a, b) => b.count - a.count);
    const top = hits.filter((h) => h.count >= 2).slice(0, 3);
    for (const h of top) coverage.set(h.theme.label, [...(coverage.get(h.theme.label) ?? []), esc(c.name, 60)]);
    rows.push([
      `${esc(c.name, 60)}${c.type === "baseline" ? " (your product)" : ""}`,
      top[0]?.theme.label ?? "Unclear",
      top.slice(1).map((h) => h.theme.label).join("; ") || "—",
      plans.length ? plans.map((p) => esc(p.name, 25)).join(" → ") : "—",
      top[0] ? `“${esc(top[0].evidence, 110)}”` : "—",
      link("site", home.source),
    ]);
  }
  const parts = [`## Market segments${scope.length === 1 ? ` targeted by ${esc(scope[0].name, 60)}` : ` your competitors target`}`];
  parts.push(table(["Competitor", "Primary segment", "Also targets", "Plan ladder", "Evidence", "Source"], rows));
  if (scope.length > 1) {
    const notes: string[] = [];
    const ranked = [...coverage.entries()].sort((a, b) => b[1].length - a[1].length);
    for (const [label, names] of ranked) notes.push(`**${label}:** ${joinNames(names)}${names.length === 1 ? " (only one — a less contested segment)" : ""}`);
    const empty = SEGMENTS.filter((s) => !coverage.has(s.label)).map((s) => s.label.toLowerCase());
    if (empty.length) notes.push(`_Not clearly targeted by anyone: ${joinNames(empty.slice(0, 4))}._`);
    parts.push(`### Segment coverage\n\n${list(notes)}`);
  }
  return parts.join("\n\n");
}

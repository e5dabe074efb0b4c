import type { MatrixResult, PlannerContext } from "./context";
import { CHANGES_WINDOW_DAYS } from "@/lib/compare/service";
import { day, esc, joinNames, link, list, money, priceLabel, table } from "./markdown";
import { plural } from "@/lib/format";
import { motionOf, readPositioning } from "./positioning";
import { priceFacts } from "./price-answers";

/** A ts_headline snippet as prose: markdown headings and list markers removed. */
function cleanSnippet(s: string): string {
  return s.replace(/[«»]/g, "").replace(/(^|\s)#{1,6}\s+/g, "$1").replace(/(^|\s)[-*+]\s+/g, "$1").replace(/\s+/g, " ").trim();
}

const inScope = (ctx: PlannerContext, id: string) => !ctx.focusId || ctx.focusId === id;
const matches = (text: string, terms: string[]) => terms.some((t) => text.toLowerCase().includes(t));

const TEAM = 5;

/** The comparison matrix's cells of one product: normalised per-seat prices, the team price, recent changes. */
function matrixCells(m: MatrixResult["columns"][number] | undefined, seats: number) {
  if (!m) return { perSeat: "—", team: "—", changes: "—" };
  const seat = m.plans.filter((p) => p.perSeat && p.monthly !== null);
  const perSeat = seat.length ? seat.map((p) => `${esc(p.name, 25)} ${money(p.monthly!, p.currency)}${p.annualMonthly !== null ? ` (${money(p.annualMonthly, p.currency)} billed annually)` : ""}`).join(", ") : "No per-seat plan";
  const t = m.teamPrice;
  const team = t ? `${money(t.monthly, t.currency)} (${esc(t.plan, 25)}${t.perSeat ? ` × ${seats}` : ", flat"})` : "No public paid plan";
  const changes = m.changes.length ? `${m.changes.length}${m.changes.length >= 5 ? "+" : ""}, latest ${day(m.changes[0].detectedAt)}: ${esc(m.changes[0].description, 90)}` : "None";
  return { perSeat, team, changes };
}

export async function answerCompare(ctx: PlannerContext, ids: string[]): Promise<string> {
  const [competitors, pricing, features, integrations, matrix] = await Promise.all([ctx.competitors(), ctx.pricing(), ctx.features(), ctx.integrations(), ctx.matrix(TEAM)]);
  const chosen = ids.map((id) => competitors.find((c) => c.id === id)).filter((c): c is NonNullable<typeof c> => Boolean(c));
  const pos = await readPositioning(ctx, chosen.filter((c) => c.scannedAt).map((c) => c.id));
  const col = (id: string) => {
    const pr = pricing.find((p) => p.competitorId === id);
    const f = pr && pr.plans.length ? priceFacts(pr) : null;
    const fe = features.find((x) => x.competitorId === id);
    const it = integrations.find((x) => x.competitorId === id);
    const p = pos.find((x) => x.id === id);
    const m = matrix.columns.find((x) => x.id === id);
    return {
      ...matrixCells(m, TEAM),
      entry: f?.cheapest ? `${esc(f.cheapest.name, 30)} ${priceLabel(f.cheapest)}` : f ? "No paid plan" : "No public pricing",
      plans: pr?.plans.map((x) => `${esc(x.name, 25)} (${priceLabel(x)})`).join(", ") || "—",
      free: f?.free.length ? "Yes" : "No",
      motion: motionOf(pr),
      features: fe ? `${fe.count} in ${plural(Object.keys(fe.byCategory).length, "category", "categories")}` : "—",
      integrations: it ? `${it.count}${it.count ? ` (${esc(it.integrations.slice(0, 4).map((i) => i.name).join(", "), 80)}${it.count > 4 ? ", …" : ""})` : ""}` : "—",
      headline: p?.headline ? `“${esc(p.headline, 80)}”` : "—",
      angle: p?.themes[0]?.theme.label ?? "—",
      sources: [link("pricing", pr?.source), link("features", fe?.source)].join(" · "),
    };
  };
  const cols = chosen.map((c) => col(c.id));
  const rows: Array<[string, keyof ReturnType<typeof col>]> = [
    ["Entry plan", "entry"], ["All plans", "plans"], ["Per seat per month", "perSeat"], [`Team of ${TEAM} per month`, "team"], ["Free plan", "free"], ["Go-to-market", "motion"], ["Features", "features"], ["Integrations", "integrations"], ["Headline", "headline"], ["Main angle", "angle"], [`Changes (${CHANGES_WINDOW_DAYS} days)`, "changes"], ["Sources", "sources"],
  ];
  const parts = [`## ${chosen.map((c) => esc(c.name, 60)).join(" vs ")}`, table(["Aspect", ...chosen.map((c) => esc(c.name, 60))], rows.map(([label, key]) => [`**${label}**`, ...cols.map((c) => c[key])]))];
  const scanned = ids.filter((id) => matrix.columns.some((c) => c.id === id && c.scannedAt));
  if (scanned.length >= 2) {
    const rows = matrix.groups.filter((g) => g.section === "integrations").flatMap((g) => g.rows);
    const common = rows.filter((r) => scanned.every((id) => r.present.includes(id))).map((r) => r.name);
    parts.push(common.length ? `Integrations they share: ${esc(common.join(", "), 200)}.` : "They share no integrations.");
  }
  parts.push(`Per-seat prices are per seat per month (annual billing as its monthly equivalent); the team price is the cheapest public paid plan for ${TEAM} people. The full grid is on the Compare page.`);
  const currencies = [...new Set(chosen.map((c) => pricing.find((p) => p.competitorId === c.id)).map((p) => (p && p.plans.length ? priceFacts(p).currency : null)).filter((x): x is string => Boolean(x)))];
  if (currencies.length > 1) parts.push(`Their prices are in different currencies (${joinNames(currencies)}), so the amounts are not compared with each other.`);
  return parts.join("\n\n");
}

export async function answerIntegrations(ctx: PlannerContext, terms: string[]): Promise<string> {
  const all = (await ctx.integrations()).filter((i) => inScope(ctx, i.competitorId));
  const named = terms.filter((t) => all.some((e) => e.integrations.some((i) => i.name.toLowerCase().includes(t))));
  if (named.length) {
    const lines = named.map((t) => {
      const yes = all.filter((e) => e.integrations.some((i) => i.name.toLowerCase().includes(t)));
      const no = all.filter((e) => !yes.includes(e) && e.count > 0);
      const label = yes[0].integrations.find((i) => i.name.toLowerCase().includes(t))!.name;
      return `**${esc(label, 40)}:** ${joinNames(yes.map((e) => `${esc(e.competitor, 60)} (${link("source", e.source)})`))}${no.length ? `; not listed by ${joinNames(no.map((e) => esc(e.competitor, 60)))}` : ""}.`;
    });
    return `## Integrations\n\n${list(lines)}`;
  }
  const rows = all.map((e) => {
    const cats = new Map<string, string[]>();
    for (const i of e.integrations) cats.set(i.category || "Other", [...(cats.get(i.category || "Other") ?? []), i.name]);
    return [esc(e.competitor, 60), String(e.count), [...cats.entries()].map(([c, n]) => `${esc(c, 30)}: ${esc(n.join(", "), 120)}`).join("; ") || "None found", link("integrations page", e.source)];
  });
  return `## Integrations\n\n${table(["Competitor", "Count", "By category", "Source"], rows)}`;
}

export async function answerFeatures(ctx: PlannerContext, terms: string[]): Promise<string> {
  const all = (await ctx.features()).filter((f) => inScope(ctx, f.competitorId));
  if (terms.length) {
    const hits = all.map((f) => ({ f, names: Object.entries(f.byCategory).flatMap(([cat, names]) => names.filter((n) => matches(`${cat} ${n}`, terms))) })).filter((h) => h.names.length);
    if (hits.length) return `## Features matching “${esc(terms.join(" "), 60)}”\n\n${list(hits.map((h) => `**${esc(h.f.competitor, 60)}:** ${h.names.slice(0, 6).map((n) => esc(n, 90)).join("; ")} · ${link("features page", h.f.source)}`))}`;
  }
  const parts = ["## Features"];
  for (const f of all.filter((x) => x.count > 0)) {
    parts.push(`### ${esc(f.competitor, 60)} (${plural(f.count, "feature")}) · ${link("features page", f.source)}`);
    parts.push(list(Object.entries(f.byCategory).map(([cat, names]) => `**${esc(cat, 40)}:** ${names.slice(0, 5).map((n) => esc(n.split(":")[0], 50)).join(", ")}`)));
  }
  if (parts.length === 1) parts.push("No features have been extracted yet: scan your competitors first.");
  return parts.join("\n\n");
}

export async function answerPsychology(ctx: PlannerContext): Promise<string> {
  const competitors = (await ctx.competitors()).filter((c) => inScope(ctx, c.id) && c.type !== "baseline");
  const parts = ["## Persuasion and dark-pattern analysis"];
  const scored: Array<{ name: string; manipulative: number; dark: number }> = [];
  for (const c of competitors) {
    const p = await ctx.psychology(c.id);
    if (p.status !== "completed" || !("analysis" in p) || !p.analysis) {
      parts.push(`**${esc(c.name, 60)}:** ${p.status === "none" ? "No psychology analysis available yet — use Run Analysis on the competitor page." : esc("message" in p ? String(p.message) : p.status, 120)}`);
      continue;
    }
    const a = p.analysis as { profile?: { summary?: string }; techniques?: Array<{ tactic: string; effectiveness: string }>; darkPatterns?: Array<{ type?: string; category?: string }>; ethicalConcerns?: Array<{ tactic: string; rating: string }> };
    const items = [
      a.profile?.summary ? esc(a.profile.summary, 240) : null,
      a.techniques?.length ? `Techniques: ${a.techniques.slice(0, 4).map((t) => `${esc(t.tactic, 50)} (${t.effectiveness})`).join(", ")}` : null,
      a.darkPatterns?.length ? `Dark patterns: ${a.darkPatterns.slice(0, 4).map((d) => esc(d.type ?? d.category ?? "", 40)).join(", ")}` : "No dark patterns found",
      a.ethicalConcerns?.some((e) => e.rating === "manipulative") ? `**Manipulative:** ${a.ethicalConcerns.filter((e) => e.rating === "manipulative").map((e) => esc(e.tactic, 50)).join(", ")}` : null,
      `Confidence ${Math.round((p.confidence ?? 0) * 100)}% from ${plural(p.dataPoints ?? 0, "data point")} (${day(p.createdAt)})`,
    ].filter(Boolean) as string[];
    parts.push(`### ${esc(c.name, 60)}\n\n${list(items)}`);
    scored.push({ name: c.name, manipulative: a.ethicalConcerns?.filter((e) => e.rating === "manipulative").length ?? 0, dark: a.darkPatterns?.length ?? 0 });
  }
  if (scored.length > 1) {
    const ranked = scored.sort((x, y) => y.manipulative - x.manipulative || y.dark - x.dark);
    parts.splice(1, 0, `### Ranked by manipulative tactics\n\n${ranked.map((r, i) => `${i + 1}. ${esc(r.name, 60)} — ${plural(r.manipulative, "tactic")} rated manipulative, ${plural(r.dark, "dark pattern")}`).join("\n")}`);
  }
  if (competitors.length === 0) parts.push("No competitors to analyse yet.");
  return parts.join("\n\n");
}

export async function answerOverview(ctx: PlannerContext): Promise<string> {
  const competitors = (await ctx.competitors()).filter((c) => inScope(ctx, c.id));
  if (competitors.length === 0) return "## Your competitors\n\nYou are not tracking any competitors yet. Add them on the Competitors page.";
  const rows = competitors.map((c) => [`${esc(c.name, 60)}${c.type === "baseline" ? " (your product)" : ""}`, link(c.url.replace(/^https?:\/\//, ""), c.url), c.status, c.scannedAt ? day(c.scannedAt) : "Not scanned", String(c.plans), String(c.features), String(c.integrations)]);
  return `## Your competitors\n\n${table(["Name", "Site", "Status", "Last scan", "Plans", "Features", "Integrations"], rows)}`;
}

/** Free question: matches in features and integrations, then full-text search over the pages. */
export async function answerSearch(ctx: PlannerContext, query: string, terms: string[]): Promise<string | null> {
  const parts: string[] = [];
  if (terms.length) {
    const [features, integrations] = await Promise.all([ctx.features(), ctx.integrations()]);
    const found: string[] = [];
    for (const f of features.filter((x) => inScope(ctx, x.competitorId))) {
      const names = Object.values(f.byCategory).flat().filter((n) => matches(n, terms));
      if (names.length) found.push(`**${esc(f.competitor, 60)}** lists ${names.slice(0, 3).map((n) => `“${esc(n.split(":")[0], 60)}”`).join(", ")} · ${link("features page", f.source)}`);
    }
    for (const e of integrations.filter((x) => inScope(ctx, x.competitorId))) {
      const names = e.integrations.filter((i) => matches(i.name, terms));
      if (names.length) found.push(`**${esc(e.competitor, 60)}** integrates with ${names.map((i) => esc(i.name, 40)).join(", ")} · ${link("integrations page", e.source)}`);
    }
    if (found.length) parts.push(`### Direct matches\n\n${list(found)}`);
  }
  const hits = await ctx.search(terms.length ? terms.join(" ") : query, ctx.focusId ?? undefined);
  if (hits.length) parts.push(`### What their pages say\n\n${list(hits.slice(0, 6).map((h) => `**${esc(h.competitor, 60)}:** “${esc(cleanSnippet(h.snippet), 260)}” · ${link("source", h.url)}`))}`);
  if (parts.length === 0) return null;
  return [`## About “${esc(query, 80)}”`, ...parts].join("\n\n");
}

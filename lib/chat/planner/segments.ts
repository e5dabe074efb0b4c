import { segmentLabel } from "@/lib/analysis/profile";
import type { AudienceEvidence } from "@/lib/scan/types";
import type { PlannerContext } from "./context";
import { headlineOf, scoreThemes, SEGMENTS, type ThemeHit } from "./lexicon";
import { esc, joinNames, link, list, table } from "./markdown";

/** Size segments come from the product profile (lib/analysis/profile); the lexicon's size themes are not counted again. */
const SIZE_THEMES = new Set(["individuals", "smb", "teams", "enterprise"]);
const ROLES = SEGMENTS.filter((s) => !SIZE_THEMES.has(s.id));

const PAGE_NAME: Record<AudienceEvidence["page"], string> = { home: "home page", pricing: "pricing page", features: "features page", integrations: "integrations page" };

/** One piece of evidence as the answer quotes it: the words, the plan and the page. */
function quoteEvidence(e: AudienceEvidence): string {
  const where = [e.plan ? `${esc(e.plan, 30)} plan` : null, PAGE_NAME[e.page]].filter(Boolean).join(", ");
  return `“${esc(e.text, 90)}” (${where})`;
}

export async function answerSegments(ctx: PlannerContext): Promise<string> {
  const [competitors, pricing] = await Promise.all([ctx.competitors(), ctx.pricing()]);
  const scope = competitors.filter((c) => c.scannedAt && (!ctx.focusId || c.id === ctx.focusId));
  if (scope.length === 0) return "## Market segments\n\nNo competitor in scope has been scanned yet, so there is no page text to read their target customers from.";
  const rows: string[][] = [];
  const bySize = new Map<string, string[]>();
  const byRole = new Map<string, string[]>();
  for (const c of scope) {
    const [detail, home] = await Promise.all([ctx.detail(c.id), ctx.page(c.id, "home")]);
    const plans = pricing.find((p) => p.competitorId === c.id)?.plans ?? [];
    const audience = detail.audience;
    const size = segmentLabel(audience.segment);
    const name = esc(c.name, 60);
    bySize.set(size, [...(bySize.get(size) ?? []), name]);
    // who the copy addresses by role (marketers, developers, support teams): the title and hero weigh most
    const { headline, tagline } = headlineOf(home.text);
    const byTheme = new Map<string, ThemeHit>();
    for (const [text, weight] of [[[detail.titles.home, headline, tagline].filter(Boolean).join("\n"), 3], [home.text, 1]] as Array<[string, number]>) {
      for (const h of scoreThemes(text, ROLES)) {
        const seen = byTheme.get(h.theme.id);
        if (seen) seen.count += h.count * weight;
        else byTheme.set(h.theme.id, { ...h, count: h.count * weight });
      }
    }
    const roles = [...byTheme.values()].filter((h) => h.count >= 2).sort((a, b) => b.count - a.count).slice(0, 2);
    for (const r of roles) byRole.set(r.theme.label, [...(byRole.get(r.theme.label) ?? []), name]);
    const sizeEvidence = audience.evidence.filter((e) => audience.segment === "mixed" || e.segment === audience.segment).slice(0, 2);
    const evidence = [...sizeEvidence.map(quoteEvidence), ...roles.slice(0, 1).map((r) => `“${esc(r.evidence, 90)}”`)];
    rows.push([
      `${name}${c.type === "baseline" ? " (your product)" : ""}`,
      size,
      audience.also.length ? audience.also.map((s) => segmentLabel(s).toLowerCase()).join(", ") : "—",
      roles.map((r) => r.theme.label).join("; ") || "—",
      plans.length ? plans.map((p) => esc(p.name, 25)).join(" → ") : "—",
      evidence.join("; ") || "—",
      link("site", home.source),
    ]);
  }
  const parts = [`## Market segments${scope.length === 1 ? ` targeted by ${esc(scope[0].name, 60)}` : ` your competitors target`}`];
  parts.push(table(["Competitor", "Segment", "Also serves", "Who the copy addresses", "Plan ladder", "Evidence", "Source"], rows));
  if (scope.length > 1) {
    const notes: string[] = [];
    for (const [label, names] of [...bySize.entries()].sort((a, b) => b[1].length - a[1].length)) {
      notes.push(`**${label}:** ${joinNames(names)}${names.length === 1 ? " (only one — a less contested segment)" : ""}`);
    }
    for (const [label, names] of [...byRole.entries()].sort((a, b) => b[1].length - a[1].length)) notes.push(`**${label}:** ${joinNames(names)}`);
    const empty = ROLES.filter((s) => !byRole.has(s.label)).map((s) => s.label.toLowerCase());
    if (empty.length) notes.push(`_Not clearly addressed by anyone: ${joinNames(empty.slice(0, 4))}._`);
    parts.push(`### Segment coverage\n\n${list(notes)}`);
  }
  return parts.join("\n\n");
}

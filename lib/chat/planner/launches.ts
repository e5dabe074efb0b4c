import type { ChangeInfo, PlannerContext } from "./context";
import { day, esc, joinNames, link, list } from "./markdown";
import { plural } from "@/lib/format";

const WINDOW_DAYS = 90;

function byCompetitor(changes: ChangeInfo[]): Map<string, ChangeInfo[]> {
  const m = new Map<string, ChangeInfo[]>();
  for (const c of changes) m.set(c.competitor, [...(m.get(c.competitor) ?? []), c]);
  return m;
}

export async function answerLaunches(ctx: PlannerContext): Promise<string> {
  const competitorId = ctx.focusId ?? undefined;
  const [features, product] = await Promise.all([
    ctx.changes({ type: "feature", sinceDays: WINDOW_DAYS, competitorId, limit: 50 }),
    ctx.changes({ type: "product", sinceDays: WINDOW_DAYS, competitorId, limit: 50 }),
  ]);
  const launches = [...features.changes, ...product.changes].sort((a, b) => b.detectedAt.localeCompare(a.detectedAt));
  const parts: string[] = [];
  const scope = ctx.focusId ? (await ctx.competitors()).find((c) => c.id === ctx.focusId)?.name ?? "this competitor" : "your competitors";

  if (launches.length) {
    const grouped = byCompetitor(launches);
    parts.push(`## Recent feature launches (last ${WINDOW_DAYS} days)`);
    parts.push(`${plural(launches.length, "feature or product change")} detected at ${joinNames([...grouped.keys()].map((n) => esc(n, 60)))}.`);
    for (const [name, items] of grouped) {
      parts.push(`### ${esc(name, 60)}`);
      parts.push(list(items.slice(0, 8).map((c) => `${day(c.detectedAt)} — ${esc(c.description, 200)}${c.importance === "high" ? " **(high importance)**" : ""} · ${link("source", c.url)}`)));
    }
    const quiet = (await ctx.competitors()).filter((c) => c.type !== "baseline" && (!ctx.focusId || c.id === ctx.focusId) && !grouped.has(c.name));
    if (quiet.length) parts.push(`_No feature launches detected at ${joinNames(quiet.map((q) => esc(q.name, 60)))} in this period._`);
    const pricing = await ctx.changes({ type: "pricing", sinceDays: WINDOW_DAYS, competitorId, limit: 5 });
    if (pricing.changes.length) parts.push(`Related pricing moves: ${pricing.changes.slice(0, 3).map((c) => `${esc(c.competitor, 60)} — ${esc(c.description, 120)} (${day(c.detectedAt)})`).join("; ")}.`);
    return parts.join("\n\n");
  }

  parts.push(`## Recent feature launches`);
  parts.push(`No new features were detected at ${esc(scope, 60)} in the last ${WINDOW_DAYS} days: launches show up here after a scan finds a feature that was not on the previous snapshot.`);
  const current = (await ctx.features()).filter((f) => f.count > 0 && (!ctx.focusId || f.competitorId === ctx.focusId));
  if (current.length) {
    parts.push("### What they feature today");
    parts.push(
      list(
        current.map((f) => {
          const cats = Object.entries(f.byCategory).slice(0, 3).map(([cat, names]) => `${esc(cat, 40)}: ${names.slice(0, 3).map((n) => esc(n.split(":")[0], 50)).join(", ")}`);
          return `**${esc(f.competitor, 60)}** (${plural(f.count, "feature")}) — ${cats.join("; ")} · ${link("features page", f.source)}`;
        }),
      ),
    );
  }
  return parts.join("\n\n");
}

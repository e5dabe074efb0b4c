/**
 * "What changed": the detected changes in scope (the competitors asked about, a time window, a
 * kind of change such as a price raise or a removed plan), each with its date and source, grouped
 * by competitor, newest first; the competitors with nothing of that kind are named in one line.
 */
import type { ChangeInfo, PlannerContext } from "./context";
import { day, esc, joinNames, link, list } from "./markdown";
import type { Slots } from "./slots";
import { plural } from "@/lib/format";

const DEFAULT_DAYS = 90;

/** The two amounts around "→" in a price change's description ("$79 → $89/month"). */
export function priceMove(description: string): { from: number; to: number } | null {
  const m = /([\d][\d,.]*)\s*(?:[^\d\s→]{0,4})\s*→\s*(?:[^\d\s]{0,4})\s*([\d][\d,.]*)/.exec(description);
  if (!m) return null;
  const num = (s: string) => Number(s.replace(/,(?=\d{3}\b)/g, "").replace(",", "."));
  const from = num(m[1]);
  const to = num(m[2]);
  return Number.isFinite(from) && Number.isFinite(to) ? { from, to } : null;
}

function matchesKind(c: ChangeInfo, slots: Slots): boolean {
  const d = c.description;
  const obj = slots.changeObject;
  switch (slots.changeKind) {
    case "raise":
    case "cut": {
      const m = c.type === "pricing" ? priceMove(d) : null;
      return Boolean(m && (slots.changeKind === "raise" ? m.to > m.from : m.to < m.from));
    }
    case "removed":
      if (!/\bremoved\b/i.test(d)) return false;
      if (obj === "plan") return c.type === "pricing" && /\bplan removed\b/i.test(d);
      if (obj === "integration") return c.type === "integration" || /\bintegration/i.test(d);
      if (obj === "feature") return c.type === "feature";
      return true;
    case "added":
      if (!/\badded\b/i.test(d)) return false;
      if (obj === "plan") return c.type === "pricing";
      if (obj === "integration") return c.type === "integration";
      if (obj === "feature") return c.type === "feature";
      return true;
    default:
      if (obj === "price" || obj === "plan") return c.type === "pricing";
      if (obj === "integration") return c.type === "integration";
      if (obj === "feature") return c.type === "feature";
      return true;
  }
}

const KIND_TEXT: Record<string, string> = { raise: "price raises", cut: "price cuts", removed: "removals", added: "additions" };

function heading(slots: Slots, names: string[], days: number): string {
  const what = slots.changeKind ? KIND_TEXT[slots.changeKind] : slots.changeObject === "price" || slots.changeObject === "plan" ? "pricing changes" : "changes";
  const obj = slots.changeKind === "removed" || slots.changeKind === "added" ? (slots.changeObject ? ` of ${slots.changeObject}s` : "") : "";
  const who = names.length === 1 ? ` at ${names[0]}` : "";
  const when = slots.windowDays === 7 ? "this week (last 7 days)" : `in the last ${plural(days, "day")}`;
  return `## ${what.charAt(0).toUpperCase()}${what.slice(1)}${obj}${who} ${when}`;
}

export async function answerHistory(ctx: PlannerContext, slots: Slots, scope: string[]): Promise<string> {
  const competitors = await ctx.competitors();
  const days = slots.windowDays ?? DEFAULT_DAYS;
  const ids = scope.length ? scope : competitors.filter((c) => c.type !== "baseline").map((c) => c.id);
  const type = slots.changeObject === "integration" ? "integration" : slots.changeKind === "raise" || slots.changeKind === "cut" ? "pricing" : undefined;
  const results = await Promise.all(ids.map((id) => ctx.changes({ competitorId: id, sinceDays: days, limit: 50, ...(type ? { type } : {}) })));
  const found = results.flatMap((r) => r.changes).filter((c) => matchesKind(c, slots));
  const names = ids.map((id) => competitors.find((c) => c.id === id)?.name ?? "").filter(Boolean);
  const parts = [heading(slots, names.map((n) => esc(n, 60)), days)];
  if (found.length === 0) {
    parts.push(`No ${slots.changeKind ? KIND_TEXT[slots.changeKind] : "changes"} were detected at ${joinNames(names.map((n) => esc(n, 60)))} in the last ${plural(days, "day")}. Changes appear when a scan finds a page different from the previous one.`);
    return parts.join("\n\n");
  }
  const byCompetitor = new Map<string, ChangeInfo[]>();
  for (const c of found.sort((a, b) => b.detectedAt.localeCompare(a.detectedAt))) byCompetitor.set(c.competitorId, [...(byCompetitor.get(c.competitorId) ?? []), c]);
  const order = [...byCompetitor.keys()];
  parts.push(`${plural(found.length, "change")} at ${joinNames(order.map((id) => esc(byCompetitor.get(id)![0].competitor, 60)))}, newest first:`);
  const important = (c: ChangeInfo) => (c.type === "pricing" ? 0 : c.type === "feature" || c.type === "integration" || c.type === "product" ? 1 : 2);
  for (const id of order) {
    const items = byCompetitor.get(id)!.sort((a, b) => b.detectedAt.localeCompare(a.detectedAt) || important(a) - important(b));
    const shown = items.slice(0, 8);
    const lines = shown.map((c) => `${esc(c.competitor, 60)}, ${day(c.detectedAt)} — ${c.type}: ${esc(c.description, 220)} · ${link("source", c.url)}`);
    const rest = items.slice(shown.length);
    if (rest.length) lines.push(`${plural(rest.length, "smaller change")} at ${esc(items[0].competitor, 60)} left out (${[...new Set(rest.map((c) => c.type))].join(", ")}); ask about ${esc(items[0].competitor, 60)} to see every change.`);
    parts.push(`### ${esc(items[0].competitor, 60)}\n\n${list(lines)}`);
  }
  const quiet = names.filter((n) => !order.some((id) => byCompetitor.get(id)![0].competitor === n));
  if (quiet.length && ids.length > 1) parts.push(`No ${slots.changeKind ? KIND_TEXT[slots.changeKind] : "changes"} at ${joinNames(quiet.map((n) => esc(n, 60)))} in this period.`);
  return parts.join("\n\n");
}

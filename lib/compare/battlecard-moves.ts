/**
 * Recent moves: what the competitor changed in the last 30 days, then in the 60 days before, the
 * most important first; each line is one detected change and cites it.
 */
import type { BattlecardChange } from "@/db/queries/battlecard";
import { plural } from "@/lib/format";
import { changeSource, claim, day, present, type BattlecardInput } from "./battlecard-input";
import { MOVES_DAYS, RECENT_DAYS, type Claim } from "./battlecard-types";

const DAY = 86_400_000;
const SHOWN = { recent: 6, earlier: 4 };
const RANK: Record<string, number> = { high: 0, medium: 1, low: 2 };

function byWeight(a: BattlecardChange, b: BattlecardChange): number {
  return (RANK[a.importance] ?? 3) - (RANK[b.importance] ?? 3) || b.score - a.score || b.detectedAt.getTime() - a.detectedAt.getTime();
}

function breakdown(list: BattlecardChange[]): string {
  const n = new Map<string, number>();
  for (const c of list) n.set(c.type, (n.get(c.type) ?? 0) + 1);
  return [...n.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t, k]) => `${k} ${t}`).join(", ");
}

function windowClaims(name: string, list: BattlecardChange[], key: string, span: string, shown: number): Claim[] {
  if (list.length === 0) return [];
  const top = [...list].sort(byWeight).slice(0, shown);
  const rest = list.length - top.length;
  const summary = claim(
    `moves-${key}`,
    `${plural(list.length, "change")} in ${span} (${breakdown(list)})${rest > 0 ? `; the ${top.length} most important below` : ""}.`,
    list.slice(0, 5).map((c) => changeSource(c, name)),
  );
  const lines = top.map((c) => claim(`move-${c.id}`, `${day(c.detectedAt)} · ${c.importance}: ${c.description.replace(/\s+/g, " ").trim()}`, [changeSource(c, name)]));
  return present([summary, ...lines]);
}

export function movesSection(input: BattlecardInput): { claims: Claim[]; empty: string | null } {
  const name = input.them.row.name;
  const recentSince = input.now - RECENT_DAYS * DAY;
  const recent = input.changes.filter((c) => c.detectedAt.getTime() >= recentSince);
  const earlier = input.changes.filter((c) => c.detectedAt.getTime() < recentSince && c.detectedAt.getTime() >= input.now - MOVES_DAYS * DAY);
  const claims = [
    ...windowClaims(name, recent, "30", `the last ${RECENT_DAYS} days`, SHOWN.recent),
    ...windowClaims(name, earlier, "90", `the ${MOVES_DAYS - RECENT_DAYS} days before`, SHOWN.earlier),
  ];
  return { claims, empty: claims.length ? null : `No changes detected on ${name}'s site in the last ${MOVES_DAYS} days.` };
}

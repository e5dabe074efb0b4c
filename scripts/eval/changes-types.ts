/**
 * Type agreement by truth type (counts only, so the check part can be shown): for each part of the
 * tune / check split, the found items counted by "truth type → type raised (detector kind)", and the
 * missed items by truth type and importance. It says which truth types the detector mistypes or
 * misses without showing any page's text.
 */
import type { Evaluation, PairResult } from "./changes-eval";
import { changeKind } from "./changes-breakdown";
import type { TruthItem } from "./changes-score";
import type { Part } from "./split";

const name = (x: string | string[]) => [x].flat().join("|");

export interface TypeTally {
  found: Map<string, number>;
  missed: Map<string, number>;
}

export function typeTally(pairs: PairResult[], parts: Map<string, Part>): Record<Part, TypeTally> {
  const out: Record<Part, TypeTally> = { tune: { found: new Map(), missed: new Map() }, check: { found: new Map(), missed: new Map() } };
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const p of pairs) {
    if (!p.judged || !p.truth || !p.score) continue;
    const t = out[parts.get(p.run.page) ?? "tune"];
    const items: TruthItem[] = p.truth.changes;
    p.score.verdicts.forEach((v, i) => {
      if (v.verdict !== "TP" || v.item === null) return;
      const c = p.run.changes[i];
      add(t.found, `${name(items[v.item].type)} → ${c.type} (${changeKind(c)})`);
    });
    for (const j of p.score.missed) add(t.missed, `${name(items[j].type)}/${name(items[j].importance)}`);
  }
  return out;
}

export function typeTallyLines(t: Record<Part, TypeTally>): string[] {
  const show = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${k} ${n}`).join("; ") || "none";
  return (["tune", "check"] as const).flatMap((part) => [
    `Found items, ${part} part (truth type → type raised (kind)): ${show(t[part].found)}`,
    `Missed items, ${part} part (truth type/importance): ${show(t[part].missed)}`,
  ]);
}

/** Prints the tally (truth mode only) after the kind breakdown of eval:changes and eval:changes:e2e. */
export function printTypeTally(ev: Evaluation, parts: Map<string, Part>): void {
  if (ev.source.mode !== "truth") return;
  for (const l of typeTallyLines(typeTally(ev.pairs, parts))) console.log(l);
}

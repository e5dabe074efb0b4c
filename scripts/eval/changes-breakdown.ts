/**
 * Where the raised changes of an evaluation land, per kind of change: for each part of the tune /
 * check split, the judged pairs' raised changes counted by the detector's own kind (`facts.kind`,
 * the term or rate fact it reports when there is one, and for a copy edit whether it added, removed
 * or edited blocks, or a table cell), each as TP, FP or minor; an FP that reports an item another change already
 * reports is a duplicate, the others are split by pair class: a pair with truth items, or a pair
 * judged to hold no meaningful change (`items: []`); "near" counts the FP of the first class that
 * mention some but not all tokens of an item (a partial report rather than noise). Counts only, so the check part can be shown.
 */
import type { Evaluation, PairResult } from "./changes-eval";
import type { RaisedChange } from "./changes-run";
import { changeText, matchText, reports, type TruthItem } from "./changes-score";
import type { Part } from "./split";

export interface KindCounts {
  raised: number;
  tp: number;
  minor: number;
  /** FP reporting an item that another change of the pair already reports. */
  duplicate: number;
  /** Other FP on a pair with truth items. */
  fpWithItems: number;
  /** Of those, FP that mention some but not all tokens of an item (a report of it that misses a token). */
  near: number;
  /** FP on a pair judged to hold no meaningful change. */
  fpNoItems: number;
}

const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);

/** The change's kind as the detector names it, refined by the fact it reports or the shape of a copy edit. */
export function changeKind(c: RaisedChange): string {
  const f = c.facts as Record<string, unknown>;
  const base = c.kind || c.type;
  const fact = f.fact && typeof f.fact === "object" ? (f.fact as Record<string, unknown>).kind : null;
  if (typeof fact === "string") return `${base}/${fact}`;
  if (f.cell) return `${base}/table cell`;
  if ("blocksBefore" in f || "blocksAfter" in f) {
    const before = list(f.blocksBefore).length;
    const after = list(f.blocksAfter).length;
    return `${base}/${!before ? "added" : !after ? "removed" : "edited"}`;
  }
  return base;
}

const empty = (): KindCounts => ({ raised: 0, tp: 0, minor: 0, duplicate: 0, fpWithItems: 0, near: 0, fpNoItems: 0 });

/** The change mentions some, not all, of the tokens of one of the item's alternatives. */
function nearly(c: RaisedChange, t: TruthItem): boolean {
  const text = changeText(c);
  return t.match.some((alt) => alt.some((term) => text.includes(matchText(term).trim())));
}

/** Counts per part and kind over the judged pairs (truth mode only: label counts have no verdicts). */
export function kindBreakdown(pairs: PairResult[], parts: Map<string, Part>): Record<Part, Map<string, KindCounts>> {
  const out: Record<Part, Map<string, KindCounts>> = { tune: new Map(), check: new Map() };
  for (const p of pairs) {
    if (!p.judged || !p.truth || !p.score) continue;
    const byKind = out[parts.get(p.run.page) ?? "tune"];
    const required = p.truth.changes.filter((t) => !t.optional);
    p.run.changes.forEach((c, i) => {
      const k = changeKind(c);
      const n = byKind.get(k) ?? empty();
      byKind.set(k, n);
      n.raised++;
      const v = p.score!.verdicts[i]?.verdict;
      if (v === "TP") n.tp++;
      else if (v === "optional") n.minor++;
      else if (required.some((t) => reports(c, t))) n.duplicate++;
      else if (required.length) {
        n.fpWithItems++;
        if (required.some((t) => nearly(c, t))) n.near++;
      }
      else n.fpNoItems++;
    });
  }
  return out;
}

/** The breakdown as a table, kinds with most FP first, and a total line per part. */
export function breakdownLines(b: Record<Part, Map<string, KindCounts>>): string[] {
  const lines = [`${"kind".padEnd(44)} ${["raised", "TP", "FP", "dup", "FP/items", "(near)", "FP/none", "minor"].map((h) => h.padStart(9)).join("")}`];
  for (const part of ["tune", "check"] as const) {
    const rows = [...b[part]].map(([k, n]) => ({ k, n, fp: n.duplicate + n.fpWithItems + n.fpNoItems }));
    rows.sort((x, y) => y.fp - x.fp || y.n.raised - x.n.raised || x.k.localeCompare(y.k));
    const total = rows.reduce((t, r) => ({ raised: t.raised + r.n.raised, tp: t.tp + r.n.tp, minor: t.minor + r.n.minor, duplicate: t.duplicate + r.n.duplicate, fpWithItems: t.fpWithItems + r.n.fpWithItems, near: t.near + r.n.near, fpNoItems: t.fpNoItems + r.n.fpNoItems }), empty());
    const row = (name: string, n: KindCounts) =>
      `${name.padEnd(44)} ${[n.raised, n.tp, n.duplicate + n.fpWithItems + n.fpNoItems, n.duplicate, n.fpWithItems, n.near, n.fpNoItems, n.minor].map((x) => String(x).padStart(9)).join("")}`;
    lines.push(`${part} part:`);
    for (const r of rows) lines.push(row(`  ${r.k}`, r.n));
    lines.push(row(`  all kinds`, total));
  }
  return lines;
}

/**
 * Duplicates by pair of kinds, per part: "a ← b" counts changes of kind a that report an item a
 * change of kind b already reports (the one the one-to-one matching gave it to).
 */
export function duplicateOwners(pairs: PairResult[], parts: Map<string, Part>): Record<Part, Map<string, number>> {
  const out: Record<Part, Map<string, number>> = { tune: new Map(), check: new Map() };
  for (const p of pairs) {
    if (!p.judged || !p.truth || !p.score) continue;
    const byPair = out[parts.get(p.run.page) ?? "tune"];
    p.run.changes.forEach((c, i) => {
      if (p.score!.verdicts[i]?.verdict !== "FP") return;
      const j = p.truth!.changes.findIndex((t) => !t.optional && reports(c, t));
      if (j < 0) return;
      const owner = p.score!.verdicts.findIndex((v) => v.verdict === "TP" && v.item === j);
      const key = `${changeKind(c)} ← ${owner >= 0 ? changeKind(p.run.changes[owner]) : "?"}`;
      byPair.set(key, (byPair.get(key) ?? 0) + 1);
    });
  }
  return out;
}

/** Prints the breakdown (truth mode only) for eval:changes and eval:changes:e2e. */
export function printBreakdown(ev: Evaluation, parts: Map<string, Part>): void {
  if (ev.source.mode !== "truth") return;
  console.log("\nRaised changes by the detector's kind (judged pairs; FP = dup, a second report of an item, + FP/items on a pair with truth items + FP/none on a pair judged to hold no meaningful change; scripts/eval/changes-breakdown.ts):");
  for (const l of breakdownLines(kindBreakdown(ev.pairs, parts))) console.log(l);
  const dups = duplicateOwners(ev.pairs, parts);
  for (const part of ["tune", "check"] as const) {
    const rows = [...dups[part]].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
    console.log(`Duplicates, ${part} part (kind ← kind of the change the item went to): ${rows.map(([k, n]) => `${k} ${n}`).join("; ") || "none"}`);
  }
}

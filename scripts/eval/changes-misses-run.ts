/**
 * The --misses report of npm run eval:changes: every missed truth item classified by where it is
 * lost (changes-misses.ts). Per-item detail for the tune part's pages only; the check part is
 * given as counts per class and reason, never its items or texts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { detectFindings } from "../../lib/changes/detect";
import type { Evaluation } from "./changes-eval";
import { classifyMiss, type LossClass, type MissVerdict } from "./changes-misses";
import { loadIndex, snapshotOf } from "./changes-run";
import type { Part } from "./split";

const CLASSES: Record<LossClass, string> = {
  a: "(a) not in the visible text diff (truth wording)",
  b: "(b) in the visible diff, not in the compared text diff (extraction)",
  c: "(c) in the compared text diff, no change with the tokens (detection)",
};

export function missVerdicts(dir: string, ev: Evaluation, parts: Map<string, Part>) {
  const index = new Map(loadIndex(dir).map((p) => [p.page, p]));
  const out: Array<{ part: Part; where: string; what: string; tokens: string[]; verdict: MissVerdict }> = [];
  for (const p of ev.pairs) {
    if (!p.score?.missed.length || !p.truth) continue;
    const page = index.get(p.run.page)!;
    const url = page.url ?? `https://${page.page}.example/${page.kind === "home" ? "" : page.kind}`;
    const read = (i: number) => readFileSync(path.join(dir, page.versions[i].file), "utf8");
    const beforeHtml = read(p.run.fromIndex);
    const afterHtml = read(p.run.fromIndex + 1);
    const pair = { beforeHtml, afterHtml, before: snapshotOf(beforeHtml, page.kind, url), after: snapshotOf(afterHtml, page.kind, url) };
    const unmerged = detectFindings(pair.before, pair.after);
    for (const j of p.score.missed) {
      const item = p.truth.changes[j];
      const tokens = item.match[0];
      out.push({
        part: parts.get(p.run.page) ?? "tune",
        where: `${p.run.page} #${p.run.fromIndex} ${p.run.from} → ${p.run.to}`,
        what: item.what ?? "",
        tokens,
        verdict: classifyMiss(tokens, pair, p.run.changes, p.score.verdicts.map((v) => (v.verdict === "TP" && v.item !== null ? p.truth!.changes[v.item].match[0] : null)), unmerged),
      });
    }
  }
  return out;
}

export function printMisses(dir: string, ev: Evaluation, parts: Map<string, Part>) {
  const all = missVerdicts(dir, ev, parts);
  console.log("\nMissed items, where they are lost (tune part, item by item):");
  for (const m of all.filter((x) => x.part === "tune")) {
    console.log(`  (${m.verdict.cls}) ${m.where}: ${m.what} [${m.tokens.join(", ")}]`);
    console.log(`        ${m.verdict.reason}: ${m.verdict.detail}`);
  }
  for (const part of ["tune", "check"] as const) {
    const mine = all.filter((x) => x.part === part);
    console.log(`\n${part} part: ${mine.length} missed items`);
    for (const cls of ["a", "b", "c"] as const) {
      const inCls = mine.filter((x) => x.verdict.cls === cls);
      const reasons = new Map<string, number>();
      for (const m of inCls) reasons.set(m.verdict.reason, (reasons.get(m.verdict.reason) ?? 0) + 1);
      console.log(`  ${CLASSES[cls]}: ${inCls.length}${reasons.size ? `  (${[...reasons].map(([r, n]) => `${r} ${n}`).join("; ")})` : ""}`);
    }
  }
}

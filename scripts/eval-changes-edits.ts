/**
 * `npm run eval:changes:edits`: change detection on known edits of the labelled real pricing pages
 * (shared/data/real-world/extract). Edit classes: markup-only and reserialised, amounts with
 * decimals and periods worded another way (truth: no change), a plan's price edited, a feature line added to a plan's card or taken out of it, a plan's
 * card removed, a plan renamed, a plan added as a copy of a card under a new name and price (truth:
 * one pricing change each; scripts/eval/page-edits.ts, scripts/eval/card-edits.ts), one word of a
 * copy paragraph replaced (truth: at most one content change, no pricing change). Per part of the tune / check split (scripts/eval/split.ts)
 * and per class: edits made, exact (raised exactly the truth), precision, recall, type right.
 * Detail (page, class, raised vs truth) is printed for the tune part only.
 *
 *   --all      tune detail for every edit, not only the inexact ones
 *   --json     the figures as JSON (no detail)
 *   --page id  only these pages (repeatable)
 */
import path from "node:path";
import { EDIT_CLASSES, editFigures, runEdits, type EditFigures, type EditResult, type Ratio } from "./eval/edits-run";
import { realWorldDir } from "./eval/real-world-dir";

const pct = ([a, b]: Ratio) => (b === 0 ? "–" : `${((a / b) * 100).toFixed(1)}%`);
const cell = (r: Ratio) => (r[1] === 0 ? "–" : `${pct(r)} (${r[0]}/${r[1]})`);

function table(results: EditResult[]) {
  const out: Record<string, Record<string, EditFigures>> = {};
  for (const part of ["tune", "check"] as const) {
    const rows = results.filter((r) => r.part === part);
    out[part] = { all: editFigures(rows) };
    for (const cls of EDIT_CLASSES) out[part][cls] = editFigures(rows.filter((r) => r.cls === cls));
  }
  return out;
}

function args() {
  const argv = process.argv.slice(2);
  const pages: string[] = [];
  argv.forEach((a, i) => a === "--page" && argv[i + 1] && pages.push(argv[i + 1]));
  return { all: argv.includes("--all"), json: argv.includes("--json"), pages };
}

function main() {
  const { all, json, pages } = args();
  const dir = realWorldDir();
  if (!dir) {
    console.log("(real-world data not found beside the checkout: shared/data/real-world)");
    return;
  }
  const results = runEdits(path.join(dir, "extract"), { pages });
  const figs = table(results);
  if (json) {
    console.log(JSON.stringify(figs, null, 2));
    return;
  }
  console.log(`Edit evaluation of change detection: ${path.join(dir, "extract")} (tune / check split: scripts/eval/split.ts; detail for the tune part only)\n`);
  for (const r of results.filter((x) => x.part === "tune" && (all || !x.exact))) {
    console.log(`${r.exact ? "ok  " : "MISS"} ${r.page} · ${r.cls}${r.plan ? ` · ${r.plan}` : ""}`);
    for (const t of r.truth) console.log(`     truth  ${t}`);
    for (const t of r.raised) console.log(`     raised ${t}`);
  }
  const header = ["Part", "Class", "Edits", "Exact", "Precision", "Recall", "Type right", "Pricing raised w/o truth"];
  const body: string[][] = [];
  for (const part of ["check", "tune"] as const) {
    for (const [cls, f] of Object.entries(figs[part])) {
      body.push([part, cls, String(f.edits), cell(f.exact), cell(f.precision), cell(f.recall), cell(f.typeRight), String(f.pricingRaised)]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cols: string[]) => cols.map((c, i) => c.padEnd(widths[i])).join("  ").trimEnd();
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const b of body) console.log(line(b));
  // Counts only (no page, no text), so the check part can be shown.
  for (const part of ["check", "tune"] as const) {
    const tally = new Map<string, number>();
    for (const r of results.filter((x) => x.part === part)) for (const k of r.unmatchedKinds) tally.set(`${r.cls} → ${k}`, (tally.get(`${r.cls} → ${k}`) ?? 0) + 1);
    const missed = results.filter((x) => x.part === part && x.found < x.required).length;
    const list = [...tally].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).map(([k, n]) => `${k} ${n}`).join("; ");
    console.log(`Unmatched raised, ${part} part (class → type/kind): ${list || "none"}; edits with a missed item: ${missed}`);
  }
  for (const part of ["check", "tune"] as const) {
    const f = figs[part].all;
    console.log(`Edits, ${part} part: ${f.edits} edits, exact ${cell(f.exact)}, precision ${cell(f.precision)}, recall ${cell(f.recall)}, type right ${cell(f.typeRight)}`);
  }
}

main();

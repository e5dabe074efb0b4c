/**
 * npm run eval:changes [-- <folder>] — change detection on real page histories.
 *
 * <folder> has the layout of shared/data/real-world/history (index.json + one HTML file per
 * version; default: that folder). Extraction (extractSite, each page as its index `kind`) and
 * detection run over every consecutive pair of each page; the changes of each pair are printed,
 * then precision, recall, type and importance agreement against the ground truth per page and
 * overall (see scripts/eval/changes-eval.ts for where the ground truth comes from), the noise on
 * pairs whose visible text is identical, and the same figures with the user's thumbs given in time
 * (scripts/eval/changes-feedback.ts).
 *
 * Options: --truth <file> (ground truth to use), --page <name> (repeatable), --judged (print only
 * judged pairs), --quiet (figures only), --json, --min-precision / --min-recall <0..1> (exit 1 below).
 * The figures are followed by a breakdown of raised changes per kind with TP / FP / duplicate counts
 * for both parts (counts only; scripts/eval/changes-breakdown.ts).
 * --misses: where each missed truth item is lost (scripts/eval/changes-misses.ts; tune items, check counts).
 * --e2e: the same evaluation through real scans of a local server (scripts/eval-changes-e2e.ts).
 */
import path from "node:path";
import { evaluate, pageParts } from "./eval/changes-eval";
import { withFeedback } from "./eval/changes-feedback";
import { printBreakdown } from "./eval/changes-breakdown";
import { printTypeTally } from "./eval/changes-types";
import { printMisses } from "./eval/changes-misses-run";
import { printFigures, printPairs } from "./eval/changes-report";
import { realWorldDir } from "./eval/real-world-dir";

function args() {
  const argv = process.argv.slice(2);
  const o = { dir: null as string | null, truth: undefined as string | undefined, pages: [] as string[], judged: false, quiet: false, json: false, minP: null as number | null, minR: null as number | null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--truth") o.truth = argv[++i];
    else if (a === "--page") o.pages.push(argv[++i]);
    else if (a === "--judged") o.judged = true;
    else if (a === "--quiet") o.quiet = true;
    else if (a === "--json") o.json = true;
    else if (a === "--min-precision") o.minP = Number(argv[++i]);
    else if (a === "--min-recall") o.minR = Number(argv[++i]);
    else if (!a.startsWith("--")) o.dir = a;
  }
  return o;
}

function main() {
  const o = args();
  const dir = o.dir ? path.resolve(o.dir) : (() => {
    const rw = realWorldDir();
    if (!rw) throw new Error("The real-world data folder (shared/data/real-world) is not on this machine; pass a folder.");
    return path.join(rw, "history");
  })();
  const ev = evaluate(dir, { truthFile: o.truth, pages: o.pages });
  const parts = pageParts(dir);
  const fed = withFeedback(ev, parts);
  const learned = fed?.votes ? fed.evaluation : null;
  const votes = fed?.votes ?? 0;
  if (o.json) {
    console.log(JSON.stringify({ dir, mode: ev.source.mode, truth: ev.source.files, figures: ev.figures, totals: { byPage: ev.byPage, byPart: ev.byPart, overall: ev.overall }, sameText: ev.sameText, withFeedback: learned && { votes, figures: learned.figures } }, null, 2));
  } else {
    if (!o.quiet) printPairs(ev, o.judged, parts);
    console.log(`\nGround truth: ${ev.source.files.join(", ")} (${ev.source.mode === "truth" ? "written from the text alone; an item is found by a change that mentions all its tokens, one to one" : "change-labels counts only: precision/recall are upper bounds, type/importance not scored"})`);
    printFigures(ev, "Against the ground truth (judged pairs; tune / check split by source, scripts/eval/split.ts):", parts);
    printBreakdown(ev, parts);
    printTypeTally(ev, parts);
    const s = ev.sameText;
    console.log(`\nPairs with identical visible text: ${s.pairs}, with changes raised: ${s.noisy} (${s.changes} changes)`);
    console.log(`Consecutive pairs run: ${ev.pairs.length}, raising changes: ${ev.pairs.filter((p) => p.run.changes.length).length}, changes in all: ${ev.pairs.reduce((n, p) => n + p.run.changes.length, 0)}`);
    if (ev.unmatchedJudgements.length) console.log(`Judged pairs not found as consecutive versions: ${ev.unmatchedJudgements.join("; ")}`);
    if (process.argv.includes("--misses")) printMisses(dir, ev, parts);
    if (learned) printFigures(learned, `With feedback given in time (${votes} answers to "Important?", one user per part, each pair scored with the answers given before it; the user's level is that of what a change reports, low for noise: up when above the level shown, down when below, on agreement up on high, down on low, none on medium; scripts/eval/changes-feedback.ts):`, parts);
  }
  const f = ev.figures.byPart.check;
  if ((o.minP !== null && f.precision < o.minP) || (o.minR !== null && f.recall < o.minR)) process.exit(1);
}

if (process.argv.includes("--e2e")) await import("./eval-changes-e2e");
else main();

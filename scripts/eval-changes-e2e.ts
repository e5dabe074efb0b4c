/**
 * npm run eval:changes:e2e [-- <folder>] (also: npm run eval:changes -- --e2e [<folder>]) — change
 * detection on real page histories through real scans: each page of the folder (default
 * shared/data/real-world/history) is served on 127.0.0.1 version after version and scanned through
 * the product's API, job queue and worker with Chromium screenshots on (scripts/eval/changes-e2e.ts);
 * the changes each scan raised are scored against the same ground truth as npm run eval:changes.
 * Prints the changes per pair, precision, recall, type and importance agreement per page and overall,
 * the changes on pairs with identical visible text, and the screenshot changes raised beside a text
 * change (each should have been folded into it).
 *
 * Runs on a fresh test database (TEST_DATABASE_URL / DATABASE_URL's server, else an embedded
 * Postgres), dropped at the end. Options: --judged-only (scan only the judged pairs, each from a
 * competitor of its own: quicker), --page <name> (repeatable), --truth <file>, --parallel <n>
 * (competitors scanned at once, default 3), --judged (print only judged pairs), --quiet, --json,
 * --min-precision / --min-recall <0..1> (exit 1 below).
 */
import path from "node:path";
import { withScanWorker } from "./eval/e2e-harness";
import { pageParts, pairKey, scoreRuns, truthFor } from "./eval/changes-eval";
import { printBreakdown } from "./eval/changes-breakdown";
import { printTypeTally } from "./eval/changes-types";
import { printFigures, printPairs } from "./eval/changes-report";
import { realWorldDir } from "./eval/real-world-dir";

function args() {
  const argv = process.argv.slice(2);
  const o = { dir: null as string | null, truth: undefined as string | undefined, pages: [] as string[], judgedOnly: false, judged: false, quiet: false, json: false, parallel: 3, minP: null as number | null, minR: null as number | null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--truth") o.truth = argv[++i];
    else if (a === "--page") o.pages.push(argv[++i]);
    else if (a === "--judged-only") o.judgedOnly = true;
    else if (a === "--judged") o.judged = true;
    else if (a === "--quiet") o.quiet = true;
    else if (a === "--json") o.json = true;
    else if (a === "--parallel") o.parallel = Math.max(1, Number(argv[++i]) || 1);
    else if (a === "--min-precision") o.minP = Number(argv[++i]);
    else if (a === "--min-recall") o.minR = Number(argv[++i]);
    else if (!a.startsWith("--")) o.dir = a;
  }
  return o;
}

async function main() {
  const o = args();
  const dir = o.dir ? path.resolve(o.dir) : (() => {
    const rw = realWorldDir();
    if (!rw) throw new Error("The real-world data folder (shared/data/real-world) is not on this machine; pass a folder.");
    return path.join(rw, "history");
  })();
  const source = truthFor(dir, o.truth);
  const only = o.judgedOnly ? new Set((source.mode === "truth" ? source.pairs : source.labels).map(pairKey)) : undefined;

  await withScanWorker({ tmpPrefix: "rivalscope-eval-e2e-", parallel: o.parallel, env: { CHECK_NOW_COOLDOWN_SECONDS: "0" } }, async () => {
    const { runHistoryE2E, e2eTotals } = await import("./eval/changes-e2e");
    const started = Date.now();
    let failed = false;
    const log = o.json || o.quiet ? undefined : (l: string) => console.error(`[e2e] ${l}`);
    const runs = await runHistoryE2E(dir, { pages: o.pages, only, parallel: o.parallel, log });
    const parts = pageParts(dir);
    const ev = scoreRuns(source, runs, parts);
    const t = e2eTotals(runs);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (o.json) {
      console.log(JSON.stringify({ dir, mode: ev.source.mode, truth: ev.source.files, endToEnd: { ...t, seconds }, figures: ev.figures, totals: { byPage: ev.byPage, byPart: ev.byPart, overall: ev.overall }, sameText: ev.sameText }, null, 2));
    } else {
      if (!o.quiet) printPairs(ev, o.judged, parts);
      for (const r of runs) if (r.error) console.log(`\nScan failed: ${r.page} #${r.fromIndex} → ${r.to}: ${r.error}`);
      console.log(`\nGround truth: ${ev.source.files.join(", ")}${ev.source.mode === "labels" ? " (change-labels counts only: precision/recall are upper bounds)" : ""}`);
      printFigures(ev, `End to end (real scans, screenshots on${only ? ", judged pairs only" : ""}), against the ground truth (judged pairs):`, parts);
      printBreakdown(ev, parts);
      printTypeTally(ev, parts);
      const s = ev.sameText;
      console.log(`\nPairs with identical visible text: ${s.pairs}, with changes raised: ${s.noisy} (${s.changes} changes)`);
      console.log(`Screenshot changes raised: ${t.visual}, beside a text change of the same scan: ${t.visualBesideText}; folded into a text change: ${t.visualFolded}`);
      console.log(`Pairs scanned: ${t.pairs}, raising changes: ${runs.filter((r) => r.changes.length).length}, changes in all: ${runs.reduce((n, r) => n + r.changes.length, 0)}; failed scans: ${t.failed}, scans without a screenshot: ${t.withoutScreenshot}; median scan ${(t.medianScanMs / 1000).toFixed(1)} s, ${seconds} s in all`);
      if (ev.unmatchedJudgements.length) console.log(`Judged pairs not found as consecutive versions: ${ev.unmatchedJudgements.join("; ")}`);
    }
    const f = ev.figures.byPart.check;
    failed = t.failed > 0 || (o.minP !== null && f.precision < o.minP) || (o.minR !== null && f.recall < o.minR);
    return failed;
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack ?? err.message : err);
  process.exit(1);
});

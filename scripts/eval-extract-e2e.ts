/**
 * npm run eval:extract:e2e [-- <folder>] — plan extraction on the labelled real pricing pages
 * (default shared/data/real-world/extract) through the product: each page served on 127.0.0.1 at
 * /pricing of a site of its own, a competitor created through the API, scanned by the queue and a
 * worker (browser render on), the plans read back from the snapshots API (scripts/eval/extract-e2e.ts)
 * and scored by the same scorer as npm run eval:extract. Prints the tune part's detail, both parts'
 * figures, then the direct (extractSite) figures beside, and the pages whose API reading differs from
 * the direct one (other misses, or "Some plans may be missing" on one side only; named on the tune
 * part, counted on the check part).
 *
 * Runs on a fresh test database (TEST_DATABASE_URL / DATABASE_URL's server), dropped at the end.
 * Options: --page <id> (repeatable), --parallel <n> (default 3), --verbose (every miss), --json,
 * --entry pricing (the competitor registered with its pricing page's URL instead of its home page's),
 * --entry single (a one-page site: the page served as the home page, no /pricing).
 */
import path from "node:path";
import { withScanWorker } from "./eval/e2e-harness";
import { evalPricingPages, pct, printPricingPages, type PricingPagesResult, type PricingPageRow } from "./eval/pricing-pages";
import { realWorldDir } from "./eval/real-world-dir";
import type { Entry } from "./eval/extract-e2e";

function args() {
  const argv = process.argv.slice(2);
  const o = { folder: null as string | null, pages: [] as string[], parallel: 3, verbose: false, json: false, entry: "home" as Entry };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--page") o.pages.push(argv[++i]);
    else if (a === "--parallel") o.parallel = Math.max(1, Number(argv[++i]) || 1);
    else if (a === "--verbose") o.verbose = true;
    else if (a === "--json") o.json = true;
    else if (a === "--entry") o.entry = (["home", "pricing", "single"].includes(argv[i + 1]) ? argv[++i] : "home") as Entry;
    else if (!a.startsWith("--")) o.folder = path.resolve(a);
  }
  return o;
}

/** The same reading: the same misses, and "Some plans may be missing" shown on both or neither. */
const same = (a: PricingPageRow, b: PricingPageRow) => a.doubted === b.doubted && JSON.stringify([...a.misses].sort()) === JSON.stringify([...b.misses].sort());
const doubt = (r: PricingPageRow) => (r.doubted ? ", some plans may be missing" : "");

function line(label: string, r: PricingPagesResult, part: "tune" | "check") {
  const t = r.parts[part].totals;
  return `${label.padEnd(7)} ${part.padEnd(5)}: recall ${pct(t.recall)}, precision ${pct(t.precision)}, price ${pct(t.price)}, currency ${pct(t.currency)}, period ${pct(t.period)}, unit ${pct(t.unit)}`;
}

async function main() {
  const o = args();
  const folder = o.folder ?? (() => {
    const rw = realWorldDir();
    if (!rw) throw new Error("The real-world data folder (shared/data/real-world) is not on this machine; pass a folder.");
    return path.join(rw, "extract");
  })();
  await withScanWorker({ tmpPrefix: "rivalscope-eval-extract-e2e-", parallel: o.parallel }, async () => {
    const { runPricingE2E } = await import("./eval/extract-e2e");
    const started = Date.now();
    let failed = false;
    const log = o.json ? undefined : (l: string) => console.error(`[e2e] ${l}`);
    const { result, runs } = await runPricingE2E(folder, { pages: o.pages, parallel: o.parallel, log, entry: o.entry });
    const directAll = evalPricingPages(folder);
    const ids = new Set(result.rows.map((r) => r.page));
    const direct = { ...directAll, rows: directAll.rows.filter((r) => ids.has(r.page)) };
    const differing = result.rows.filter((r) => !same(r, direct.rows.find((d) => d.page === r.page)!));
    const seconds = Math.round((Date.now() - started) / 1000);
    failed = runs.some((r) => r.error);
    if (o.json) {
      console.log(JSON.stringify({ folder, seconds, api: result.parts, direct: o.pages.length ? undefined : direct.parts, differing: { tune: differing.filter((r) => r.part === "tune").map((r) => r.page), check: differing.filter((r) => r.part === "check").length } }, null, 2));
    } else {
      printPricingPages(result, o.verbose);
      for (const r of runs) if (r.error) console.log(`Scan failed: ${r.row.page}: ${r.error}`);
      const unfound = runs.filter((r) => !r.pricingUrl);
      if (o.entry !== "single") console.log(`\nPricing page not found by discovery: ${unfound.filter((r) => r.row.part === "tune").map((r) => r.row.page).join(", ") || "none"} (tune), ${unfound.filter((r) => r.row.part === "check").length} (check)`);
      const modes = new Map<string, number>();
      for (const r of runs) modes.set(r.fetchMode ?? "none", (modes.get(r.fetchMode ?? "none") ?? 0) + 1);
      console.log(`Fetched: ${[...modes].map(([m, n]) => `${n} by ${m}`).join(", ")}`);
      if (!o.pages.length) {
        console.log("\nThrough the API vs direct (extractSite):");
        for (const part of ["check", "tune"] as const) {
          console.log(line("API", result, part));
          console.log(line("direct", direct as PricingPagesResult, part));
        }
      }
      console.log(`\nPages whose API reading differs from the direct one: check ${differing.filter((r) => r.part === "check").length}, tune ${differing.filter((r) => r.part === "tune").length}`);
      for (const r of differing.filter((x) => x.part === "tune")) {
        const d = direct.rows.find((x) => x.page === r.page)!;
        console.log(`  ${r.page}: API misses [${r.misses.join("; ")}]${doubt(r)} | direct misses [${d.misses.join("; ")}]${doubt(d)}`);
      }
      console.log(`${runs.length} pages in ${seconds} s`);
    }
    return failed;
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack ?? err.message : err);
  process.exit(1);
});

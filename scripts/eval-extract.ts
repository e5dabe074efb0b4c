/**
 * npm run eval:extract — measures discovery + extraction against the fixture sites' ground truth.
 *
 * For every site under tests/fixtures/sites: starts the fixture HTTP server, fetches the home page
 * and sitemap, runs discoverPages, fetches the chosen pages, runs extractSite, and compares with
 * expected.json. Sites whose pricing is rendered by JavaScript are evaluated on the static HTML as
 * served (marked "needs browser" when plans are missing) and, when the fixture ships a
 * browser-rendered copy (expected.renderedPricing), a second row uses that copy.
 *
 * Then it scores the real-world pages nobody here wrote (shared/data/real-world/extract: third-party
 * pricing pages with hand labels, price strings, news/blog pages for main content); see
 * scripts/eval/*.ts. `npm run eval:extract -- <folder>` scores another folder of that layout only.
 *
 * Options: --site <name> (repeatable), --json (machine-readable output), --min <0..1> (exit 1 when
 * the overall accuracy is below), --verbose (every miss on the real-world pricing pages), --e2e (the
 * real-world pricing pages through real scans and the API instead: scripts/eval-extract-e2e.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { discoverPages, sitemapUrls } from "../lib/scan/discover";
import { extractSite } from "../lib/scan/extract/index";
import { simplify } from "../lib/scan/extract/strings";
import type { ExtractionResult, FetchedPage, PageKind } from "../lib/scan/types";
import { type ExpectedSite, SITES_DIR, listSites, loadExpected } from "../tests/fixtures/fixture-sites";
import { evalMainContent, printMainContent } from "./eval/main-content";
import { evalPriceStrings, printPriceStrings } from "./eval/price-strings";
import { evalPricingPages, printPricingPages } from "./eval/pricing-pages";
import { realWorldDir } from "./eval/real-world-dir";
import { startFixtureServer } from "../tests/fixtures/site-server";
import type { PricingPlan } from "@/lib/pricing/types";

interface Row {
  site: string;
  discovery: [number, number];
  plans: [number, number];
  price: [number, number];
  currency: [number, number];
  period: [number, number];
  unit: [number, number];
  annual: [number, number];
  planFeatures: [number, number];
  features: [number, number];
  integrations: [number, number];
  confidence: number;
  note: string;
  /** Whether the row counts towards the overall line. */
  counted: boolean;
}

function args() {
  const argv = process.argv.slice(2);
  const sites: string[] = [];
  let json = false;
  let verbose = false;
  let min: number | null = null;
  let folder: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--site") sites.push(argv[++i]);
    else if (argv[i] === "--json") json = true;
    else if (argv[i] === "--verbose") verbose = true;
    else if (argv[i] === "--min") min = Number(argv[++i]);
    else if (!argv[i].startsWith("--")) folder = path.resolve(argv[i]);
  }
  return { sites, json, min, folder, verbose };
}

async function get(url: string): Promise<string | null> {
  const res = await fetch(url, { redirect: "follow" });
  return res.ok ? await res.text() : null;
}

/** The sitemap text, with one level of sitemap index expanded. */
async function fetchSitemap(origin: string, site: string): Promise<string | undefined> {
  const root = await get(`${origin}/${site}/sitemap.xml`);
  if (!root) return undefined;
  if (!/<sitemapindex/i.test(root)) return root;
  const parts: string[] = [];
  for (const loc of sitemapUrls(root)) {
    const child = await get(loc);
    if (child) parts.push(child);
  }
  return parts.join("\n");
}

const near = (a: number | null | undefined, b: number | null | undefined) =>
  (a ?? null) === null || (b ?? null) === null ? (a ?? null) === (b ?? null) : Math.abs((a as number) - (b as number)) < 0.005;

function findPlan(plans: PricingPlan[], name: string): PricingPlan | undefined {
  return plans.find((p) => simplify(p.name) === simplify(name));
}

function score(site: string, expected: ExpectedSite, result: ExtractionResult, discovery: [number, number], note: string, counted: boolean): Row {
  const plans = result.extractedData.pricingPlans;
  const row: Row = {
    site, discovery, note, counted,
    plans: [0, expected.plans.length], price: [0, expected.plans.length], currency: [0, expected.plans.length],
    period: [0, expected.plans.length], unit: [0, expected.plans.length], annual: [0, 0], planFeatures: [0, 0],
    features: [0, expected.features.length], integrations: [0, expected.integrations.length],
    confidence: result.confidence,
  };
  for (const exp of expected.plans) {
    const got = findPlan(plans, exp.name);
    if (exp.annualPrice !== undefined) row.annual[1]++;
    row.planFeatures[1] += exp.features?.length ?? 0;
    if (!got) continue;
    row.plans[0]++;
    if (near(got.price, exp.price)) row.price[0]++;
    if (got.currency === exp.currency) row.currency[0]++;
    if (got.period === exp.period) row.period[0]++;
    if (got.unit === exp.unit) row.unit[0]++;
    if (exp.annualPrice !== undefined && near(got.annualPrice, exp.annualPrice)) row.annual[0]++;
    const have = new Set(got.features.map(simplify));
    row.planFeatures[0] += (exp.features ?? []).filter((f) => have.has(simplify(f))).length;
  }
  const features = new Set(result.extractedData.features.map((f) => simplify(f.name)));
  row.features[0] = expected.features.filter((f) => features.has(simplify(f))).length;
  const integrations = new Set(result.extractedData.aiExtractedData.integrations.map((i) => simplify(i.name)));
  row.integrations[0] = expected.integrations.filter((i) => integrations.has(simplify(i))).length;
  return row;
}

async function evaluateSite(origin: string, site: string): Promise<Row[]> {
  const expected = loadExpected(site);
  const homeUrl = `${origin}/${site}/`;
  const homeHtml = (await get(homeUrl)) ?? "";
  const sitemap = await fetchSitemap(origin, site);
  const found = discoverPages(homeUrl, homeHtml, sitemap);

  const pages: FetchedPage[] = [{ kind: "home", url: homeUrl, html: homeHtml }];
  let discoveryHits = 0;
  let discoveryTotal = 0;
  for (const kind of ["pricing", "features", "integrations"] as const) {
    const want = expected.discovery[kind];
    const url = found[kind];
    if (want) {
      discoveryTotal++;
      if (url && new URL(url).pathname === want) discoveryHits++;
    }
    if (!url) continue;
    const html = await get(url);
    if (html) pages.push({ kind: kind as PageKind, url, html });
  }
  const result = extractSite(pages);
  const staticNote = expected.needsBrowser && !result.extractedData.pricingPlans.length ? "needs browser" : result.needsBrowser ? "flagged script-rendered" : "";
  const rows = [score(site, expected, result, [discoveryHits, discoveryTotal], staticNote, !expected.renderedPricing)];

  if (expected.renderedPricing) {
    const html = readFileSync(path.join(SITES_DIR, site, expected.renderedPricing), "utf8");
    const rendered = pages.map((p) => (p.kind === "pricing" ? { ...p, html } : p));
    const renderedResult = extractSite(rendered);
    rows.push(score(`${site} (rendered)`, expected, renderedResult, [discoveryHits, discoveryTotal], "pre-rendered by Chromium", true));
  }
  return rows;
}

const ratio = ([a, b]: [number, number]) => (b === 0 ? null : a / b);
const cell = (r: [number, number], asCount = false) => (r[1] === 0 ? "–" : asCount ? `${r[0]}/${r[1]}` : `${Math.round((r[0] / r[1]) * 100)}%`);

function printTable(rows: Row[]) {
  const header = ["Site", "Disc", "Plans", "Price", "Cur", "Period", "Unit", "Annual", "PlanFeat", "Features", "Integr", "Conf", "Note"];
  const body = rows.map((r) => [
    r.site, cell(r.discovery, true), cell(r.plans, true), cell(r.price), cell(r.currency), cell(r.period), cell(r.unit),
    cell(r.annual), cell(r.planFeatures), cell(r.features), cell(r.integrations), r.confidence.toFixed(2), r.note,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cols: string[]) => cols.map((c, i) => c.padEnd(widths[i])).join("  ").trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const b of body) console.log(line(b));
}

function overall(rows: Row[]) {
  const keys = ["discovery", "plans", "price", "currency", "period", "unit", "annual", "planFeatures", "features", "integrations"] as const;
  const totals = Object.fromEntries(keys.map((k) => [k, [0, 0] as [number, number]])) as Record<(typeof keys)[number], [number, number]>;
  for (const r of rows) {
    for (const k of keys) {
      totals[k][0] += r[k][0];
      totals[k][1] += r[k][1];
    }
  }
  const parts = keys.map((k) => ratio(totals[k])).filter((x): x is number => x !== null);
  const accuracy = parts.reduce((s, x) => s + x, 0) / parts.length;
  return { totals, accuracy };
}

/** The real-world sections for a folder of the shared/data/real-world/extract layout. */
function realWorld(folder: string, json: boolean, verbose: boolean) {
  const has = (p: string) => existsSync(path.join(folder, p));
  const pricing = has("pricing-labels.json") ? evalPricingPages(folder) : null;
  const parts = ["tune", "check"] as const;
  const strings = has("price-parser/cases.json") ? parts.map((part) => evalPriceStrings(folder, part)) : null;
  const content = has("readability") ? parts.map((part) => evalMainContent(folder, part)) : null;
  if (json) return { pricing, strings, content };
  console.log(`\nReal-world pages: ${folder} (tune / check split: scripts/eval/split.ts; detail for the tune part only)\n`);
  if (pricing) printPricingPages(pricing, verbose);
  if (strings) {
    console.log("");
    for (const s of strings) printPriceStrings(s, verbose);
  }
  if (content) {
    console.log("");
    for (const c of content) printMainContent(c);
  }
  return { pricing, strings, content };
}

async function main() {
  const { sites: only, json, min, folder, verbose } = args();
  if (folder) {
    const out = realWorld(folder, json, verbose);
    if (json) console.log(JSON.stringify(out, null, 2));
    return;
  }
  const sites = only.length ? only : listSites();
  const server = await startFixtureServer();
  const rows: Row[] = [];
  try {
    for (const site of sites) rows.push(...(await evaluateSite(server.origin, site)));
  } finally {
    await server.close();
  }
  const counted = overall(rows.filter((r) => r.counted));
  const staticOnly = overall(rows.filter((r) => !r.site.endsWith("(rendered)")));
  if (json) {
    console.log(JSON.stringify({ rows, overall: counted, staticOnly }, null, 2));
  } else {
    printTable(rows);
    console.log("");
    const t = counted.totals;
    console.log(
      `Overall accuracy ${(counted.accuracy * 100).toFixed(1)}% — discovery ${cell(t.discovery, true)}, plans ${cell(t.plans, true)}, price ${cell(t.price)}, ` +
        `currency ${cell(t.currency)}, period ${cell(t.period)}, unit ${cell(t.unit)}, annual ${cell(t.annual)}, plan features ${cell(t.planFeatures)}, ` +
        `features ${cell(t.features)}, integrations ${cell(t.integrations)} (script-rendered sites scored on their browser-rendered copy)`,
    );
    console.log(`Static HTML only: ${(staticOnly.accuracy * 100).toFixed(1)}% (script-rendered pricing counted as missed)`);
    const dir = realWorldDir();
    if (dir) realWorld(path.join(dir, "extract"), false, verbose);
    else console.log("\n(real-world data not found beside the checkout: shared/data/real-world)");
  }
  if (min !== null && counted.accuracy < min) process.exitCode = 1;
}

if (process.argv.includes("--e2e")) await import("./eval-extract-e2e");
else
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });

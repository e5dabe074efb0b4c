/**
 * npm run bench:scan — scanning throughput on the fixture sites served on 127.0.0.1:
 * pages/s for changed pages (full fetch) and unchanged pages (conditional requests → 304),
 * extraction ms per page (median, p95), and peak memory with the browser rendering and screenshotting.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setProcessEnv } from "@/lib/env";
import { fetchSite } from "@/lib/monitor/fetch-site";
import type { PageMemory } from "@/lib/monitor/fetch-site-types";
import { extractSite } from "@/lib/scan/extract";
import { createBrowserPool, findChromium } from "@/lib/scan/browser";
import { listSites } from "@/tests/fixtures/fixture-sites";
import { startFixtureServer } from "@/tests/fixtures/site-server";
import { summary, fmt } from "./stats";
import { realWorldDir } from "@/scripts/eval/real-world-dir";

const ROUNDS = Number(process.argv[2] ?? 5);

setProcessEnv({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "rivalscope-bench-")), SCAN_ALLOWED_PRIVATE_HOSTS: "127.0.0.1" });
const server = await startFixtureServer();
const sites = listSites();
const states = new Map<string, Map<string, PageMemory>>();

async function round(version: "v1" | "v2", conditional: boolean) {
  let pages = 0;
  let notModified = 0;
  const started = performance.now();
  for (const site of sites) {
    server.setVersion(site, version);
    const r = await fetchSite({ competitorId: `bench-${site}`, url: server.url(site, "/").replace(/\/$/, ""), knownPages: {}, previous: conditional ? states.get(site) ?? new Map() : new Map(), browser: null });
    // What the scan job keeps of each page (validators, content hash, time of the last full answer).
    states.set(site, new Map(r.states.map((s) => [s.kind, s])));
    pages += r.pages.length;
    notModified += r.states.filter((s) => s.status === "not_modified").length;
  }
  return { pages, notModified, seconds: (performance.now() - started) / 1000 };
}

// Changed pages: alternate versions so every fetch returns a full body.
let changed = { pages: 0, seconds: 0 };
for (let i = 0; i < ROUNDS; i++) {
  const r = await round(i % 2 ? "v2" : "v1", false);
  changed = { pages: changed.pages + r.pages, seconds: changed.seconds + r.seconds };
}
// Unchanged pages: same version, conditional requests answered 304 from the cache.
await round("v1", true);
let unchanged = { pages: 0, seconds: 0, notModified: 0 };
for (let i = 0; i < ROUNDS; i++) {
  const r = await round("v1", true);
  unchanged = { pages: unchanged.pages + r.pages, seconds: unchanged.seconds + r.seconds, notModified: unchanged.notModified + r.notModified };
}

// Extraction time per page.
const { sitePages } = await import("@/tests/fixtures/fixture-sites");
const perPage: number[] = [];
// Round 0 warms up; every round's pages are new to the extractors' memo (a comment of their own).
for (let i = 0; i <= ROUNDS * 4; i++) {
  for (const site of sites) {
    const pages = sitePages(site, i % 2 ? "v2" : "v1").map((p) => ({ ...p, html: `${p.html}<!-- round ${i} -->` }));
    const t = performance.now();
    extractSite(pages);
    if (i > 0) perPage.push((performance.now() - t) / pages.length);
  }
}
const ex = summary(perPage);

// Extraction time on pages nobody here wrote: third-party pricing pages (as a pricing page) and
// news/blog pages (as a home page), when the real-world data sits beside the checkout.
const realWorld = realWorldDir();
const realTimes = (kind: "pricing" | "home", files: string[]) => {
  const out: number[] = [];
  // Round 0 is a warm-up (the JIT, and the CLDR tables a worker builds when it starts: warm.ts). Every
  // round reads the page as new (a comment of its own), so the extractors' memo never answers.
  for (let i = 0; i <= Math.max(1, Math.floor(ROUNDS / 2)); i++) {
    for (const file of files) {
      const html = `${fs.readFileSync(file, "utf8")}<!-- round ${i} -->`;
      const t = performance.now();
      extractSite([{ kind, url: `https://bench.example/${kind === "pricing" ? "pricing" : ""}`, html }]);
      if (i > 0) out.push(performance.now() - t);
    }
  }
  return summary(out);
};
const realPricing = realWorld ? realTimes("pricing", fs.readdirSync(path.join(realWorld, "extract/pricing")).map((f) => path.join(realWorld, "extract/pricing", f))) : null;
const realArticles = realWorld
  ? realTimes("home", fs.readdirSync(path.join(realWorld, "extract/readability")).map((d) => path.join(realWorld, "extract/readability", d, "source.html")))
  : null;

// Peak memory with the browser: render each pricing page and take full-page screenshots.
let peakBrowserMb = NaN;
let peakNodeMb = process.memoryUsage().rss / 1048576;
const chrome = findChromium(null);
if (chrome) {
  const pool = createBrowserPool({ executablePath: chrome, allowedPrivateHosts: ["127.0.0.1"], maxPages: 2 });
  peakBrowserMb = 0;
  const shotDir = fs.mkdtempSync(path.join(os.tmpdir(), "rivalscope-shots-"));
  for (const site of sites) {
    for (const p of ["/", "/pricing"]) {
      await pool.renderPage(server.url(site, p), { screenshotPath: path.join(shotDir, `${site}${p.replace(/\W/g, "_")}.png`) });
      peakBrowserMb = Math.max(peakBrowserMb, (pool.stats().lastRssBytes ?? 0) / 1048576);
      peakNodeMb = Math.max(peakNodeMb, process.memoryUsage().rss / 1048576);
    }
  }
  await pool.close();
}
await server.close();

console.log(`bench:scan (${sites.length} fixture sites, ${ROUNDS} rounds, over HTTP on 127.0.0.1)`);
console.log(`changed pages:    ${fmt(changed.pages / changed.seconds)} pages/s (${changed.pages} pages, full fetch + discovery)`);
console.log(`unchanged pages:  ${fmt(unchanged.pages / unchanged.seconds)} pages/s (${unchanged.notModified}/${unchanged.pages} answered 304 Not Modified)`);
console.log(`extraction:       median ${fmt(ex.p50, 2)} ms/page, p95 ${fmt(ex.p95, 2)} ms/page (${ex.n} site extractions)`);
if (realPricing) console.log(`  real pricing:   median ${fmt(realPricing.p50, 2)} ms/page, p95 ${fmt(realPricing.p95, 2)} ms/page (${realPricing.n} third-party pricing pages)`);
if (realArticles) console.log(`  real articles:  median ${fmt(realArticles.p50, 2)} ms/page, p95 ${fmt(realArticles.p95, 2)} ms/page (${realArticles.n} news/blog pages as home pages)`);
console.log(`peak memory:      node ${fmt(peakNodeMb, 0)} MB, browser ${fmt(peakBrowserMb, 0)} MB (proportional set size, ${chrome ? "Chromium rendering + full-page screenshots" : "no browser found"})`);

/**
 * node --import tsx bench/extract-dump.ts OUT.json — the output of extractSite on the real pricing pages (as a
 * pricing page), the real news pages (as a home page) and the fixture sites (both versions), as one JSON
 * file: run it before and after a change that must not change the output, and compare the files.
 */
import fs from "node:fs";
import path from "node:path";
import { extractSite } from "@/lib/scan/extract";
import { listSites, sitePages } from "@/tests/fixtures/fixture-sites";
import { realWorldDir } from "@/scripts/eval/real-world-dir";

const out = process.argv[2];
if (!out) throw new Error("usage: bench/extract-dump.ts OUT.json");
const results: Record<string, unknown> = {};
const realWorld = realWorldDir();
if (realWorld) {
  const pricingDir = path.join(realWorld, "extract/pricing");
  for (const f of fs.readdirSync(pricingDir).sort()) {
    results[`pricing/${f}`] = extractSite([{ kind: "pricing", url: "https://bench.example/pricing", html: fs.readFileSync(path.join(pricingDir, f), "utf8") }]);
  }
  const newsDir = path.join(realWorld, "extract/readability");
  for (const d of fs.readdirSync(newsDir).sort()) {
    results[`news/${d}`] = extractSite([{ kind: "home", url: "https://bench.example/", html: fs.readFileSync(path.join(newsDir, d, "source.html"), "utf8") }]);
  }
}
for (const site of listSites()) for (const v of ["v1", "v2"] as const) results[`site/${site}/${v}`] = extractSite(sitePages(site, v));
fs.writeFileSync(out, JSON.stringify(results, null, 1));
console.log(`${Object.keys(results).length} extractions written to ${out}`);

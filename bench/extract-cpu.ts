/**
 * node --import tsx bench/extract-cpu.ts [RUNS] — CPU time (user + system) of extractSite on each real pricing
 * page, the fastest of RUNS runs (default 8) after a warm-up: summed over the pages, and the median and p95 of
 * the per-page fastest. On a shared machine the fastest CPU time varies far less than wall-clock time.
 */
import fs from "node:fs";
import path from "node:path";
import { extractSite } from "@/lib/scan/extract";
import { realWorldDir } from "@/scripts/eval/real-world-dir";
import { fmt, summary } from "./stats";

const RUNS = Number(process.argv[2] ?? 8);
const realWorld = realWorldDir();
if (!realWorld) throw new Error("no real-world data beside the checkout");
const dir = path.join(realWorld, "extract/pricing");
const pages = fs.readdirSync(dir).sort().map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
const best = pages.map(() => Infinity);
for (let run = 0; run <= RUNS; run++) {
  pages.forEach((page, i) => {
    // a comment of its own per run: the extractors' memo never answers
    const html = `${page}<!-- run ${run} -->`;
    const before = process.cpuUsage();
    extractSite([{ kind: "pricing", url: "https://bench.example/pricing", html }]);
    const used = process.cpuUsage(before);
    if (run > 0) best[i] = Math.min(best[i], (used.user + used.system) / 1000);
  });
}
const s = summary(best);
const total = best.reduce((a, b) => a + b, 0);
console.log(`extractSite CPU, fastest of ${RUNS} runs per page: sum ${fmt(total, 1)} ms over ${pages.length} pricing pages, median ${fmt(s.p50, 2)} ms, p95 ${fmt(s.p95, 2)} ms, max ${fmt(s.max, 2)} ms`);

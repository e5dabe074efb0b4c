/**
 * node --import tsx scripts/bench-visual-diff.ts [--capture] [--dir /tmp/visual-shots] [--rounds 3]
 *
 * CPU cost of the screenshot comparison on real screenshots. With --capture, every fixture site's
 * home and pricing pages are rendered with the browser pool (as a scan does), then the home page
 * again with a section added (as bench:pipeline's changed round does), and the PNGs are written
 * to --dir. Without it, the PNGs already there are used. Each pair (old home → new home, and each
 * page against itself) is compared `rounds` times through compareScreenshotFiles; prints ms per
 * comparison and, per pair, the figures the detection depends on (changed pixels, fraction, raise,
 * bounds, a hash of the highlight's pixels), so that two versions of the code can be checked
 * against each other: `--json out.json` writes them.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PNG } from "pngjs";
import * as current from "@/lib/changes/detect/visual";
import { listSites, pagePath } from "@/tests/fixtures/fixture-sites";

const arg = (name: string, dflt: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : dflt;
};
const dir = arg("dir", "/tmp/visual-shots");
const rounds = Number(arg("rounds", "3"));
// --impl <module path>: another version of visual.ts (e.g. the previous commit's, checked out to a
// temporary file) to compare against.
const impl = arg("impl", "");
const { compareScreenshotFiles } = (impl ? await import(path.resolve(impl)) : current) as typeof current;

if (process.argv.includes("--capture")) {
  const { createBrowserPool, findChromium } = await import("@/lib/scan/browser");
  const { startBenchSite } = await import("@/bench/pipeline-sites");
  const chrome = findChromium();
  if (!chrome) throw new Error("No Chromium found.");
  fs.mkdirSync(dir, { recursive: true });
  const pool = createBrowserPool({ executablePath: chrome, allowedPrivateHosts: ["127.0.0.1"], maxPages: 2 });
  try {
    for (const name of listSites()) {
      const site = await startBenchSite(name);
      const shot = (kind: "home" | "pricing", file: string) => pool.renderPage(`${site.origin}${pagePath(name, kind)}`, { screenshotPath: path.join(dir, file) });
      await shot("home", `${name}-home-1.png`);
      await shot("pricing", `${name}-pricing-1.png`);
      site.bump();
      await shot("home", `${name}-home-2.png`);
      await site.close();
    }
  } finally {
    await pool.close();
  }
}

const files = fs.readdirSync(dir).filter((f) => f.endsWith(".png"));
const pairs: Array<[string, string]> = [];
for (const f of files.filter((f) => f.endsWith("-home-1.png"))) {
  const next = f.replace("-1.png", "-2.png");
  if (files.includes(next)) pairs.push([f, next]);
  pairs.push([f, f]);
}
for (const f of files.filter((f) => f.endsWith("-pricing-1.png"))) pairs.push([f, f]);

const pixelsHash = (png: Buffer) => createHash("sha1").update(PNG.sync.read(png).data).digest("hex").slice(0, 12);
/** The highlight PNG, whether the diff carries it as a buffer or makes it on demand. */
const highlightOf = async (d: unknown): Promise<Buffer> => {
  const h = (d as { highlight: Buffer | (() => Promise<Buffer>) }).highlight;
  return typeof h === "function" ? h() : h;
};
const figures: Record<string, unknown> = {};
const perPair: Record<string, number> = {};
const cpuPerPair: Record<string, number> = {};
for (let r = 0; r < rounds; r++) {
  for (const [a, b] of pairs) {
    const t = performance.now();
    const cpu = process.cpuUsage();
    // As the scan does (lib/monitor/detect.ts): the highlight is written for a raised change.
    const res = await compareScreenshotFiles(path.join(dir, a), path.join(dir, b), { url: "http://x/" });
    if (res.change) await highlightOf(res.diff);
    const ms = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const key = `${a} -> ${b}`;
    if (r > 0) {
      perPair[key] = (perPair[key] ?? 0) + ms;
      cpuPerPair[key] = (cpuPerPair[key] ?? 0) + (used.user + used.system) / 1000;
    }
    if (r === 0) {
      const d = res.diff;
      figures[key] = {
        changedPixels: d.changedPixels,
        totalPixels: d.totalPixels,
        fraction: d.fraction,
        bounds: d.bounds,
        raised: res.change !== null,
        description: res.change?.description ?? null,
        highlight: pixelsHash(await highlightOf(d)),
      };
    }
  }
}
const measured = Math.max(1, rounds - 1);
const ms = (m: Record<string, number>, keys: string[]) => (keys.reduce((n, k) => n + m[k], 0) / measured / Math.max(1, keys.length)).toFixed(1);
for (const key of Object.keys(perPair)) console.log(`${ms(perPair, [key]).padStart(7)} ms ${ms(cpuPerPair, [key]).padStart(7)} ms CPU  ${key}  ${JSON.stringify(figures[key])}`);
const all = Object.keys(perPair);
console.log(`${pairs.length} pairs, ${measured} timed rounds (the first is not timed): ${ms(perPair, all)} ms wall, ${ms(cpuPerPair, all)} ms CPU per comparison`);
const changed = all.filter((k) => k.includes("-home-1.png -> ") && k.endsWith("-home-2.png"));
console.log(`changed home pages (${changed.length} pairs): ${ms(perPair, changed)} ms wall, ${ms(cpuPerPair, changed)} ms CPU per comparison`);
const out = arg("json", "");
if (out) fs.writeFileSync(out, JSON.stringify(figures, null, 2));

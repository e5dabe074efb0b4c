/**
 * `npm run lighthouse [-- <url>...]`: Lighthouse (the npm package) against Debian's Chromium.
 * With no URL it builds the app if needed, starts it on a free port over a throw-away database, and
 * audits the landing page (plus /pricing and /login) with the mobile and the desktop preset, three
 * runs each, printing the median score per category.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { env, processEnvSnapshot } from "@/lib/env";
import { createTestDatabase } from "@/tests/setup/test-database";
import { buildApp, needsBuild, nextBin, root } from "./lib/build-state";
import { freePort, waitFor } from "./lib/local-server";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Performance metrics printed beside the scores (median of the runs). */
const METRICS = [
  ["first-contentful-paint", "FCP", "ms"],
  ["largest-contentful-paint", "LCP", "ms"],
  ["total-blocking-time", "TBT", "ms"],
  ["cumulative-layout-shift", "CLS", ""],
  ["speed-index", "SI", "ms"],
] as const;

async function audit(url: string, preset: "mobile" | "desktop"): Promise<{ scores: Record<string, number>; metrics: string }> {
  const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
  const metrics: Record<string, number[]> = Object.fromEntries(METRICS.map(([id]) => [id, []]));
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: env().CHROME_PATH || "/usr/bin/chromium", chromeFlags });
    try {
      const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json", onlyCategories: [...CATEGORIES] }, preset === "desktop" ? desktopConfig : undefined);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      for (const c of CATEGORIES) scores[c].push(Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
      for (const [id] of METRICS) metrics[id].push(result.lhr.audits[id]?.numericValue ?? NaN);
    } finally {
      await chrome.kill();
    }
  }
  const line = METRICS.map(([id, label, unit]) => `${label} ${unit ? Math.round(median(metrics[id])) : median(metrics[id]).toFixed(3)}${unit}`).join("  ");
  return { scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])), metrics: line };
}

async function main() {
  let urls = process.argv.slice(2);
  let stop = async () => {};
  if (urls.length === 0) {
    if (needsBuild() && (await buildApp()) !== 0) throw new Error("next build failed");
    const db = await createTestDatabase(env().TEST_DATABASE_URL ?? env().DATABASE_URL);
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rivalscope-lh-"));
    const web = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
      cwd: root,
      env: { ...processEnvSnapshot(), DATABASE_URL: db.url, PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, NODE_ENV: "production", AUTH_SECRET: "lighthouse-secret-0123456789abcdef0123" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    stop = async () => {
      web.kill("SIGTERM");
      await db.drop().catch(() => {});
    };
    const base = `http://127.0.0.1:${port}`;
    if (!(await waitFor(`${base}/health`, 90_000))) {
      await stop();
      throw new Error("the app did not start");
    }
    await fetch(`${base}/`); // warm the server once so the first audit does not measure a cold start
    // LIGHTHOUSE_PAGES=/ (comma-separated paths) audits fewer pages.
    const pages = (process.env.LIGHTHOUSE_PAGES ?? "/,/pricing,/login").split(",").map((p) => p.trim()).filter(Boolean);
    urls = pages.map((p) => `${base}${p}`);
  }
  try {
    console.log(`Lighthouse ${RUNS} runs per row, median score (0-100)`);
    console.log(["page".padEnd(12), "preset".padEnd(8), ...CATEGORIES.map((c) => c.padStart(15))].join(" "));
    for (const url of urls) {
      for (const preset of ["mobile", "desktop"] as const) {
        const { scores: s, metrics } = await audit(url, preset);
        console.log([new URL(url).pathname.padEnd(12), preset.padEnd(8), ...CATEGORIES.map((c) => String(s[c]).padStart(15))].join(" "));
        console.log(`${"".padEnd(22)}${metrics}`);
      }
    }
  } finally {
    await stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

/**
 * npm run bench:render [-- --n 30 --parallel 4 --sites 20] — what one browser render costs: the
 * script-built pricing page of a fixture site (pulsemetrics) rendered N times through the browser
 * pool, as a scan renders it, each time from another host (127.0.0.2, 127.0.0.3, …: another site,
 * as competitors are). Prints wall time per render and the CPU the whole machine used per render
 * (from /proc/stat: Chromium's processes, those that exited included, and this process, which
 * drives the browser and serves the pages), with Chromium's share by process type.
 * `--args "<flags>"` adds Chromium flags. Figures only: it never fails on timing. Linux only.
 */
import fs from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { findChromium } from "@/lib/scan/browser/find-chromium";
import { createBrowserPool } from "@/lib/scan/browser";
import { readSiteFile } from "@/tests/fixtures/fixture-sites";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const N = arg("n", 30);
const PARALLEL = arg("parallel", 4);
const SITES = arg("sites", 20);
// --args "--flag --other": extra Chromium flags, to try one.
const EXTRA = process.argv.includes("--args") ? process.argv[process.argv.indexOf("--args") + 1].split(" ").filter(Boolean) : [];

const chromium = findChromium();
if (!chromium) throw new Error("bench:render needs Chromium (apt-get install chromium, or CHROME_PATH).");

/** CPU (ms) the machine has used so far, from /proc/stat (user, nice, system, irq, softirq, steal). */
const machineMs = () => {
  const f = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1).map(Number);
  return ((f[0] + f[1] + f[2] + f[5] + f[6] + f[7]) * 1000) / 100;
};

/** CPU (ms) of Chromium's processes by type (browser, renderer, gpu-process, utility:…, zygote), exited children included. */
const chromiumMs = () => {
  const out = new Map<string, number>();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${d}/cmdline`, "utf8");
      // The executable may be a wrapper script (Debian's /usr/bin/chromium starts /usr/lib/chromium/chromium).
      if (!/\/chrom[\w-]*[\s\0]/.test(cmd)) continue;
      const type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? "browser";
      const sub = /--utility-sub-type=([\w.]+)/.exec(cmd)?.[1];
      const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ").map(Number);
      const key = sub ? `utility:${sub.split(".")[0]}` : type;
      out.set(key, (out.get(key) ?? 0) + ((f[11] + f[12] + f[13] + f[14]) * 1000) / 100);
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
};

const server = createServer((req, res) => {
  const url = req.url ?? "/";
  if (url.endsWith(".css")) return void res.writeHead(200, { "Content-Type": "text/css" }).end("body{font-family:sans-serif}");
  if (!url.startsWith("/pulsemetrics/pricing")) return void res.writeHead(404).end("not found");
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(readSiteFile("pulsemetrics", "pricing.html", "v1", `http://${req.headers.host}`));
});
await new Promise<void>((r) => server.listen(0, "0.0.0.0", r));
const { port } = server.address() as AddressInfo;
const hosts = Array.from({ length: SITES }, (_, i) => `127.0.0.${i + 2}`);
const pool = createBrowserPool({ executablePath: chromium, allowedPrivateHosts: hosts, extraArgs: EXTRA });
const urlOf = (i: number) => `http://${hosts[i % SITES]}:${port}/pulsemetrics/pricing`;

// Warm up (the browser's launch is not a render's cost), then let it go quiet.
for (let i = 0; i < 4; i++) await pool.renderPage(urlOf(i));
await new Promise((r) => setTimeout(r, 1500));

const machineBefore = machineMs();
const chromiumBefore = chromiumMs();
const ownBefore = process.cpuUsage();
const started = Date.now();
let next = 0;
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (next < N) {
      const res = await pool.renderPage(urlOf(next++));
      if (!res.html.includes("plan-card")) throw new Error("The page's script did not run.");
    }
  }),
);
const wall = Date.now() - started;
// Tabs are cleaned and closed in the background after a render: let that finish inside the reading.
await new Promise((r) => setTimeout(r, 1500));
const machine = machineMs() - machineBefore;
const own = process.cpuUsage(ownBefore);
const after = chromiumMs();
const stats = pool.stats();

const per = (ms: number) => (ms / N).toFixed(0);
console.log(`bench:render — ${N} renders of a script-built pricing page, ${PARALLEL} at a time, ${SITES} hosts, Chromium at ${chromium}`);
console.log(`wall ${per(wall)} ms per render (${(N / (wall / 1000)).toFixed(1)} renders/s); machine CPU ${per(machine)} ms per render`);
console.log(
  `  this process (drives the browser, serves the pages) ${per((own.user + own.system) / 1000)} ms; Chromium: ` +
    [...after].map(([k, v]) => `${k} ${per(v - (chromiumBefore.get(k) ?? 0))} ms`).join(", "),
);
console.log(`  tabs opened ${stats.tabsOpened}, browser launches ${stats.launches}`);
await pool.close();
server.close();

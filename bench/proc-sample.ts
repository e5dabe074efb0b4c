/** Peak memory of a child process (VmRSS) and of its descendants (the browser: Pss summed), sampled from /proc. */
import { promises as fs } from "node:fs";
import { processTree } from "@/lib/scan/browser/memory";

async function pssBytes(pid: number): Promise<number> {
  try {
    const m = /^Pss:\s+(\d+)\s+kB/m.exec(await fs.readFile(`/proc/${pid}/smaps_rollup`, "utf8"));
    if (m) return Number(m[1]) * 1024;
  } catch {
    /* fall back to VmRSS */
  }
  return rssBytes(pid);
}

async function rssBytes(pid: number): Promise<number> {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(await fs.readFile(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface PeakSampler {
  peaks(): { workerMb: number; browserMb: number };
  stop(): void;
}

export function samplePeaks(pid: number, everyMs = 1000): PeakSampler {
  let worker = 0;
  let browser = 0;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      worker = Math.max(worker, await rssBytes(pid));
      const tree = (await processTree(pid)).filter((p) => p !== pid);
      const sizes = await Promise.all(tree.map(pssBytes));
      browser = Math.max(browser, sizes.reduce((a, b) => a + b, 0));
    } finally {
      busy = false;
    }
  }, everyMs);
  timer.unref();
  return { peaks: () => ({ workerMb: worker / 1048576, browserMb: browser / 1048576 }), stop: () => clearInterval(timer) };
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat; 0 when it is gone.
 * `reaped`: with that of its children that have exited (Chromium's renderers end when a tab
 * closes; their time is counted in the process that waited for them).
 */
async function cpuMsOf(pid: number, reaped = false): Promise<number> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): utime, stime, cutime, cstime are the 12th to 15th.
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const children = reaped ? Number(rest[13]) + Number(rest[14]) : 0;
    return ((Number(rest[11]) + Number(rest[12]) + children) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** Pids of the Postgres backends serving one database (their title names it: "postgres: user db …"). */
async function postgresPids(database: string): Promise<number[]> {
  const pids = (await fs.readdir("/proc")).filter((d) => /^\d+$/.test(d)).map(Number);
  const titles = await Promise.all(pids.map((p) => fs.readFile(`/proc/${p}/cmdline`, "utf8").catch(() => "")));
  return pids.filter((_, i) => titles[i].startsWith("postgres: ") && titles[i].replace(/\0/g, " ").split(/\s+/).includes(database));
}

export interface CpuReading { worker: number; browser: number; postgres: number; bench: number; machine: number }

/** CPU (ms) the whole machine has used so far (every process, the kernel's own work included), from /proc/stat. */
async function machineMs(): Promise<number> {
  try {
    const f = (await fs.readFile("/proc/stat", "utf8")).split("\n")[0].split(/\s+/).slice(1).map(Number);
    // user, nice, system, (idle, iowait), irq, softirq, steal
    return ((f[0] + f[1] + f[2] + f[5] + f[6] + f[7]) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU used so far by the worker, its browser, the Postgres backends of the bench's database and this process (the API calls and the fixture
 * sites): differences between two readings give CPU per scan, a figure that other load on the
 * machine does not change much (unlike scans per second). Linux only (0 elsewhere).
 */
export async function cpuReading(workerPid: number, database: string): Promise<CpuReading> {
  const tree = (await processTree(workerPid).catch(() => [workerPid])).filter((p) => p !== workerPid);
  const [worker, browser, postgres] = await Promise.all([
    cpuMsOf(workerPid),
    Promise.all(tree.map((p) => cpuMsOf(p, true))).then((x) => x.reduce((a, b) => a + b, 0)),
    postgresPids(database).then((pids) => Promise.all(pids.map((p) => cpuMsOf(p)))).then((x) => x.reduce((a, b) => a + b, 0)),
  ]);
  const own = process.cpuUsage();
  return { worker, browser, postgres, bench: (own.user + own.system) / 1000, machine: await machineMs() };
}

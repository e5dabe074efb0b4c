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

export function samplePeaks(pid: number, everyMs = 250): PeakSampler {
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

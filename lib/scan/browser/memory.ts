/**
 * Resident memory of a process and all its descendants, read from /proc (Linux).
 * Chromium runs many processes (browser, zygote, GPU, renderers), so the browser's own RSS
 * says little: the sum over the tree is what the memory cap is compared against.
 *
 * Chromium's processes share most of their pages, so a plain sum of VmRSS counts the shared
 * pages once per process (about 3x the real footprint). Each process's proportional RSS (Pss,
 * /proc/<pid>/smaps_rollup) is used when readable; VmRSS is the fallback.
 */
import { promises as fs } from "node:fs";

async function readParentPid(pid: number): Promise<number | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    // Field 2 (comm) may contain spaces and parentheses: parse after the last ")".
    const rest = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ppid = Number(rest[1]);
    return Number.isInteger(ppid) ? ppid : null;
  } catch {
    return null;
  }
}

async function readRssBytes(pid: number): Promise<number> {
  try {
    const rollup = await fs.readFile(`/proc/${pid}/smaps_rollup`, "utf8");
    const pss = /^Pss:\s+(\d+)\s+kB/m.exec(rollup);
    if (pss) return Number(pss[1]) * 1024;
  } catch {
    // smaps_rollup needs Linux 4.14+ and ptrace access: fall back to VmRSS.
  }
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Pids of `rootPid` and every descendant. Empty when /proc is unavailable or the process is gone. */
export async function processTree(rootPid: number): Promise<number[]> {
  let entries: string[];
  try {
    entries = await fs.readdir("/proc");
  } catch {
    return [];
  }
  const pids = entries.filter((e) => /^\d+$/.test(e)).map(Number);
  const parents = await Promise.all(pids.map(async (pid) => [pid, await readParentPid(pid)] as const));
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) {
    if (ppid === null) continue;
    const list = children.get(ppid) ?? [];
    list.push(pid);
    children.set(ppid, list);
  }
  if (!pids.includes(rootPid)) return [];
  const out: number[] = [];
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    out.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** Resident memory (Pss, else VmRSS) summed over the process tree, in bytes; null when it cannot be measured. */
export async function processTreeRssBytes(rootPid: number): Promise<number | null> {
  const tree = await processTree(rootPid);
  if (tree.length === 0) return null;
  const sizes = await Promise.all(tree.map(readRssBytes));
  return sizes.reduce((a, b) => a + b, 0);
}

/**
 * The scan's read for the persuasion analysis (SnapshotMetadata.persuasion): the home, pricing and
 * features pages as passages (lib/analysis/passages/read.ts), and every page that shows a timer read a
 * second time, so that a countdown which restarts on each load is told from one running down to a real
 * deadline (lib/analysis/passages/timers.ts). The second read goes through the noise-immunity refetch
 * (lib/monitor/refetch.ts: plain HTTP through safeFetch, rendered again when the page is built by
 * scripts). A page the scan took from its cache (it answered as last time) is read twice afresh, since
 * when its copy was made is not known. A countdown whose digits a script writes (its markup names a timer,
its HTML shows no reading) is rendered in the browser twice. Nothing here fails a scan: a failed read only
leaves a timer unchecked.
 */
import { readPassages } from "@/lib/analysis/passages/read";
import { readTimer, timerRestarted } from "@/lib/analysis/passages/timers";
import type { PagePassages, PersuasionRead, TimerCheck } from "@/lib/analysis/passages/types";
import type { FetchedPage, PageKind } from "@/lib/scan/types";

const READ_KINDS: PageKind[] = ["home", "pricing", "features"];

export interface PersuasionInput {
  pages: FetchedPage[];
  /** Kinds whose HTML the scan fetched (or rendered) itself, between `fetchedFrom` and `fetchedTo` (ms). */
  fresh: PageKind[];
  fetchedFrom: number;
  fetchedTo: number;
  /**
   * Fetches the given pages again (refetchPages), an empty list when it fails; `render`: through the
   * browser even when the page is not built by scripts (no browser: as plain HTML).
   */
  refetch(kinds: PageKind[], render?: boolean): Promise<FetchedPage[]>;
  now?: () => number;
}

/** The first timer on a page that shows a readable value. */
function timerText(page: PagePassages): string | null {
  return page.passages.find((p) => p.role === "timer" && !p.chrome && readTimer(p.text) !== null)?.text ?? null;
}

interface Reading {
  text: string | null;
  from: number;
  to: number;
  read?: PagePassages;
}

async function readAgain(input: PersuasionInput, page: FetchedPage, render = false): Promise<Reading> {
  const now = input.now ?? Date.now;
  const from = now();
  const [again] = await input.refetch([page.kind], render).catch(() => [] as FetchedPage[]);
  const to = now();
  const read = again ? safeRead(again) : undefined;
  return { text: read ? timerText(read) : null, from, to, read };
}

/** Markup of a countdown (class or id, ARIA role, data attribute) whose digits a script fills in. */
const TIMER_MARKUP = /\b(?:class|id)\s*=\s*["'][^"']*(?:countdown|timer)[^"']*["']|\brole\s*=\s*["']timer["']|\bdata-(?:countdown|deadline|timer|expires)\b/i;

/** The page's passages; none when the page cannot be read (the scan goes on without them). */
function safeRead(page: FetchedPage): PagePassages {
  try {
    return readPassages(page.html, page.url, page.kind);
  } catch {
    return { kind: page.kind, url: page.url, passages: [] };
  }
}

export async function readPersuasion(input: PersuasionInput): Promise<PersuasionRead> {
  const pages: PagePassages[] = [];
  const timers: TimerCheck[] = [];
  for (const page of input.pages) {
    if (!READ_KINDS.includes(page.kind) || !page.html.trim()) continue;
    let read = safeRead(page);
    if (!read.passages.length) continue;
    const shown = timerText(read);
    // A countdown whose digits a script writes is read in the browser, twice (its page as rendered is kept).
    const render = !shown && TIMER_MARKUP.test(page.html);
    let first: Reading = { text: shown, from: input.fetchedFrom, to: input.fetchedTo };
    if (render || (shown && !input.fresh.includes(page.kind))) first = await readAgain(input, page, render);
    if (render && first.text && first.read) read = first.read;
    pages.push(read);
    if (!first.text) continue;
    const second = await readAgain(input, page, render);
    if (!second.text) continue;
    const elapsedMin = Math.max(0, (second.from - first.to) / 1000);
    const elapsedMax = Math.max(elapsedMin, (second.to - first.from) / 1000);
    timers.push({ kind: page.kind, url: page.url, first: first.text, second: second.text, elapsedMin, elapsedMax, fake: timerRestarted(first.text, second.text, elapsedMin, elapsedMax) });
  }
  return { pages, timers };
}

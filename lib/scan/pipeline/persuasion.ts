/**
 * The scan's read for the persuasion analysis (SnapshotMetadata.persuasion): the home, pricing and
 * features pages as passages (lib/analysis/passages/read.ts), and every page that shows a timer read a
 * second time, so that a countdown which restarts on each load is told from one running down to a real
 * deadline (lib/analysis/passages/timers.ts). The second read goes through the noise-immunity refetch
 * (lib/scan/pipeline/refetch.ts: plain HTTP through safeFetch, rendered again when the page is built by
 * scripts). A page the scan took from its cache (it answered as last time) is read twice afresh, since
 * when its copy was made is not known. Nothing here fails a scan: a failed read only leaves a timer unchecked.
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
  /** Fetches the given pages again (refetchPages), an empty list when it fails. */
  refetch(kinds: PageKind[]): Promise<FetchedPage[]>;
  now?: () => number;
}

/** The first timer on a page that shows a readable value. */
function timerText(page: PagePassages): string | null {
  return page.passages.find((p) => p.role === "timer" && !p.chrome && readTimer(p.text) !== null)?.text ?? null;
}

async function readAgain(input: PersuasionInput, page: FetchedPage): Promise<{ text: string | null; from: number; to: number }> {
  const now = input.now ?? Date.now;
  const from = now();
  const [again] = await input.refetch([page.kind]).catch(() => [] as FetchedPage[]);
  const to = now();
  return { text: again ? timerText(safeRead(again)) : null, from, to };
}

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
    const read = safeRead(page);
    if (!read.passages.length) continue;
    pages.push(read);
    const shown = timerText(read);
    if (!shown) continue;
    let first = { text: shown as string | null, from: input.fetchedFrom, to: input.fetchedTo };
    if (!input.fresh.includes(page.kind)) first = await readAgain(input, page);
    if (!first.text) continue;
    const second = await readAgain(input, page);
    if (!second.text) continue;
    const elapsedMin = Math.max(0, (second.from - first.to) / 1000);
    const elapsedMax = Math.max(elapsedMin, (second.to - first.from) / 1000);
    timers.push({ kind: page.kind, url: page.url, first: first.text, second: second.text, elapsedMin, elapsedMax, fake: timerRestarted(first.text, second.text, elapsedMin, elapsedMax) });
  }
  return { pages, timers };
}

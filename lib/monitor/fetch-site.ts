import { env } from "@/lib/env";
import { FetchError } from "@/lib/scan/fetch";
import type { Deadline, FetchSiteInput, SiteFetch } from "./fetch-site-types";
import { SiteFetcher } from "./site-fetcher";

/**
 * Fetches one competitor's home page, (re)discovers its pricing/features/integrations pages, fetches
 * them, renders script-built pages and takes screenshots when a browser is available. The home page
 * failing throws a FetchError; a secondary page failing becomes a warning.
 */
export async function fetchSite(input: FetchSiteInput): Promise<SiteFetch> {
  const e = env();
  const deadline = scanDeadline(input.deadlineMs ?? e.SCAN_DEADLINE_SECONDS * 1000);
  try {
    return await fetchWithin(input, deadline);
  } finally {
    deadline.clear();
  }
}

/** The scan's deadline: aborts every fetch still running when it passes; pages get what time is left. */
function scanDeadline(ms: number): Deadline {
  const controller = new AbortController();
  const end = Date.now() + ms;
  const timer = setTimeout(() => controller.abort(new FetchError("timeout", `The site did not finish answering within the scan's ${Math.round(ms / 1000)} s deadline.`)), ms);
  return {
    signal: controller.signal,
    pageMs: (perPage) => Math.max(1, Math.min(perPage, end - Date.now())),
    clear: () => clearTimeout(timer),
  };
}

async function fetchWithin(input: FetchSiteInput, deadline: Deadline): Promise<SiteFetch> {
  const site = new SiteFetcher(input, deadline);
  const { home, pages: found, discovered } = await site.fetchPages();
  const { screenshots, newScreenshots } = await site.takeScreenshots(found);
  // Nothing to extract or compare when every page is as last time and no screenshot was due; else
  // every page needs its HTML.
  let pages = found;
  if (newScreenshots || pages.some((p) => !site.unchanged.has(p.kind))) pages = await Promise.all(pages.map((p) => site.withHtml(p.kind === "home" ? home : p)));
  for (const write of site.cacheWrites) await write();
  const { states, fetchMode, warnings, allNotModified, unchanged } = site;
  return { homeUrl: home.url, pages, discovered, states, screenshots, fetchMode, warnings, allNotModified, unchangedKinds: pages.map((p) => p.kind).filter((k) => unchanged.has(k)), newScreenshots };
}

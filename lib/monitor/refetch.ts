import { safeFetch, createRobotsCache, buildUserAgent } from "@/lib/scan/fetch";
import { looksScriptRendered } from "@/lib/scan/extract";
import type { FetchedPage, PageKind } from "@/lib/scan/types";
import type { BrowserPool } from "@/lib/scan/browser";
import { env } from "@/lib/env";
import { sharedRobots } from "./site-fetcher";


export interface RefetchInput {
  /** The pages the scan's own fetch read (their final URLs are fetched again). */
  pages: FetchedPage[];
  /** Which of them to fetch again. */
  kinds: PageKind[];
  /** The browser the scan's fetch used (null: none, every page was read as plain HTML). */
  browser: BrowserPool | null;
  /**
   * A page built by scripts is rendered again (never screenshotted) so it reads like the scan's own
   * fetch; when false it is left out instead (the scan's fetch rendered it, plain HTML would differ).
   */
  render: boolean;
  /** Render every page with the browser, built by scripts or not (a countdown filled in by a script). */
  forceRender?: boolean;
}

/**
 * Some of a scan's pages fetched again, seconds later, for noise immunity (the baseline's extra
 * fetches, the second confirmation): plain HTTP through safeFetch (robots.txt, the host's queue and
 * Crawl-delay, size caps, no validators), the page cache left as it is, no screenshots. A page that
 * fails is left out: the caller reads the scan's own copy of it instead.
 */
export async function refetchPages(input: RefetchInput): Promise<FetchedPage[]> {
  const e = env();
  const timeoutMs = e.SCAN_PAGE_TIMEOUT_SECONDS * 1000;
  const signal = AbortSignal.timeout(e.SCAN_DEADLINE_SECONDS * 1000);
  const userAgent = buildUserAgent(e.APP_URL);
  const robots = createRobotsCache({ allowedPrivateHosts: e.allowedPrivateHosts, userAgent, timeoutMs, signal, backoff: true, shared: sharedRobots });
  const out: FetchedPage[] = [];
  for (const kind of input.kinds) {
    const page = input.pages.find((p) => p.kind === kind);
    if (!page || signal.aborted) continue;
    try {
      const res = await safeFetch(page.url, { allowedPrivateHosts: e.allowedPrivateHosts, robots, timeoutMs, signal, userAgent, backoff: true });
      let html = res.body;
      if (input.browser && (input.forceRender || looksScriptRendered(html))) {
        if (!input.render) continue;
        await robots.check(res.url);
        html = (await input.browser.renderPage(res.url, { timeoutMs })).html;
      }
      out.push({ kind, url: page.url, html });
    } catch {
      /* left out: the scan's own copy stands in for it */
    }
  }
  return out;
}

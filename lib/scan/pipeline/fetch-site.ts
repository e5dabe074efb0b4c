import fs from "node:fs/promises";
import path from "node:path";
import { safeFetch, createRobotsCache, buildUserAgent, FetchError, type RobotsCache } from "@/lib/scan/fetch";
import { discoverPages, type DiscoveredPages } from "@/lib/scan/discover";
import { looksScriptRendered } from "@/lib/scan/extract";
import type { FetchedPage, PageKind } from "@/lib/scan/types";
import type { BrowserPool } from "@/lib/scan/browser";
import { env } from "@/lib/env";

export interface PageState { kind: PageKind; url: string; etag: string | null; lastModified: string | null; status: string }

export interface SiteFetch {
  homeUrl: string;
  pages: FetchedPage[];
  discovered: DiscoveredPages;
  states: PageState[];
  screenshots: { home?: string; pricing?: string };
  fetchMode: "browser" | "http";
  warnings: string[];
  /** True when every page answered 304 Not Modified (nothing can have changed). */
  allNotModified: boolean;
}

export interface FetchSiteInput {
  competitorId: string;
  url: string;
  knownPages: Record<string, string>;
  previous: Map<string, { etag: string | null; lastModified: string | null }>;
  browser: BrowserPool | null;
  /** Deadline per page (every hop and the whole body; rendering too). Default SCAN_PAGE_TIMEOUT_SECONDS. */
  timeoutMs?: number;
  /** Deadline for the whole fetch (robots.txt, sitemap, every page). Default SCAN_DEADLINE_SECONDS. */
  deadlineMs?: number;
  /** A confirmation fetch: no screenshots, and the page cache (for 304 answers) is left as it is. */
  confirmation?: boolean;
}

/** Raw HTML of each page's last fetch, kept so a 304 answer can reuse it. */
function cachePath(competitorId: string, kind: PageKind): string {
  return path.join(env().DATA_DIR, "pages", competitorId, `${kind}.html`);
}

async function readCached(competitorId: string, kind: PageKind): Promise<string | null> {
  return fs.readFile(cachePath(competitorId, kind), "utf8").catch(() => null);
}

async function writeCached(competitorId: string, kind: PageKind, html: string): Promise<void> {
  await fs.mkdir(path.dirname(cachePath(competitorId, kind)), { recursive: true });
  await fs.writeFile(cachePath(competitorId, kind), html);
}

export function screenshotRelPath(competitorId: string, kind: "home" | "pricing", stamp: number): string {
  return path.join("screenshots", competitorId, `${kind}-${stamp}.png`);
}

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

interface Deadline { signal: AbortSignal; pageMs(perPage: number): number; clear(): void }

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
  const e = env();
  const pageMs = input.timeoutMs ?? e.SCAN_PAGE_TIMEOUT_SECONDS * 1000;
  const signal = deadline.signal;
  const robots = createRobotsCache({ allowedPrivateHosts: e.allowedPrivateHosts, userAgent: buildUserAgent(e.APP_URL), timeoutMs: pageMs, signal });
  const warnings: string[] = [];
  const states: PageState[] = [];
  let fetchMode: SiteFetch["fetchMode"] = "http";
  let allNotModified = true;

  const get = async (kind: PageKind, url: string): Promise<FetchedPage> => {
    const prev = input.previous.get(kind);
    const cached = prev ? await readCached(input.competitorId, kind) : null;
    const res = await safeFetch(url, {
      allowedPrivateHosts: e.allowedPrivateHosts,
      robots,
      timeoutMs: deadline.pageMs(pageMs),
      signal,
      etag: cached ? prev?.etag ?? undefined : undefined,
      lastModified: cached ? prev?.lastModified ?? undefined : undefined,
      userAgent: buildUserAgent(e.APP_URL),
    });
    let html = res.body;
    if (res.notModified && cached !== null) html = cached;
    else {
      allNotModified = false;
      if (!input.confirmation) await writeCached(input.competitorId, kind, html);
    }
    if (input.browser && looksScriptRendered(html)) {
      try {
        await robots.check(res.url);
        const rendered = await input.browser.renderPage(res.url, { timeoutMs: deadline.pageMs(pageMs) });
        html = rendered.html;
        fetchMode = "browser";
      } catch (err) {
        warnings.push(`The ${kind} page needs a browser to render and rendering failed: ${err instanceof Error ? err.message : err}`);
      }
    } else if (!input.browser && looksScriptRendered(html)) {
      warnings.push(`The ${kind} page is built by scripts; without a browser only its static HTML was read.`);
    }
    states.push({ kind, url: res.url, etag: res.etag ?? null, lastModified: res.lastModified ?? null, status: res.notModified ? "not_modified" : String(res.status) });
    return { kind, url: res.url, html };
  };

  const homeUrl = await reachableHome(input.url, get);
  const home = homeUrl.page;
  let discovered: DiscoveredPages = { ...(input.knownPages as DiscoveredPages) };
  const rediscover = async () => {
    const sitemap = await fetchSitemap(home.url, robots, signal, deadline.pageMs(10_000)).catch(() => undefined);
    discovered = discoverPages(home.url, home.html, sitemap);
  };
  if (!discovered.pricing && !discovered.features && !discovered.integrations) await rediscover();

  const pages: FetchedPage[] = [home];
  for (const kind of ["pricing", "features", "integrations"] as const) {
    let url = discovered[kind];
    if (!url) continue;
    try {
      pages.push(await get(kind, url));
    } catch (err) {
      // A remembered page that disappeared: discover again once and retry with the new address.
      if (err instanceof FetchError && err.status === 404) {
        await rediscover();
        url = discovered[kind];
        if (url) {
          try {
            pages.push(await get(kind, url));
            continue;
          } catch (again) {
            err = again;
          }
        } else {
          warnings.push(`The ${kind} page is gone and no replacement was found.`);
          continue;
        }
      }
      warnings.push(`The ${kind} page could not be fetched: ${err instanceof Error ? err.message : err}`);
    }
  }

  const screenshots: SiteFetch["screenshots"] = {};
  if (input.browser && !allNotModified && !input.confirmation) {
    const stamp = Date.now();
    for (const kind of ["home", "pricing"] as const) {
      const page = pages.find((p) => p.kind === kind);
      if (!page) continue;
      const rel = screenshotRelPath(input.competitorId, kind, stamp);
      try {
        await fs.mkdir(path.join(e.DATA_DIR, path.dirname(rel)), { recursive: true });
        if (signal.aborted) throw signal.reason;
        await input.browser.renderPage(page.url, { screenshotPath: path.join(e.DATA_DIR, rel), timeoutMs: deadline.pageMs(pageMs) });
        screenshots[kind] = rel;
        fetchMode = "browser";
      } catch (err) {
        warnings.push(`No ${kind} screenshot: ${err instanceof Error ? err.message : err}`);
      }
    }
  } else if (!input.browser && !input.confirmation) {
    warnings.push("No browser available: the scan ran over plain HTTP (no screenshots, no script rendering).");
  }
  return { homeUrl: home.url, pages, discovered, states, screenshots, fetchMode, warnings, allNotModified };
}

/** The stored URL is https://domain; a site that only answers over http is tried there too. */
async function reachableHome(url: string, get: (kind: PageKind, url: string) => Promise<FetchedPage>): Promise<{ page: FetchedPage }> {
  try {
    return { page: await get("home", url) };
  } catch (err) {
    // A TLS or connection failure on https (also seen first by the robots.txt fetch) → try http.
    if (err instanceof FetchError && (err.code === "network_error" || err.code === "robots_unreachable") && url.startsWith("https://")) {
      return { page: await get("home", `http://${url.slice("https://".length)}`) };
    }
    throw err;
  }
}

async function fetchSitemap(homeUrl: string, robots: RobotsCache, signal: AbortSignal, timeoutMs: number): Promise<string | undefined> {
  const e = env();
  const listed = await robots.sitemaps(homeUrl).catch(() => [] as string[]);
  const base = homeUrl.endsWith("/") ? homeUrl : `${homeUrl}/`;
  const candidates = [...new Set([...listed, new URL("sitemap.xml", base).toString(), new URL("/sitemap.xml", homeUrl).toString()])];
  for (const url of candidates.slice(0, 3)) {
    try {
      const res = await safeFetch(url, { allowedPrivateHosts: e.allowedPrivateHosts, robots, timeoutMs, signal, maxBytes: 2 * 1024 * 1024 });
      if (res.ok && /<urlset|<sitemapindex/i.test(res.body)) return res.body;
    } catch {
      /* try the next one */
    }
  }
  return undefined;
}

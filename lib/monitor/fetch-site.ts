import fs from "node:fs/promises";
import path from "node:path";
import { safeFetch, createRobotsCache, buildUserAgent, FetchError, httpError, detectChallenge, type RobotsCache, type RobotsState } from "@/lib/scan/fetch";
import { discoverPages, type DiscoveredPages } from "@/lib/scan/discover";
import { looksScriptRendered } from "@/lib/scan/extract";
import type { FetchedPage, PageKind } from "@/lib/scan/types";
import type { BrowserPool } from "@/lib/scan/browser";
import { env } from "@/lib/env";
import { bodyHash, FULL_CHECK_MS, readCachedPage, readRenderedHash, readRenderedPage, renderedTextHash, screenshotTakenAt, writeCachedPage, writeRenderedHash, writeRenderedPage } from "./page-cache";
import { lastRenderStands, renderStateAfter, type RenderState } from "./render-inputs";

/** What a scan remembers of each page's last answer (monitored_pages). */
export interface PageMemory {
  etag: string | null;
  lastModified: string | null;
  /** sha256 of the last full answer's body. */
  contentHash: string | null;
  /** When the last full answer (a 200) came. */
  fullFetchedAt: Date | null;
  scriptRendered: boolean;
  /** A page built by scripts: its last render and what it loaded (render-inputs.ts); null: render it. */
  renderState?: RenderState | null;
}

export interface PageState extends PageMemory { kind: PageKind; url: string; status: string }

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
  /**
   * Kinds of the pages whose answer is the same as last time: 304, the same body, or for a page built by
   * scripts the same rendered text. Their extraction and screenshots from the last scan still hold.
   */
  unchangedKinds: PageKind[];
  /** True when a new screenshot was taken (its visual diff has to run). */
  newScreenshots: boolean;
}

export interface FetchSiteInput {
  competitorId: string;
  url: string;
  knownPages: Record<string, string>;
  previous: Map<string, PageMemory>;
  browser: BrowserPool | null;
  /** Deadline per page (every hop and the whole body; rendering too). Default SCAN_PAGE_TIMEOUT_SECONDS. */
  timeoutMs?: number;
  /** Deadline for the whole fetch (robots.txt, sitemap, every page). Default SCAN_DEADLINE_SECONDS. */
  deadlineMs?: number;
  /**
   * The user gave no scheme (a bare domain stored as https): a site that does not answer over https is
   * tried over http. An explicit https:// is never downgraded.
   */
  httpFallback?: boolean;
  /** A confirmation fetch: no screenshots, and the page cache (for 304 answers) is left as it is. */
  confirmation?: boolean;
  /**
   * The last snapshot's screenshots: kept for a page that did not change (a new one is taken when the
   * page changed, when there is none, or once a day). Without it every page is screenshotted.
   */
  previousScreenshots?: { home?: string; pricing?: string };
  /**
   * Characters of text each page had at the last good snapshot: a page whose text collapses against it
   * is an empty shell (a bot wall), not a change.
   */
  previousTextChars?: Partial<Record<PageKind, number>>;
}

/**
 * robots.txt as read by this process' recent scans and re-fetches (10 minutes), so a scan does not
 * ask for it every time.
 */
export const sharedRobots = new Map<string, { state: RobotsState; at: number }>();

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
  const robots = createRobotsCache({ allowedPrivateHosts: e.allowedPrivateHosts, userAgent: buildUserAgent(e.APP_URL), timeoutMs: pageMs, signal, backoff: true, shared: sharedRobots });
  const warnings: string[] = [];
  const states: PageState[] = [];
  let fetchMode: SiteFetch["fetchMode"] = "http";
  let allNotModified = true;

  const unchanged = new Set<PageKind>();
  /**
   * The fetched HTML's page-cache writes, made only once every page has been read: a scan that ends
   * Blocked on a later page (a bot wall) leaves that cache as the last good scan left it, so the next
   * scan's pages answered 304 read what the last good snapshot was made from. A scan never reads back
   * the HTML it fetched from this cache (it holds it). Renderings are still written as they are made.
   */
  const cacheWrites: (() => Promise<void>)[] = [];
  /** Screenshots taken while rendering a page built by scripts (relative to DATA_DIR). */
  const shotInRender = new Map<"home" | "pricing", string>();
  /** The last screenshot of a page still stands: it exists and is less than a day old. */
  const screenshotStillGood = async (kind: "home" | "pricing"): Promise<boolean> => {
    const before = input.previousScreenshots?.[kind];
    return Boolean(before) && Date.now() - screenshotTakenAt(before) < FULL_CHECK_MS && (await exists(path.join(e.DATA_DIR, before!)));
  };
  // Pages answered as last time (304, or a 200 with the same body hash) whose HTML is not read from the
  // page cache unless the scan needs it (a page changed, a screenshot is due): see withHtml below.
  const bodyless = new Set<FetchedPage>();
  // Of those, pages built by scripts whose last rendering stands (render-inputs.ts).
  const renderStands = new Set<FetchedPage>();
  const fetchOptions = () => ({ allowedPrivateHosts: e.allowedPrivateHosts, timeoutMs: deadline.pageMs(pageMs), signal, userAgent: buildUserAgent(e.APP_URL), backoff: true });
  const get = async (kind: PageKind, url: string, opts: { fresh?: boolean } = {}): Promise<FetchedPage> => {
    const prev = input.previous.get(kind);
    // Validators only while the last full answer is less than a day old (and never for a fresh copy).
    const conditional = !opts.fresh && Boolean(prev?.contentHash && prev.fullFetchedAt && Date.now() - prev.fullFetchedAt.getTime() < FULL_CHECK_MS);
    const res = await safeFetch(url, {
      allowedPrivateHosts: e.allowedPrivateHosts,
      robots,
      timeoutMs: deadline.pageMs(pageMs),
      signal,
      etag: conditional ? prev?.etag ?? undefined : undefined,
      lastModified: conditional ? prev?.lastModified ?? undefined : undefined,
      userAgent: buildUserAgent(e.APP_URL),
      backoff: true,
      throwHttpErrors: false,
    });
    // A bot wall or challenge answers instead of the page: the scan ends Blocked (challenge.ts).
    const wall = (status: number, body: string) => detectChallenge({ status, html: body, headers: res.headers, previousTextChars: input.previousTextChars?.[kind] });
    if (!res.ok) {
      const why = wall(res.status, res.body);
      if (why) throw new FetchError("blocked", why, { url: res.url, status: res.status });
      throw httpError(res.status, res.headers, res.url);
    }
    let html: string | null = res.body;
    let same: boolean;
    let contentHash = prev?.contentHash ?? null;
    let fullFetchedAt = prev?.fullFetchedAt ?? null;
    let scriptRendered = prev?.scriptRendered ?? false;
    let renderState = prev?.renderState ?? null;
    let stands = false;
    if (res.notModified && conditional) {
      html = null;
      same = true;
    } else {
      allNotModified = false;
      contentHash = bodyHash(res.body);
      fullFetchedAt = new Date();
      same = contentHash === prev?.contentHash;
      if (!same) {
        scriptRendered = looksScriptRendered(res.body);
        // A page built by scripts is judged on its rendering (below) when a browser renders it.
        const why = input.browser && scriptRendered ? null : wall(res.status, res.body);
        if (why) throw new FetchError("blocked", why, { url: res.url, status: res.status });
      }
      const body = res.body;
      if ((!same || opts.fresh) && !input.confirmation) cacheWrites.push(() => writeCachedPage(input.competitorId, kind, body));
    }
    // Its screenshot, when one is due, is taken in the same render (not in a second one below).
    const shotKind = input.browser && scriptRendered && !input.confirmation && (kind === "home" || kind === "pricing") ? kind : null;
    if (input.browser && scriptRendered && same && !opts.fresh && !input.confirmation && (!shotKind || (await screenshotStillGood(shotKind)))) {
      // Its HTML answered as last time: when what its last render loaded did too, that rendering stands.
      ({ stands, state: renderState } = await lastRenderStands(renderState, fetchOptions()));
    }
    if (input.browser && scriptRendered && !stands) {
      // A page built by scripts may change while its HTML does not: it is rendered, and counts as
      // unchanged only when it shows the same text as last time.
      try {
        await robots.check(res.url);
        const lastHash = await readRenderedHash(input.competitorId, kind);
        const screenshotIf = shotKind
          ? async (shown: { html: string }) => {
              if (renderedTextHash(shown.html) === lastHash && (await screenshotStillGood(shotKind))) return null;
              const rel = screenshotRelPath(input.competitorId, shotKind, Date.now());
              await fs.mkdir(path.join(e.DATA_DIR, path.dirname(rel)), { recursive: true });
              return path.join(e.DATA_DIR, rel);
            }
          : undefined;
        const rendered = await input.browser.renderPage(res.url, { timeoutMs: deadline.pageMs(pageMs), screenshotIf });
        const why = wall(200, rendered.html);
        if (why) throw new FetchError("blocked", why, { url: res.url, status: res.status });
        html = rendered.html;
        fetchMode = "browser";
        const hash = renderedTextHash(html);
        same = lastHash === hash;
        renderState = renderStateAfter(rendered.inputs, renderState?.inputs);
        if (!input.confirmation) {
          await writeRenderedPage(input.competitorId, kind, html);
          if (!same) await writeRenderedHash(input.competitorId, kind, hash);
        }
        if (shotKind && rendered.screenshotPath) shotInRender.set(shotKind, path.relative(e.DATA_DIR, rendered.screenshotPath));
      } catch (err) {
        if (err instanceof FetchError && err.code === "blocked") throw err;
        same = false;
        renderState = null;
        warnings.push(`The ${kind} page needs a browser to render and rendering failed: ${err instanceof Error ? err.message : err}`);
      }
    } else if (!input.browser && scriptRendered) {
      warnings.push(`The ${kind} page is built by scripts; without a browser only its static HTML was read.`);
    }
    if (same) unchanged.add(kind);
    else unchanged.delete(kind);
    const i = states.findIndex((s) => s.kind === kind);
    if (i >= 0) states.splice(i, 1);
    states.push({ kind, url: res.url, etag: res.etag ?? null, lastModified: res.lastModified ?? null, status: res.notModified ? "not_modified" : String(res.status), contentHash, fullFetchedAt, scriptRendered, renderState });
    const page: FetchedPage = { kind, url: res.url, html: stands ? "" : html ?? "" };
    if (stands) renderStands.add(page);
    else if (html === null) bodyless.add(page);
    return page;
  };
  /**
   * The HTML of a page answered as last time, from the page cache; when the cache has lost it (another
   * machine, a wiped data folder) the page is fetched again in full.
   */
  const withHtml = async (page: FetchedPage): Promise<FetchedPage> => {
    if (renderStands.has(page)) {
      renderStands.delete(page);
      const rendered = await readRenderedPage(input.competitorId, page.kind);
      return rendered !== null ? { ...page, html: rendered } : get(page.kind, page.url, { fresh: true });
    }
    if (!bodyless.has(page)) return page;
    bodyless.delete(page);
    const cached = await readCachedPage(input.competitorId, page.kind);
    if (cached !== null) return { ...page, html: cached };
    return get(page.kind, page.url, { fresh: true });
  };

  const homeUrl = await reachableHome(input.url, get, input.httpFallback ?? false);
  let home = homeUrl.page;
  let discovered: DiscoveredPages = { ...(input.knownPages as DiscoveredPages) };
  const rediscover = async () => {
    home = await withHtml(home);
    const sitemap = await fetchSitemap(home.url, robots, signal, deadline.pageMs(10_000)).catch(() => undefined);
    discovered = discoverPages(home.url, home.html, sitemap);
  };
  if (!discovered.pricing && !discovered.features && !discovered.integrations) await rediscover();

  let pages: FetchedPage[] = [home];
  for (const kind of ["pricing", "features", "integrations"] as const) {
    let url = discovered[kind];
    if (!url) continue;
    try {
      pages.push(await get(kind, url));
    } catch (err) {
      // A bot wall on any page blocks the whole scan: a page read as a wall would show as a change.
      if (err instanceof FetchError && err.code === "blocked") throw err;
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
      if (err instanceof FetchError && err.code === "blocked") throw err;
      warnings.push(`The ${kind} page could not be fetched: ${err instanceof Error ? err.message : err}`);
    }
  }

  const screenshots: SiteFetch["screenshots"] = {};
  let newScreenshots = false;
  if (input.browser && !input.confirmation) {
    const stamp = Date.now();
    for (const kind of ["home", "pricing"] as const) {
      const page = pages.find((p) => p.kind === kind);
      if (!page) continue;
      const taken = shotInRender.get(kind);
      if (taken) {
        screenshots[kind] = taken;
        newScreenshots = true;
        continue;
      }
      // An unchanged page keeps its screenshot (and needs no visual diff) unless it is a day old.
      const before = input.previousScreenshots?.[kind];
      if (before && unchanged.has(kind) && (await screenshotStillGood(kind))) {
        screenshots[kind] = before;
        continue;
      }
      const rel = screenshotRelPath(input.competitorId, kind, stamp);
      try {
        await fs.mkdir(path.join(e.DATA_DIR, path.dirname(rel)), { recursive: true });
        if (signal.aborted) throw signal.reason;
        await input.browser.renderPage(page.url, { screenshotPath: path.join(e.DATA_DIR, rel), timeoutMs: deadline.pageMs(pageMs) });
        screenshots[kind] = rel;
        newScreenshots = true;
        fetchMode = "browser";
      } catch (err) {
        warnings.push(`No ${kind} screenshot: ${err instanceof Error ? err.message : err}`);
      }
    }
  } else if (!input.browser && !input.confirmation) {
    warnings.push("No browser available: the scan ran over plain HTTP (no screenshots, no script rendering).");
  }
  // Nothing to extract or compare when every page is as last time and no screenshot was due; else
  // every page needs its HTML.
  if (newScreenshots || pages.some((p) => !unchanged.has(p.kind))) pages = await Promise.all(pages.map((p) => withHtml(p.kind === "home" ? home : p)));
  for (const write of cacheWrites) await write();
  return { homeUrl: home.url, pages, discovered, states, screenshots, fetchMode, warnings, allNotModified, unchangedKinds: pages.map((p) => p.kind).filter((k) => unchanged.has(k)), newScreenshots };
}

/** The home page at the stored URL; for a bare domain (stored as https) an http-only site is tried over http too. */
async function reachableHome(url: string, get: (kind: PageKind, url: string) => Promise<FetchedPage>, httpFallback: boolean): Promise<{ page: FetchedPage }> {
  try {
    return { page: await get("home", url) };
  } catch (err) {
    // A TLS or connection failure on https (also seen first by the robots.txt fetch) → try http.
    if (httpFallback && err instanceof FetchError && (err.code === "network_error" || err.code === "robots_unreachable") && url.startsWith("https://")) {
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
      const res = await safeFetch(url, { allowedPrivateHosts: e.allowedPrivateHosts, robots, timeoutMs, signal, maxBytes: 2 * 1024 * 1024, backoff: true });
      if (res.ok && /<urlset|<sitemapindex/i.test(res.body)) return res.body;
    } catch {
      /* try the next one */
    }
  }
  return undefined;
}

/**
 * Screenshots seen on disk lately (path → when): a re-scan of an unchanged page checks that its last
 * screenshot is still there, and a screenshot is only ever written once and deleted with its
 * competitor, so a check a few minutes old is as good (a data folder wiped meanwhile is noticed
 * within EXISTS_TTL_MS). Bounded: cleared when it grows past EXISTS_MAX entries.
 */
const seenOnDisk = new Map<string, number>();
const EXISTS_TTL_MS = 10 * 60_000;
const EXISTS_MAX = 50_000;

async function exists(file: string): Promise<boolean> {
  const seen = seenOnDisk.get(file);
  if (seen !== undefined && Date.now() - seen < EXISTS_TTL_MS) return true;
  const found = await fs.access(file).then(() => true, () => false);
  if (found) {
    if (seenOnDisk.size >= EXISTS_MAX) seenOnDisk.clear();
    seenOnDisk.set(file, Date.now());
  } else seenOnDisk.delete(file);
  return found;
}

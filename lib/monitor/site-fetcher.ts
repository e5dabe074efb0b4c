/**
 * The pages of one site fetch (fetch-site.ts): each page fetched conditionally, judged against its last
 * answer, rendered when scripts build it, and screenshotted when a screenshot is due.
 */
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
import type { Deadline, FetchSiteInput, PageMemory, PageState, SiteFetch } from "./fetch-site-types";

/**
 * robots.txt as read by this process' recent scans and re-fetches (10 minutes), so a scan does not
 * ask for it every time.
 */
export const sharedRobots = new Map<string, { state: RobotsState; at: number }>();

export function screenshotRelPath(competitorId: string, kind: "home" | "pricing", stamp: number): string {
  return path.join("screenshots", competitorId, `${kind}-${stamp}.png`);
}

/** What one answer of a page says, before and after rendering. */
interface PageRead {
  /** The page's HTML; null when it answered as last time and was not read (see withHtml). */
  html: string | null;
  /** The page shows what it showed last time. */
  same: boolean;
  contentHash: string | null;
  fullFetchedAt: Date | null;
  scriptRendered: boolean;
  renderState: RenderState | null;
  /** A page built by scripts whose last rendering stands (render-inputs.ts). */
  stands: boolean;
}

type Answer = Awaited<ReturnType<typeof safeFetch>>;
type ShotKind = "home" | "pricing";

/** One fetch of one site: the robots cache, the deadline and what its pages found, shared by every page. */
export class SiteFetcher {
  private readonly e = env();
  private readonly pageMs: number;
  private readonly robots: RobotsCache;
  readonly warnings: string[] = [];
  readonly states: PageState[] = [];
  fetchMode: SiteFetch["fetchMode"] = "http";
  allNotModified = true;
  readonly unchanged = new Set<PageKind>();
  /**
   * The fetched HTML's page-cache writes, made only once every page has been read: a scan that ends
   * Blocked on a later page (a bot wall) leaves that cache as the last good scan left it, so the next
   * scan's pages answered 304 read what the last good snapshot was made from. A scan never reads back
   * the HTML it fetched from this cache (it holds it). Renderings are still written as they are made.
   */
  readonly cacheWrites: (() => Promise<void>)[] = [];
  /** Screenshots taken while rendering a page built by scripts (relative to DATA_DIR). */
  private readonly shotInRender = new Map<ShotKind, string>();
  // Pages answered as last time (304, or a 200 with the same body hash) whose HTML is not read from the
  // page cache unless the scan needs it (a page changed, a screenshot is due): see withHtml.
  private readonly bodyless = new Set<FetchedPage>();
  // Of those, pages built by scripts whose last rendering stands (render-inputs.ts).
  private readonly renderStands = new Set<FetchedPage>();

  constructor(
    private readonly input: FetchSiteInput,
    private readonly deadline: Deadline,
  ) {
    this.pageMs = input.timeoutMs ?? this.e.SCAN_PAGE_TIMEOUT_SECONDS * 1000;
    this.robots = createRobotsCache({ allowedPrivateHosts: this.e.allowedPrivateHosts, userAgent: buildUserAgent(this.e.APP_URL), timeoutMs: this.pageMs, signal: deadline.signal, backoff: true, shared: sharedRobots });
  }

  /** The home page (discovering the other pages when none is known yet), then pricing, features and integrations. */
  async fetchPages(): Promise<{ home: FetchedPage; pages: FetchedPage[]; discovered: DiscoveredPages }> {
    let home = (await reachableHome(this.input.url, this.get, this.input.httpFallback ?? false)).page;
    let discovered: DiscoveredPages = { ...(this.input.knownPages as DiscoveredPages) };
    const rediscover = async () => {
      home = await this.withHtml(home);
      const sitemap = await fetchSitemap(home.url, this.robots, this.deadline.signal, this.deadline.pageMs(10_000)).catch(() => undefined);
      discovered = discoverPages(home.url, home.html, sitemap);
    };
    if (!discovered.pricing && !discovered.features && !discovered.integrations) await rediscover();

    const pages: FetchedPage[] = [home];
    for (const kind of ["pricing", "features", "integrations"] as const) {
      const page = await this.secondaryPage(kind, () => discovered[kind], rediscover);
      if (page) pages.push(page);
    }
    return { home, pages, discovered };
  }

  /** A page other than home; a failure is a warning, except a bot wall, which blocks the whole scan. */
  private async secondaryPage(kind: PageKind, urlOf: () => string | undefined, rediscover: () => Promise<void>): Promise<FetchedPage | null> {
    let url = urlOf();
    if (!url) return null;
    try {
      return await this.get(kind, url);
    } catch (err) {
      // A bot wall on any page blocks the whole scan: a page read as a wall would show as a change.
      if (err instanceof FetchError && err.code === "blocked") throw err;
      // A remembered page that disappeared: discover again once and retry with the new address.
      if (err instanceof FetchError && err.status === 404) {
        await rediscover();
        url = urlOf();
        if (url) {
          try {
            return await this.get(kind, url);
          } catch (again) {
            err = again;
          }
        } else {
          this.warnings.push(`The ${kind} page is gone and no replacement was found.`);
          return null;
        }
      }
      if (err instanceof FetchError && err.code === "blocked") throw err;
      this.warnings.push(`The ${kind} page could not be fetched: ${err instanceof Error ? err.message : err}`);
      return null;
    }
  }

  /** Fetches one page (conditionally when its last full answer is recent), renders it when scripts build it, and records its state. */
  readonly get = async (kind: PageKind, url: string, opts: { fresh?: boolean } = {}): Promise<FetchedPage> => {
    const prev = this.input.previous.get(kind);
    // Validators only while the last full answer is less than a day old (and never for a fresh copy).
    const conditional = !opts.fresh && Boolean(prev?.contentHash && prev.fullFetchedAt && Date.now() - prev.fullFetchedAt.getTime() < FULL_CHECK_MS);
    const res = await safeFetch(url, {
      ...this.fetchOptions(),
      robots: this.robots,
      etag: conditional ? prev?.etag ?? undefined : undefined,
      lastModified: conditional ? prev?.lastModified ?? undefined : undefined,
      throwHttpErrors: false,
    });
    if (!res.ok) {
      const why = this.wall(kind, res, res.status, res.body);
      if (why) throw new FetchError("blocked", why, { url: res.url, status: res.status });
      throw httpError(res.status, res.headers, res.url);
    }
    const read = this.readAnswer(kind, res, prev, conditional, Boolean(opts.fresh));
    await this.renderIfScripted(kind, res, read, Boolean(opts.fresh));
    return this.record(kind, res, read);
  };

  private fetchOptions() {
    return { allowedPrivateHosts: this.e.allowedPrivateHosts, timeoutMs: this.deadline.pageMs(this.pageMs), signal: this.deadline.signal, userAgent: buildUserAgent(this.e.APP_URL), backoff: true };
  }

  /** A bot wall or challenge answers instead of the page: the scan ends Blocked (challenge.ts). */
  private wall(kind: PageKind, res: Answer, status: number, body: string) {
    return detectChallenge({ status, html: body, headers: res.headers, previousTextChars: this.input.previousTextChars?.[kind] });
  }

  /** What a 200 or a 304 says: the same body as last time or not, and whether scripts build the page. */
  private readAnswer(kind: PageKind, res: Answer, prev: PageMemory | undefined, conditional: boolean, fresh: boolean): PageRead {
    const read: PageRead = {
      html: res.body,
      same: false,
      contentHash: prev?.contentHash ?? null,
      fullFetchedAt: prev?.fullFetchedAt ?? null,
      scriptRendered: prev?.scriptRendered ?? false,
      renderState: prev?.renderState ?? null,
      stands: false,
    };
    if (res.notModified && conditional) {
      read.html = null;
      read.same = true;
      return read;
    }
    this.allNotModified = false;
    read.contentHash = bodyHash(res.body);
    read.fullFetchedAt = new Date();
    read.same = read.contentHash === prev?.contentHash;
    if (!read.same) {
      read.scriptRendered = looksScriptRendered(res.body);
      // A page built by scripts is judged on its rendering (below) when a browser renders it.
      const why = this.input.browser && read.scriptRendered ? null : this.wall(kind, res, res.status, res.body);
      if (why) throw new FetchError("blocked", why, { url: res.url, status: res.status });
    }
    const body = res.body;
    if ((!read.same || fresh) && !this.input.confirmation) this.cacheWrites.push(() => writeCachedPage(this.input.competitorId, kind, body));
    return read;
  }

  /** A page built by scripts: its last rendering stands, or it is rendered (with its screenshot when one is due). */
  private async renderIfScripted(kind: PageKind, res: Answer, read: PageRead, fresh: boolean): Promise<void> {
    const browser = this.input.browser;
    if (!browser && read.scriptRendered) {
      this.warnings.push(`The ${kind} page is built by scripts; without a browser only its static HTML was read.`);
      return;
    }
    if (!browser || !read.scriptRendered) return;
    // Its screenshot, when one is due, is taken in the same render (not in a second one below).
    const shotKind = !this.input.confirmation && (kind === "home" || kind === "pricing") ? kind : null;
    if (read.same && !fresh && !this.input.confirmation && (!shotKind || (await this.screenshotStillGood(shotKind)))) {
      // Its HTML answered as last time: when what its last render loaded did too, that rendering stands.
      ({ stands: read.stands, state: read.renderState } = await lastRenderStands(read.renderState, this.fetchOptions()));
    }
    if (read.stands) return;
    // A page built by scripts may change while its HTML does not: it is rendered, and counts as
    // unchanged only when it shows the same text as last time.
    try {
      await this.render(browser, kind, res, read, shotKind);
    } catch (err) {
      if (err instanceof FetchError && err.code === "blocked") throw err;
      read.same = false;
      read.renderState = null;
      this.warnings.push(`The ${kind} page needs a browser to render and rendering failed: ${err instanceof Error ? err.message : err}`);
    }
  }

  private async render(browser: BrowserPool, kind: PageKind, res: Answer, read: PageRead, shotKind: ShotKind | null): Promise<void> {
    await this.robots.check(res.url);
    const lastHash = await readRenderedHash(this.input.competitorId, kind);
    const screenshotIf = shotKind
      ? async (shown: { html: string }) => {
          if (renderedTextHash(shown.html) === lastHash && (await this.screenshotStillGood(shotKind))) return null;
          const rel = screenshotRelPath(this.input.competitorId, shotKind, Date.now());
          await fs.mkdir(path.join(this.e.DATA_DIR, path.dirname(rel)), { recursive: true });
          return path.join(this.e.DATA_DIR, rel);
        }
      : undefined;
    const rendered = await browser.renderPage(res.url, { timeoutMs: this.deadline.pageMs(this.pageMs), screenshotIf });
    const why = this.wall(kind, res, 200, rendered.html);
    if (why) throw new FetchError("blocked", why, { url: res.url, status: res.status });
    const html = rendered.html;
    read.html = html;
    this.fetchMode = "browser";
    const hash = renderedTextHash(html);
    read.same = lastHash === hash;
    read.renderState = renderStateAfter(rendered.inputs, read.renderState?.inputs);
    if (!this.input.confirmation) {
      await writeRenderedPage(this.input.competitorId, kind, html);
      if (!read.same) await writeRenderedHash(this.input.competitorId, kind, hash);
    }
    if (shotKind && rendered.screenshotPath) this.shotInRender.set(shotKind, path.relative(this.e.DATA_DIR, rendered.screenshotPath));
  }

  /** Notes the page as unchanged or not, replaces its state, and returns it (without HTML when it was not read). */
  private record(kind: PageKind, res: Answer, read: PageRead): FetchedPage {
    if (read.same) this.unchanged.add(kind);
    else this.unchanged.delete(kind);
    const i = this.states.findIndex((s) => s.kind === kind);
    if (i >= 0) this.states.splice(i, 1);
    const { contentHash, fullFetchedAt, scriptRendered, renderState } = read;
    this.states.push({ kind, url: res.url, etag: res.etag ?? null, lastModified: res.lastModified ?? null, status: res.notModified ? "not_modified" : String(res.status), contentHash, fullFetchedAt, scriptRendered, renderState });
    const page: FetchedPage = { kind, url: res.url, html: read.stands ? "" : read.html ?? "" };
    if (read.stands) this.renderStands.add(page);
    else if (read.html === null) this.bodyless.add(page);
    return page;
  }

  /**
   * The HTML of a page answered as last time, from the page cache; when the cache has lost it (another
   * machine, a wiped data folder) the page is fetched again in full.
   */
  async withHtml(page: FetchedPage): Promise<FetchedPage> {
    if (this.renderStands.has(page)) {
      this.renderStands.delete(page);
      const rendered = await readRenderedPage(this.input.competitorId, page.kind);
      return rendered !== null ? { ...page, html: rendered } : this.get(page.kind, page.url, { fresh: true });
    }
    if (!this.bodyless.has(page)) return page;
    this.bodyless.delete(page);
    const cached = await readCachedPage(this.input.competitorId, page.kind);
    if (cached !== null) return { ...page, html: cached };
    return this.get(page.kind, page.url, { fresh: true });
  }

  /** The last screenshot of a page still stands: it exists and is less than a day old. */
  private async screenshotStillGood(kind: ShotKind): Promise<boolean> {
    const before = this.input.previousScreenshots?.[kind];
    return Boolean(before) && Date.now() - screenshotTakenAt(before) < FULL_CHECK_MS && (await exists(path.join(this.e.DATA_DIR, before!)));
  }

  /** Screenshots of home and pricing: taken in their render, kept from last time when still good, or taken now. */
  async takeScreenshots(pages: FetchedPage[]): Promise<{ screenshots: SiteFetch["screenshots"]; newScreenshots: boolean }> {
    const screenshots: SiteFetch["screenshots"] = {};
    let newScreenshots = false;
    const browser = this.input.browser;
    if (!browser || this.input.confirmation) {
      if (!browser && !this.input.confirmation) this.warnings.push("No browser available: the scan ran over plain HTTP (no screenshots, no script rendering).");
      return { screenshots, newScreenshots };
    }
    const stamp = Date.now();
    for (const kind of ["home", "pricing"] as const) {
      const page = pages.find((p) => p.kind === kind);
      if (!page) continue;
      const taken = this.shotInRender.get(kind);
      if (taken) {
        screenshots[kind] = taken;
        newScreenshots = true;
        continue;
      }
      // An unchanged page keeps its screenshot (and needs no visual diff) unless it is a day old.
      const before = this.input.previousScreenshots?.[kind];
      if (before && this.unchanged.has(kind) && (await this.screenshotStillGood(kind))) {
        screenshots[kind] = before;
        continue;
      }
      const rel = await this.screenshot(browser, kind, page, stamp);
      if (rel) {
        screenshots[kind] = rel;
        newScreenshots = true;
      }
    }
    return { screenshots, newScreenshots };
  }

  private async screenshot(browser: BrowserPool, kind: ShotKind, page: FetchedPage, stamp: number): Promise<string | null> {
    const rel = screenshotRelPath(this.input.competitorId, kind, stamp);
    try {
      await fs.mkdir(path.join(this.e.DATA_DIR, path.dirname(rel)), { recursive: true });
      if (this.deadline.signal.aborted) throw this.deadline.signal.reason;
      await browser.renderPage(page.url, { screenshotPath: path.join(this.e.DATA_DIR, rel), timeoutMs: this.deadline.pageMs(this.pageMs) });
      this.fetchMode = "browser";
      return rel;
    } catch (err) {
      this.warnings.push(`No ${kind} screenshot: ${err instanceof Error ? err.message : err}`);
      return null;
    }
  }
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

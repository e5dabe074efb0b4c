/** The shapes of a site fetch (lib/monitor/fetch-site.ts): its input, what it remembers per page, and its result. */
import type { DiscoveredPages } from "@/lib/scan/discover";
import type { BrowserPool } from "@/lib/scan/browser";
import type { FetchedPage, PageKind } from "@/lib/scan/types";
import type { RenderState } from "./render-inputs";

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

/** The scan's deadline: its abort signal and the time a page may still take. */
export interface Deadline { signal: AbortSignal; pageMs(perPage: number): number; clear(): void }

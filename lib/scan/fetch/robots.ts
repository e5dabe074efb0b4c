/**
 * robots.txt (RFC 9309). Fetched through safeFetch (same address/URL gate), cached per origin for
 * the lifetime of one RobotsCache (one scan), and optionally shared between scans.
 *
 * - 2xx: parsed. 4xx (except 429): no restrictions. 5xx, 429, network failure, timeout: the origin is
 *   "unreachable" and every URL on it is refused with robots_unreachable, as RFC 9309 §2.3.1.4 asks.
 * - Grouping and matching are robots-parser's (groups by product token, else "*", merged; the longest
 *   matching Allow/Disallow wins, Allow on a tie; "*" and a final "$"; Crawl-delay; Sitemap).
 * - What it does not do is done before it (canonicalRecords, decodeUnreserved): %XX of unreserved
 *   characters decoded on both sides (RFC 9309 §2.2.2: "/%7Efoo" is "/~foo"); unknown records such as
 *   Host or Sitemap do not split a group; "FooBot 1.2" is the product token "foobot"; common
 *   misspellings ("Dissallow", "Useragent") are read, as Google's parser does.
 */
import robotsParser from "robots-parser";
import { FetchError, isFetchError } from "./errors";
import { ROBOTS_PRODUCT_TOKEN, safeFetch, type RequestGate, type SafeFetchOptions } from "./safe-fetch";

export interface RobotsTxt {
  /** Sitemap URLs as listed. */
  sitemaps: string[];
  /** The parsed file. */
  rules: ReturnType<typeof robotsParser>;
}

/** The longest Crawl-delay honoured: a longer one would not let a scan of a few pages finish in its deadline. */
export const MAX_CRAWL_DELAY_MS = 10_000;

/** RFC 9309 asks crawlers to parse at least 500 KiB; anything after that is ignored. */
export const ROBOTS_PARSE_LIMIT = 500 * 1024;

/** robots-parser only answers for URLs of the origin it was given; parsing is origin-free here, so one stands in. */
const STAND_IN_ORIGIN = "http://robots.invalid";

/** "%7E" → "~", "%61" → "a": percent-encoded unreserved characters are the characters themselves (RFC 3986 §2.3). */
function decodeUnreserved(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (whole, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~]$/.test(ch) ? ch : whole;
  });
}

/** Record names as written in the wild → the name robots-parser reads (common misspellings included). */
const RECORD_NAMES: Record<string, string> = {
  "user-agent": "user-agent",
  useragent: "user-agent",
  "user agent": "user-agent",
  allow: "allow",
  disallow: "disallow",
  dissallow: "disallow",
  dissalow: "disallow",
  disalow: "disallow",
  disallaw: "disallow",
  "crawl-delay": "crawl-delay",
  sitemap: "sitemap",
};

/**
 * What robots-parser reads: the records it knows, spelt as it expects, with a User-agent cut to its
 * product token ("FooBot 1.2" → "foobot") and Sitemap lines moved after the groups. Other records
 * (Host, Clean-param, ...) are left out, so that, as RFC 9309 §2.2.4 asks, they do not split a group.
 */
function canonicalRecords(text: string): string {
  const lines: string[] = [];
  const sitemaps: string[] = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    const colon = line.indexOf(":");
    const name = colon > 0 ? RECORD_NAMES[line.slice(0, colon).trim().toLowerCase()] : undefined;
    const value = colon > 0 ? line.slice(colon + 1).trim() : "";
    if (name === "sitemap") sitemaps.push(`sitemap: ${value}`);
    else if (name === "user-agent") lines.push(`user-agent: ${value === "*" ? "*" : (/^[A-Za-z_-]+/.exec(value)?.[0] ?? "")}`);
    else if (name) lines.push(`${name}: ${decodeUnreserved(value)}`);
  }
  return [...lines, ...sitemaps].join("\n");
}

export function parseRobotsTxt(text: string): RobotsTxt {
  const body = text.length > ROBOTS_PARSE_LIMIT ? text.slice(0, ROBOTS_PARSE_LIMIT) : text;
  const rules = robotsParser(`${STAND_IN_ORIGIN}/robots.txt`, canonicalRecords(body.replace(/^\uFEFF/, "")));
  return { sitemaps: rules.getSitemaps(), rules };
}

/** The pause between two requests that applies to `productToken`, in ms (0 when none; capped at MAX_CRAWL_DELAY_MS). */
export function crawlDelayMs(robots: RobotsTxt, productToken: string = ROBOTS_PRODUCT_TOKEN): number {
  const seconds = robots.rules.getCrawlDelay(productToken);
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(MAX_CRAWL_DELAY_MS, Math.round(seconds * 1000));
}

/** Whether `pathAndQuery` (e.g. "/pricing?plan=pro") may be fetched. */
export function isPathAllowed(robots: RobotsTxt, pathAndQuery: string, productToken: string = ROBOTS_PRODUCT_TOKEN): boolean {
  const path = pathAndQuery.startsWith("/") ? pathAndQuery : `/${pathAndQuery}`;
  if (path === "/robots.txt") return true;
  // robots-parser answers undefined only for another origin, which cannot happen here: refuse if it ever does.
  return robots.rules.isAllowed(`${STAND_IN_ORIGIN}${decodeUnreserved(path)}`, productToken) === true;
}

export type RobotsState =
  | { kind: "rules"; robots: RobotsTxt }
  | { kind: "allow_all"; reason: string }
  | { kind: "unreachable"; error: FetchError };

export interface RobotsCacheOptions extends Omit<SafeFetchOptions, "robots" | "throwHttpErrors" | "etag" | "lastModified"> {
  /** Our product token; default "RivalscopeBot". */
  productToken?: string;
  /**
   * Read robots.txt states from and into this store, shared by the scans of a process: a state that
   * was read (rules, or none) is reused for `sharedTtlMs`; a failure is never shared (the next scan asks again).
   */
  shared?: Map<string, { state: RobotsState; at: number }>;
  /** Default 10 minutes (RFC 9309 allows up to 24 hours). */
  sharedTtlMs?: number;
}

export interface RobotsCache extends RequestGate {
  /** Throws robots_disallowed / robots_unreachable (or blocked_* for a forbidden origin). */
  check(url: string, signal?: AbortSignal): Promise<void>;
  isAllowed(url: string): Promise<boolean>;
  /** The robots state of the URL's origin (fetched once, then cached). */
  state(url: string): Promise<RobotsState>;
  /** Sitemap URLs listed in the origin's robots.txt. */
  sitemaps(url: string): Promise<string[]>;
  /** The origin's Crawl-delay for us, in ms (0 when none). */
  delayMs(url: string): Promise<number>;
}

async function loadRobots(origin: string, opts: RobotsCacheOptions): Promise<RobotsState> {
  const robotsUrl = `${origin}/robots.txt`;
  const unreachable = (why: string, cause?: unknown, status?: number): RobotsState => ({
    kind: "unreachable",
    error: new FetchError(
      "robots_unreachable",
      `${robotsUrl} could not be read (${why}), so the site is skipped for now as the robots.txt standard requires.`,
      { url: robotsUrl, status, cause },
    ),
  });
  try {
    const res = await safeFetch(robotsUrl, { ...opts, throwHttpErrors: false, accept: "text/plain,*/*;q=0.5" });
    if (res.status >= 200 && res.status < 300) return { kind: "rules", robots: parseRobotsTxt(res.body) };
    if (res.status === 429) return unreachable("HTTP 429 Too Many Requests", undefined, 429);
    if (res.status >= 400 && res.status < 500) return { kind: "allow_all", reason: `robots.txt answered HTTP ${res.status}` };
    if (res.status >= 500) return unreachable(`HTTP ${res.status}`, undefined, res.status);
    return unreachable(`unexpected HTTP ${res.status}`, undefined, res.status);
  } catch (err) {
    if (isFetchError(err, "blocked_url") || isFetchError(err, "blocked_address")) throw err;
    if (isFetchError(err, "too_many_redirects") || isFetchError(err, "redirect_loop")) {
      return { kind: "allow_all", reason: "robots.txt redirects too many times" };
    }
    const why = isFetchError(err) ? err.message.replace(/\.$/, "") : String(err);
    return unreachable(why, err);
  }
}

/** One cache per scan: robots.txt is fetched at most once per origin. */
export function createRobotsCache(opts: RobotsCacheOptions = {}): RobotsCache {
  const token = opts.productToken ?? ROBOTS_PRODUCT_TOKEN;
  const byOrigin = new Map<string, Promise<RobotsState>>();

  const state = (url: string): Promise<RobotsState> => {
    const origin = new URL(url).origin;
    let p = byOrigin.get(origin);
    if (!p) {
      const known = opts.shared?.get(origin);
      if (known && Date.now() - known.at < (opts.sharedTtlMs ?? 600_000)) p = Promise.resolve(known.state);
      else {
        p = loadRobots(origin, opts);
        if (opts.shared) {
          const store = opts.shared;
          p.then((state) => {
            if (state.kind !== "unreachable") store.set(origin, { state, at: Date.now() });
            else store.delete(origin);
          }, () => store.delete(origin));
        }
      }
      byOrigin.set(origin, p);
    }
    return p;
  };

  const check = async (url: string): Promise<void> => {
    const u = new URL(url);
    const s = await state(url);
    if (s.kind === "unreachable") {
      throw new FetchError(s.error.code, s.error.message, { url, status: s.error.status, cause: s.error });
    }
    if (s.kind === "rules" && !isPathAllowed(s.robots, `${u.pathname}${u.search}`, token)) {
      throw new FetchError(
        "robots_disallowed",
        `${u.host}'s robots.txt does not allow ${token} to fetch ${u.pathname}${u.search}.`,
        { url },
      );
    }
  };

  return {
    check,
    state,
    async delayMs(url) {
      const s = await state(url);
      return s.kind === "rules" ? crawlDelayMs(s.robots, token) : 0;
    },
    async isAllowed(url) {
      try {
        await check(url);
        return true;
      } catch (err) {
        if (isFetchError(err, "robots_disallowed") || isFetchError(err, "robots_unreachable")) return false;
        throw err;
      }
    },
    async sitemaps(url) {
      const s = await state(url);
      return s.kind === "rules" ? s.robots.sitemaps : [];
    },
  };
}

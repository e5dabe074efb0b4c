/**
 * robots.txt (RFC 9309). Fetched through safeFetch (same address/URL gate), cached per origin for
 * the lifetime of one RobotsCache (one scan).
 *
 * - 2xx: parsed. 4xx (except 429): no restrictions. 5xx, 429, network failure, timeout: the origin is
 *   "unreachable" and every URL on it is refused with robots_unreachable, as RFC 9309 §2.3.1.4 asks.
 * - Groups are chosen by our product token (case-insensitive), else "*"; matching groups are merged.
 * - The longest matching Allow/Disallow pattern wins, Allow on a tie; "*" and a final "$" are
 *   special; paths and patterns are percent-encoding-normalised before comparison.
 */
import { FetchError, isFetchError } from "./errors";
import { ROBOTS_PRODUCT_TOKEN, safeFetch, type RequestGate, type SafeFetchOptions } from "./safe-fetch";

export interface RobotsRule {
  allow: boolean;
  /** Normalised pattern, may contain "*" and a final "$". */
  pattern: string;
}

export interface RobotsGroup {
  /** Product tokens as written (lower-cased), or "*". */
  agents: string[];
  rules: RobotsRule[];
  /** Crawl-delay in seconds (a non-standard but common extension), when the group gives one. */
  crawlDelay?: number;
}

/** The longest Crawl-delay honoured: a longer one would not let a scan of a few pages finish in its deadline. */
export const MAX_CRAWL_DELAY_MS = 10_000;

export interface RobotsTxt {
  groups: RobotsGroup[];
  sitemaps: string[];
}

/** RFC 9309 asks crawlers to parse at least 500 KiB; anything after that is ignored. */
export const ROBOTS_PARSE_LIMIT = 500 * 1024;

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

function percentEncodeChar(ch: string): string {
  return Array.from(Buffer.from(ch, "utf8"))
    .map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`)
    .join("");
}

/**
 * Normalises a URL path (or an Allow/Disallow pattern): %XX of unreserved characters is decoded,
 * other %XX is upper-cased, non-ASCII and control/space characters are percent-encoded (UTF-8).
 */
export function normaliseRobotsPath(input: string): string {
  let out = "";
  const chars = Array.from(input);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch === "%" && i + 2 < chars.length && /^[0-9a-fA-F]{2}$/.test(chars.slice(i + 1, i + 3).join(""))) {
      const hex = chars.slice(i + 1, i + 3).join("");
      const decoded = String.fromCharCode(parseInt(hex, 16));
      out += UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
      i += 2;
    } else if (ch.codePointAt(0)! > 0x7e || ch.codePointAt(0)! <= 0x20) {
      out += percentEncodeChar(ch);
    } else {
      out += ch;
    }
  }
  return out;
}

const AGENT_KEYS = new Set(["user-agent", "useragent", "user agent"]);
const ALLOW_KEYS = new Set(["allow"]);
const DISALLOW_KEYS = new Set(["disallow", "dissallow", "dissalow", "disalow", "disallaw"]);

export function parseRobotsTxt(text: string): RobotsTxt {
  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  let current: RobotsGroup | null = null;
  let lastWasAgent = false;
  const body = text.length > ROBOTS_PARSE_LIMIT ? text.slice(0, ROBOTS_PARSE_LIMIT) : text;
  for (const rawLine of body.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, "").trim();
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (AGENT_KEYS.has(key)) {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      if (value !== "") current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if (ALLOW_KEYS.has(key) || DISALLOW_KEYS.has(key)) {
      lastWasAgent = false;
      if (!current || value === "") continue; // rules outside a group and empty rules match nothing
      current.rules.push({ allow: ALLOW_KEYS.has(key), pattern: normaliseRobotsPath(value) });
    } else if (key === "sitemap") {
      if (value !== "") sitemaps.push(value);
    } else if (key === "crawl-delay") {
      lastWasAgent = false;
      const seconds = Number(value);
      if (current && Number.isFinite(seconds) && seconds > 0) current.crawlDelay = Math.max(current.crawlDelay ?? 0, seconds);
    } else {
      // Unknown keys (crawl-delay, host, ...) neither end nor start a group.
    }
  }
  return { groups, sitemaps };
}

function agentToken(agent: string): string {
  if (agent === "*") return "*";
  return (/^[a-z_-]+/.exec(agent)?.[0] ?? "").toLowerCase();
}

/** The merged rules that apply to `productToken` (falling back to the "*" groups). */
export function rulesFor(robots: RobotsTxt, productToken: string = ROBOTS_PRODUCT_TOKEN): RobotsRule[] {
  const token = productToken.toLowerCase();
  const own = robots.groups.filter((g) => g.agents.some((a) => a !== "*" && agentToken(a) === token));
  const chosen = own.length > 0 ? own : robots.groups.filter((g) => g.agents.includes("*"));
  return chosen.flatMap((g) => g.rules);
}

/** The pause between two requests that applies to `productToken`, in ms (0 when none; capped at MAX_CRAWL_DELAY_MS). */
export function crawlDelayMs(robots: RobotsTxt, productToken: string = ROBOTS_PRODUCT_TOKEN): number {
  const token = productToken.toLowerCase();
  const own = robots.groups.filter((g) => g.agents.some((a) => a !== "*" && agentToken(a) === token));
  const chosen = own.length > 0 ? own : robots.groups.filter((g) => g.agents.includes("*"));
  const seconds = Math.max(0, ...chosen.map((g) => g.crawlDelay ?? 0));
  return Math.min(MAX_CRAWL_DELAY_MS, Math.round(seconds * 1000));
}

/** Glob match where "*" matches any run of characters; the whole of `text` must be consumed. */
function globMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let starP = -1;
  let starT = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === "*") {
      starP = p++;
      starT = t;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (starP !== -1) {
      p = starP + 1;
      t = ++starT;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}

export function patternMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith("$")) return globMatch(pattern.slice(0, -1), path);
  return globMatch(`${pattern}*`, path);
}

/** Whether `pathAndQuery` (e.g. "/pricing?plan=pro") may be fetched. */
export function isPathAllowed(robots: RobotsTxt, pathAndQuery: string, productToken: string = ROBOTS_PRODUCT_TOKEN): boolean {
  const path = normaliseRobotsPath(pathAndQuery === "" ? "/" : pathAndQuery);
  if (path === "/robots.txt") return true;
  let best: RobotsRule | null = null;
  for (const rule of rulesFor(robots, productToken)) {
    if (!patternMatches(rule.pattern, path)) continue;
    if (
      best === null ||
      rule.pattern.length > best.pattern.length ||
      (rule.pattern.length === best.pattern.length && rule.allow && !best.allow)
    ) {
      best = rule;
    }
  }
  return best === null || best.allow;
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

/**
 * safeFetch: the one gate every plain-HTTP fetch of a competitor site goes through.
 *
 * - URL policy on the first URL and on every redirect hop (manual redirects, at most 5, loops detected).
 * - A checked DNS lookup handed to node:http/https, so the address actually connected to is public
 *   (or the host is in allowedPrivateHosts); the socket's remote address is checked again on connect,
 *   and on every reuse of a kept-alive socket (keep-alive.ts), against that request's own policy.
 * - One overall deadline (30 s by default) covering every hop and the whole body.
 * - 5 MB cap on wire bytes and on decompressed bytes; charset decoding; conditional requests.
 * - One request at a time per host (host:port); optional robots.txt gate checked before each hop.
 */
import http, { type IncomingHttpHeaders } from "node:http";
import { DEFAULT_MAX_BYTES } from "./body";
import { decodeBody } from "./charset";
import { FetchError, parseRetryAfter } from "./errors";
import { abortable, defaultHostQueue, type HostQueue } from "./host-queue";
import { mapNetworkError, requestOnce, type HopContext, type RawResponse } from "./request-once";
import { type ResolveHost, systemResolve } from "./resolve";
import { checkUrl, type UrlPolicyOptions } from "./url-policy";

export const ROBOTS_PRODUCT_TOKEN = "RivalscopeBot";
export const DEFAULT_USER_AGENT = `Mozilla/5.0 (compatible; ${ROBOTS_PRODUCT_TOKEN}/1.0; competitor monitoring; honours robots.txt)`;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_REDIRECTS = 5;
/** A host's backoff (after 429/503) up to this long is waited out; a longer one fails the fetch at once. */
export const MAX_BACKOFF_WAIT_MS = 10_000;

/** The User-Agent with a contact URL, e.g. buildUserAgent(env.APP_URL). */
export function buildUserAgent(appUrl?: string | null): string {
  if (!appUrl) return DEFAULT_USER_AGENT;
  return `Mozilla/5.0 (compatible; ${ROBOTS_PRODUCT_TOKEN}/1.0; +${appUrl.replace(/\/+$/, "")}/bot)`;
}

/** Something that can veto a URL before it is requested (robots.txt). Throws a FetchError to refuse. */
export interface RequestGate {
  check(url: string, signal?: AbortSignal): Promise<void>;
  /** The pause to keep between two requests to the URL's host (robots.txt Crawl-delay), in ms. */
  delayMs?(url: string): Promise<number>;
}

export interface SafeFetchOptions extends UrlPolicyOptions {
  /** Overall deadline for all hops and the body, from the moment the host's turn comes. Default 30 000. */
  timeoutMs?: number;
  /** Cap on wire bytes and on decompressed bytes. Default 5 MB. */
  maxBytes?: number;
  /** Redirects followed before too_many_redirects. Default 5. */
  maxRedirects?: number;
  /** Validators from the previous fetch, sent as If-None-Match / If-Modified-Since. */
  etag?: string | null;
  lastModified?: string | null;
  userAgent?: string;
  accept?: string;
  /** Extra request headers (cannot override Host, Accept-Encoding or the validators). */
  headers?: Record<string, string>;
  /** Cancels the fetch (rejects with network_error "cancelled" unless the reason is a FetchError). */
  signal?: AbortSignal;
  /** DNS resolution; defaults to the system resolver. */
  resolveHost?: ResolveHost;
  /** Per-host serialisation; defaults to the process-wide queue. */
  hostQueue?: HostQueue;
  /** Checked before every hop (robots.txt). */
  robots?: RequestGate;
  /** When false, 4xx/5xx/429 are returned instead of thrown. Default true. */
  throwHttpErrors?: boolean;
  /**
   * Back off a host that answered 429 or 503 (Retry-After, else 30 s / 2 s doubling): until then its
   * requests wait, or fail at once with rate_limited when the wait is longer than MAX_BACKOFF_WAIT_MS
   * (or the deadline), without reaching it. Kept in the host queue. Default false.
   */
  backoff?: boolean;
}

export interface SafeFetchResponse {
  /** Final URL after redirects. */
  url: string;
  status: number;
  /** True for 2xx and 304. */
  ok: boolean;
  notModified: boolean;
  /** Lower-case header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  contentType: string | null;
  /** Decoded text ("" on 304). */
  body: string;
  /** Decompressed body bytes. */
  bytes: Buffer;
  charset: string | null;
  etag: string | null;
  lastModified: string | null;
  /** URLs that redirected, in order (empty when there was no redirect). */
  redirects: string[];
  /** The IP address the final response came from. */
  address: string | null;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function flattenHeaders(h: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    out[k] = Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
}

export function httpError(status: number, headers: Record<string, string>, url: string): FetchError {
  const text = http.STATUS_CODES[status] ?? "Unknown status";
  if (status === 429) {
    const retryAfter = parseRetryAfter(headers["retry-after"]);
    const wait = retryAfter === null ? "" : ` Retry after ${retryAfter} s.`;
    return new FetchError("rate_limited", `The site is rate-limiting us (HTTP 429 ${text}).${wait}`, {
      url,
      status,
      retryAfter,
    });
  }
  return new FetchError("http_error", `The site answered HTTP ${status} (${text}).`, { url, status });
}

function linkSignal(external: AbortSignal | undefined, controller: AbortController): () => void {
  if (!external) return () => {};
  const onAbort = () => {
    const reason = external.reason;
    controller.abort(reason instanceof FetchError ? reason : new FetchError("network_error", "The fetch was cancelled.", { cause: reason }));
  };
  if (external.aborted) onAbort();
  else external.addEventListener("abort", onAbort, { once: true });
  return () => external.removeEventListener("abort", onAbort);
}

function requestHeaders(opts: SafeFetchOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "User-Agent": opts.userAgent ?? DEFAULT_USER_AGENT,
    Accept: opts.accept ?? "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "Accept-Language": "en-US,en;q=0.9",
    ...opts.headers,
    "Accept-Encoding": "gzip, deflate, br",
  };
  if (opts.etag) headers["If-None-Match"] = opts.etag;
  if (opts.lastModified) headers["If-Modified-Since"] = opts.lastModified;
  return headers;
}

/** A short backoff is waited out (like a Crawl-delay); a long one ends the fetch at once. */
async function waitOutBackoff(queue: HostQueue, url: URL, timeoutMs: number, signal: AbortSignal): Promise<void> {
  const wait = queue.backoffUntil(url.host) - Date.now();
  if (wait > Math.min(timeoutMs, MAX_BACKOFF_WAIT_MS)) {
    throw new FetchError("rate_limited", `The site asked us to slow down (HTTP 429/503); we try again after ${new Date(Date.now() + wait).toISOString()}.`, {
      url: url.href,
      retryAfter: Math.ceil(wait / 1000),
    });
  }
  if (wait > 0) await abortable(new Promise<void>((r) => setTimeout(r, wait)), signal);
}

/** Keeps the host's backoff: a 429 or 503 starts or lengthens it, any other answer below 500 ends it. */
function noteHostAnswer(queue: HostQueue, host: string, status: number, headers: Record<string, string>): void {
  if (status === 429 || status === 503) queue.noteRefusal(host, parseRetryAfter(headers["retry-after"]), status);
  else if (status < 500) queue.noteSuccess(host);
}

/**
 * Where a redirect leads, or null when the response is not a redirect. Throws on an invalid
 * Location, a loop (back to a URL already visited) and one redirect too many.
 */
function redirectTarget(
  status: number,
  headers: Record<string, string>,
  from: URL,
  hops: { visited: Set<string>; redirects: string[]; max: number },
): URL | null {
  if (!REDIRECT_STATUSES.has(status) || !headers.location) return null;
  let next: URL;
  try {
    next = new URL(headers.location, from);
  } catch {
    throw new FetchError("http_error", `The site redirected to an invalid address ("${headers.location.slice(0, 200)}").`, {
      url: from.href,
      status,
    });
  }
  next.hash = "";
  if (hops.visited.has(next.href)) {
    throw new FetchError("redirect_loop", `The site redirects in a loop (back to ${next.href}).`, { url: from.href });
  }
  if (hops.redirects.length >= hops.max) {
    throw new FetchError("too_many_redirects", `The site redirected more than ${hops.max} times.`, { url: from.href });
  }
  return next;
}

/** The final hop's answer: an HTTP error thrown (unless throwHttpErrors is false), else decoded. */
function finalResponse(raw: RawResponse, flat: Record<string, string>, url: string, redirects: string[], opts: SafeFetchOptions): SafeFetchResponse {
  const notModified = raw.status === 304;
  const ok = (raw.status >= 200 && raw.status < 300) || notModified;
  if (!ok && (opts.throwHttpErrors ?? true)) throw httpError(raw.status, flat, url);
  const contentType = flat["content-type"] ?? null;
  const decoded = notModified ? null : decodeBody(raw.body, contentType);
  return {
    url,
    status: raw.status,
    ok,
    notModified,
    headers: flat,
    contentType,
    body: decoded?.text ?? "",
    bytes: raw.body,
    charset: decoded?.charset ?? null,
    etag: flat.etag ?? (notModified ? (opts.etag ?? null) : null),
    lastModified: flat["last-modified"] ?? (notModified ? (opts.lastModified ?? null) : null),
    redirects,
    address: raw.address,
  };
}

/** Fetches a URL through the gate. Throws FetchError; see the module comment. */
export async function safeFetch(input: string | URL, opts: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const queue = opts.hostQueue ?? defaultHostQueue;
  const throwHttpErrors = opts.throwHttpErrors ?? true;
  const controller = new AbortController();
  const unlink = linkSignal(opts.signal, controller);
  const signal = controller.signal;
  let timer: NodeJS.Timeout | undefined;
  // The one deadline for every hop and the body starts when the first hop's turn comes.
  const startDeadline = (started: string) => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      const secs = Math.round(timeoutMs / 100) / 10;
      controller.abort(new FetchError("timeout", `The site did not finish responding within ${secs} s.`, { url: started }));
    }, timeoutMs);
  };

  const ctx: HopContext = {
    signal,
    maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES,
    headers: requestHeaders(opts),
    resolveHost: opts.resolveHost ?? systemResolve,
    wantsBody: (status) => !REDIRECT_STATUSES.has(status) && status !== 304 && (!throwHttpErrors || status < 400),
  };

  try {
    let target = checkUrl(input, opts);
    const hops = { visited: new Set<string>([target.url.href]), redirects: [] as string[], max: opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS };
    for (;;) {
      if (opts.robots) await abortable(opts.robots.check(target.url.href, signal), signal);
      if (opts.backoff) await waitOutBackoff(queue, target.url, timeoutMs, signal);
      const gap = opts.robots?.delayMs ? await abortable(opts.robots.delayMs(target.url.href), signal) : undefined;
      // Keyed by host and port: two sites on one address (different ports) never wait for each other.
      const release = await queue.acquire(target.url.host, signal, gap);
      startDeadline(target.url.href);
      let raw: RawResponse;
      try {
        raw = await requestOnce(target, ctx);
      } finally {
        release();
      }
      const flat = flattenHeaders(raw.headers);
      if (opts.backoff) noteHostAnswer(queue, target.url.host, raw.status, flat);

      const next = redirectTarget(raw.status, flat, target.url, hops);
      if (!next) return finalResponse(raw, flat, target.url.href, hops.redirects, opts);
      hops.redirects.push(target.url.href);
      hops.visited.add(next.href);
      target = checkUrl(next, opts);
    }
  } catch (err) {
    if (err instanceof FetchError) throw err;
    throw mapNetworkError(err, typeof input === "string" ? input : input.href);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    unlink();
  }
}

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
import https from "node:https";
import { DEFAULT_MAX_BYTES, readBody } from "./body";
import { decodeBody } from "./charset";
import { FetchError, parseRetryAfter } from "./errors";
import { abortable, defaultHostQueue, type HostQueue } from "./host-queue";
import { connectOptions, discardBody, dropIdleSockets, isStaleSocketError } from "./keep-alive";
import { createCheckedLookup, type ResolveHost, systemResolve } from "./resolve";
import { assertAddressAllowed, checkUrl, type CheckedUrl, type UrlPolicyOptions } from "./url-policy";

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

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  address: string | null;
}

interface HopContext {
  signal: AbortSignal;
  maxBytes: number;
  headers: Record<string, string>;
  resolveHost: ResolveHost;
  wantsBody: (status: number) => boolean;
}

function mapNetworkError(err: unknown, url: string): FetchError {
  if (err instanceof FetchError) return err;
  const e = err as NodeJS.ErrnoException;
  const code = e?.code ?? "";
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    // keep the raw string
  }
  let message: string;
  if (code === "ECONNREFUSED") message = `${host} refused the connection.`;
  else if (code === "ECONNRESET" || code === "EPIPE") message = `${host} closed the connection unexpectedly.`;
  else if (code === "ENOTFOUND") message = `Could not resolve ${host}: the domain does not exist.`;
  else if (code === "EHOSTUNREACH" || code === "ENETUNREACH") message = `${host} is unreachable.`;
  else if (code.startsWith("HPE_")) message = `${host} sent an invalid HTTP response.`;
  else if (/CERT|SSL|TLS/i.test(code) || /certificate/i.test(e?.message ?? "")) {
    message = `The TLS certificate of ${host} could not be verified (${code || e.message}).`;
  } else message = `Could not fetch ${url}: ${e?.message ?? String(err)}`;
  return new FetchError("network_error", message, { url, cause: err });
}

/**
 * One request. A request that fails on a reused socket before any response (the server closed the
 * idle connection as we sent it) is sent once more on a new connection: a GET is idempotent.
 */
function requestOnce(target: CheckedUrl, ctx: HopContext, retryStale = true): Promise<RawResponse> {
  const { url } = target;
  const href = url.href;
  const conn = connectOptions(target);
  return new Promise<RawResponse>((resolve, reject) => {
    let settled = false;
    let responded = false;
    const settle = (err: unknown, value?: RawResponse) => {
      if (settled) return;
      settled = true;
      ctx.signal.removeEventListener("abort", onAbort);
      if (err === null) return resolve(value!);
      // Destroys the socket too (a reused one included): it is in an unknown state.
      req.destroy();
      if (retryStale && req.reusedSocket && !responded && !ctx.signal.aborted && !(err instanceof FetchError) && isStaleSocketError(err)) {
        // The other idle sockets to this host were opened as long ago: do not try them either.
        dropIdleSockets(conn);
        return resolve(requestOnce(target, ctx, false));
      }
      reject(mapNetworkError(err, href));
    };
    const onAbort = () => settle(ctx.signal.reason);

    const mod = url.protocol === "https:" ? https : http;
    const req = mod.request({
      ...conn,
      path: `${url.pathname}${url.search}`,
      method: "GET",
      headers: { ...ctx.headers, Host: url.host },
      lookup: createCheckedLookup(target, ctx.resolveHost),
    });
    if (ctx.signal.aborted) return settle(ctx.signal.reason);
    ctx.signal.addEventListener("abort", onAbort, { once: true });

    const checkAddress = (address: string | undefined) => {
      try {
        if (address) assertAddressAllowed(target, address);
      } catch (err) {
        settle(err);
      }
    };
    req.on("socket", (socket) => {
      // A new socket is checked once connected. A kept-alive one was checked under the policy of
      // the request that opened it, which may have allowed what this one does not: check it now,
      // before the request is written to it ("socket" is emitted just before the write).
      if (socket.connecting) socket.once("connect", () => checkAddress(socket.remoteAddress));
      else if (socket.remoteAddress) checkAddress(socket.remoteAddress);
      else socket.destroy(); // closed meanwhile: fails as a stale socket
    });
    req.on("error", (err) => settle(err));
    req.on("response", (res) => {
      responded = true;
      if (settled) return void res.destroy();
      const status = res.statusCode ?? 0;
      const address = res.socket?.remoteAddress ?? null;
      if (!ctx.wantsBody(status)) {
        // Settled once drained, so the socket is back in the pool for the next hop or fetch.
        return void discardBody(res, status).then(() => settle(null, { status, headers: res.headers, body: Buffer.alloc(0), address }));
      }
      readBody(res, { url: href, maxBytes: ctx.maxBytes, signal: ctx.signal }).then(
        (body) => settle(null, { status, headers: res.headers, body, address }),
        (err) => settle(err),
      );
    });
    req.end();
  });
}

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

/** Fetches a URL through the gate. Throws FetchError; see the module comment. */
export async function safeFetch(input: string | URL, opts: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = opts.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const queue = opts.hostQueue ?? defaultHostQueue;
  const throwHttpErrors = opts.throwHttpErrors ?? true;
  const controller = new AbortController();
  const unlink = linkSignal(opts.signal, controller);
  const signal = controller.signal;
  let timer: NodeJS.Timeout | undefined;

  const headers: Record<string, string> = {
    "User-Agent": opts.userAgent ?? DEFAULT_USER_AGENT,
    Accept: opts.accept ?? "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "Accept-Language": "en-US,en;q=0.9",
    ...opts.headers,
    "Accept-Encoding": "gzip, deflate, br",
  };
  if (opts.etag) headers["If-None-Match"] = opts.etag;
  if (opts.lastModified) headers["If-Modified-Since"] = opts.lastModified;

  const ctx: HopContext = {
    signal,
    maxBytes: opts.maxBytes ?? DEFAULT_MAX_BYTES,
    headers,
    resolveHost: opts.resolveHost ?? systemResolve,
    wantsBody: (status) => !REDIRECT_STATUSES.has(status) && status !== 304 && (!throwHttpErrors || status < 400),
  };

  try {
    let target = checkUrl(input, opts);
    const visited = new Set<string>([target.url.href]);
    const redirects: string[] = [];
    for (;;) {
      if (opts.robots) await abortable(opts.robots.check(target.url.href, signal), signal);
      if (opts.backoff) {
        // A short backoff is waited out (like a Crawl-delay); a long one ends the fetch at once.
        const wait = queue.backoffUntil(target.url.host) - Date.now();
        if (wait > Math.min(timeoutMs, MAX_BACKOFF_WAIT_MS)) {
          throw new FetchError("rate_limited", `The site asked us to slow down (HTTP 429/503); we try again after ${new Date(Date.now() + wait).toISOString()}.`, {
            url: target.url.href,
            retryAfter: Math.ceil(wait / 1000),
          });
        }
        if (wait > 0) await abortable(new Promise<void>((r) => setTimeout(r, wait)), signal);
      }
      const gap = opts.robots?.delayMs ? await abortable(opts.robots.delayMs(target.url.href), signal) : undefined;
      // Keyed by host and port: two sites on one address (different ports) never wait for each other.
      const release = await queue.acquire(target.url.host, signal, gap);
      if (timer === undefined) {
        const started = target.url.href;
        timer = setTimeout(() => {
          const secs = Math.round(timeoutMs / 100) / 10;
          controller.abort(new FetchError("timeout", `The site did not finish responding within ${secs} s.`, { url: started }));
        }, timeoutMs);
      }
      let raw: RawResponse;
      try {
        raw = await requestOnce(target, ctx);
      } finally {
        release();
      }
      const flat = flattenHeaders(raw.headers);
      if (opts.backoff) {
        if (raw.status === 429 || raw.status === 503) queue.noteRefusal(target.url.host, parseRetryAfter(flat["retry-after"]), raw.status);
        else if (raw.status < 500) queue.noteSuccess(target.url.host);
      }

      if (REDIRECT_STATUSES.has(raw.status) && flat.location) {
        let next: URL;
        try {
          next = new URL(flat.location, target.url);
        } catch {
          throw new FetchError("http_error", `The site redirected to an invalid address ("${flat.location.slice(0, 200)}").`, {
            url: target.url.href,
            status: raw.status,
          });
        }
        next.hash = "";
        if (visited.has(next.href)) {
          throw new FetchError("redirect_loop", `The site redirects in a loop (back to ${next.href}).`, { url: target.url.href });
        }
        if (redirects.length >= maxRedirects) {
          throw new FetchError("too_many_redirects", `The site redirected more than ${maxRedirects} times.`, { url: target.url.href });
        }
        redirects.push(target.url.href);
        visited.add(next.href);
        target = checkUrl(next, opts);
        continue;
      }

      const notModified = raw.status === 304;
      const ok = (raw.status >= 200 && raw.status < 300) || notModified;
      if (!ok && throwHttpErrors) throw httpError(raw.status, flat, target.url.href);
      const contentType = flat["content-type"] ?? null;
      const decoded = notModified ? null : decodeBody(raw.body, contentType);
      return {
        url: target.url.href,
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
  } catch (err) {
    if (err instanceof FetchError) throw err;
    throw mapNetworkError(err, typeof input === "string" ? input : input.href);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    unlink();
  }
}

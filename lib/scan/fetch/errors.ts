/**
 * Typed failures of the fetch gate. Every path that touches a competitor's site (plain HTTP,
 * robots.txt, the headless browser) reports problems as a FetchError so the scanner can map
 * `code` to a scan status and show `message` to the user.
 */

export const FETCH_ERROR_CODES = [
  "blocked_url",
  "blocked_address",
  "timeout",
  "too_large",
  "too_many_redirects",
  "redirect_loop",
  "http_error",
  "rate_limited",
  "robots_disallowed",
  "robots_unreachable",
  "decode_error",
  "network_error",
  /** A bot wall or challenge page answered instead of the site's content (challenge.ts). */
  "blocked",
] as const;

export type FetchErrorCode = (typeof FETCH_ERROR_CODES)[number];

export interface FetchErrorDetails {
  /** The URL being fetched when the failure happened (the current redirect hop). */
  url?: string;
  /** HTTP status, for http_error / rate_limited / robots_unreachable caused by a 5xx. */
  status?: number;
  /** Seconds to wait before retrying, parsed from Retry-After (rate_limited only). */
  retryAfter?: number | null;
  cause?: unknown;
}

export class FetchError extends Error {
  readonly code: FetchErrorCode;
  readonly url: string | undefined;
  readonly status: number | undefined;
  readonly retryAfter: number | null;

  constructor(code: FetchErrorCode, message: string, details: FetchErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "FetchError";
    this.code = code;
    this.url = details.url;
    this.status = details.status;
    this.retryAfter = details.retryAfter ?? null;
  }
}

export function isFetchError(err: unknown, code?: FetchErrorCode): err is FetchError {
  return err instanceof FetchError && (code === undefined || err.code === code);
}

/**
 * Parses a Retry-After header: either delay-seconds or an HTTP-date.
 * Returns whole seconds from `now` (never negative), or null when absent/unparseable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  if (value == null) return null;
  const v = value.trim();
  if (v === "") return null;
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : null;
  }
  // HTTP-date (IMF-fixdate, RFC 850 or asctime); Date.parse understands all three.
  if (!/[a-z]/i.test(v)) return null;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

import type { DomainError, DomainErrorKind } from "@/lib/errors";
import type { AiErrorKind } from "@/lib/ai/errors";

/**
 * The one error table: every error code the API answers with, and its one HTTP status.
 * A status is never chosen at a throw site; it follows from the code.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  plan_limit: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  internal_error: 500,
  /** A service we call (Stripe, the model provider) failed or answered something unusable. */
  upstream_error: 502,
  /** A service we need is not configured or not reachable (Stripe keys missing, the database down). */
  service_unavailable: 503,
  /** A service we call did not answer in time. */
  upstream_timeout: 504,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Each kind of domain error (lib/errors.ts) answers with one code, so with one status. */
export const DOMAIN_ERROR_CODES = {
  invalid: "validation_error",
  rejected: "bad_request",
  unauthenticated: "unauthorized",
  not_allowed: "forbidden",
  limit_reached: "plan_limit",
  not_found: "not_found",
  conflict: "conflict",
  unavailable: "service_unavailable",
  upstream: "upstream_error",
} as const satisfies Record<DomainErrorKind, ErrorCode>;

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

export interface ApiErrorOptions {
  /** Extra response headers (e.g. `retry-after`). */
  headers?: Record<string, string>;
}

/** The one error type routes throw; the route wrapper turns it into `{ error: { code, message, requestId } }`. */
export class ApiError extends Error {
  public readonly status: number;
  public readonly headers: Record<string, string>;

  constructor(
    public readonly code: ErrorCode,
    message: string,
    opts: ApiErrorOptions = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = statusOf(code);
    this.headers = opts.headers ?? {};
  }
}

/** A failed model call (lib/ai) answers with one code per kind: a timeout is 504, a spent budget 429, anything else 502. */
export const AI_ERROR_CODES = {
  timeout: "upstream_timeout",
  budget_exceeded: "rate_limited",
  upstream: "upstream_error",
  invalid_output: "upstream_error",
  refused: "upstream_error",
  not_configured: "upstream_error",
} as const satisfies Record<AiErrorKind, ErrorCode>;

/** The API error a domain error answers as: its kind's code (DOMAIN_ERROR_CODES), its message. */
export function apiErrorOf(err: DomainError): ApiError {
  return new ApiError(DOMAIN_ERROR_CODES[err.kind], err.message);
}

export const unauthorized = (message = "Authentication required") => new ApiError("unauthorized", message);

/** The one error shape; `requestId` ties the body to the response's `x-request-id` and the server's log lines. */
export function errorBody(code: ErrorCode, message: string, requestId?: string) {
  return { error: { code, message, ...(requestId ? { requestId } : {}) } };
}

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

export const badRequest = (message: string) => new ApiError("bad_request", message);
export const unauthorized = (message = "Authentication required") => new ApiError("unauthorized", message);
export const forbidden = (message: string) => new ApiError("forbidden", message);
export const notFound = (what = "Resource") => new ApiError("not_found", `${what} not found`);
export const conflict = (message: string) => new ApiError("conflict", message);

/** The one error shape; `requestId` ties the body to the response's `x-request-id` and the server's log lines. */
export function errorBody(code: ErrorCode, message: string, requestId?: string) {
  return { error: { code, message, ...(requestId ? { requestId } : {}) } };
}

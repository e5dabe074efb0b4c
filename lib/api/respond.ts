import { ApiError, apiErrorOf, errorBody, statusOf, type ErrorCode } from "./errors";
import { DomainError } from "@/lib/errors";
import { ZodError } from "zod";
import { currentRequestId } from "@/lib/request-context";
import { logger } from "@/lib/log";
import type { Pagination } from "./pagination";


/** Marks a handler result as a paginated list: `{ data, pagination }`. */
export class Paginated<T> {
  constructor(public readonly data: T[], public readonly pagination: Pagination) {}
}

export function paginated<T>(data: T[], total: number, limit: number, offset: number): Paginated<T> {
  return new Paginated(data, { total, limit, offset, hasMore: offset + data.length < total });
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

/** zod's own messages name no field, so they get the field's path; our written messages stand alone. */
const GENERIC = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)/;

export function zodMessage(err: ZodError): string {
  return err.issues
    .map((i) => (i.path.length && GENERIC.test(i.message) ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
}

/** An error response whose status comes from the error table. */
export function errorJson(code: ErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return json(errorBody(code, message, currentRequestId()), statusOf(code), headers);
}

/** Maps anything thrown by a handler to the one error shape (a domain error through apiErrorOf). Unknown errors are logged, never echoed. */
export function errorResponse(err: unknown, where: string): Response {
  const known = err instanceof DomainError ? apiErrorOf(err) : err;
  if (known instanceof ApiError) return errorJson(known.code, known.message, known.headers);
  if (err instanceof ZodError) return errorJson("validation_error", zodMessage(err));
  logger("api").error({ err, where }, `unhandled error in ${where}`);
  return errorJson("internal_error", "Something went wrong on our side. Please try again.");
}

export function toResponse(result: unknown, status = 200): Response {
  if (result instanceof Response) return result;
  if (result instanceof Paginated) return json({ data: result.data, pagination: result.pagination }, status);
  return json({ data: result ?? null }, status);
}

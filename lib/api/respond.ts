import { ApiError, errorBody } from "./errors";
import { ZodError } from "zod";

export interface Pagination { total: number; limit: number; offset: number; hasMore: boolean }

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

/** Maps anything thrown by a handler to the one error shape. Unknown errors are logged, never echoed. */
export function errorResponse(err: unknown, where: string): Response {
  if (err instanceof ApiError) return json(errorBody(err.code, err.message), err.status, err.headers);
  if (err instanceof ZodError) return json(errorBody("validation_error", zodMessage(err)), 400);
  console.error(`[api] unhandled error in ${where}:`, err);
  return json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
}

export function toResponse(result: unknown, status = 200): Response {
  if (result instanceof Response) return result;
  if (result instanceof Paginated) return json({ data: result.data, pagination: result.pagination }, status);
  return json({ data: result ?? null }, status);
}

import { runWithRequest } from "@/lib/request-context";
import { REQUEST_ID_HEADER, requestIdOf } from "./request-id";

/** The response with one more header; a response whose headers are immutable (a redirect, a fetched one) is copied. */
function withHeader(res: Response, name: string, value: string): Response {
  try {
    res.headers.set(name, value);
    return res;
  } catch {
    const headers = new Headers(res.headers);
    headers.set(name, value);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}

/**
 * Gives a route handler its request id (the incoming `x-request-id` when sane, else a new one): error
 * bodies and log lines written while it runs carry it, and the response returns it as `x-request-id`.
 */
export function withRequestId<A extends unknown[]>(handler: (req: Request, ...rest: A) => Promise<Response>) {
  return async (req: Request, ...rest: A): Promise<Response> => {
    const requestId = requestIdOf(req.headers);
    const res = await runWithRequest({ requestId }, () => handler(req, ...rest));
    return withHeader(res, REQUEST_ID_HEADER, requestId);
  };
}

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = "x-request-id";

/** A request id a proxy in front of us may set: a short token of letters, digits and `-_.:` (a UUID, a trace id). */
const SANE = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** The request's id: the incoming `x-request-id` when it is a sane token, otherwise a new UUID. */
export function requestIdOf(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER)?.trim();
  return given && SANE.test(given) ? given : crypto.randomUUID();
}

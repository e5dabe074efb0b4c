import { env } from "@/lib/env";
import { ApiError } from "./errors";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

export function payloadTooLarge(max = env().MAX_BODY_BYTES): ApiError {
  return new ApiError("payload_too_large", `Request body is too large (the limit is ${formatBytes(max)})`);
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n} bytes`;
}

/** Reads the body as text, refusing it with 413 past MAX_BODY_BYTES (declared length or bytes read). */
export async function readBodyText(req: Request, max = env().MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > max) throw payloadTooLarge(max);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(max);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The same request with its body read under the MAX_BODY_BYTES cap (413 past it), for handlers that
 * read the body themselves (form posts, third-party serve handlers): they get a copy that cannot be endless.
 */
export async function withCappedBody(req: Request, max = env().MAX_BODY_BYTES): Promise<Request> {
  if (req.method === "GET" || req.method === "HEAD") return req;
  const text = await readBodyText(req, max);
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  return new Request(req.url, { method: req.method, headers, body: text });
}

export async function readJsonBody(req: Request): Promise<unknown> {
  const text = await readBodyText(req);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("bad_request", "Request body must be valid JSON");
  }
}

/**
 * The origins a browser may reach us at: APP_URL's, and — only behind TRUSTED_PROXIES reverse proxies,
 * which set them — the X-Forwarded-Host / X-Forwarded-Proto the outermost proxy received. A request's
 * own Host (and the URL Next builds from it) is the client's word, so it is never taken.
 */
function ownOrigins(req: Request): Set<string> {
  const e = env();
  const appUrl = new URL(e.APP_URL);
  const origins = new Set<string>([appUrl.origin]);
  if (e.TRUSTED_PROXIES > 0) {
    const host = lastOf(req.headers.get("x-forwarded-host"), e.TRUSTED_PROXIES);
    const proto = lastOf(req.headers.get("x-forwarded-proto"), e.TRUSTED_PROXIES) ?? appUrl.protocol.replace(":", "");
    if (host && /^[\w.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/i.test(host) && (proto === "http" || proto === "https")) origins.add(`${proto}://${host}`.toLowerCase());
  }
  return origins;
}

/** The entry the outermost of `trusted` proxies wrote in a comma-separated forwarded header (each proxy appends one). */
function lastOf(header: string | null, trusted: number): string | undefined {
  if (!header) return undefined;
  const entries = header.split(",").map((s) => s.trim()).filter(Boolean);
  return entries[Math.max(0, entries.length - trusted)];
}

export const CROSS_ORIGIN_MESSAGE = "Cross-site request refused: state-changing requests signed in by cookie must come from this site";
export const JSON_ONLY_MESSAGE = "Requests signed in by cookie must send their body as JSON (Content-Type: application/json)";

/**
 * CSRF defence for requests authenticated by the session cookie: a same-origin Origin (or
 * Sec-Fetch-Site: same-origin) and a JSON content type, which a cross-site form or a simple
 * (non-preflighted) fetch cannot send. Bearer and API-key requests never reach this check.
 */
export function assertSameOriginCookieRequest(req: Request): void {
  const origin = req.headers.get("origin");
  const fetchSite = req.headers.get("sec-fetch-site");
  const sameOrigin = origin && origin !== "null" ? ownOrigins(req).has(origin) : fetchSite === "same-origin";
  if (!sameOrigin) throw new ApiError("forbidden", CROSS_ORIGIN_MESSAGE);
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const hasBody = req.headers.get("content-length") !== null ? Number(req.headers.get("content-length")) > 0 : req.body !== null;
  if (hasBody && type !== "application/json") throw new ApiError("forbidden", JSON_ONLY_MESSAGE);
}

/** Any request whose Origin names another site is refused, whoever it is signed in as. */
export function assertNotCrossOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  if (origin && origin !== "null" && !ownOrigins(req).has(origin)) throw new ApiError("forbidden", CROSS_ORIGIN_MESSAGE);
}

/** The longest string any field may hold when its schema sets no tighter limit. */
export const MAX_STRING_LENGTH = 20_000;
// NUL, and the bidirectional embedding/override/isolate controls that can reorder displayed text.
const FORBIDDEN = /[\u0000\u202A-\u202E\u2066-\u2069]/;

function fieldName(path: (string | number)[]): string {
  return path.length ? path.join(".") : "body";
}

/** The deepest nesting of arrays and objects a body or query may have (this API's bodies use a few). */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects)`;

function assertCleanString(value: string, path: () => (string | number)[]): void {
  if (FORBIDDEN.test(value)) {
    const what = value.includes("\u0000") ? "a NUL byte" : "a text-direction control character";
    throw new ApiError("validation_error", `${fieldName(path())}: contains ${what}, which is not allowed`);
  }
  if (value.length > MAX_STRING_LENGTH) throw new ApiError("validation_error", `${fieldName(path())}: must be at most ${MAX_STRING_LENGTH} characters`);
}

/** One value still to look at; its path is rebuilt from the parents only when an error names it. */
interface Pending { value: unknown; depth: number; parent: Pending | null; key: string | number | null }

function pathOf(p: Pending | null): (string | number)[] {
  const out: (string | number)[] = [];
  for (let at = p; at && at.key !== null; at = at.parent) out.push(at.key);
  return out.reverse();
}

/**
 * Refuses (400, naming the field) NUL bytes, bidi override characters, strings longer than
 * MAX_STRING_LENGTH and nesting deeper than MAX_JSON_DEPTH anywhere in a JSON body or query, before
 * any schema or handler sees them. The walk is iterative (an explicit stack), so no input depth can
 * exhaust the call stack, and it stops at the depth bound.
 */
export function assertCleanStrings(value: unknown, path: (string | number)[] = []): void {
  const stack: Pending[] = [{ value, depth: 0, parent: null, key: null }];
  while (stack.length > 0) {
    const at = stack.pop()!;
    const v = at.value;
    if (typeof v === "string") {
      assertCleanString(v, () => [...path, ...pathOf(at)]);
      continue;
    }
    if (!v || typeof v !== "object") continue;
    if (at.depth >= MAX_JSON_DEPTH) throw new ApiError("validation_error", TOO_DEEP_MESSAGE);
    // Pushed last to first, so fields are looked at in order (a key before its value).
    const children: Pending[] = [];
    if (Array.isArray(v)) {
      v.forEach((item, i) => children.push({ value: item, depth: at.depth + 1, parent: at, key: i }));
    } else {
      for (const [k, item] of Object.entries(v)) {
        assertCleanString(k, () => [...path, ...pathOf(at), "(key)"]);
        children.push({ value: item, depth: at.depth + 1, parent: at, key: k });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

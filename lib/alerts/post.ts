/**
 * The one way an alert leaves the building: a POST to a user's endpoint under the scanner's address
 * policy (lib/scan/fetch: http/https only, public addresses only unless SCAN_ALLOWED_PRIVATE_HOSTS
 * lists the host, the address checked at DNS time and again on connect), with a deadline, a cap on
 * what we send and on what we read back, and no redirects followed (a redirect is a failed delivery,
 * so a public URL can never bounce the payload to an internal address).
 */
import http from "node:http";
import https from "node:https";
import { env } from "@/lib/env";
import { FetchError } from "@/lib/scan/fetch";
import { createCheckedLookup } from "@/lib/scan/fetch/resolve";
import { assertAddressAllowed, checkUrl } from "@/lib/scan/fetch/url-policy";
import { isPolicyRefusal, policyMessage } from "./target";

export const DELIVERY_TIMEOUT_MS = 10_000;
/** Bytes of a receiver's answer we read (the rest is dropped: only the status matters). */
export const MAX_RESPONSE_BYTES = 64 * 1024;
/** Largest payload we send. */
export const MAX_PAYLOAD_BYTES = 256 * 1024;

export interface PostOutcome {
  ok: boolean;
  status: number | null;
  /** Why it failed, in words for the delivery log. */
  error: string | null;
  /** The start of the receiver's answer. */
  body: string;
  /** The address policy refused the target, or it redirected: another attempt cannot succeed. */
  refused: boolean;
}

export interface PostOptions {
  headers: Record<string, string>;
  timeoutMs?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function describe(err: unknown, host: string): string {
  if (err instanceof FetchError) return isPolicyRefusal(err) ? `Refused: ${policyMessage(err)}` : err.message;
  const code = (err as NodeJS.ErrnoException)?.code ?? "";
  if (code === "ECONNREFUSED") return `${host} refused the connection.`;
  if (code === "ECONNRESET" || code === "EPIPE") return `${host} closed the connection unexpectedly.`;
  if (code === "ENOTFOUND") return `Could not resolve ${host}: the domain does not exist.`;
  if (/CERT|SSL|TLS/i.test(code)) return `The TLS certificate of ${host} could not be verified (${code}).`;
  return `Could not reach ${host}: ${err instanceof Error ? err.message : String(err)}`;
}

/** POSTs `body` as JSON. Never throws: the outcome says what happened. */
export function postJson(url: string, body: string, opts: PostOptions): Promise<PostOutcome> {
  let target: ReturnType<typeof checkUrl>;
  try {
    target = checkUrl(url, { allowedPrivateHosts: env().allowedPrivateHosts });
  } catch (err) {
    return Promise.resolve({ ok: false, status: null, error: describe(err, url), body: "", refused: isPolicyRefusal(err) });
  }
  if (Buffer.byteLength(body) > MAX_PAYLOAD_BYTES) {
    return Promise.resolve({ ok: false, status: null, error: `The payload is larger than ${MAX_PAYLOAD_BYTES / 1024} KB.`, body: "", refused: true });
  }
  const host = target.url.host;
  const timeoutMs = opts.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const chunks: Buffer[] = [];
    let read = 0;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(outcome);
    };
        const fail = (err: unknown) => settle({ ok: false, status: null, error: describe(err, host), body: "", refused: isPolicyRefusal(err) });
    const mod = target.url.protocol === "https:" ? https : http;
    const req = mod.request({
      protocol: target.url.protocol,
      host: target.literal ?? target.hostname,
      port: target.port,
      ...(target.url.protocol === "https:" && target.literal === null ? { servername: target.hostname } : {}),
      path: `${target.url.pathname}${target.url.search}`,
      method: "POST",
      agent: false,
      headers: { ...opts.headers, "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), Host: host },
      lookup: createCheckedLookup(target, undefined),
    });
    const timer = setTimeout(() => fail(new FetchError("timeout", `${host} did not answer within ${timeoutMs / 1000} s.`)), timeoutMs);
    req.on("socket", (socket) => {
      socket.once("connect", () => {
        try {
          if (socket.remoteAddress) assertAddressAllowed(target, socket.remoteAddress);
        } catch (err) {
          fail(err);
        }
      });
    });
    req.on("error", fail);
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const finish = () => {
        const text = Buffer.concat(chunks).toString("utf8").slice(0, 500);
        if (REDIRECTS.has(status)) {
          return settle({ ok: false, status, error: `The endpoint redirected (HTTP ${status}${res.headers.location ? ` to ${String(res.headers.location).slice(0, 200)}` : ""}); redirects are not followed. Use the final URL.`, body: text, refused: true });
        }
        const ok = status >= 200 && status < 300;
        settle({ ok, status, error: ok ? null : `The endpoint answered HTTP ${status} (${http.STATUS_CODES[status] ?? "Unknown status"}).`, body: text, refused: false });
      };
      res.on("data", (chunk: Buffer) => {
        if (read >= MAX_RESPONSE_BYTES) return;
        chunks.push(chunk.subarray(0, MAX_RESPONSE_BYTES - read));
        read += chunk.length;
        // Enough read: the status is known, the rest is not worth the wait.
        if (read >= MAX_RESPONSE_BYTES) finish();
      });
      res.on("end", finish);
      res.on("error", fail);
    });
    req.end(body);
  });
}

/**
 * One HTTP request of safeFetch (one hop): the checked DNS lookup, the socket's address checked on
 * connect and on every reuse of a kept-alive socket, the body read under its caps, and node's
 * network errors turned into FetchErrors with a readable message.
 */
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import { readBody } from "./body";
import { FetchError } from "./errors";
import { connectOptions, discardBody, dropIdleSockets, isStaleSocketError } from "./keep-alive";
import { createCheckedLookup, type ResolveHost } from "./resolve";
import { assertAddressAllowed, type CheckedUrl } from "./url-policy";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  address: string | null;
}

export interface HopContext {
  signal: AbortSignal;
  maxBytes: number;
  headers: Record<string, string>;
  resolveHost: ResolveHost;
  wantsBody: (status: number) => boolean;
}

export function mapNetworkError(err: unknown, url: string): FetchError {
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
export function requestOnce(target: CheckedUrl, ctx: HopContext, retryStale = true): Promise<RawResponse> {
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

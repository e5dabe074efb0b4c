/**
 * A local forward proxy that every Chromium connection goes through (--proxy-server).
 *
 * Request interception sees documents, scripts, XHR, images and redirects, but not WebSockets,
 * and Chromium resolves host names itself after interception said yes (a DNS-rebinding window).
 * With this proxy Chromium never resolves or connects on its own: the proxy applies the same URL
 * policy and connects only to addresses that passed the checked lookup. Plain HTTP is forwarded;
 * HTTPS and WSS go through CONNECT tunnels; anything else is refused.
 */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { FetchError } from "../fetch/errors";
import { createCheckedLookup, resolveChecked, type ResolveHost, systemResolve } from "../fetch/resolve";
import { checkUrl, type UrlPolicyOptions } from "../fetch/url-policy";

export interface EgressProxyOptions extends UrlPolicyOptions {
  resolveHost?: ResolveHost;
  /** Idle timeout for proxied connections. Default 60 s. */
  idleTimeoutMs?: number;
  /** Called for every refused connection (for logs and the render's blocked list). */
  onBlocked?: (target: string, reason: string) => void;
}

export interface EgressProxy {
  port: number;
  /** "http://127.0.0.1:<port>" for --proxy-server. */
  url: string;
  close(): Promise<void>;
}

/** Response header set on requests the proxy refused (value: the reason). */
export const BLOCKED_HEADER = "x-rivalscope-blocked";

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function headerSafe(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, "?").slice(0, 300);
}

function reasonOf(err: unknown): string {
  return err instanceof FetchError ? err.message : err instanceof Error ? err.message : String(err);
}

/** What the request handlers share: the policy, the resolver, the idle timeout and the socket set. */
interface ProxyContext {
  opts: EgressProxyOptions;
  resolve: ResolveHost;
  idle: number;
  track: (s: Duplex) => void;
}

/** Plain HTTP: the absolute URL is checked, then forwarded to the checked address only. */
function forwardHttp(ctx: ProxyContext, req: http.IncomingMessage, res: http.ServerResponse): void {
  const { opts } = ctx;
  let target;
  try {
    target = checkUrl(req.url ?? "", opts);
    if (target.url.protocol !== "http:") throw new FetchError("blocked_url", "Only plain HTTP is forwarded without CONNECT.");
  } catch (err) {
    opts.onBlocked?.(req.url ?? "", reasonOf(err));
    res.writeHead(403, { "Content-Type": "text/plain", [BLOCKED_HEADER]: headerSafe(reasonOf(err)) });
    return void res.end(`Blocked by Rivalscope: ${reasonOf(err)}`);
  }
  const headers: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = v;
  headers.connection = "close";
  const upstream = http.request({
    host: target.literal ?? target.hostname,
    port: target.port,
    path: `${target.url.pathname}${target.url.search}`,
    method: req.method,
    headers,
    agent: false,
    lookup: createCheckedLookup(target, ctx.resolve),
    timeout: ctx.idle,
  });
  upstream.on("response", (up) => {
    const out: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(up.headers)) {
      if (!HOP_BY_HOP.has(k) && k !== BLOCKED_HEADER && v !== undefined) out[k] = v;
    }
    res.writeHead(up.statusCode ?? 502, up.statusMessage, out);
    up.pipe(res);
    up.on("error", () => res.destroy());
  });
  upstream.on("timeout", () => upstream.destroy(new Error("upstream timeout")));
  upstream.on("error", (err) => {
    const isBlock = err instanceof FetchError && err.code.startsWith("blocked");
    if (isBlock) opts.onBlocked?.(target.url.href, err.message);
    if (!res.headersSent) {
      const blockedHeader = isBlock ? { [BLOCKED_HEADER]: headerSafe(err.message) } : {};
      res.writeHead(isBlock ? 403 : 502, { "Content-Type": "text/plain", ...blockedHeader });
      res.end(`Blocked by Rivalscope: ${reasonOf(err)}`);
    } else res.destroy();
  });
  req.pipe(upstream);
}

/** CONNECT (HTTPS, WSS): the host is checked and resolved, and the tunnel opens to a checked address. */
function tunnelConnect(ctx: ProxyContext, req: http.IncomingMessage, client: Duplex, head: Buffer): void {
  const { opts, track } = ctx;
  track(client);
  client.on("error", () => client.destroy());
  const refuse = (status: string, why: string) => {
    opts.onBlocked?.(req.url ?? "", why);
    client.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\nBlocked by Rivalscope: ${why}`);
  };
  let target;
  try {
    target = checkUrl(`https://${req.url ?? ""}/`, opts);
  } catch (err) {
    return refuse("403 Forbidden", reasonOf(err));
  }
  resolveChecked(target, ctx.resolve).then(
    (addresses) => {
      if (client.destroyed) return;
      const upstream = net.connect({ host: addresses[0].address, port: target.port });
      track(upstream);
      upstream.setTimeout(ctx.idle, () => upstream.destroy());
      upstream.once("connect", () => {
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length > 0) upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on("error", () => {
        if (!client.destroyed) client.end("HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n");
      });
      upstream.on("close", () => client.destroy());
      client.on("close", () => upstream.destroy());
    },
    (err: unknown) => refuse(err instanceof FetchError && err.code.startsWith("blocked") ? "403 Forbidden" : "502 Bad Gateway", reasonOf(err)),
  );
}

export async function startEgressProxy(opts: EgressProxyOptions = {}): Promise<EgressProxy> {
  const idle = opts.idleTimeoutMs ?? 60_000;
  const sockets = new Set<Duplex>();
  const track = (s: Duplex) => {
    sockets.add(s);
    s.once("close", () => sockets.delete(s));
  };
  const ctx: ProxyContext = { opts, resolve: opts.resolveHost ?? systemResolve, idle, track };

  const server = http.createServer((req, res) => forwardHttp(ctx, req, res));
  server.on("connect", (req: http.IncomingMessage, client: Duplex, head: Buffer) => tunnelConnect(ctx, req, client, head));
  // WebSocket upgrades over plain-HTTP proxying are not supported: refuse rather than pass through.
  server.on("upgrade", (req: http.IncomingMessage, socket: Duplex) => {
    opts.onBlocked?.(req.url ?? "", "WebSocket upgrade without CONNECT");
    socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
  });
  server.on("connection", (s: net.Socket) => {
    track(s);
    s.setTimeout(idle, () => s.destroy());
  });
  server.on("clientError", (_err, socket) => socket.destroy());

  await new Promise<void>((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** Launch arguments that route all of Chromium's traffic (loopback included) through the proxy. */
export function proxyLaunchArgs(proxy: EgressProxy): string[] {
  return [
    `--proxy-server=${proxy.url}`,
    // Chromium bypasses proxies for loopback by default; "<-loopback>" removes that exception.
    "--proxy-bypass-list=<-loopback>",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
  ];
}

/**
 * Connection reuse for safeFetch. A re-scan sends a few requests to one host in a row (the host
 * queue serialises them), so one kept-alive socket per host saves a TCP (and TLS) handshake on
 * every request after the first, on both sides.
 *
 * Sockets are reused only within such a burst: an idle socket is closed after IDLE_SOCKET_MS
 * (servers commonly drop idle connections after 5 s, and a socket kept longer would only be
 * reused by the next scan of that host, minutes later). Node's agent also honours a server's
 * `Keep-Alive: timeout=N` hint (it keeps a socket N - 1 s at most, and not at all when N <= 1),
 * and unrefs idle sockets and their timers, so they never keep the process alive.
 *
 * The pool key (Agent#getName) is host, port and, for https, the TLS options including a
 * servername that differs from the host; the protocol picks the agent. A reused socket skips the
 * checked DNS lookup and the connect-time address check, so safeFetch checks its remote address
 * against each request's own policy (allowedPrivateHosts) before anything is written to it.
 */
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { CheckedUrl } from "./url-policy";

/** How long an idle socket waits for the next request to its host before it is closed. */
export const IDLE_SOCKET_MS = 1000;

/** A body we do not read (redirect, 304, unread error page) is drained, to keep the socket, up to this size. */
const DRAIN_MAX_BYTES = 64 * 1024;

/** A drained body that has not ended by then takes its socket down with it. */
const DRAIN_TIMEOUT_MS = 1000;

const agentOptions = {
  keepAlive: true,
  // For free sockets (the agent destroys a free socket whose timeout fires); a socket in use only
  // emits "timeout", which nothing listens to: safeFetch has its own deadline.
  timeout: IDLE_SOCKET_MS,
  // Requests to one host are serial (host queue), so one idle socket per host is all a burst reuses.
  maxFreeSockets: 1,
  scheduling: "lifo" as const,
};

export const httpAgent = new http.Agent(agentOptions);
export const httpsAgent = new https.Agent(agentOptions);

export interface ConnectOptions {
  protocol: string;
  host: string;
  port: number;
  servername?: string;
  agent: http.Agent;
}

/** Where a request to `target` connects, and through which pool. */
export function connectOptions(target: CheckedUrl): ConnectOptions {
  const secure = target.url.protocol === "https:";
  return {
    protocol: target.url.protocol,
    host: target.literal ?? target.hostname,
    port: target.port,
    // No SNI for an IP literal (Node would not send one either).
    ...(secure && target.literal === null ? { servername: target.hostname } : {}),
    agent: secure ? httpsAgent : httpAgent,
  };
}

/** The agent's pool name for these options (the key its free sockets are filed under). */
export function poolName(options: ConnectOptions): string {
  return options.agent.getName(options);
}

/** Closes the idle sockets of one pool, so the next request to it opens a new connection. */
export function dropIdleSockets(options: ConnectOptions): void {
  const idle = options.agent.freeSockets[poolName(options)];
  for (const socket of idle ? [...idle] : []) socket.destroy();
}

const STALE_CODES = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED"]);

/**
 * True when a request failed because the server closed a kept-alive socket just as we reused it
 * (it answers "socket hang up" / ECONNRESET, or the write hits EPIPE), before any response came.
 * Such a GET never reached the application and can be sent again on a new connection.
 */
export function isStaleSocketError(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return typeof code === "string" && STALE_CODES.has(code);
}

/**
 * Reads and drops a response body we do not want (redirect, 304, unread error page), so that the
 * socket can go back to the pool; resolves once the body has ended or the socket has been given
 * up. A body declared larger than DRAIN_MAX_BYTES, or of unknown length that grows past it, or
 * that stalls for DRAIN_TIMEOUT_MS, costs more than a new connection: the socket is closed.
 */
export function discardBody(res: IncomingMessage, status: number): Promise<void> {
  const bodiless = status === 304 || status === 204 || (status >= 100 && status < 200);
  const declared = res.headers["content-length"];
  if (!bodiless && declared !== undefined && !(/^\d+$/.test(declared) && Number(declared) <= DRAIN_MAX_BYTES)) {
    res.destroy();
    return Promise.resolve();
  }
  return new Promise<void>((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const giveUp = () => {
      res.destroy();
      done();
    };
    const timer = setTimeout(giveUp, DRAIN_TIMEOUT_MS);
    timer.unref();
    res.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) giveUp();
    });
    res.once("end", done);
    res.once("close", done);
  });
}

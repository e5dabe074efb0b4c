/**
 * Connection reuse in safeFetch, against real servers on 127.0.0.1 that count connections.
 */
import { execFile } from "node:child_process";
import type { Socket } from "node:net";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchError } from "./errors";
import { HostQueue } from "./host-queue";
import { connectOptions, httpAgent, httpsAgent, IDLE_SOCKET_MS, poolName } from "./keep-alive";
import type { ResolveHost } from "./resolve";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch";
import { html, routes, startServer, type TestServer } from "./testing/servers";
import { checkUrl } from "./url-policy";

let site: TestServer;
/** Answers the first request on a connection; closes the connection when a second one arrives on it. */
let oneShot: TestServer;
const requestsOnSocket = new WeakMap<Socket, number>();

beforeAll(async () => {
  site = await startServer(
    routes({
      "/page": html("<p>page</p>", { ETag: '"v1"' }),
      "/etag": (req, res) => {
        res.writeHead(req.headers["if-none-match"] === '"v1"' ? 304 : 200, { ETag: '"v1"' });
        res.end(req.headers["if-none-match"] === '"v1"' ? undefined : "<p>v1</p>");
      },
      "/moved": (_req, res) => {
        res.writeHead(301, { Location: "/page", "Content-Type": "text/html" });
        res.end("<a href=/page>moved</a>");
      },
      "/gone-big": (_req, res) => {
        // An error page of unknown length (chunked) that turns out larger than the drain cap.
        res.writeHead(410, { "Content-Type": "text/html" });
        res.end("x".repeat(200_000));
      },
      "/hang": () => {},
      "/short-hint": (_req, res) => {
        res.writeHead(200, { "Keep-Alive": "timeout=1" });
        res.end("hint");
      },
    }),
  );
  oneShot = await startServer((req, res) => {
    const n = (requestsOnSocket.get(req.socket) ?? 0) + 1;
    requestsOnSocket.set(req.socket, n);
    if (n > 1) return void req.socket.destroy();
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end("fresh");
  });
});

afterAll(async () => {
  await site?.close();
  await oneShot?.close();
});

const opts = (...servers: TestServer[]): SafeFetchOptions => ({
  allowedPrivateHosts: servers.map((s) => s.hostPort),
  timeoutMs: 3000,
  hostQueue: new HostQueue(),
});

/** Counts the connections `fn` makes to `server`, starting with no idle socket to it. */
async function connectionsFor(server: TestServer, fn: () => Promise<unknown>): Promise<number> {
  httpAgent.destroy();
  const before = server.connections();
  await fn();
  return server.connections() - before;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("keep-alive", () => {
  it("sends 4 sequential fetches to one host over one connection, without Connection: close", async () => {
    const made = await connectionsFor(site, async () => {
      for (let i = 0; i < 4; i++) expect((await safeFetch(`${site.origin}/page`, opts(site))).body).toBe("<p>page</p>");
    });
    expect(made).toBe(1);
    expect(site.hits.at(-1)!.headers.connection).toBe("keep-alive");
    const name = poolName(connectOptions(checkUrl(`${site.origin}/page`, { allowedPrivateHosts: [site.hostPort] })));
    expect(httpAgent.freeSockets[name]).toHaveLength(1);
  });

  it("keeps the socket after 304s, small redirects and small error pages, which are drained", async () => {
    const made = await connectionsFor(site, async () => {
      for (let i = 0; i < 3; i++) expect((await safeFetch(`${site.origin}/etag`, { ...opts(site), etag: '"v1"' })).notModified).toBe(true);
      expect((await safeFetch(`${site.origin}/moved`, opts(site))).redirects).toHaveLength(1);
      const e = await safeFetch(`${site.origin}/nope`, opts(site)).catch((err: unknown) => err);
      expect(e).toMatchObject({ code: "http_error", status: 404 });
      await safeFetch(`${site.origin}/page`, opts(site));
    });
    expect(made).toBe(1);
  });

  it("closes the socket after a large unread body, a timeout or a cancel", async () => {
    const made = await connectionsFor(site, async () => {
      await expect(safeFetch(`${site.origin}/gone-big`, opts(site))).rejects.toMatchObject({ status: 410 });
      await safeFetch(`${site.origin}/page`, opts(site));
      await expect(safeFetch(`${site.origin}/hang`, { ...opts(site), timeoutMs: 200 })).rejects.toMatchObject({ code: "timeout" });
      await safeFetch(`${site.origin}/page`, opts(site));
      const ac = new AbortController();
      setTimeout(() => ac.abort(), 100);
      await expect(safeFetch(`${site.origin}/hang`, { ...opts(site), signal: ac.signal })).rejects.toBeInstanceOf(FetchError);
      await safeFetch(`${site.origin}/page`, opts(site));
    });
    // 410 (destroyed) -> page on a new socket, reused by /hang (destroyed) -> page new, reused by the cancelled one -> page new.
    expect(made).toBe(4);
    // The hung requests' sockets are gone, not left open in the pool's busy list.
    await sleep(20);
    const name = poolName(connectOptions(checkUrl(`${site.origin}/page`, { allowedPrivateHosts: [site.hostPort] })));
    expect(httpAgent.sockets[name] ?? []).toHaveLength(0);
    expect(httpAgent.freeSockets[name]).toHaveLength(1);
  });

  it("closes an idle socket after IDLE_SOCKET_MS, so the next request connects again", async () => {
    const name = poolName(connectOptions(checkUrl(`${site.origin}/page`, { allowedPrivateHosts: [site.hostPort] })));
    const made = await connectionsFor(site, async () => {
      await safeFetch(`${site.origin}/page`, opts(site));
      await sleep(IDLE_SOCKET_MS / 2);
      await safeFetch(`${site.origin}/page`, opts(site)); // still within the idle time: reused
      expect(httpAgent.freeSockets[name]).toHaveLength(1);
      await sleep(IDLE_SOCKET_MS + 300);
      expect(httpAgent.freeSockets[name]).toBeUndefined();
      await safeFetch(`${site.origin}/page`, opts(site));
    });
    expect(made).toBe(2);
  });

  it("does not keep a socket whose server announces Keep-Alive: timeout=1", async () => {
    const made = await connectionsFor(site, async () => {
      await safeFetch(`${site.origin}/short-hint`, opts(site));
      await safeFetch(`${site.origin}/short-hint`, opts(site));
    });
    expect(made).toBe(2);
  });

  it("retries once on a new connection when the server closed the reused socket", async () => {
    const made = await connectionsFor(oneShot, async () => {
      for (let i = 0; i < 3; i++) expect((await safeFetch(`${oneShot.origin}/`, opts(oneShot))).body).toBe("fresh");
    });
    expect(made).toBe(3);
    // Each retry was the reused socket's only failure: 2 refused reuses, 3 answered requests.
    expect(oneShot.hits).toHaveLength(5);
  });

  it("survives a server that closes every connection right after answering", async () => {
    // The close reaches us only after the next request has been written to the socket we kept:
    // without the retry, every other fetch fails with "closed the connection unexpectedly".
    const closer = await startServer((req, res) => {
      const socket = req.socket;
      res.writeHead(200, { "Content-Type": "text/html" });
      res.end("ok", () => socket.destroy());
    });
    try {
      for (let i = 0; i < 30; i++) expect((await safeFetch(`${closer.origin}/`, opts(closer))).body).toBe("ok");
      expect(closer.connections()).toBe(30);
    } finally {
      await closer.close();
    }
  });

  it("never shares a socket between two host names on the same address and port", async () => {
    const fakeDns: ResolveHost = async () => [{ address: "127.0.0.1", family: 4 }];
    const names = [`a.competitor.test:${site.port}`, `b.competitor.test:${site.port}`];
    const o = { ...opts(), allowedPrivateHosts: names, resolveHost: fakeDns };
    const made = await connectionsFor(site, async () => {
      for (const n of [...names, ...names]) await safeFetch(`http://${n}/page`, o);
    });
    expect(made).toBe(2);
  });

  it("keys the pools by protocol, host, port and TLS servername", () => {
    const key = (u: string) => poolName(connectOptions(checkUrl(u)));
    expect(connectOptions(checkUrl("http://example.com/")).agent).toBe(httpAgent);
    expect(connectOptions(checkUrl("https://example.com/")).agent).toBe(httpsAgent);
    expect(key("https://example.com/")).not.toBe(key("https://example.org/"));
    expect(key("https://example.com/")).not.toBe(key("https://example.com:8443/"));
    expect(key("http://example.com/")).not.toBe(key("http://www.example.com/"));
    const base = connectOptions(checkUrl("https://example.com/"));
    expect(poolName({ ...base, servername: "other.example" })).not.toBe(poolName(base));
  });

  it("does not keep a process alive with an idle socket", async () => {
    const modules = ["./safe-fetch.ts", "./keep-alive.ts"].map((m) => JSON.stringify(fileURLToPath(new URL(m, import.meta.url))));
    // The child reports how long it lived after its fetch: an idle socket holding it would make that
    // IDLE_SOCKET_MS at least (the agent's idle timeout), or the server's 5 s.
    const script = `
      const { safeFetch } = await import(${modules[0]});
      const { httpAgent } = await import(${modules[1]});
      const res = await safeFetch(${JSON.stringify(`${site.origin}/page`)}, { allowedPrivateHosts: [${JSON.stringify(site.hostPort)}] });
      const idle = Object.values(httpAgent.freeSockets).flat().length;
      const done = Date.now();
      process.on("exit", () => console.log(JSON.stringify({ body: res.body, idle, lingered: Date.now() - done })));
    `;
    const out = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { timeout: 10_000 }, (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout),
      );
    });
    const report = JSON.parse(out) as { body: string; idle: number; lingered: number };
    expect(report).toMatchObject({ body: "<p>page</p>", idle: 1 });
    expect(report.lingered).toBeLessThan(IDLE_SOCKET_MS / 2);
  });
});

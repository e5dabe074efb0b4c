/**
 * Real HTTP fixture servers for tests, always bound to 127.0.0.1 on a free port.
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface Hit {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
}

export interface TestServer {
  port: number;
  /** "http://127.0.0.1:<port>" */
  origin: string;
  /** "127.0.0.1:<port>", ready for allowedPrivateHosts. */
  hostPort: string;
  /** Every request received, in order (WebSocket upgrades included). */
  hits: Hit[];
  /** TCP connections accepted so far: 0 proves nothing reached the server at all. */
  connections(): number;
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export async function startServer(handler: Handler): Promise<TestServer> {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    hits.push({ method: req.method ?? "GET", path: req.url ?? "/", headers: req.headers });
    handler(req, res);
  });
  let connections = 0;
  server.on("connection", () => connections++);
  server.on("upgrade", (req: IncomingMessage, socket: import("node:stream").Duplex) => {
    hits.push({ method: req.method ?? "GET", path: req.url ?? "/", headers: req.headers });
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    hits,
    connections: () => connections,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Routes by path; unknown paths answer 404. */
export function routes(table: Record<string, Handler>): Handler {
  return (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    const h = table[path];
    if (h) return h(req, res);
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("not found");
  };
}

export function html(body: string, headers: Record<string, string> = {}): Handler {
  return (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...headers });
    res.end(body);
  };
}

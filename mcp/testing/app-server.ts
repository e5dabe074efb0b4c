/**
 * Test adapter: a node:http server on 127.0.0.1 that routes the public API paths the MCP connector
 * uses to the app's real route handlers (real auth, real database), so the connector can be tested
 * as a separate process against a running server without a Next build.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import * as competitors from "@/app/api/competitors/route";
import * as competitor from "@/app/api/competitors/[id]/route";
import * as snapshots from "@/app/api/competitors/[id]/snapshots/route";
import * as changes from "@/app/api/changes/route";
import * as psychology from "@/app/api/psychology/[competitorId]/route";
import * as insights from "@/app/api/insights/route";
import * as insight from "@/app/api/insights/[id]/route";
import * as chat from "@/app/api/chat/route";
import * as priceHistory from "@/app/api/competitors/[id]/price-history/route";
import * as compare from "@/app/api/compare/route";
import * as battlecard from "@/app/api/competitors/[id]/battlecard/route";
import * as mcp from "@/app/api/mcp/route";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Module = Partial<Record<"GET" | "POST" | "PUT" | "DELETE", Handler>>;

const ROUTES: Array<{ pattern: RegExp; keys: string[]; module: Module; name: string }> = [
  { name: "competitors", pattern: /^\/api\/competitors$/, keys: [], module: competitors as Module },
  { name: "snapshots", pattern: /^\/api\/competitors\/([^/]+)\/snapshots$/, keys: ["id"], module: snapshots as Module },
  { name: "price-history", pattern: /^\/api\/competitors\/([^/]+)\/price-history$/, keys: ["id"], module: priceHistory as Module },
  { name: "compare", pattern: /^\/api\/compare$/, keys: [], module: compare as Module },
  { name: "battlecard", pattern: /^\/api\/competitors\/([^/]+)\/battlecard$/, keys: ["id"], module: battlecard as Module },
  { name: "competitor", pattern: /^\/api\/competitors\/([^/]+)$/, keys: ["id"], module: competitor as Module },
  { name: "changes", pattern: /^\/api\/changes$/, keys: [], module: changes as Module },
  { name: "psychology", pattern: /^\/api\/psychology\/([^/]+)$/, keys: ["competitorId"], module: psychology as Module },
  { name: "insights", pattern: /^\/api\/insights$/, keys: [], module: insights as Module },
  { name: "insight", pattern: /^\/api\/insights\/([^/]+)$/, keys: ["id"], module: insight as Module },
  { name: "chat", pattern: /^\/api\/chat$/, keys: [], module: chat as Module },
  { name: "mcp", pattern: /^\/api\/mcp$/, keys: [], module: mcp as Module },
];

export interface AppServer { url: string; hits: string[]; close(): Promise<void> }

/** Starts the adapter; `without` leaves routes out (e.g. "insights", to act like an older server). */
export async function startAppServer(opts: { without?: string[] } = {}): Promise<AppServer> {
  const hits: string[] = [];
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      hits.push(`${req.method} ${url.pathname}`);
      const route = ROUTES.find((r) => r.pattern.test(url.pathname) && !opts.without?.includes(r.name));
      const handler = route?.module[(req.method ?? "GET") as "GET"];
      if (!route || !handler) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "not_found", message: "Not found" } }));
        return;
      }
      const m = route.pattern.exec(url.pathname)!;
      const params = Object.fromEntries(route.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])]));
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(url, { method: req.method, headers, body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined, duplex: "half" } as RequestInit);
      const response = await handler(request, { params: Promise.resolve(params) });
      res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
      if (response.body) for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
      res.end();
    } catch (err) {
      res.writeHead(500, { "content-type": "text/plain" }).end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/**
 * Fixture competitor sites for bench:pipeline, one HTTP server (its own port, so its own host:port)
 * per competitor. Each serves one fixture site under /<site>/ with ETag/Last-Modified and 304s, like
 * tests/fixtures/site-server.ts, and can change one page (`bump()` adds a section to its home page).
 */
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readSiteFile, resolveRoute } from "@/tests/fixtures/fixture-sites";

export interface BenchSite {
  site: string;
  origin: string;
  /** The competitor's address as a user would enter it (host:port/site). */
  domain: string;
  /** Changes the home page (a new section), from the next request on. */
  bump(): void;
  requests(): number;
  close(): Promise<void>;
}

const LAST_MODIFIED = Date.UTC(2025, 2, 14, 9, 0, 0);

export async function startBenchSite(site: string): Promise<BenchSite> {
  let origin = "";
  let bumps = 0;
  let modified = LAST_MODIFIED;
  let count = 0;
  const server: Server = createServer((req, res) => {
    count++;
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const send = (status: number, type: string, text: string, lastModified = modified) => {
      const body = Buffer.from(text);
      const etag = `"${createHash("sha1").update(body).digest("hex").slice(0, 20)}"`;
      const headers: Record<string, string> = { "Content-Type": type, ETag: etag, "Last-Modified": new Date(lastModified).toUTCString(), "Cache-Control": "no-cache" };
      const inm = req.headers["if-none-match"];
      if (status === 200 && typeof inm === "string" && inm.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
        res.writeHead(304, headers).end();
        return;
      }
      res.writeHead(status, { ...headers, "Content-Length": String(body.length) }).end(body);
    };
    if (pathname === "/robots.txt") return send(200, "text/plain; charset=utf-8", `User-agent: *\nAllow: /\nSitemap: ${origin}/${site}/sitemap.xml\n`, LAST_MODIFIED);
    if (pathname === `/${site}`) return void res.writeHead(301, { Location: `/${site}/`, "Content-Length": "0" }).end();
    if (!pathname.startsWith(`/${site}/`)) return send(404, "text/html; charset=utf-8", "<h1>Not found</h1>");
    const sub = pathname.slice(site.length + 1);
    if (/\.(css|js|svg|png|ico|woff2)$/.test(sub)) return send(200, sub.endsWith(".css") ? "text/css" : sub.endsWith(".js") ? "text/javascript" : "image/svg+xml", "/* asset */", LAST_MODIFIED);
    if (sub === "/robots.txt") return send(200, "text/plain; charset=utf-8", `User-agent: *\nAllow: /\nSitemap: ${origin}/${site}/sitemap.xml\n`, LAST_MODIFIED);
    const file = resolveRoute(site, sub);
    const text = file && file !== "expected.json" && file !== "site.json" ? readSiteFile(site, file, "v1", origin) : null;
    if (text === null) return send(404, "text/html; charset=utf-8", "<h1>Not found</h1>");
    let html = text;
    if (file === "home.html" && bumps > 0) {
      const section = `<section><h2>Release notes ${bumps}</h2><p>Version ${bumps} ships scheduled exports and a new audit log for every workspace.</p></section>`;
      html = html.includes("</main>") ? html.replace("</main>", `${section}</main>`) : html.replace("</body>", `${section}</body>`);
    }
    return send(200, file?.endsWith(".xml") ? "application/xml; charset=utf-8" : file?.endsWith(".txt") ? "text/plain; charset=utf-8" : "text/html; charset=utf-8", html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    site,
    origin,
    domain: `127.0.0.1:${port}/${site}`,
    bump() {
      bumps++;
      modified = Math.max(Date.now(), modified + 1000);
    },
    requests: () => count,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

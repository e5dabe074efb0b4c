import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchError } from "./errors";
import { HostQueue } from "./host-queue";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch";
import { html, routes, startServer, type TestServer } from "./testing/servers";

const MB = 1024 * 1024;

async function fetchError(p: Promise<unknown>): Promise<FetchError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(FetchError);
    return err as FetchError;
  }
  throw new Error("expected the fetch to fail");
}

let site: TestServer;
let other: TestServer;
let opts: SafeFetchOptions;
let lastModifiedSeen: string | undefined;
let concurrent = 0;
let maxConcurrent = 0;

beforeAll(async () => {
  other = await startServer(html("<p>internal</p>"));
  const bomb = zlib.gzipSync(Buffer.alloc(64 * MB));
  const brBomb = zlib.brotliCompressSync(Buffer.alloc(64 * MB), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  const page = "<html><body><h1>Pricing</h1>" + "x".repeat(2000) + "</body></html>";
  site = await startServer(
    routes({
      "/ok": html("<html><title>Hello</title><body>ok</body></html>", { ETag: '"v1"' }),
      "/hang": () => {
        /* never answers */
      },
      "/trickle": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        const t = setInterval(() => res.write("x"), 50);
        res.on("close", () => clearInterval(t));
      },
      "/trickle-short": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        let n = 0;
        const t = setInterval(() => {
          res.write(String(n));
          if (++n === 5) {
            clearInterval(t);
            res.end();
          }
        }, 20);
        res.on("close", () => clearInterval(t));
      },
      "/500": (_req, res) => {
        res.writeHead(500);
        res.end("boom");
      },
      "/404": (_req, res) => {
        res.writeHead(404);
        res.end("nope");
      },
      "/429": (_req, res) => {
        res.writeHead(429, { "Retry-After": "120" });
        res.end();
      },
      "/429-date": (_req, res) => {
        res.writeHead(429, { "Retry-After": new Date(Date.now() + 60_000).toUTCString() });
        res.end();
      },
      "/big": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Length": String(10 * MB) });
        res.end(Buffer.alloc(10 * MB, 0x61));
      },
      "/big-chunked": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        let sent = 0;
        const pump = () => {
          while (sent < 10 * MB) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        res.on("error", () => {});
        pump();
      },
      "/gzip-bomb": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
        res.end(bomb);
      },
      "/br-bomb": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "br" });
        res.end(brBomb);
      },
      "/gzip": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip" });
        res.end(zlib.gzipSync(page));
      },
      "/deflate": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "deflate" });
        res.end(zlib.deflateSync(page));
      },
      "/deflate-raw": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "deflate" });
        res.end(zlib.deflateRawSync(page));
      },
      "/br": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "br" });
        res.end(zlib.brotliCompressSync(page));
      },
      "/corrupt-gzip": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
        res.end(Buffer.from("this is not gzip at all"));
      },
      "/zstd": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "zstd" });
        res.end("??");
      },
      "/loop-a": (_req, res) => {
        res.writeHead(302, { Location: "/loop-b" });
        res.end();
      },
      "/loop-b": (_req, res) => {
        res.writeHead(301, { Location: `${site.origin}/loop-a` });
        res.end();
      },
      ...Object.fromEntries(
        Array.from({ length: 8 }, (_, i) => [
          `/chain${i}`,
          (_req: unknown, res: import("node:http").ServerResponse) => {
            res.writeHead(307, { Location: `/chain${i + 1}` });
            res.end();
          },
        ]),
      ),
      "/chain5": html("end of chain"),
      "/to-other": (_req, res) => {
        res.writeHead(302, { Location: `${other.origin}/secret` });
        res.end();
      },
      "/latin1-header": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html; charset=ISO-8859-1" });
        res.end(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35]));
      },
      "/latin1-meta": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end(Buffer.concat([Buffer.from('<html><head><meta charset="windows-1252"></head><body>'), Buffer.from([0x4e, 0x61, 0xef, 0x76, 0x65]), Buffer.from("</body></html>")]));
      },
      "/latin1-http-equiv": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end(Buffer.concat([Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>'), Buffer.from([0xfc, 0x62, 0x65, 0x72])]));
      },
      "/latin1-undeclared": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end(Buffer.from([0x3c, 0x70, 0x3e, 0x50, 0x72, 0xe9, 0x63, 0x69, 0x73]));
      },
      "/bad-utf8": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end(Buffer.from([0x61, 0xff, 0xfe, 0xc3, 0x28, 0x62]));
      },
      "/unknown-charset": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html; charset=x-klingon" });
        res.end("plain ascii");
      },
      "/utf16": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("<p>héllo ✓</p>", "utf16le")]));
      },
      "/etag": (req, res) => {
        if (req.headers["if-none-match"] === '"abc"') {
          res.writeHead(304, { ETag: '"abc"' });
          return void res.end();
        }
        res.writeHead(200, { "Content-Type": "text/html", ETag: '"abc"', "Last-Modified": "Wed, 01 Jan 2025 00:00:00 GMT" });
        res.end("<p>v1</p>");
      },
      "/last-modified": (req, res) => {
        lastModifiedSeen = req.headers["if-modified-since"];
        if (lastModifiedSeen === "Wed, 01 Jan 2025 00:00:00 GMT") {
          res.writeHead(304);
          return void res.end();
        }
        res.writeHead(200, { "Last-Modified": "Wed, 01 Jan 2025 00:00:00 GMT" });
        res.end("x");
      },
      "/slow-counted": (_req, res) => {
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        setTimeout(() => {
          concurrent--;
          res.writeHead(200);
          res.end("done");
        }, 80);
      },
      "/reset": (req) => {
        req.socket.destroy();
      },
      "/truncated": (_req, res) => {
        res.writeHead(200, { "Content-Length": "1000" });
        res.write("only a little");
        setTimeout(() => res.socket?.destroy(), 20);
      },
    }),
  );
  opts = { allowedPrivateHosts: [site.hostPort], timeoutMs: 5000, hostQueue: new HostQueue() };
});

afterAll(async () => {
  await site?.close();
  await other?.close();
});

describe("safeFetch against real fault servers", () => {
  it("fetches a page and reports status, headers, charset, address and redirects", async () => {
    const res = await safeFetch(`${site.origin}/ok`, opts);
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.body).toContain("<title>Hello</title>");
    expect(res.charset).toBe("utf-8");
    expect(res.etag).toBe('"v1"');
    expect(res.address).toBe("127.0.0.1");
    expect(res.redirects).toEqual([]);
    const hit = site.hits.find((h) => h.path === "/ok")!;
    expect(hit.headers["user-agent"]).toMatch(/RivalscopeBot\/1\.0/);
    expect(hit.headers["accept-encoding"]).toBe("gzip, deflate, br");
  });

  it("times out on a server that never answers", async () => {
    const started = Date.now();
    const err = await fetchError(safeFetch(`${site.origin}/hang`, { ...opts, timeoutMs: 300 }));
    expect(err.code).toBe("timeout");
    expect(err.message).toMatch(/within 0\.3 s/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("applies the deadline to the whole body, so a slow trickle cannot hold the scan", async () => {
    const started = Date.now();
    const err = await fetchError(safeFetch(`${site.origin}/trickle`, { ...opts, timeoutMs: 400 }));
    expect(err.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("accepts a slow body that completes within the deadline", async () => {
    const res = await safeFetch(`${site.origin}/trickle-short`, opts);
    expect(res.body).toBe("01234");
  });

  it("turns 5xx and 4xx into http_error with the status", async () => {
    const e500 = await fetchError(safeFetch(`${site.origin}/500`, opts));
    expect(e500.code).toBe("http_error");
    expect(e500.status).toBe(500);
    expect(e500.message).toBe("The site answered HTTP 500 (Internal Server Error).");
    const e404 = await fetchError(safeFetch(`${site.origin}/404`, opts));
    expect(e404).toMatchObject({ code: "http_error", status: 404 });
  });

  it("returns error responses instead of throwing when throwHttpErrors is false", async () => {
    const res = await safeFetch(`${site.origin}/500`, { ...opts, throwHttpErrors: false });
    expect(res).toMatchObject({ status: 500, ok: false });
  });

  it("reports 429 as rate_limited with Retry-After in seconds or as an HTTP date", async () => {
    const e = await fetchError(safeFetch(`${site.origin}/429`, opts));
    expect(e).toMatchObject({ code: "rate_limited", status: 429, retryAfter: 120 });
    expect(e.message).toMatch(/Retry after 120 s/);
    const d = await fetchError(safeFetch(`${site.origin}/429-date`, opts));
    expect(d.code).toBe("rate_limited");
    expect(d.retryAfter).toBeGreaterThanOrEqual(58);
    expect(d.retryAfter).toBeLessThanOrEqual(61);
  });

  it("refuses a 10 MB body (declared and chunked)", async () => {
    const declared = await fetchError(safeFetch(`${site.origin}/big`, opts));
    expect(declared.code).toBe("too_large");
    expect(declared.message).toMatch(/5 MB/);
    const chunked = await fetchError(safeFetch(`${site.origin}/big-chunked`, opts));
    expect(chunked.code).toBe("too_large");
  });

  it("stops a gzip bomb and a brotli bomb at the decompressed cap", async () => {
    const before = process.memoryUsage().rss;
    const gz = await fetchError(safeFetch(`${site.origin}/gzip-bomb`, opts));
    expect(gz.code).toBe("too_large");
    expect(gz.message).toMatch(/after decompression/);
    const br = await fetchError(safeFetch(`${site.origin}/br-bomb`, opts));
    expect(br.code).toBe("too_large");
    expect(process.memoryUsage().rss - before).toBeLessThan(48 * MB);
  });

  it("honours a smaller maxBytes", async () => {
    const e = await fetchError(safeFetch(`${site.origin}/gzip`, { ...opts, maxBytes: 500 }));
    expect(e.code).toBe("too_large");
  });

  it.each(["/gzip", "/deflate", "/deflate-raw", "/br"])("decompresses %s", async (path) => {
    const res = await safeFetch(`${site.origin}${path}`, opts);
    expect(res.body).toMatch(/^<html><body><h1>Pricing<\/h1>x{2000}<\/body><\/html>$/);
  });

  it("reports corrupt or unsupported compression as decode_error", async () => {
    expect((await fetchError(safeFetch(`${site.origin}/corrupt-gzip`, opts))).code).toBe("decode_error");
    const zstd = await fetchError(safeFetch(`${site.origin}/zstd`, opts));
    expect(zstd.code).toBe("decode_error");
    expect(zstd.message).toMatch(/zstd/);
  });

  it("detects redirect loops", async () => {
    const e = await fetchError(safeFetch(`${site.origin}/loop-a`, opts));
    expect(e.code).toBe("redirect_loop");
  });

  it("follows up to 5 redirects, re-checking each hop, and refuses a 6th", async () => {
    const res = await safeFetch(`${site.origin}/chain0`, opts);
    expect(res.body).toBe("end of chain");
    expect(res.url).toBe(`${site.origin}/chain5`);
    expect(res.redirects).toHaveLength(5);
    const e = await fetchError(safeFetch(`${site.origin}/chain0`, { ...opts, maxRedirects: 4 }));
    expect(e.code).toBe("too_many_redirects");
  });

  it("blocks a redirect to a private address that is not allowed, without contacting it", async () => {
    const e = await fetchError(safeFetch(`${site.origin}/to-other`, opts));
    expect(e.code).toBe("blocked_address");
    expect(e.message).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect(other.hits).toHaveLength(0);
    const ok = await safeFetch(`${site.origin}/to-other`, { ...opts, allowedPrivateHosts: [site.hostPort, other.hostPort] });
    expect(ok.body).toBe("<p>internal</p>");
    expect(ok.redirects).toEqual([`${site.origin}/to-other`]);
    expect(other.hits).toHaveLength(1);
  });

  it("decodes a latin1 page from the Content-Type charset", async () => {
    const res = await safeFetch(`${site.origin}/latin1-header`, opts);
    expect(res.body).toBe("Café €5");
    expect(res.charset).toBe("windows-1252");
  });

  it("decodes from <meta charset>, from http-equiv, and sniffs undeclared legacy pages", async () => {
    expect((await safeFetch(`${site.origin}/latin1-meta`, opts)).body).toContain("Naïve");
    expect((await safeFetch(`${site.origin}/latin1-http-equiv`, opts)).body).toContain("über");
    expect((await safeFetch(`${site.origin}/latin1-undeclared`, opts)).body).toBe("<p>Précis");
  });

  it("does not crash on invalid bytes or unknown charsets", async () => {
    const bad = await safeFetch(`${site.origin}/bad-utf8`, opts);
    expect(bad.body.startsWith("a\uFFFD")).toBe(true);
    expect(bad.body.endsWith("(b")).toBe(true);
    expect((await safeFetch(`${site.origin}/unknown-charset`, opts)).body).toBe("plain ascii");
  });

  it("decodes UTF-16 with a BOM", async () => {
    const res = await safeFetch(`${site.origin}/utf16`, opts);
    expect(res.body).toBe("<p>héllo ✓</p>");
    expect(res.charset).toBe("utf-16le");
  });

  it("sends validators and reports notModified on 304 (ETag and Last-Modified)", async () => {
    const first = await safeFetch(`${site.origin}/etag`, opts);
    expect(first.notModified).toBe(false);
    expect(first.etag).toBe('"abc"');
    expect(first.lastModified).toBe("Wed, 01 Jan 2025 00:00:00 GMT");
    const second = await safeFetch(`${site.origin}/etag`, { ...opts, etag: first.etag });
    expect(second).toMatchObject({ status: 304, ok: true, notModified: true, body: "", etag: '"abc"' });
    const lm = await safeFetch(`${site.origin}/last-modified`, { ...opts, lastModified: "Wed, 01 Jan 2025 00:00:00 GMT" });
    expect(lm.notModified).toBe(true);
    expect(lastModifiedSeen).toBe("Wed, 01 Jan 2025 00:00:00 GMT");
  });

  it("sends one request at a time per host", async () => {
    maxConcurrent = 0;
    const results = await Promise.all(Array.from({ length: 4 }, () => safeFetch(`${site.origin}/slow-counted`, opts)));
    expect(results.map((r) => r.body)).toEqual(["done", "done", "done", "done"]);
    expect(maxConcurrent).toBe(1);
  });

  it("reports resets, truncation and refused connections as network_error", async () => {
    expect((await fetchError(safeFetch(`${site.origin}/reset`, opts))).code).toBe("network_error");
    expect((await fetchError(safeFetch(`${site.origin}/truncated`, opts))).code).toBe("network_error");
    const closed = await startServer(html(""));
    await closed.close();
    const refused = await fetchError(safeFetch(`${closed.origin}/`, { ...opts, allowedPrivateHosts: [closed.hostPort] }));
    expect(refused.code).toBe("network_error");
    expect(refused.message).toMatch(/refused the connection/);
  });

  it("can be cancelled with a signal", async () => {
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 100);
    const e = await fetchError(safeFetch(`${site.origin}/hang`, { ...opts, signal: ac.signal }));
    expect(e.code).toBe("network_error");
    expect(e.message).toMatch(/cancelled/);
  });
});

import { describe, it, expect, beforeAll, afterAll } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { crawlDelayMs, parseRobotsTxt, createRobotsCache, isPathAllowed, MAX_CRAWL_DELAY_MS } from "./robots";
import { safeFetch } from "./safe-fetch";
import { HostQueue } from "./host-queue";
import { FetchError } from "./errors";

describe("Crawl-delay", () => {
  it("is read per group, ours before '*', capped", () => {
    const robots = parseRobotsTxt("User-agent: *\nCrawl-delay: 2\nDisallow: /private\n\nUser-agent: RivalscopeBot\nCrawl-delay: 0.5\n");
    expect(crawlDelayMs(robots)).toBe(500);
    expect(crawlDelayMs(robots, "OtherBot")).toBe(2000);
    expect(crawlDelayMs(parseRobotsTxt("User-agent: *\nCrawl-delay: 3600\n"))).toBe(MAX_CRAWL_DELAY_MS);
    expect(crawlDelayMs(parseRobotsTxt("User-agent: *\nCrawl-delay: soon\nDisallow: /x\n"))).toBe(0);
    expect(crawlDelayMs(parseRobotsTxt("User-agent: *\nCrawl-delay: -3\n"))).toBe(0);
    expect(crawlDelayMs(parseRobotsTxt("Crawl-delay: 4\nUser-agent: *\nDisallow: /x\n"))).toBe(0);
    // Our own group without a Crawl-delay does not fall back to "*"'s.
    expect(crawlDelayMs(parseRobotsTxt("User-agent: *\nCrawl-delay: 4\n\nUser-agent: RivalscopeBot\nDisallow: /x\n"))).toBe(0);
    // The rules of the group still apply.
    expect(isPathAllowed(robots, "/private", "OtherBot")).toBe(false);
    expect(isPathAllowed(robots, "/private")).toBe(true);
  });
});

describe("politeness over HTTP", () => {
  let server: http.Server;
  let origin: string;
  const hits: { path: string; at: number }[] = [];
  let refuse = false;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push({ path: req.url ?? "", at: Date.now() });
      if (req.url === "/robots.txt") return void res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nCrawl-delay: 0.3\n");
      if (refuse) return void res.writeHead(429, { "retry-after": "120" }).end("slow down");
      res.writeHead(200, { "content-type": "text/html" }).end("<p>ok</p>");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("keeps the site's Crawl-delay between two requests to it", async () => {
    const hostQueue = new HostQueue();
    const opts = { allowedPrivateHosts: ["127.0.0.1"], hostQueue };
    const robots = createRobotsCache(opts);
    hits.length = 0;
    await safeFetch(`${origin}/a`, { ...opts, robots });
    await safeFetch(`${origin}/b`, { ...opts, robots });
    const a = hits.find((h) => h.path === "/a")!;
    const b = hits.find((h) => h.path === "/b")!;
    expect(b.at - a.at).toBeGreaterThanOrEqual(280);
  });

  it("backs off a host that answered 429: its next requests fail at once without reaching it", async () => {
    const hostQueue = new HostQueue();
    const opts = { allowedPrivateHosts: ["127.0.0.1"], hostQueue, backoff: true };
    refuse = true;
    try {
      await expect(safeFetch(`${origin}/a`, opts)).rejects.toMatchObject({ code: "rate_limited" });
      hits.length = 0;
      const again = await safeFetch(`${origin}/b`, opts).catch((e) => e);
      expect(again).toBeInstanceOf(FetchError);
      expect(again.code).toBe("rate_limited");
      expect(again.retryAfter).toBeGreaterThan(100);
      expect(hits).toEqual([]);
      // Without the option (another caller's own queue) nothing is remembered.
      expect((await safeFetch(`${origin}/c`, { allowedPrivateHosts: ["127.0.0.1"], hostQueue: new HostQueue(), throwHttpErrors: false })).status).toBe(429);
    } finally {
      refuse = false;
    }
    expect(hostQueue.backoffUntil(new URL(origin).host)).toBeGreaterThan(Date.now());
  });

  it("shares robots.txt between scans for a while, but never a failure to read it", async () => {
    const shared = new Map();
    const opts = { allowedPrivateHosts: ["127.0.0.1"], hostQueue: new HostQueue(), shared };
    hits.length = 0;
    await createRobotsCache(opts).check(`${origin}/a`);
    await createRobotsCache(opts).check(`${origin}/b`);
    expect(hits.filter((h) => h.path === "/robots.txt")).toHaveLength(1);
    expect(await createRobotsCache(opts).delayMs(`${origin}/c`)).toBe(300);
    // Expired: asked again.
    await createRobotsCache({ ...opts, sharedTtlMs: 0 }).check(`${origin}/d`);
    expect(hits.filter((h) => h.path === "/robots.txt")).toHaveLength(2);
    // Unreachable (refused): not kept.
    const down = new Map();
    await expect(createRobotsCache({ ...opts, shared: down }).check("http://127.0.0.1:1/x")).rejects.toMatchObject({ code: "robots_unreachable" });
    expect(down.size).toBe(0);
  });

  it("waits out a short backoff (a 503 without Retry-After) instead of failing", async () => {
    const hostQueue = new HostQueue();
    hostQueue.noteRefusal(new URL(origin).host, null, 503);
    const started = Date.now();
    const res = await safeFetch(`${origin}/a`, { allowedPrivateHosts: ["127.0.0.1"], hostQueue, backoff: true });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
    expect(hostQueue.backoffUntil(new URL(origin).host)).toBe(0);
  });

  it("grows the backoff with each refusal in a row when no Retry-After is given, and a normal answer ends it", () => {
    const q = new HostQueue();
    const first = q.noteRefusal("a.example", null) - Date.now();
    const second = q.noteRefusal("a.example", null) - Date.now();
    expect(first).toBeGreaterThan(25_000);
    expect(second).toBeGreaterThan(55_000);
    q.noteSuccess("a.example");
    expect(q.backoffUntil("a.example")).toBe(0);
    // 503 (unavailable for a moment): a short wait first.
    expect(q.noteRefusal("b.example", null, 503) - Date.now()).toBeLessThanOrEqual(2_000);
    expect(q.noteRefusal("b.example", null, 503) - Date.now()).toBeGreaterThan(3_000);
  });
});

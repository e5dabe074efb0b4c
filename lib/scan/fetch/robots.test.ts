import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchError } from "./errors";
import { HostQueue } from "./host-queue";
import { createRobotsCache, isPathAllowed, parseRobotsTxt } from "./robots";
import { safeFetch } from "./safe-fetch";
import { html, routes, startServer, type TestServer } from "./testing/servers";

describe("robots.txt parsing and matching (RFC 9309)", () => {
  it("picks our group by product token, case-insensitively, and falls back to *", () => {
    const robots = parseRobotsTxt(
      [
        "User-agent: *",
        "Disallow: /",
        "",
        "User-agent: rivalscopebot/2.0",
        "Disallow: /private",
        "",
        "User-agent: OtherBot",
        "Disallow: /",
      ].join("\n"),
    );
    expect(isPathAllowed(robots, "/pricing")).toBe(true);
    expect(isPathAllowed(robots, "/private/x")).toBe(false);
    expect(isPathAllowed(robots, "/pricing", "SomeoneElse")).toBe(false);
  });

  it("merges groups for the same agent and lets several agents share a group", () => {
    const robots = parseRobotsTxt(
      "User-agent: a\nUser-agent: RivalscopeBot\nDisallow: /one\n\nUser-agent: RivalscopeBot\nDisallow: /two\n",
    );
    expect(isPathAllowed(robots, "/one")).toBe(false);
    expect(isPathAllowed(robots, "/two")).toBe(false);
    expect(isPathAllowed(robots, "/three")).toBe(true);
    expect(isPathAllowed(robots, "/one", "a")).toBe(false);
  });

  it("uses the longest match, with Allow winning ties", () => {
    const robots = parseRobotsTxt(
      "User-agent: *\nDisallow: /docs/\nAllow: /docs/public/\nDisallow: /docs/public/secret\nAllow: /tie\nDisallow: /tie\n",
    );
    expect(isPathAllowed(robots, "/docs/x")).toBe(false);
    expect(isPathAllowed(robots, "/docs/public/page")).toBe(true);
    expect(isPathAllowed(robots, "/docs/public/secret-plan")).toBe(false);
    expect(isPathAllowed(robots, "/tie")).toBe(true);
  });

  it("supports * and $", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?session=\nDisallow: /a*b*c\nAllow: /a*b*c*d$\n");
    expect(isPathAllowed(robots, "/files/report.pdf")).toBe(false);
    expect(isPathAllowed(robots, "/files/report.pdf?x=1")).toBe(true);
    expect(isPathAllowed(robots, "/files/report.pdfx")).toBe(true);
    expect(isPathAllowed(robots, "/page?session=1")).toBe(false);
    expect(isPathAllowed(robots, "/axxbyyc")).toBe(false);
    expect(isPathAllowed(robots, "/axxbyyczd")).toBe(true);
    expect(isPathAllowed(robots, "/acb")).toBe(true);
    expect(isPathAllowed(robots, `/${"a".repeat(5000)}`)).toBe(true);
  });

  it("normalises percent-encoding on both sides", () => {
    expect(isPathAllowed(parseRobotsTxt("User-agent: *\nDisallow: /foo/bar/baz\n"), "/foo/bar/%62%61%7A")).toBe(false);
    expect(isPathAllowed(parseRobotsTxt("User-agent: *\nDisallow: /foo/bar/%62%61%7A\n"), "/foo/bar/baz")).toBe(false);
    expect(isPathAllowed(parseRobotsTxt("User-agent: *\nDisallow: /a%2fb\n"), "/a%2Fb")).toBe(false);
    expect(isPathAllowed(parseRobotsTxt("User-agent: *\nDisallow: /a%2fb\n"), "/a/b")).toBe(true);
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /foo/bar/ツ\nDisallow: /%7Euser\nDisallow: /path%2Fx\n");
    expect(isPathAllowed(robots, "/foo/bar/%E3%83%84")).toBe(false);
    expect(isPathAllowed(robots, "/foo/bar/%e3%83%84")).toBe(false);
    expect(isPathAllowed(robots, "/~user/home")).toBe(false);
    expect(isPathAllowed(robots, "/path%2fx")).toBe(false);
    expect(isPathAllowed(robots, "/path/x")).toBe(true);
  });

  it("ignores comments, empty rules, rules before any group and unknown lines; keeps sitemaps", () => {
    const robots = parseRobotsTxt(
      "\uFEFFDisallow: /orphan\n# comment\nUser-agent: * # all\nDisallow:\nCrawl-delay: 10\nDisallow: /x # no\nSitemap: https://example.com/sitemap.xml\r\n",
    );
    expect(isPathAllowed(robots, "/orphan")).toBe(true);
    expect(isPathAllowed(robots, "/x")).toBe(false);
    expect(isPathAllowed(robots, "/y")).toBe(true);
    expect(robots.sitemaps).toEqual(["https://example.com/sitemap.xml"]);
  });

  it("always allows /robots.txt and allows everything when there are no groups", () => {
    expect(isPathAllowed(parseRobotsTxt("User-agent: *\nDisallow: /\n"), "/robots.txt")).toBe(true);
    expect(isPathAllowed(parseRobotsTxt(""), "/anything")).toBe(true);
  });
});

describe("robots.txt: the RFC 9309 and Google examples", () => {
  const allowed = (lines: string[], path: string, agent?: string) => isPathAllowed(parseRobotsTxt(lines.join("\n")), path, agent);

  it("matches * and a final $ as the standard's examples do", () => {
    expect(allowed(["User-agent: *", "Disallow: /fish"], "/fish.html")).toBe(false);
    expect(allowed(["User-agent: *", "Disallow: /fish"], "/Fish.asp")).toBe(true);
    expect(allowed(["User-agent: *", "Disallow: /fish/"], "/fish")).toBe(true);
    expect(allowed(["User-agent: *", "Disallow: /*.php"], "/folder/filename.php?parameters")).toBe(false);
    expect(allowed(["User-agent: *", "Disallow: /*.php$"], "/filename.php?parameters")).toBe(true);
    expect(allowed(["User-agent: *", "Disallow: /fish*.php"], "/fishheads/catfish.php?parameters")).toBe(false);
    expect(allowed(["User-agent: *", "Disallow: /a$b"], "/a$b")).toBe(false);
    expect(allowed(["User-agent: *", "Disallow: /$"], "/?q=1")).toBe(true);
  });

  it("lets the longest pattern win, Allow on a tie, whatever the order", () => {
    expect(allowed(["User-agent: *", "Disallow: /", "Allow: /$"], "/")).toBe(true);
    expect(allowed(["User-agent: *", "Disallow: /", "Allow: /$"], "/page")).toBe(false);
    expect(allowed(["User-agent: *", "Allow: /p", "Disallow: /"], "/page")).toBe(true);
    expect(allowed(["User-agent: *", "Allow: /folder", "Disallow: /folder"], "/folder/page")).toBe(true);
    expect(allowed(["User-agent: *", "Allow: /page", "Disallow: /*.htm"], "/page.htm")).toBe(false);
    expect(allowed(["User-agent: *", "Disallow: /*.gif$", "Allow: /*.gif"], "/a.gif")).toBe(false);
  });

  it("reads records loosely but groups strictly", () => {
    expect(allowed(["user-agent:*", "DISALLOW:/x"], "/x")).toBe(false);
    expect(allowed(["User-agent: *", "Dissallow: /x"], "/x")).toBe(false);
    expect(allowed(["Useragent: *", "Disallow: /x"], "/x")).toBe(false);
    expect(allowed(["User-agent: FooBot 1.2", "Disallow: /"], "/x", "FooBot")).toBe(false);
    // Sitemap and unknown records do not split a group: FooBot shares BarBot's rules.
    expect(allowed(["User-agent: FooBot", "Host: a.example", "User-agent: BarBot", "Disallow: /"], "/x", "FooBot")).toBe(false);
    expect(allowed(["User-agent: FooBot", "Sitemap: /s.xml", "User-agent: BarBot", "Disallow: /"], "/x", "FooBot")).toBe(false);
    expect(allowed(["User-agent: *", "Disallow: /x", "", "", "Allow: /x/y"], "/x/y")).toBe(true);
    expect(allowed(["User-agent: *", "Disallow: /ä", "Disallow: /x y"], "/%C3%A4")).toBe(false);
    expect(allowed(["User-agent: *", "Disallow: /ä", "Disallow: /x y"], "/x%20y")).toBe(false);
  });

  it("stops reading after 500 KiB", () => {
    const padding = `# ${"-".repeat(500 * 1024)}\n`;
    expect(isPathAllowed(parseRobotsTxt(`User-agent: *\nDisallow: /a\n${padding}Disallow: /b\n`), "/a")).toBe(false);
    expect(isPathAllowed(parseRobotsTxt(`User-agent: *\nDisallow: /a\n${padding}Disallow: /b\n`), "/b")).toBe(true);
  });
});

describe("robots.txt over real servers", () => {
  let blocking: TestServer;
  let missing: TestServer;
  let broken: TestServer;
  let redirecting: TestServer;

  beforeAll(async () => {
    blocking = await startServer(
      routes({
        "/robots.txt": (_req, res) => {
          res.writeHead(200, { "Content-Type": "text/plain" });
          res.end("User-agent: *\nDisallow: /private\n\nUser-agent: RivalscopeBot\nDisallow: /pricing/internal\nSitemap: /sitemap.xml\n");
        },
        "/pricing": html("<p>pricing</p>"),
        "/private": html("<p>private</p>"),
        "/pricing/internal": html("<p>internal</p>"),
        "/go-internal": (_req, res) => {
          res.writeHead(302, { Location: "/pricing/internal" });
          res.end();
        },
      }),
    );
    missing = await startServer(routes({ "/page": html("<p>no robots here</p>") }));
    broken = await startServer(
      routes({
        "/robots.txt": (_req, res) => {
          res.writeHead(503);
          res.end("down");
        },
        "/page": html("<p>page</p>"),
      }),
    );
    redirecting = await startServer(
      routes({
        "/robots.txt": (_req, res) => {
          res.writeHead(301, { Location: "/real-robots.txt" });
          res.end();
        },
        "/real-robots.txt": (_req, res) => {
          res.writeHead(200);
          res.end("User-agent: *\nDisallow: /nope\n");
        },
      }),
    );
  });

  afterAll(async () => {
    await Promise.all([blocking, missing, broken, redirecting].map((s) => s?.close()));
  });

  const opts = (...servers: TestServer[]) => ({
    allowedPrivateHosts: servers.map((s) => s.hostPort),
    timeoutMs: 3000,
    hostQueue: new HostQueue(),
  });

  it("refuses disallowed paths (including a redirect hop) and allows the rest, fetching robots.txt once", async () => {
    const o = opts(blocking);
    const robots = createRobotsCache(o);
    const ok = await safeFetch(`${blocking.origin}/pricing`, { ...o, robots });
    expect(ok.body).toBe("<p>pricing</p>");
    await expect(safeFetch(`${blocking.origin}/pricing/internal`, { ...o, robots })).rejects.toMatchObject({
      code: "robots_disallowed",
      message: `127.0.0.1:${blocking.port}'s robots.txt does not allow RivalscopeBot to fetch /pricing/internal.`,
    });
    await expect(safeFetch(`${blocking.origin}/go-internal`, { ...o, robots })).rejects.toMatchObject({ code: "robots_disallowed" });
    // Our own group replaces "*", so /private is allowed for RivalscopeBot.
    expect(await robots.isAllowed(`${blocking.origin}/private`)).toBe(true);
    expect(await robots.sitemaps(`${blocking.origin}/`)).toEqual(["/sitemap.xml"]);
    expect(blocking.hits.filter((h) => h.path === "/robots.txt")).toHaveLength(1);
    expect(blocking.hits.some((h) => h.path === "/pricing/internal")).toBe(false);
    expect(blocking.hits.find((h) => h.path === "/robots.txt")!.headers["user-agent"]).toMatch(/RivalscopeBot/);
  });

  it("allows everything when robots.txt is 404", async () => {
    const o = opts(missing);
    const robots = createRobotsCache(o);
    const res = await safeFetch(`${missing.origin}/page`, { ...o, robots });
    expect(res.body).toBe("<p>no robots here</p>");
    expect(await robots.state(`${missing.origin}/`)).toEqual({ kind: "allow_all", reason: "robots.txt answered HTTP 404" });
  });

  it("skips the site with robots_unreachable when robots.txt is 5xx", async () => {
    const o = opts(broken);
    const robots = createRobotsCache(o);
    const err = await safeFetch(`${broken.origin}/page`, { ...o, robots }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FetchError);
    expect(err).toMatchObject({ code: "robots_unreachable", status: 503 });
    expect((err as FetchError).message).toMatch(/robots\.txt could not be read \(HTTP 503\)/);
    expect(broken.hits.some((h) => h.path === "/page")).toBe(false);
  });

  it("treats an unreachable host as robots_unreachable", async () => {
    const gone = await startServer(html(""));
    await gone.close();
    const robots = createRobotsCache(opts(gone));
    await expect(robots.check(`${gone.origin}/page`)).rejects.toMatchObject({ code: "robots_unreachable" });
  });

  it("follows robots.txt redirects", async () => {
    const robots = createRobotsCache(opts(redirecting));
    expect(await robots.isAllowed(`${redirecting.origin}/nope`)).toBe(false);
    expect(await robots.isAllowed(`${redirecting.origin}/yes`)).toBe(true);
  });

  it("propagates blocked addresses instead of fetching robots.txt from them", async () => {
    const robots = createRobotsCache({ timeoutMs: 1000 });
    await expect(robots.check(`${blocking.origin}/pricing`)).rejects.toMatchObject({ code: "blocked_address" });
  });
});

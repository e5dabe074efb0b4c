import { promises as fs } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchError } from "../fetch/errors";
import { systemResolve, type ResolveHost } from "../fetch/resolve";
import { html, routes, startServer, type TestServer } from "../fetch/testing/servers";
import { startEgressProxy } from "./egress-proxy";
import { findChromium } from "./find-chromium";
import { processTree, processTreeRssBytes } from "./memory";
import { createBrowserPool, type BrowserPool } from "./pool";

const chromium = findChromium();

/** Pids of Chromium browser processes (not their helpers) started by this test process. */
async function browserProcesses(): Promise<number[]> {
  const out: number[] = [];
  for (const pid of await processTree(process.pid)) {
    const cmd = await fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
    if (cmd.includes("--remote-debugging-pipe") && !cmd.includes("--type=")) out.push(pid);
  }
  return out.sort();
}
// A missing browser only skips locally; in CI it must fail loudly.
const skipBrowser = chromium === null && process.env.CI !== "true";

describe("findChromium", () => {
  it("prefers an executable preferredPath and ignores missing or non-executable ones", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rs-chrome-"));
    const exe = path.join(dir, "chrome");
    const plain = path.join(dir, "not-exec");
    await fs.writeFile(exe, "#!/bin/sh\n", { mode: 0o755 });
    await fs.writeFile(plain, "", { mode: 0o644 });
    expect(findChromium(exe)).toBe(exe);
    expect(findChromium(plain)).not.toBe(plain);
    expect(findChromium(path.join(dir, "missing"))).toBe(findChromium());
    expect(findChromium(dir)).toBe(findChromium());
    await fs.rm(dir, { recursive: true });
  });
});

describe("process memory", () => {
  it("measures the resident memory of a process tree", async () => {
    expect(await processTree(process.pid)).toContain(process.pid);
    expect(await processTreeRssBytes(process.pid)).toBeGreaterThan(10 * 1024 * 1024);
    expect(await processTreeRssBytes(2 ** 22 + 12345)).toBeNull();
  });
});

describe("egress proxy (second layer under request interception)", () => {
  let victim: TestServer;
  let allowed: TestServer;
  beforeAll(async () => {
    victim = await startServer(html("secret"));
    allowed = await startServer(html("fine"));
  });
  afterAll(async () => {
    await victim?.close();
    await allowed?.close();
  });

  function viaProxy(proxyPort: number, target: string): Promise<{ status: number; blocked?: string; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port: proxyPort, path: target, headers: { Host: new URL(target).host } });
      req.on("response", (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, blocked: res.headers["x-rivalscope-blocked"] as string, body }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  function connectVia(proxyPort: number, authority: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const sock = net.connect(proxyPort, "127.0.0.1", () => sock.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));
      let data = "";
      sock.on("data", (c) => {
        data += c.toString("latin1");
        if (data.includes("\r\n\r\n")) {
          sock.destroy();
          resolve(data.split("\r\n")[0]);
        }
      });
      sock.on("error", reject);
      sock.on("close", () => resolve(data.split("\r\n")[0]));
    });
  }

  it("forwards allowed hosts and refuses private ones for plain HTTP and CONNECT, with a checked DNS", async () => {
    const fakeDns: ResolveHost = async () => [{ address: "127.0.0.1", family: 4 }];
    const proxy = await startEgressProxy({ allowedPrivateHosts: [allowed.hostPort], resolveHost: fakeDns });
    try {
      const ok = await viaProxy(proxy.port, `${allowed.origin}/`);
      expect(ok).toMatchObject({ status: 200, body: "fine" });
      const direct = await viaProxy(proxy.port, `${victim.origin}/`);
      expect(direct.status).toBe(403);
      expect(direct.blocked).toMatch(/loopback/);
      const rebind = await viaProxy(proxy.port, `http://rebind.attacker.test:${victim.port}/`);
      expect(rebind.status).toBe(403);
      expect(rebind.blocked).toMatch(/rebind\.attacker\.test resolves to 127\.0\.0\.1/);
      expect(await connectVia(proxy.port, `127.0.0.1:${victim.port}`)).toMatch(/^HTTP\/1\.1 403/);
      expect(await connectVia(proxy.port, `rebind.attacker.test:${victim.port}`)).toMatch(/^HTTP\/1\.1 403/);
      expect(await connectVia(proxy.port, `169.254.169.254:443`)).toMatch(/^HTTP\/1\.1 403/);
      expect(await connectVia(proxy.port, allowed.hostPort)).toMatch(/^HTTP\/1\.1 200/);
      expect(victim.connections()).toBe(0);
    } finally {
      await proxy.close();
    }
  });
});

describe.skipIf(skipBrowser)("headless Chromium pool", () => {
  let site: TestServer;
  let evil: TestServer;
  let pool: BrowserPool;
  let dir: string;
  let inFlight = 0;
  let maxInFlight = 0;
  const slowStarts: number[] = [];
  const visitCookies: string[] = [];

  beforeAll(async () => {
    expect(chromium, "Chromium is required in CI").not.toBeNull();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "rs-shots-"));
    evil = await startServer(html("<p>internal</p>"));
    const e = () => `http://127.0.0.1:${evil.port}`;
    site = await startServer(
      routes({
        "/app": html(
          `<html><head><title>Acme Pricing</title></head><body><div id="app">loading</div>
           <script>document.getElementById('app').textContent = 'Rendered ' + (6 * 7) + ' plans';</script></body></html>`,
        ),
        "/leaky": html(
          `<html><head><title>Leaky</title><link rel="stylesheet" href="${e()}/style.css"><script src="${e()}/tracker.js"></script></head>
           <body><h1>Leaky page</h1><img src="${e()}/pixel.png"><img src="http://169.254.169.254/latest/meta-data/">
           <iframe src="${e()}/frame"></iframe>
           <script>
             fetch('${e()}/api').catch(() => {});
             const x = new XMLHttpRequest(); x.open('GET', '${e()}/xhr'); x.send();
             try { new WebSocket('ws://127.0.0.1:${evil.port}/ws'); } catch (err) {}
             navigator.sendBeacon('${e()}/beacon', 'x');
             document.body.insertAdjacentHTML('beforeend', '<p id="done">script ran</p>');
           </script></body></html>`,
        ),
        "/rebind": html(
          `<html><body><p>public-looking</p><img src="http://rebind.attacker.test:${evil.port}/pixel.png">
           <script>fetch('http://rebind.attacker.test:${evil.port}/api').catch(() => {});
           try { new WebSocket('ws://rebind.attacker.test:${evil.port}/ws'); } catch (err) {}</script></body></html>`,
        ),
        "/to-evil": (_req, res) => {
          res.writeHead(302, { Location: `${e()}/admin` });
          res.end();
        },
        "/moved": (_req, res) => {
          res.writeHead(301, { Location: "/app" });
          res.end();
        },
        "/slow": (_req, res) => {
          slowStarts.push(Date.now());
          inFlight++;
          maxInFlight = Math.max(maxInFlight, inFlight);
          setTimeout(() => {
            inFlight--;
            res.writeHead(200, { "Content-Type": "text/html" });
            res.end("<p>slow</p>");
          }, 300);
        },
        "/hang": () => {
          /* never answers */
        },
        "/visit": (req, res) => {
          visitCookies.push(req.headers.cookie ?? "");
          res.writeHead(200, { "Content-Type": "text/html", "Set-Cookie": "rs_server=1; Max-Age=86400; Path=/" });
          res.end(`<html><body><p id="seen">checking</p><script>
            const seen = [];
            if (document.cookie.includes('rs_visit=1')) seen.push('cookie');
            if (localStorage.getItem('rs_visit')) seen.push('localStorage');
            if (sessionStorage.getItem('rs_visit')) seen.push('sessionStorage');
            document.cookie = 'rs_visit=1; max-age=86400; path=/';
            localStorage.setItem('rs_visit', '1');
            sessionStorage.setItem('rs_visit', '1');
            const open = indexedDB.open('rs_visit');
            let created = false;
            open.onupgradeneeded = () => { created = true; open.result.createObjectStore('x'); };
            open.onsuccess = () => {
              if (!created) seen.push('indexedDB');
              document.getElementById('seen').textContent = 'seen: ' + (seen.join(',') || 'nothing');
            };
          </script></body></html>`);
        },
        "/built": html(
          `<html><body><div id="root"></div><script src="/bundle.js"></script><link rel="stylesheet" href="/look.css">
           <script>fetch('/plans.json').then((r) => r.json()).then((d) => { document.getElementById('root').textContent = d.plan; });</script></body></html>`,
        ),
        "/bundle.js": (_req, res) => void res.writeHead(200, { "Content-Type": "text/javascript", ETag: '"b1"' }).end("window.built = true;"),
        "/look.css": (_req, res) => void res.writeHead(200, { "Content-Type": "text/css" }).end("body { color: black }"),
        "/plans.json": (_req, res) => void res.writeHead(200, { "Content-Type": "application/json", "Last-Modified": "Tue, 03 Nov 2026 10:00:00 GMT" }).end('{"plan":"Team $12"}'),
        "/posts": html(`<html><body><p id="p">posting</p><script>fetch('/plans.json', { method: 'POST', body: 'x' }).finally(() => { document.getElementById('p').textContent = 'posted'; });</script></body></html>`),
        "/tall": html(`<body style="margin:0"><div style="height:3000px;background:linear-gradient(red,blue)">tall</div></body>`),
      }),
    );
    // Public-looking names served by the fixtures; Chromium itself could never resolve them.
    const fakeDns: ResolveHost = async (host) => {
      if (host === "www.competitor.test" || host === "rebind.attacker.test") return [{ address: "127.0.0.1", family: 4 }];
      return systemResolve(host);
    };
    pool = createBrowserPool({
      executablePath: chromium!,
      allowedPrivateHosts: [site.hostPort, `www.competitor.test:${site.port}`],
      maxPages: 2,
      resolveHost: fakeDns,
    });
  });

  afterAll(async () => {
    await pool?.close();
    await site?.close();
    await evil?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it("renders content produced by a script and follows redirects", async () => {
    const res = await pool.renderPage(`${site.origin}/moved`);
    expect(res.status).toBe(200);
    expect(res.url).toBe(`${site.origin}/app`);
    expect(res.title).toBe("Acme Pricing");
    expect(res.html).toContain("Rendered 42 plans");
    expect(res.blockedRequests).toEqual([]);
    expect(pool.stats()).toMatchObject({ launches: 1, activePages: 0 });
  });

  it("aborts every sub-request to a disallowed host; that host receives nothing", async () => {
    const res = await pool.renderPage(`${site.origin}/leaky`);
    expect(res.html).toContain("script ran");
    const types = new Set(res.blockedRequests.map((b) => b.resourceType));
    for (const t of ["stylesheet", "script", "image", "fetch", "xhr", "document"]) expect(types).toContain(t);
    expect(res.blockedRequests.some((b) => b.url.startsWith("http://169.254.169.254/") && /cloud metadata/.test(b.reason))).toBe(true);
    expect(res.blockedRequests.every((b) => /cannot be scanned/.test(b.reason))).toBe(true);
    await new Promise((r) => setTimeout(r, 300)); // let any straggler (beacon, socket) arrive
    expect(evil.hits).toEqual([]);
    expect(evil.connections()).toBe(0);
  });

  it("resolves names only through the checked resolver (no DNS rebinding window in Chromium)", async () => {
    const res = await pool.renderPage(`http://www.competitor.test:${site.port}/rebind`);
    expect(res.html).toContain("public-looking");
    const reasons = res.blockedRequests.map((b) => b.reason);
    expect(reasons).toContain("rebind.attacker.test resolves to 127.0.0.1, which is a loopback address and cannot be scanned.");
    await new Promise((r) => setTimeout(r, 300));
    expect(evil.connections()).toBe(0);
  });

  it("reuses its tabs, and every render comes as a first-time visitor (no cookies, storage or database left)", async () => {
    const opened = pool.stats().tabsOpened;
    visitCookies.length = 0;
    for (let i = 0; i < 3; i++) {
      const res = await pool.renderPage(`${site.origin}/visit`);
      expect(res.html).toContain("seen: nothing");
    }
    expect(visitCookies).toEqual(["", "", ""]);
    // Three renders one after the other: at most one new tab.
    expect(pool.stats().tabsOpened - opened).toBeLessThanOrEqual(1);
  });

  it("tells what a page was built from: its scripts and data requests with their validators, not its styles", async () => {
    const res = await pool.renderPage(`${site.origin}/built`);
    expect(res.html).toContain("Team $12");
    expect(res.inputs?.sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { url: `${site.origin}/bundle.js`, etag: '"b1"', lastModified: null },
      { url: `${site.origin}/plans.json`, etag: null, lastModified: "Tue, 03 Nov 2026 10:00:00 GMT" },
    ]);
    // A data request that cannot be asked for again as it was (a POST): no inputs, rendered every time.
    const posts = await pool.renderPage(`${site.origin}/posts`);
    expect(posts.html).toContain("posted");
    expect(posts.inputs).toBeNull();
  });

  it("writes a full-page PNG screenshot", async () => {
    const file = path.join(dir, "nested", "tall.png");
    const res = await pool.renderPage(`${site.origin}/tall`, { screenshotPath: file });
    expect(res.screenshotPath).toBe(file);
    const png = await fs.readFile(file);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(3000); // IHDR height: the whole page, not the viewport
  });

  it("takes the screenshot in the same render when the caller asks for it after reading the page", async () => {
    const file = path.join(dir, "app-if.png");
    const seen: string[] = [];
    const shot = await pool.renderPage(`${site.origin}/app`, {
      screenshotIf: (page) => {
        seen.push(page.html.includes("Rendered 42 plans") ? page.title : "not rendered yet");
        return file;
      },
    });
    expect(seen).toEqual(["Acme Pricing"]);
    expect(shot.screenshotPath).toBe(file);
    expect((await fs.readFile(file)).subarray(1, 4).toString()).toBe("PNG");
    const none = await pool.renderPage(`${site.origin}/app`, { screenshotIf: () => null });
    expect(none.screenshotPath).toBeNull();
    expect(none.html).toContain("Rendered 42 plans");
  });

  it("refuses blocked URLs before any browser work, and a redirect to a blocked host", async () => {
    await expect(pool.renderPage(`${evil.origin}/`)).rejects.toMatchObject({ code: "blocked_address" });
    await expect(pool.renderPage("file:///etc/passwd")).rejects.toMatchObject({ code: "blocked_url" });
    await expect(pool.renderPage(`http://localhost:${evil.port}/`)).rejects.toMatchObject({ code: "blocked_address" });
    const err = await pool.renderPage(`${site.origin}/to-evil`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FetchError);
    expect(err).toMatchObject({ code: "blocked_address", url: `${evil.origin}/admin` });
    expect(evil.connections()).toBe(0);
  });

  it("maps HTTP errors and timeouts, and keeps working afterwards", async () => {
    await expect(pool.renderPage(`${site.origin}/missing`)).rejects.toMatchObject({ code: "http_error", status: 404 });
    const started = Date.now();
    await expect(pool.renderPage(`${site.origin}/hang`, { timeoutMs: 1500 })).rejects.toMatchObject({ code: "timeout" });
    expect(Date.now() - started).toBeLessThan(6000);
    expect(pool.stats().activePages).toBe(0);
    expect((await pool.renderPage(`${site.origin}/app`)).html).toContain("Rendered 42 plans");
  });

  it("caps concurrent pages; a page waiting for the network to settle lets the next one load", async () => {
    const single = createBrowserPool({ executablePath: chromium!, allowedPrivateHosts: [site.hostPort], maxPages: 1 });
    try {
      maxInFlight = 0;
      slowStarts.length = 0;
      const finished: number[] = [];
      const results = await Promise.all([1, 2, 3].map(() => single.renderPage(`${site.origin}/slow`).then((r) => (finished.push(Date.now()), r))));
      expect(results.every((r) => r.html.includes("slow"))).toBe(true);
      expect(maxInFlight).toBe(1);
      // The second page was requested while the first one was settling, before it was done.
      expect(slowStarts).toHaveLength(3);
      expect(slowStarts[1]).toBeLessThan(Math.min(...finished));
      expect(single.stats()).toMatchObject({ launches: 1, activePages: 0, queued: 0 });
    } finally {
      await single.close();
    }
  }, 60_000);

  it("restarts the browser when its memory passes the cap, and close() ends the process", async () => {
    await pool.renderPage(`${site.origin}/app`); // make sure the shared pool's browser is up
    const before = await browserProcesses();
    expect(before).toHaveLength(1);
    const small = createBrowserPool({ executablePath: chromium!, allowedPrivateHosts: [site.hostPort], memoryCapMb: 1 });
    await small.renderPage(`${site.origin}/app`);
    const afterFirst = small.stats();
    expect(afterFirst.lastRssBytes).toBeGreaterThan(1024 * 1024);
    expect(afterFirst.restarts).toBe(1);
    expect(await browserProcesses()).toEqual(before); // the retired browser is gone
    const res = await small.renderPage(`${site.origin}/app`);
    expect(res.html).toContain("Rendered 42 plans");
    expect(small.stats().launches).toBe(2);
    await small.close();
    expect(await browserProcesses()).toEqual(before);
    expect(small.stats().closed).toBe(true);
    await expect(small.renderPage(`${site.origin}/app`)).rejects.toThrow(/closed/);
  }, 60_000);
});

/**
 * SSRF through the real product paths (issue 12, point 7). A canary HTTP server on another loopback
 * address (127.0.0.2, plus 127.0.0.1 and [::1] on the same port) counts every connection. Competitors
 * are created through the API route and scanned by the real worker (plain HTTP, robots.txt, sitemaps,
 * Chromium rendering for screenshots), with the scanner allowed to reach exactly the fixture sites'
 * host:port and nothing else. About 45 forms: encoded and IPv6 addresses, odd schemes, redirects,
 * meta refresh, script navigation, sub-resources, discovery links, sitemaps. The canary must see no
 * connection at all, and each attempt ends in a validation error or a scan with a clear outcome.
 * Controls: the same browser and robots.txt vectors aimed at an allowed witness server do reach it,
 * so the vectors are live and only the address policy stops them.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Runner } from "graphile-worker";
import { POST as createRoute } from "@/app/api/competitors/route";
import { startWorker } from "@/lib/jobs/worker";
import { safeFetch, FetchError } from "@/lib/scan/fetch";
import { closeSharedBrowser } from "@/lib/monitor/browser";
import { call, makeUser } from "../helpers/http";
import { allowScansOf, waitForJob } from "../helpers/scan";

interface Counting { port: number; hits: string[]; connections: number; close(): Promise<void> }

async function listenAll(handler: http.RequestListener, hosts: string[]): Promise<Counting> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const state: Counting = { port: 0, hits: [], connections: 0, close: async () => {} };
    const servers: http.Server[] = [];
    try {
      for (const host of hosts) {
        const s = http.createServer((req, res) => {
          state.hits.push(`${host} ${req.method} ${req.url}`);
          handler(req, res);
        });
        s.on("connection", () => state.connections++);
        s.on("upgrade", (req, socket) => (state.hits.push(`${host} upgrade ${req.url}`), socket.destroy()));
        servers.push(s);
        await new Promise<void>((ok, fail) => s.once("error", fail).listen(state.port, host, () => ok()));
        state.port = (s.address() as AddressInfo).port;
      }
      state.close = async () => {
        for (const s of servers) s.closeAllConnections();
        await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
      };
      return state;
    } catch {
      for (const s of servers) s.close();
    }
  }
  throw new Error("no free port on every canary address");
}

let canary: Counting;
let witness: Counting;
const sites: Counting[] = [];
let runner: Runner;

type Target = (path: string) => string;
/** A hostile competitor site: its pages, given where its attacks point (the canary or the witness). */
type SiteFactory = (target: Target, self: () => string) => Record<string, (res: http.ServerResponse) => void>;

const page = (body: string) => (res: http.ServerResponse) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><title>Hostile</title></head><body>${body}</body></html>`);
const redirect = (status: number, location: string) => (res: http.ServerResponse) => res.writeHead(status, { location }).end();
const text = (body: string, type = "text/plain") => (res: http.ServerResponse) => res.writeHead(200, { "content-type": type }).end(body);

async function startSite(factory: SiteFactory, target: Target): Promise<Counting> {
  let pages: ReturnType<SiteFactory> = {};
  const site = await listenAll((req, res) => {
    const handler = pages[(req.url ?? "/").split("?")[0]];
    if (handler) return handler(res);
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }, ["127.0.0.1"]);
  pages = factory(target, () => `http://127.0.0.1:${site.port}`);
  sites.push(site);
  return site;
}

const C = () => canary.port;
/** The forms typed as a competitor's address, each meaning the canary (127.0.0.2, 127.0.0.1 or ::1 on its port). */
const typedForms = (): string[] => [
  `127.0.0.2:${C()}`,
  `http://127.0.0.2:${C()}`,
  `https://127.0.0.2:${C()}/`,
  `http://2130706434:${C()}/index.html`,
  `0177.0.0.2:${C()}`,
  `0x7f.0.0.2:${C()}`,
  `http://0x7f000002:${C()}/index.html`,
  `127.2:${C()}`,
  `0177.2:${C()}`,
  `127.000.000.002:${C()}`,
  `http://[::1]:${C()}/index.html`,
  `http://[::ffff:127.0.0.2]:${C()}`,
  `http://[::ffff:7f00:2]:${C()}/index.html`,
  `http://[0:0:0:0:0:ffff:127.0.0.2]:${C()}`,
  `http://localhost:${C()}/index.html`,
  `http://app.localhost:${C()}/index.html`,
  `127.0.0.1:${C()}`,
  `http://0.0.0.0:${C()}`,
  `http://0:${C()}/index.html`,
  `http://[::]:${C()}/index.html`,
  `http://user:pass@127.0.0.2:${C()}`,
  `http://example.com@127.0.0.2:${C()}`,
  `file:///etc/passwd`,
  `file://127.0.0.2:${C()}/etc/passwd.txt`,
  `gopher://127.0.0.2:${C()}/_GET%20/`,
  `ftp://127.0.0.2:${C()}/x.txt`,
  `data:text/html,<a href="http://127.0.0.2:${C()}/x.y">`,
];

/** Hostile sites on an allowed host; `vector` true marks the ones with a witness control. */
const hostileSites: { name: string; vector?: boolean; site: SiteFactory }[] = [
  { name: "302 to 127.0.0.2", site: (t) => ({ "/": redirect(302, t("/r302")) }) },
  { name: "301 to decimal 2130706434", site: () => ({ "/": redirect(301, `http://2130706434:${C()}/r301`) }) },
  { name: "307 to [::ffff:127.0.0.2]", site: () => ({ "/": redirect(307, `http://[::ffff:127.0.0.2]:${C()}/r307`) }) },
  { name: "308 to [::1]", site: () => ({ "/": redirect(308, `http://[::1]:${C()}/r308`) }) },
  { name: "302 to localhost", site: () => ({ "/": redirect(302, `http://localhost:${C()}/rlocal`) }) },
  { name: "302 to the allowed host on another port", site: () => ({ "/": redirect(302, `http://127.0.0.1:${C()}/rport`) }) },
  { name: "a chain of hops that ends at the canary", site: (t, self) => ({ "/": redirect(302, `${self()}/hop1`), "/hop1": redirect(302, `${self()}/hop2`), "/hop2": redirect(302, t("/chain")) }) },
  { name: "302 to file:", site: () => ({ "/": redirect(302, "file:///etc/passwd") }) },
  { name: "302 to gopher:", site: () => ({ "/": redirect(302, `gopher://127.0.0.2:${C()}/_GET`) }) },
  { name: "302 to data:", site: () => ({ "/": redirect(302, "data:text/html,<h1>x</h1>") }) },
  { name: "robots.txt redirected to the canary", site: (t) => ({ "/robots.txt": redirect(302, t("/robots")), "/": page("<h1>Home</h1>") }) },
  { name: "meta refresh", vector: true, site: (t) => ({ "/": page(`<meta http-equiv="refresh" content="0;url=${t("/meta")}"><h1>Home</h1>`) }) },
  { name: "script navigation", vector: true, site: (t) => ({ "/": page(`<h1>Home</h1><script>location.href = ${JSON.stringify(t("/script-nav"))};</script>`) }) },
  {
    name: "sub-resources (img, iframe, script, stylesheet, fetch, WebSocket)",
    vector: true,
    site: (t) => ({
      "/": page(
        `<link rel="stylesheet" href="${t("/css")}"><h1>Home</h1><img src="${t("/img")}"><iframe src="${t("/frame")}"></iframe><script src="${t("/js")}"></script>` +
          `<script>fetch(${JSON.stringify(t("/fetch"))}).catch(() => {}); try { new WebSocket(${JSON.stringify(t("/ws").replace("http:", "ws:"))}); } catch {}</script>`,
      ),
    }),
  },
  { name: "robots.txt Sitemap: line", vector: true, site: (t) => ({ "/robots.txt": text(`User-agent: *\nAllow: /\nSitemap: ${t("/robots-sitemap.xml")}\n`), "/": page("<h1>Home</h1>") }) },
  { name: "sitemap.xml entries", site: (t) => ({ "/sitemap.xml": text(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${t("/pricing")}</loc></url><url><loc>${t("/features")}</loc></url></urlset>`, "application/xml"), "/": page("<h1>Home</h1>") }) },
  { name: "discovery links (pricing, features)", site: (t) => ({ "/": page(`<h1>Home</h1><nav><a href="${t("/pricing")}">Pricing</a><a href="${t("/features")}">Features</a><a href="${t("/integrations")}">Integrations</a></nav>`) }) },
];

const toCanary: Target = (p) => `http://127.0.0.2:${canary.port}${p}`;
const toWitness: Target = (p) => `http://127.0.0.1:${witness.port}${p}`;

beforeAll(async () => {
  canary = await listenAll((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<h1>canary: internal service</h1>"), ["127.0.0.2", "127.0.0.1", "::1"]);
  witness = await listenAll((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<h1>witness</h1>"), ["127.0.0.1"]);
}, 30_000);

afterAll(async () => {
  await runner?.stop();
  await closeSharedBrowser();
  await Promise.all([canary?.close(), witness?.close(), ...sites.map((s) => s.close())]);
});

/** Creates the competitor as a fresh user (one plan slot each); the API's answer, and the baseline scan's end. */
async function attempt(address: string): Promise<{ status: number; message?: string; job?: Awaited<ReturnType<typeof waitForJob>> }> {
  const { token } = await makeUser();
  const body = address.includes("://") ? { name: "Target", url: address } : { name: "Target", metadata: { domain: address } };
  const res = await call(createRoute, "http://localhost/api/competitors", { token, body });
  if (res.status !== 201) return { status: res.status, message: res.body?.error?.message };
  return { status: 201, job: await waitForJob(res.body.data.baselineCaptureEventId, 120_000) };
}

function expectClearOutcome(label: string, r: Awaited<ReturnType<typeof attempt>>): void {
  if (r.status === 201) {
    const job = r.job!;
    expect(["completed", "failed"], label).toContain(job.status);
    if (job.status === "failed") expect(String(job.result?.details?.websiteAccessError ?? job.error ?? ""), label).toMatch(/\w{4,}/);
  } else {
    expect(r.status, label).toBe(400);
    expect(r.message, label).toMatch(/valid domain|fill in/i);
  }
}

describe("SSRF to a canary on another loopback address", () => {
  it("the canary is reachable from this process (so zero means refused, not unreachable)", async () => {
    for (const url of [`http://127.0.0.2:${canary.port}/probe`, `http://127.0.0.1:${canary.port}/probe`, `http://[::1]:${canary.port}/probe`]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
    }
    expect(canary.hits).toHaveLength(3);
    canary.hits.length = 0;
    canary.connections = 0;
  });

  it("the scanner's gate refuses every typed form with the production policy (no allowed hosts)", async () => {
    for (const form of typedForms()) {
      const url = form.includes("://") ? form : `http://${form}`;
      const err = await safeFetch(url, { timeoutMs: 3000 }).then(() => null, (e: unknown) => e);
      expect(err, url).toBeInstanceOf(FetchError);
      expect(["blocked_address", "blocked_url"], `${url}: ${(err as FetchError).message}`).toContain((err as FetchError).code);
    }
    expect(canary.connections).toBe(0);
  });

  it("through the API and the real worker: typed addresses, hostile redirects, refreshes, scripts, sitemaps", { timeout: 420_000 }, async () => {
    const hostile = await Promise.all(hostileSites.map((h) => startSite(h.site, toCanary)));
    const controls = await Promise.all(hostileSites.filter((h) => h.vector).map((h) => startSite(h.site, toWitness)));
    allowScansOf([...hostile, ...controls, witness].map((s) => `127.0.0.1:${s.port}`));
    runner = await startWorker({ concurrency: 4, crontab: false, tasks: ["scan.competitor"] });

    const typed = await Promise.all(typedForms().map(async (form) => [form, await attempt(form)] as const));
    for (const [form, r] of typed) {
      expectClearOutcome(form, r);
      // A typed private address never makes a completed scan.
      expect(r.job?.status ?? "refused", form).not.toBe("completed");
    }
    const viaSites = await Promise.all(hostile.map((s) => attempt(`http://127.0.0.1:${s.port}`)));
    viaSites.forEach((r, i) => expectClearOutcome(hostileSites[i].name, r));
    // Each hostile site was really visited (so its attack was really tried).
    hostile.forEach((s, i) => expect(s.hits.length, hostileSites[i].name).toBeGreaterThan(0));
    expect(canary.hits, "requests that reached the canary").toEqual([]);
    expect(canary.connections, "connections that reached the canary").toBe(0);

    const controlRuns = await Promise.all(controls.map((s) => attempt(`http://127.0.0.1:${s.port}`)));
    controlRuns.forEach((r) => expect(r.job?.status).toBe("completed"));
    const vectors = hostileSites.filter((h) => h.vector).map((h) => h.name);
    const reached = { meta: "/meta", script: "/script-nav", img: "/img", sitemap: "/robots-sitemap.xml" };
    for (const [what, p] of Object.entries(reached)) {
      expect(witness.hits.some((h) => h.endsWith(` ${p}`)), `control "${what}" (${vectors.join(", ")}) reached the witness: ${witness.hits.join(" | ")}`).toBe(true);
    }
    expect(canary.connections).toBe(0);
  });
});

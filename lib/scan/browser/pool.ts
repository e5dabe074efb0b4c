/**
 * One shared headless Chromium, launched lazily, loading at most `maxPages` pages at a time (and
 * finishing as many more).
 *
 * Every connection Chromium makes goes through a local egress proxy that applies the address
 * policy, and every request is also checked by request interception (so blocked sub-requests are
 * aborted before they leave the page and are reported in the result). When the browser's process
 * tree uses more than `memoryCapMb` (measured after a render, at most every few seconds), it is
 * retired: new renders get a fresh browser and the old one closes as soon as its last page is done.
 */
import puppeteer, { type Browser } from "puppeteer-core";
import { FetchError } from "../fetch/errors";
import { resolveChecked, type ResolveHost, systemResolve } from "../fetch/resolve";
import { DEFAULT_USER_AGENT } from "../fetch/safe-fetch";
import { checkUrl } from "../fetch/url-policy";
import { proxyLaunchArgs, startEgressProxy, type EgressProxy } from "./egress-proxy";
import { processTreeRssBytes } from "./memory";
import { renderInBrowser, type RenderOptions, type RenderResult } from "./render";
import { createRequestGuard } from "./request-guard";
import { createTabs, type Tabs } from "./tabs";
import type { ChromiumLaunch } from "./serverless-chromium";

export interface BrowserPoolOptions {
  /** A local executable, or a function giving the executable and its flags on first launch (serverless). */
  executablePath: string | (() => Promise<ChromiumLaunch>);
  /** Hosts ("host" or "host:port") that may be private; the same list safeFetch uses. */
  allowedPrivateHosts?: readonly string[];
  /**
   * Pages loading at the same time. Default 2. A page that has loaded, and then waits for the
   * network to stay quiet (at least 500 ms, see render.ts), is read and screenshot, lets the next
   * page load meanwhile: at most twice as many pages are open in all.
   */
  maxPages?: number;
  /** Restart the browser when its process tree's RSS passes this. Default 1024 MB; 0 disables. */
  memoryCapMb?: number;
  /** Default deadline of one render. Default 30 000 ms. */
  navigationTimeoutMs?: number;
  userAgent?: string;
  viewport?: { width: number; height: number };
  /** DNS resolution for the policy checks; defaults to the system resolver. */
  resolveHost?: ResolveHost;
  /** Extra Chromium flags (appended after the required ones). */
  extraArgs?: string[];
}

export interface BrowserPoolStats {
  launches: number;
  /** Browsers retired because of the memory cap or a crash. */
  restarts: number;
  activePages: number;
  queued: number;
  /** Tabs opened so far (tabs.ts: a tab serves up to TAB_REUSES renders). */
  tabsOpened: number;
  /** Last measured RSS of the browser's process tree. */
  lastRssBytes: number | null;
  closed: boolean;
}

export interface BrowserPool {
  renderPage(url: string, opts?: RenderOptions): Promise<RenderResult>;
  stats(): BrowserPoolStats;
  /** Closes the browser(s) and the proxy. Later renderPage calls fail. */
  close(): Promise<void>;
}

/** Flags required by the deployment (no sandbox in containers, no background traffic, no QUIC). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--disable-default-apps",
  "--disable-domain-reliability",
  "--mute-audio",
  "--hide-scrollbars",
  // Chromium opens a window per browser context, and a new window preloads the WebUI omnibox popup
  // in a renderer of its own: about 0.7 s of CPU per render, for a popup never shown. Puppeteer
  // merges this list with its own disabled features.
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
  // Tabs are reused (tabs.ts) and a tab navigates from one competitor's site to the next: without
  // site isolation (and with a renderer process limit, set at launch) it keeps its renderer process
  // instead of starting one per site. Everything rendered is public and fetched without
  // credentials, and the browser holds no user data, so one process seeing two sites exposes nothing.
  "--disable-site-isolation-trials",
];

interface BrowserEntry {
  browser: Browser;
  /** Its reused tabs (tabs.ts). */
  tabs: Tabs;
  pid: number | null;
  active: number;
  retired: boolean;
  closing: Promise<void> | null;
  /** When its memory was last measured (ms since epoch; 0: never). */
  measuredAt: number;
}

/**
 * Memory is measured after a render at most this often per browser: a measurement reads /proc for
 * every process on the machine (about 12 ms of CPU with a hundred processes), and a few renders
 * more or less between two measurements make no difference to a cap of hundreds of MB.
 */
export const MEMORY_CHECK_INTERVAL_MS = 5_000;

class Slots {
  private waiting: Array<() => void> = [];
  private used = 0;
  constructor(private readonly size: number) {}
  get queued(): number {
    return this.waiting.length;
  }
  async acquire(): Promise<void> {
    if (this.used < this.size) {
      this.used++;
      return;
    }
    await new Promise<void>((r) => this.waiting.push(r));
  }
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.used--;
  }
}

export function createBrowserPool(options: BrowserPoolOptions): BrowserPool {
  const maxPages = Math.max(1, options.maxPages ?? 2);
  const memoryCapBytes = (options.memoryCapMb ?? 1024) * 1024 * 1024;
  const timeoutMs = options.navigationTimeoutMs ?? 30_000;
  const viewport = options.viewport ?? { width: 1366, height: 900 };
  const resolve = options.resolveHost ?? systemResolve;
  const policy = { allowedPrivateHosts: options.allowedPrivateHosts };
  // Pages loading, and pages open at all (loading, settling, being read or screenshot).
  const slots = new Slots(maxPages);
  const open = new Slots(maxPages * 2);

  let proxy: Promise<EgressProxy> | null = null;
  let current: BrowserEntry | null = null;
  let launching: Promise<BrowserEntry> | null = null;
  const all = new Set<BrowserEntry>();
  let closed = false;
  let launches = 0;
  let restarts = 0;
  let activePages = 0;
  let tabsOpened = 0;
  let lastRssBytes: number | null = null;

  const getProxy = () => (proxy ??= startEgressProxy({ ...policy, resolveHost: resolve }));
  const source = options.executablePath;
  let chromium: Promise<ChromiumLaunch> | null = null;
  const getChromium = () =>
    (chromium ??= typeof source === "string" ? Promise.resolve({ executablePath: source, args: [], headless: true }) : source());

  const closeEntry = (entry: BrowserEntry): Promise<void> => {
    entry.closing ??= (async () => {
      const timeout = new Promise<void>((r) => setTimeout(r, 5_000).unref());
      await Promise.race([entry.browser.close().catch(() => {}), timeout]);
      const proc = entry.browser.process();
      if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
      all.delete(entry);
    })();
    return entry.closing;
  };

  const retire = (entry: BrowserEntry) => {
    if (entry.retired) return;
    entry.retired = true;
    restarts++;
    if (current === entry) current = null;
  };

  const launch = async (): Promise<BrowserEntry> => {
    const p = await getProxy();
    const chrome = await getChromium();
    const browser = await puppeteer.launch({
      executablePath: chrome.executablePath,
      headless: chrome.headless,
      pipe: true,
      args: [...CHROMIUM_ARGS, `--renderer-process-limit=${maxPages * 2}`, ...chrome.args, ...proxyLaunchArgs(p), ...(options.extraArgs ?? [])],
      defaultViewport: viewport,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      timeout: 30_000,
    });
    const entry: BrowserEntry = { browser, tabs: createTabs(browser, { viewport, userAgent: options.userAgent ?? DEFAULT_USER_AGENT, onOpen: () => tabsOpened++ }), pid: browser.process()?.pid ?? null, active: 0, retired: false, closing: null, measuredAt: 0 };
    browser.on("disconnected", () => {
      if (!entry.retired && !closed) retire(entry);
      all.delete(entry);
    });
    launches++;
    all.add(entry);
    if (closed) {
      await closeEntry(entry);
      throw new Error("The browser pool is closed.");
    }
    current = entry;
    return entry;
  };

  const getBrowser = async (): Promise<BrowserEntry> => {
    if (current && !current.retired) return current;
    launching ??= launch().finally(() => {
      launching = null;
    });
    return launching;
  };

  const afterRender = async (entry: BrowserEntry) => {
    entry.active--;
    if (!entry.retired && memoryCapBytes > 0 && entry.pid !== null && Date.now() - entry.measuredAt >= MEMORY_CHECK_INTERVAL_MS) {
      entry.measuredAt = Date.now();
      const rss = await processTreeRssBytes(entry.pid);
      lastRssBytes = rss;
      if (rss !== null && rss > memoryCapBytes) retire(entry);
    }
    if (entry.retired && entry.active === 0) await closeEntry(entry);
  };

  return {
    async renderPage(url, opts = {}) {
      if (closed) throw new Error("The browser pool is closed.");
      // The top-level URL is checked before any browser work, for a clear error.
      const target = checkUrl(url, policy);
      await resolveChecked(target, resolve);
      const guard = createRequestGuard({ ...policy, resolveHost: resolve });
      await open.acquire();
      await slots.acquire();
      let entry: BrowserEntry | null = null;
      // A page that has loaded gives its work slot to the next one while it waits for the network
      // to settle, and does not wait for one again: what is left (reading it, the screenshot) is
      // short, and a slow page taking the slot meanwhile could otherwise run it into its deadline.
      // Given back once (a render past its deadline may still reach its wait afterwards).
      let holding = true;
      const giveBack = () => {
        if (holding) slots.release();
        holding = false;
      };
      const whileSettling = async (wait: () => Promise<void>) => {
        giveBack();
        await wait();
      };
      activePages++;
      try {
        if (closed) throw new Error("The browser pool is closed.");
        entry = await getBrowser();
        entry.active++;
        return await renderInBrowser(entry.tabs, target.url.href, opts, {
          guard,
          timeoutMs,
          viewport,
          whileSettling,
        });
      } catch (err) {
        if (entry && !entry.browser.connected) retire(entry);
        if (err instanceof FetchError) throw err;
        throw new FetchError("network_error", `The browser failed: ${(err as Error)?.message ?? String(err)}`, {
          url: target.url.href,
          cause: err,
        });
      } finally {
        activePages--;
        if (entry) await afterRender(entry).catch(() => {});
        giveBack();
        open.release();
      }
    },

    stats() {
      return { launches, restarts, activePages, queued: slots.queued + open.queued, tabsOpened, lastRssBytes, closed };
    },

    async close() {
      closed = true;
      if (launching) await launching.catch(() => {});
      current = null;
      await Promise.all([...all].map(closeEntry));
      if (proxy) await (await proxy).close();
    },
  };
}

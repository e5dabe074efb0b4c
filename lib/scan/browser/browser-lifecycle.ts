/**
 * The pool's Chromium processes: the current browser (launched lazily, on the egress proxy), the
 * retired ones still finishing their pages, the memory check after a render, and closing.
 *
 * A browser is retired when its process tree uses more than the memory cap (measured after a
 * render, at most every MEMORY_CHECK_INTERVAL_MS) or when it disconnects: the next render gets a
 * fresh browser and the retired one closes as soon as its last page is done.
 */
import puppeteer, { type Browser } from "puppeteer-core";
import type { ResolveHost } from "../fetch/resolve";
import type { UrlPolicyOptions } from "../fetch/url-policy";
import { proxyLaunchArgs, startEgressProxy, type EgressProxy } from "./egress-proxy";
import { processTreeRssBytes } from "./memory";
import { createTabs, type Tabs } from "./tabs";
import type { ChromiumLaunch } from "./serverless-chromium";

/** Flags required by the deployment (no sandbox in containers, no background traffic, no QUIC). */
const CHROMIUM_ARGS = [
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

/**
 * Memory is measured after a render at most this often per browser: a measurement reads /proc for
 * every process on the machine (about 12 ms of CPU with a hundred processes), and a few renders
 * more or less between two measurements make no difference to a cap of hundreds of MB.
 */
const MEMORY_CHECK_INTERVAL_MS = 5_000;

export interface BrowserEntry {
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

export interface LifecycleSettings {
  /** A local executable, or a function giving the executable and its flags on first launch (serverless). */
  executablePath: string | (() => Promise<ChromiumLaunch>);
  policy: UrlPolicyOptions;
  resolveHost: ResolveHost;
  /** Pages loading at the same time (the renderer process limit is twice this). */
  maxPages: number;
  /** 0 disables the memory check. */
  memoryCapBytes: number;
  viewport: { width: number; height: number };
  userAgent: string;
  extraArgs: string[];
}

export interface BrowserLifecycle {
  /** The current browser, or a new one (one launch at a time). */
  current(): Promise<BrowserEntry>;
  /** The browser gets no new renders; it closes once its last page is done. */
  retire(entry: BrowserEntry): void;
  /** A render on it is done: measures its memory if due, and closes it if retired and idle. */
  renderDone(entry: BrowserEntry): Promise<void>;
  stats(): { launches: number; restarts: number; tabsOpened: number; lastRssBytes: number | null };
  /** Closes every browser and the proxy; later launches fail. */
  close(): Promise<void>;
}

/** Starts Chromium with the required flags, every connection routed through the egress proxy. */
function launchChromium(settings: LifecycleSettings, proxy: EgressProxy, chrome: ChromiumLaunch): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chrome.executablePath,
    headless: chrome.headless,
    pipe: true,
    args: [...CHROMIUM_ARGS, `--renderer-process-limit=${settings.maxPages * 2}`, ...chrome.args, ...proxyLaunchArgs(proxy), ...settings.extraArgs],
    defaultViewport: settings.viewport,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    timeout: 30_000,
  });
}

/** Closes the browser (5 s at most), then kills its process if it is still there. */
async function closeBrowser(browser: Browser): Promise<void> {
  const timeout = new Promise<void>((r) => setTimeout(r, 5_000).unref());
  await Promise.race([browser.close().catch(() => {}), timeout]);
  const proc = browser.process();
  if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
}

export function createBrowserLifecycle(settings: LifecycleSettings): BrowserLifecycle {
  let proxy: Promise<EgressProxy> | null = null;
  let chromium: Promise<ChromiumLaunch> | null = null;
  let current: BrowserEntry | null = null;
  let launching: Promise<BrowserEntry> | null = null;
  const all = new Set<BrowserEntry>();
  let closed = false;
  const counts = { launches: 0, restarts: 0, tabsOpened: 0, lastRssBytes: null as number | null };

  const getProxy = () => (proxy ??= startEgressProxy({ ...settings.policy, resolveHost: settings.resolveHost }));
  const source = settings.executablePath;
  const getChromium = () =>
    (chromium ??= typeof source === "string" ? Promise.resolve({ executablePath: source, args: [], headless: true }) : source());

  const closeEntry = (entry: BrowserEntry): Promise<void> => {
    entry.closing ??= closeBrowser(entry.browser).then(() => void all.delete(entry));
    return entry.closing;
  };

  const retire = (entry: BrowserEntry) => {
    if (entry.retired) return;
    entry.retired = true;
    counts.restarts++;
    if (current === entry) current = null;
  };

  const launch = async (): Promise<BrowserEntry> => {
    const browser = await launchChromium(settings, await getProxy(), await getChromium());
    const tabs = createTabs(browser, { viewport: settings.viewport, userAgent: settings.userAgent, onOpen: () => counts.tabsOpened++ });
    const entry: BrowserEntry = { browser, tabs, pid: browser.process()?.pid ?? null, active: 0, retired: false, closing: null, measuredAt: 0 };
    browser.on("disconnected", () => {
      if (!entry.retired && !closed) retire(entry);
      all.delete(entry);
    });
    counts.launches++;
    all.add(entry);
    if (closed) {
      await closeEntry(entry);
      throw new Error("The browser pool is closed.");
    }
    current = entry;
    return entry;
  };

  return {
    current() {
      if (current && !current.retired) return Promise.resolve(current);
      launching ??= launch().finally(() => {
        launching = null;
      });
      return launching;
    },

    retire,

    async renderDone(entry) {
      entry.active--;
      const due = Date.now() - entry.measuredAt >= MEMORY_CHECK_INTERVAL_MS;
      if (!entry.retired && settings.memoryCapBytes > 0 && entry.pid !== null && due) {
        entry.measuredAt = Date.now();
        const rss = await processTreeRssBytes(entry.pid);
        counts.lastRssBytes = rss;
        if (rss !== null && rss > settings.memoryCapBytes) retire(entry);
      }
      if (entry.retired && entry.active === 0) await closeEntry(entry);
    },

    stats: () => ({ ...counts }),

    async close() {
      closed = true;
      if (launching) await launching.catch(() => {});
      current = null;
      await Promise.all([...all].map(closeEntry));
      if (proxy) await (await proxy).close();
    },
  };
}

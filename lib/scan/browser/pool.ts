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
import { FetchError } from "../fetch/errors";
import { resolveChecked, type ResolveHost, systemResolve } from "../fetch/resolve";
import { DEFAULT_USER_AGENT } from "../fetch/safe-fetch";
import { checkUrl } from "../fetch/url-policy";
import { createBrowserLifecycle, type BrowserEntry } from "./browser-lifecycle";
import { renderInBrowser, type RenderOptions, type RenderResult } from "./render";
import { createRequestGuard } from "./request-guard";
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

/**
 * A page's hold on its work slot: given back when the page has loaded and waits for the network to
 * settle (see renderPage), or at the end; given back once (a render past its deadline may still
 * reach its wait afterwards).
 */
function holdSlot(slots: Slots) {
  let holding = true;
  const giveBack = () => {
    if (holding) slots.release();
    holding = false;
  };
  const whileSettling = async (wait: () => Promise<void>) => {
    giveBack();
    await wait();
  };
  return { giveBack, whileSettling };
}

export function createBrowserPool(options: BrowserPoolOptions): BrowserPool {
  const maxPages = Math.max(1, options.maxPages ?? 2);
  const timeoutMs = options.navigationTimeoutMs ?? 30_000;
  const viewport = options.viewport ?? { width: 1366, height: 900 };
  const resolve = options.resolveHost ?? systemResolve;
  const policy = { allowedPrivateHosts: options.allowedPrivateHosts };
  // Pages loading, and pages open at all (loading, settling, being read or screenshot).
  const slots = new Slots(maxPages);
  const open = new Slots(maxPages * 2);
  const browsers = createBrowserLifecycle({
    executablePath: options.executablePath,
    policy,
    resolveHost: resolve,
    maxPages,
    memoryCapBytes: (options.memoryCapMb ?? 1024) * 1024 * 1024,
    viewport,
    userAgent: options.userAgent ?? DEFAULT_USER_AGENT,
    extraArgs: options.extraArgs ?? [],
  });
  let closed = false;
  let activePages = 0;

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
      const slot = holdSlot(slots);
      activePages++;
      try {
        if (closed) throw new Error("The browser pool is closed.");
        entry = await browsers.current();
        entry.active++;
        return await renderInBrowser(entry.tabs, target.url.href, opts, {
          guard,
          timeoutMs,
          viewport,
          whileSettling: slot.whileSettling,
        });
      } catch (err) {
        if (entry && !entry.browser.connected) browsers.retire(entry);
        if (err instanceof FetchError) throw err;
        throw new FetchError("network_error", `The browser failed: ${(err as Error)?.message ?? String(err)}`, {
          url: target.url.href,
          cause: err,
        });
      } finally {
        activePages--;
        if (entry) await browsers.renderDone(entry).catch(() => {});
        slot.giveBack();
        open.release();
      }
    },

    stats() {
      return { ...browsers.stats(), activePages, queued: slots.queued + open.queued, closed };
    },

    async close() {
      closed = true;
      await browsers.close();
    },
  };
}

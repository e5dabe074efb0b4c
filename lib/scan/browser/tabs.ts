/**
 * Reused tabs. Opening a browser context and a page for every render costs Chromium a new window
 * and a new renderer process each time: about 350 ms of CPU (browser, renderer, zygote and the
 * node side together) to render a small script-built pricing page on this machine, against about
 * 110 ms in a reused tab (`npm run bench:render`).
 *
 * A tab is one off-the-record browser context holding one page, used by one render at a time.
 * Between renders its cookies and the site data of every origin it loaded a document from are
 * cleared (so each render still comes as a first-time visitor: no consent, A/B bucket or
 * "returning visitor" state carried over), and the page is frozen so nothing it left running
 * (timers, animations, polling) uses CPU while it waits. Its HTTP cache is off, as in a fresh
 * context. A tab is closed after `TAB_REUSES` renders, after any failure, and when it cannot be
 * cleaned; a new one is opened when no idle tab is left.
 */
import type { Browser, BrowserContext, CDPSession, HTTPRequest, HTTPResponse, Page } from "puppeteer-core";

/** Renders per tab before it is closed and replaced (bounds what a long-lived page accumulates). */
export const TAB_REUSES = 50;

export interface Tab {
  context: BrowserContext;
  page: Page;
  session: CDPSession;
  /** Origins of the documents (main frame, redirects, iframes) requested in the current render. */
  origins: Set<string>;
  /** The current render's request handler; requests outside a render are aborted. */
  onRequest: ((req: HTTPRequest) => void) | null;
  /** The current render's response handler. */
  onResponse: ((res: HTTPResponse) => void) | null;
  uses: number;
}

export interface TabSettings {
  viewport: { width: number; height: number };
  userAgent?: string;
  /** Called for every tab opened. */
  onOpen?: () => void;
}

export interface Tabs {
  /** An idle tab (woken up) or a new one. */
  take(): Promise<Tab>;
  /** A render is done with the tab: cleaned and kept for the next render (a render that finds no idle tab waits for it), or closed. */
  give(tab: Tab, reusable: boolean): Promise<void>;
  /** Closes the tab (its context) in the background; pending browser calls on it fail. */
  discard(tab: Tab): void;
  idle(): number;
}

const originOf = (url: string): string | null => {
  try {
    const o = new URL(url).origin;
    return o === "null" ? null : o;
  } catch {
    return null;
  }
};

/** Opens a tab: a new off-the-record context and its page, set up for interception and no cache. */
async function openTab(browser: Browser, settings: TabSettings): Promise<Tab> {
  const context = await browser.createBrowserContext({ downloadBehavior: { policy: "deny" } });
  settings.onOpen?.();
  try {
    const page = await context.newPage();
    const session = await page.createCDPSession();
    const tab: Tab = { context, page, session, origins: new Set(), onRequest: null, onResponse: null, uses: 0 };
    page.on("request", (req) => {
      if (req.resourceType() === "document") {
        const origin = originOf(req.url());
        if (origin) tab.origins.add(origin);
      }
      if (tab.onRequest) tab.onRequest(req);
      else if (!req.isInterceptResolutionHandled()) void req.abort("blockedbyclient").catch(() => {});
    });
    page.on("response", (res) => tab.onResponse?.(res));
    page.on("dialog", (dialog) => void dialog.dismiss().catch(() => {}));
    // Independent settings, sent together: one round trip to the browser instead of five.
    await Promise.all([
      page.setViewport(settings.viewport),
      settings.userAgent ? page.setUserAgent({ userAgent: settings.userAgent }) : null,
      page.setBypassServiceWorker(true),
      page.setRequestInterception(true),
      page.setCacheEnabled(false),
    ]);
    return tab;
  } catch (err) {
    void context.close().catch(() => {});
    throw err;
  }
}

function discardTab(tab: Tab): void {
  tab.onRequest = null;
  tab.onResponse = null;
  void tab.context.close().catch(() => {});
}

/**
 * Stops whatever is still loading, forgets the visit (cookies of every site, and the site data of
 * the origins whose documents it loaded: storage, session storage, caches, service workers), then
 * freezes the page until the next render. Rejects when the tab cannot be cleaned.
 */
async function forgetVisit(tab: Tab): Promise<void> {
  const origins = [...tab.origins];
  tab.origins.clear();
  await tab.session.send("Page.stopLoading");
  await Promise.all([
    tab.session.send("Network.clearBrowserCookies"),
    ...origins.map((origin) => tab.session.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" })),
  ]);
  await tab.session.send("Page.setWebLifecycleState", { state: "frozen" });
}

export function createTabs(browser: Browser, settings: TabSettings): Tabs {
  const idle: Tab[] = [];
  // Tabs being cleaned: a render that finds no idle tab waits for one of these rather than opening
  // another (each open tab holds a renderer process).
  const cleaning = new Set<Promise<void>>();

  /** Forgets the visit and freezes the page; a tab that cannot be cleaned is closed. */
  const clean = async (tab: Tab): Promise<void> => {
    try {
      await forgetVisit(tab);
      idle.push(tab);
    } catch {
      discardTab(tab);
    }
  };

  return {
    async take() {
      for (;;) {
        const tab = idle.pop();
        if (!tab) {
          if (cleaning.size === 0) return openTab(browser, settings);
          await Promise.race(cleaning);
          continue;
        }
        try {
          await tab.session.send("Page.setWebLifecycleState", { state: "active" });
          return tab;
        } catch {
          discardTab(tab);
        }
      }
    },

    give(tab, reusable) {
      tab.onRequest = null;
      tab.onResponse = null;
      tab.uses++;
      if (!reusable || tab.uses >= TAB_REUSES || !browser.connected) {
        discardTab(tab);
        return Promise.resolve();
      }
      const done: Promise<void> = clean(tab).finally(() => cleaning.delete(done));
      cleaning.add(done);
      return done;
    },

    discard: discardTab,
    idle: () => idle.length,
  };
}

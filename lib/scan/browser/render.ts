/**
 * Renders one page in a tab (tabs.ts: a reused off-the-record context and page, cleaned between
 * renders): request interception checks every sub-request, the whole render has a deadline, and
 * the tab is given back for the next render, or closed after a timeout or a failure.
 */
import { promises as fs } from "node:fs";
import path from "node:path";
import type { HTTPRequest, HTTPResponse, Page } from "puppeteer-core";
import { FetchError, parseRetryAfter, type FetchErrorCode } from "../fetch/errors";
import { BLOCKED_HEADER } from "./egress-proxy";
import type { GuardVerdict, RequestGuard } from "./request-guard";
import type { Tab, Tabs } from "./tabs";
import { recordInputs, type RenderInput } from "./inputs";

export interface BlockedRequest {
  url: string;
  reason: string;
  /** Puppeteer resource type: document, script, image, xhr, fetch, stylesheet, ... */
  resourceType: string;
  /** blocked_url (scheme, port, credentials), blocked_address (where it points) or network_error (unresolvable). */
  code: FetchErrorCode;
}

export interface RenderOptions {
  /** Write a full-page PNG screenshot here (parent directories are created). */
  screenshotPath?: string;
  /**
   * Decides, once the page is read, whether to screenshot it in the same render: return the path
   * to write it to, or null for none. For a caller that needs a screenshot only when the page
   * turns out changed, instead of rendering it a second time. Ignored with `screenshotPath`.
   */
  screenshotIf?: (page: { url: string; title: string; html: string }) => string | null | Promise<string | null>;
  /** Deadline for the whole render; defaults to the pool's navigationTimeoutMs. */
  timeoutMs?: number;
}

export interface RenderResult {
  /** The URL asked for. */
  requestedUrl: string;
  /** The URL finally shown (after redirects). */
  url: string;
  /** HTTP status of the main document, when known. */
  status: number | null;
  title: string;
  /** Serialised DOM after scripts ran. */
  html: string;
  screenshotPath: string | null;
  /** Sub-requests refused by the address/URL policy. */
  blockedRequests: BlockedRequest[];
  /**
   * What the page was built from besides its own HTML (scripts, data requests, frames; inputs.ts),
   * or null when that cannot all be asked for again as it was (a POST, a WebSocket, a redirect…).
   */
  inputs: RenderInput[] | null;
  durationMs: number;
}

export interface RenderSettings {
  guard: RequestGuard;
  timeoutMs: number;
  viewport: { width: number; height: number };
  /**
   * Runs the wait for the network to go quiet after "load" (the caller may let another page work
   * meanwhile). Default: runs it as is.
   */
  whileSettling?: (wait: () => Promise<void>) => Promise<void>;
}

/** Full-page screenshots taller than this are cut (a 100 000 px page would be a huge PNG). */
export const MAX_SCREENSHOT_HEIGHT = 16_000;
/** After "load", wait at most this long for the network to go quiet (late XHR-rendered content). */
const NETWORK_IDLE_WAIT_MS = 5_000;

async function handleRequest(req: HTTPRequest, guard: RequestGuard, blocked: BlockedRequest[]): Promise<void> {
  if (req.isInterceptResolutionHandled()) return;
  const url = req.url();
  let verdict: GuardVerdict;
  try {
    verdict = await guard(url);
  } catch (err) {
    verdict = { allowed: false, reason: err instanceof Error ? err.message : String(err), code: "blocked_address" };
  }
  try {
    if (verdict.allowed) {
      await req.continue();
    } else {
      blocked.push({
        url,
        reason: verdict.reason ?? "Blocked by the address policy.",
        resourceType: req.resourceType(),
        code: verdict.code ?? "blocked_address",
      });
      await req.abort("blockedbyclient");
    }
  } catch {
    // The page was closed or the request already went away: nothing to do.
  }
}

function navigationError(err: unknown, url: string, blocked: BlockedRequest[]): FetchError {
  if (err instanceof FetchError) return err;
  const e = err as Error;
  const msg = e?.message ?? String(err);
  if (e?.name === "TimeoutError") return new FetchError("timeout", `The page did not finish loading in time.`, { url, cause: err });
  if (msg.includes("ERR_BLOCKED_BY_CLIENT")) {
    const doc = blocked.find((b) => b.resourceType === "document") ?? blocked[0];
    return new FetchError(doc?.code ?? "blocked_address", doc?.reason ?? "The page was blocked by the address policy.", {
      url: doc?.url ?? url,
      cause: err,
    });
  }
  if (/ERR_TUNNEL_CONNECTION_FAILED|ERR_PROXY_CONNECTION_FAILED/.test(msg)) {
    return new FetchError("blocked_address", "The connection was refused by the address policy.", { url, cause: err });
  }
  if (msg.includes("ERR_NAME_NOT_RESOLVED")) return new FetchError("network_error", `Could not resolve ${new URL(url).host}.`, { url, cause: err });
  return new FetchError("network_error", `The browser could not load the page: ${msg.split("\n")[0]}`, { url, cause: err });
}

function statusError(response: HTTPResponse, url: string): FetchError | null {
  const status = response.status();
  const headers = response.headers();
  if (headers[BLOCKED_HEADER]) {
    return new FetchError("blocked_address", headers[BLOCKED_HEADER], { url });
  }
  if (status < 400) return null;
  if (status === 429) {
    const retryAfter = parseRetryAfter(headers["retry-after"]);
    return new FetchError("rate_limited", `The site is rate-limiting us (HTTP 429).${retryAfter === null ? "" : ` Retry after ${retryAfter} s.`}`, {
      url,
      status,
      retryAfter,
    });
  }
  return new FetchError("http_error", `The site answered HTTP ${status} (${response.statusText() || "error"}).`, { url, status });
}

async function writeScreenshot(page: Page, file: string, viewport: { width: number }): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const height = await page.evaluate(() =>
    Math.max(document.documentElement?.scrollHeight ?? 0, document.body?.scrollHeight ?? 0),
  );
  // optimizeForSpeed: Chromium's fast PNG compression, the same pixels in a file about a third
  // larger, for about 35% less of the browser's CPU per screenshot.
  const png =
    height <= MAX_SCREENSHOT_HEIGHT
      ? await page.screenshot({ type: "png", fullPage: true, optimizeForSpeed: true })
      : await page.screenshot({
          type: "png",
          clip: { x: 0, y: 0, width: viewport.width, height: MAX_SCREENSHOT_HEIGHT },
          captureBeyondViewport: true,
          optimizeForSpeed: true,
        });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, png);
  await fs.rename(tmp, file);
}

/**
 * After the load event: waits for the network to stay quiet (within what is left of the deadline,
 * `leftMs`), then reads the page and takes the screenshot if one is wanted.
 */
async function settleAndRead(page: Page, opts: RenderOptions, settings: RenderSettings, leftMs: number) {
  const settle = () => page.waitForNetworkIdle({ idleTime: 500, timeout: Math.max(0, Math.min(NETWORK_IDLE_WAIT_MS, leftMs - 1000)) }).catch(() => {});
  await (settings.whileSettling ? settings.whileSettling(settle) : settle());
  const [html, title] = await Promise.all([page.content(), page.title()]);
  const shownUrl = page.url();
  const shot = opts.screenshotPath ?? (opts.screenshotIf ? await opts.screenshotIf({ url: shownUrl, title, html }) : null);
  if (shot) await writeScreenshot(page, shot, settings.viewport);
  return { html, title, shownUrl, shot };
}

export async function renderInBrowser(
  tabs: Tabs,
  url: string,
  opts: RenderOptions,
  settings: RenderSettings,
): Promise<RenderResult> {
  const started = Date.now();
  const timeoutMs = opts.timeoutMs ?? settings.timeoutMs;
  const blocked: BlockedRequest[] = [];
  // The tab in use, once taken (the deadline closes it).
  const held: { tab: Tab | null } = { tab: null };
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new FetchError("timeout", `The page did not finish rendering within ${Math.round(timeoutMs / 100) / 10} s.`, { url }));
      // Closing the tab's context makes every pending browser call fail, so nothing keeps running.
      if (held.tab) tabs.discard(held.tab);
    }, timeoutMs);
  });

  // A failure the page itself answered (an HTTP error status) leaves the tab fit for the next render.
  let reusable = false;
  const work = async (): Promise<RenderResult> => {
    const taken = await tabs.take();
    if (timedOut) {
      tabs.discard(taken);
      throw new FetchError("timeout", "The page did not finish rendering in time.", { url });
    }
    held.tab = taken;
    const { page } = taken;
    page.setDefaultTimeout(timeoutMs);
    page.setDefaultNavigationTimeout(timeoutMs);
    const inputs = recordInputs(url);
    taken.onRequest = (req) => {
      inputs.request(req);
      void handleRequest(req, settings.guard, blocked);
    };
    taken.onResponse = (res) => inputs.response(res);

    let response: HTTPResponse | null;
    try {
      response = await page.goto(url, { waitUntil: "load", timeout: timeoutMs });
    } catch (err) {
      throw navigationError(err, url, blocked);
    }
    if (response) {
      const bad = statusError(response, page.url());
      if (bad) {
        reusable = true;
        throw bad;
      }
    }
    const { html, title, shownUrl, shot } = await settleAndRead(page, opts, settings, timeoutMs - (Date.now() - started));
    reusable = true;
    return {
      requestedUrl: url,
      url: shownUrl,
      status: response?.status() ?? null,
      title,
      html,
      screenshotPath: shot ?? null,
      blockedRequests: blocked,
      inputs: inputs.result(),
      durationMs: Date.now() - started,
    };
  };

  try {
    return await Promise.race([work(), deadline]);
  } catch (err) {
    throw err instanceof FetchError ? err : navigationError(err, url, blocked);
  } finally {
    clearTimeout(timer);
    // Cleaning the tab for the next render is not awaited: the render's result does not depend on
    // it, and the caller's page slot is free for the next render meanwhile.
    if (held.tab && !timedOut) void tabs.give(held.tab, reusable);
  }
}

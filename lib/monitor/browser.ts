import { chooseChromium, createBrowserPool, serverlessChromium, type BrowserPool } from "@/lib/scan/browser";
import { env } from "@/lib/env";

const g = globalThis as unknown as { __rivalscopeBrowser?: BrowserPool | null };

/**
 * One shared browser per worker process, launched on first use: a local Chromium (CHROME_PATH,
 * /usr/bin/chromium, /usr/bin/google-chrome), else on a serverless platform @sparticuz/chromium;
 * null when neither exists (scans run over HTTP).
 */
export function sharedBrowser(): BrowserPool | null {
  if (g.__rivalscopeBrowser !== undefined) return g.__rivalscopeBrowser;
  const e = env();
  const choice = chooseChromium({ preferredPath: e.CHROME_PATH ?? null, hints: e });
  g.__rivalscopeBrowser = choice
    ? createBrowserPool({
        executablePath: choice.kind === "local" ? choice.path : serverlessChromium,
        allowedPrivateHosts: e.allowedPrivateHosts,
        maxPages: e.BROWSER_PAGES,
        memoryCapMb: e.BROWSER_MEMORY_CAP_MB,
      })
    : null;
  return g.__rivalscopeBrowser;
}

export async function closeSharedBrowser(): Promise<void> {
  const pool = g.__rivalscopeBrowser;
  g.__rivalscopeBrowser = undefined;
  await pool?.close();
}

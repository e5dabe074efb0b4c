import { createBrowserPool, findChromium, type BrowserPool } from "@/lib/scan/browser";
import { env } from "@/lib/env";

const g = globalThis as unknown as { __rivalscopeBrowser?: BrowserPool | null };

/** One shared browser per worker process, launched on first use; null when no Chromium is installed. */
export function sharedBrowser(): BrowserPool | null {
  if (g.__rivalscopeBrowser !== undefined) return g.__rivalscopeBrowser;
  const executablePath = findChromium(env().CHROME_PATH ?? null);
  g.__rivalscopeBrowser = executablePath ? createBrowserPool({ executablePath, allowedPrivateHosts: env().allowedPrivateHosts, maxPages: env().BROWSER_PAGES, memoryCapMb: env().BROWSER_MEMORY_CAP_MB }) : null;
  return g.__rivalscopeBrowser;
}

export async function closeSharedBrowser(): Promise<void> {
  const pool = g.__rivalscopeBrowser;
  g.__rivalscopeBrowser = undefined;
  await pool?.close();
}

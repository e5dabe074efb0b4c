/**
 * Locates a Chromium executable. Without one the scanner works over plain HTTP only.
 */
import fs from "node:fs";

export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/google-chrome"] as const;

function isExecutableFile(path: string): boolean {
  try {
    if (!fs.statSync(path).isFile()) return false;
    fs.accessSync(path, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable of preferredPath (CHROME_PATH), /usr/bin/chromium, /usr/bin/google-chrome; else null. */
export function findChromium(preferredPath?: string | null): string | null {
  const candidates = [preferredPath, ...CHROMIUM_CANDIDATES].filter((p): p is string => typeof p === "string" && p.trim() !== "");
  for (const path of candidates) if (isExecutableFile(path.trim())) return path.trim();
  return null;
}

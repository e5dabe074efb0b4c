/**
 * Locates a Chromium executable. Without one the scanner works over plain HTTP only, except on a
 * serverless platform, where the Chromium shipped in @sparticuz/chromium is used instead.
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

/** The variables a serverless platform sets in its functions (read through lib/env.ts). */
export interface PlatformHints {
  AWS_LAMBDA_FUNCTION_NAME?: string;
  VERCEL?: string;
}

/** True inside an AWS Lambda function (also Netlify's functions) or a Vercel function. */
export function isServerlessPlatform(hints: PlatformHints): boolean {
  return Boolean(hints.AWS_LAMBDA_FUNCTION_NAME?.trim() || hints.VERCEL?.trim());
}

export type ChromiumChoice = { kind: "local"; path: string } | { kind: "serverless" } | null;

/**
 * Which browser the scanner uses: a local executable when there is one (CHROME_PATH first), else on a
 * serverless platform the packaged one (@sparticuz/chromium), else none (scans run over HTTP).
 */
export function chooseChromium(params: { preferredPath?: string | null; hints: PlatformHints; find?: (preferred?: string | null) => string | null }): ChromiumChoice {
  const local = (params.find ?? findChromium)(params.preferredPath);
  if (local) return { kind: "local", path: local };
  return isServerlessPlatform(params.hints) ? { kind: "serverless" } : null;
}

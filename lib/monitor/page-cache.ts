/**
 * What the worker keeps of each page's last fetch, under DATA_DIR/pages/<competitor>/:
 * - <kind>.html: the raw HTML of the last full answer, read only when a scan needs the page's HTML
 *   while the site answered "as last time" (304, or the same body hash kept in monitored_pages);
 * - <kind>.rendered: a hash of the text a script-built page showed when last rendered;
 * - <kind>.dom.html: that rendering (the DOM after its scripts ran), read when a scan needs the page
 *   while its last rendering still stands (render-inputs.ts).
 * A missing or unreadable file only means the next scan does the full work.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { PageKind } from "@/lib/scan/types";
import { env } from "@/lib/env";

/** A full fetch (no validators) at least this often, and a fresh screenshot at least this often. */
export const FULL_CHECK_MS = 24 * 3_600_000;

const file = (competitorId: string, kind: PageKind, ext: string) => path.join(env().DATA_DIR, "pages", competitorId, `${kind}.${ext}`);

const read = (competitorId: string, kind: PageKind, ext: string): Promise<string | null> => fs.readFile(file(competitorId, kind, ext), "utf8").catch(() => null);

async function write(competitorId: string, kind: PageKind, ext: string, text: string): Promise<void> {
  const p = file(competitorId, kind, ext);
  await fs.mkdir(path.dirname(p), { recursive: true });
  await fs.writeFile(p, text);
}

export const readCachedPage = (competitorId: string, kind: PageKind) => read(competitorId, kind, "html");
export const writeCachedPage = (competitorId: string, kind: PageKind, html: string) => write(competitorId, kind, "html", html);

/** The hash of a page body kept in monitored_pages.content_hash. */
export function bodyHash(body: string): string {
  return crypto.createHash("sha256").update(body).digest("hex");
}

/** The visible text of rendered HTML (scripts, styles and markup dropped, whitespace collapsed), hashed. */
export function renderedTextHash(html: string): string {
  const text = html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return crypto.createHash("sha256").update(text).digest("hex");
}

export const readRenderedPage = (competitorId: string, kind: PageKind) => read(competitorId, kind, "dom.html");
export const writeRenderedPage = (competitorId: string, kind: PageKind, html: string) => write(competitorId, kind, "dom.html", html);
export const readRenderedHash = (competitorId: string, kind: PageKind) => read(competitorId, kind, "rendered");
export const writeRenderedHash = (competitorId: string, kind: PageKind, hash: string) => write(competitorId, kind, "rendered", hash);

/** When a screenshot was taken, from its name (<kind>-<stamp>.png); 0 when unknown. */
export function screenshotTakenAt(rel: string | undefined): number {
  const m = rel ? /-(\d{10,})\.png$/.exec(rel) : null;
  return m ? Number(m[1]) : 0;
}

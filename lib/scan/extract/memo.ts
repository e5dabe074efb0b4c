/**
 * Results of the page extractors for the pages read lately, by extractor, arguments and HTML. A scan
 * that confirms a change reads the same pages two or three times within seconds (the scan's fetch, the
 * confirmation fetch, a second look at one page); a page whose HTML did not change between them is
 * then extracted once. Hits are deep copies, so no caller can change another's result.
 */
import crypto from "node:crypto";
import { memoByText } from "@/lib/text-memo";

/** Entries kept (each a page's extraction by one extractor): enough for the scans a worker runs at once. */
const MAX_ENTRIES = 512;
const cache = new Map<string, unknown>();

// digests of the pages read lately: every extractor of a page keys its entry by the same HTML
const htmlDigest = memoByText(16, (html) => crypto.createHash("sha1").update(html).digest("base64"));

export function memoExtract<T>(extractor: string, args: readonly unknown[], html: string, build: () => T): T {
  const key = `${extractor}\0${JSON.stringify(args)}\0${htmlDigest(html)}`;
  if (cache.has(key)) {
    const hit = cache.get(key) as T;
    cache.delete(key);
    cache.set(key, hit);
    return structuredClone(hit);
  }
  const value = build();
  cache.set(key, structuredClone(value));
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}

/**
 * Results of the page extractors for the pages read lately, by extractor, arguments and HTML. A scan
 * that confirms a change reads the same pages two or three times within seconds (the scan's fetch, the
 * confirmation fetch, a second look at one page); a page whose HTML did not change between them is
 * then extracted once. Hits are deep copies, so no caller can change another's result.
 */
import crypto from "node:crypto";

/** Entries kept (each a page's extraction by one extractor): enough for the scans a worker runs at once. */
const MAX_ENTRIES = 512;
const cache = new Map<string, unknown>();

export function memoExtract<T>(extractor: string, args: readonly unknown[], html: string, build: () => T): T {
  const key = crypto.createHash("sha1").update(extractor).update("\0").update(JSON.stringify(args)).update("\0").update(html).digest("base64");
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

/**
 * Parsing a page into a linkedom document as a browser would read it, and the memo of parsed pages that
 * the read-only extractors share (re-exported by dom.ts, where the extractors import them from).
 */
import { parseHTML } from "linkedom";
import { parse as parseSpec, serialize } from "parse5";
import { boundDomDepth, boundHtmlDepth, boundSpecDepth } from "./bound-depth";
import { lazyClassLists } from "./lazy-class-lists";
import { lazyListenerTables } from "./lazy-listeners";

// the nodes of every document parsed here get their event-listener tables and class lists only when asked for
lazyListenerTables();
lazyClassLists();

type Doc = Document;

/**
 * Parses a whole page or a fragment as a browser does. linkedom builds no implied <html>, <head> or
 * <body> (a page without an <html> tag came out with an empty body) and repairs less misnested
 * markup than a browser, so a document that does not spell out its <html> and <body> (or whose
 * markup is out of order: content before <html>, a second <body>) first goes through parse5, the
 * WHATWG tree builder, and linkedom reads its well-formed serialisation. A page that spells its
 * structure out is read by linkedom directly: parse5 costs about as much again on a large page.
 */
export function parseDocument(html: string): Doc {
  // Nesting is bounded first in the text (parsers slow down with depth), then exactly in the trees.
  const shallow = boundHtmlDepth(html);
  const doc = parseHTML(wellFormed(shallow) ? shallow : serialize(boundSpecDepth(parseSpec(shallow)))).document as unknown as Doc;
  return boundDomDepth(doc);
}

function wellFormed(html: string): boolean {
  const head = html.slice(0, 4096);
  const htmlAt = head.search(/<html[\s>]/i);
  if (htmlAt < 0) return false;
  // only a doctype, comments and whitespace before <html>
  if (!/^\s*(?:<!doctype[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*$/i.test(head.slice(0, htmlAt))) return false;
  const bodies = html.match(/<body[\s>]/gi)?.length ?? 0;
  return bodies === 1 && /<\/head\s*>/i.test(html) && !/<frameset[\s>]/i.test(html);
}

/**
 * Small per-purpose memo of parsed documents keyed by the HTML text: extractSite runs several
 * read-only extractors over the same page. Documents obtained through it must not be mutated.
 */
export function memoByHtml<T>(cache: Map<string, T>, html: string, build: () => T, max = 6): T {
  const hit = cache.get(html);
  if (hit !== undefined) {
    cache.delete(html);
    cache.set(html, hit);
    return hit;
  }
  const value = build();
  cache.set(html, value);
  while (cache.size > max) cache.delete(cache.keys().next().value as string);
  return value;
}

const rawDocs = new Map<string, Doc>();
/** Parsed, unmodified document for read-only use (title, navigation, styles, scripts). */
export function rawDocument(html: string): Doc {
  return memoByHtml(rawDocs, html, () => parseDocument(html));
}

/**
 * The page's main-content root. Two extractors, chosen per page:
 *
 * - Product pages (home, features, pricing: hero, feature grids, plan cards) go through the
 *   project's own cleaning (clean.ts), which removes chrome and noise but keeps every section.
 * - Articles (news, blog posts, docs pages that declare themselves articles) go through Mozilla
 *   Readability, which scores text blocks and keeps the article body alone: no comments, related
 *   stories, share bars or teaser lists.
 *
 * A page is read as an article only on positive evidence: Readability's own readerability test
 * (enough long paragraphs) *and* article metadata (og:type article, a schema.org Article /
 * BlogPosting / NewsArticle..., a publication date). Even then the article is refused when it
 * drops prices that the cleaned page shows (a plan card is never boilerplate). Long product pages
 * therefore keep their sections, and one page does not flip between extractors when its copy
 * changes a little (which would show up as a spurious change in the monitoring).
 * Safety net: when the cleaning leaves (almost) nothing but Readability finds a text, the text is
 * used (pages whose content sits in a container styled as a modal or hidden by a utility class).
 */
import { Readability, isProbablyReaderable } from "@mozilla/readability";
import { type Doc, findAllIn, markMutated, parseDocument, tagOf, textOf } from "./dom";
import { findMoney } from "@/lib/pricing/money-parse";
import { stripInert } from "./strip-inert";
import { squash } from "@/lib/norm-text";

/** What decided a page's extractor (for tests and the evaluation). */
export type MainContentPath = "clean" | "article" | "article-fallback";

export interface MainContent {
  root: Element;
  path: MainContentPath;
}

const ARTICLE_TYPE_RE = /^(?:\w*Article|BlogPosting|LiveBlogPosting|SocialMediaPosting|DiscussionForumPosting|Report|Review|Recipe|HowTo)$/;
const OG_ARTICLE_RE = /^article\b|:(?:article|entry|post)$/;
// Types that declare a product or a plain site page. WordPress SEO plugins print og:type "article"
// on every page but describe pages as "WebPage" (posts as "Article") in their JSON-LD.
const PAGE_TYPE_RE = /^(?:WebPage|Product|ProductGroup|Service|Offer|AggregateOffer|SoftwareApplication|WebApplication|MobileApplication|PriceSpecification|UnitPriceSpecification)$/;
const DATE_KEYS = new Set([
  "article:published_time",
  "og:article:published_time",
  "date",
  "dc.date",
  "dc.date.issued",
  "dcterms.date",
  "dcterms.created",
  "pubdate",
  "publishdate",
  "sailthru.date",
  "parsely-pub-date",
  "datepublished",
]);

function jsonLdTypes(doc: Doc): string[] {
  const out: string[] = [];
  const collect = (node: unknown, depth: number) => {
    if (!node || typeof node !== "object" || depth > 4) return;
    if (Array.isArray(node)) {
      for (const x of node) collect(x, depth + 1);
      return;
    }
    const obj = node as Record<string, unknown>;
    const type = obj["@type"];
    for (const t of Array.isArray(type) ? type : [type]) if (typeof t === "string") out.push(t);
    if (obj["@graph"]) collect(obj["@graph"], depth + 1);
    if (obj.mainEntity) collect(obj.mainEntity, depth + 1);
  };
  for (const script of Array.from(doc.getElementsByTagName("script"))) {
    if (!/ld\+json/i.test(script.getAttribute("type") ?? "")) continue;
    try {
      collect(JSON.parse((script.textContent ?? "").replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, "")), 0);
    } catch {
      // malformed JSON-LD is common; it is simply no evidence
    }
  }
  return out;
}

/** [itemtype],[itemprop],time[pubdate] */
const isMicrodata = (el: Element) => el.hasAttribute("itemtype") || el.hasAttribute("itemprop") || (tagOf(el) === "time" && el.hasAttribute("pubdate"));

/**
 * Article metadata of a page (what declares it an article: og:type, JSON-LD or microdata type, a
 * publication date), or null. A JSON-LD Product, Service, Offer, SoftwareApplication or WebPage
 * without an article type overrules the rest. Read before any cleaning (it drops meta and script).
 */
export function articleEvidence(doc: Doc): string | null {
  const types = jsonLdTypes(doc);
  const ld = types.find((t) => ARTICLE_TYPE_RE.test(t));
  if (ld) return `JSON-LD ${ld}`;
  // a page that describes itself as a product or a plain web page is not taken for an article
  if (types.some((t) => PAGE_TYPE_RE.test(t))) return null;
  for (const meta of Array.from(doc.getElementsByTagName("meta"))) {
    const key = (meta.getAttribute("property") ?? meta.getAttribute("name") ?? meta.getAttribute("itemprop") ?? "").trim().toLowerCase();
    const content = (meta.getAttribute("content") ?? "").trim().toLowerCase();
    if (!key || !content) continue;
    if (key === "og:type" && OG_ARTICLE_RE.test(content)) return `og:type ${content}`;
    if (DATE_KEYS.has(key)) return `publication date (${key})`;
  }
  for (const el of findAllIn(doc, isMicrodata)) {
    const type = el.getAttribute("itemtype")?.replace(/^.*\//, "").trim();
    if (type && ARTICLE_TYPE_RE.test(type)) return `microdata ${type}`;
    const prop = el.getAttribute("itemprop");
    if (prop && /^(?:datePublished|articleBody)$/.test(prop)) return `microdata ${prop}`;
    if (el.localName === "time" && el.hasAttribute("pubdate")) return "time pubdate";
  }
  return null;
}

interface Article {
  root: Element;
  title: string;
  length: number;
}

/** Runs Readability over a document (which it consumes) and returns the article body. */
function readArticle(doc: Doc): Article | null {
  let result: ReturnType<Readability<Element>["parse"]>;
  try {
    result = new Readability<Element>(doc, { serializer: (node) => node as Element }).parse();
  } catch {
    return null;
  }
  markMutated();
  const root = result?.content;
  if (!result || !root) return null;
  return { root, title: squash(result.title ?? ""), length: textOf(root).length };
}

// "$40 million", "€2bn": sums in news copy, not prices (and amounts read with a compact word, "$40M")
const MAGNITUDE_RE = /^\s*(?:million|billion|trillion|thousand|mn|bn|m|k|mio|mrd|milliard|milliarden|millionen|millones|milliards?|millions?)\b/i;

/** Prices in a text (amounts of money that are not sums like "$40 million"). */
function prices(text: string): number[] {
  return findMoney(text)
    .filter((m) => !m.multiplier && !MAGNITUDE_RE.test(text.slice(m.index + m.raw.length, m.index + m.raw.length + 12)))
    .map((m) => m.amount);
}

/** Prices in `el`'s text outside links (teaser headlines mention prices, plan cards show them). */
function unlinkedPrices(el: Element): number[] {
  const all = prices(textOf(el));
  if (new Set(all).size < 2) return all;
  const linked = new Map<number, number>();
  for (const a of Array.from(el.querySelectorAll("a"))) {
    const text = textOf(a);
    if (/\d/.test(text)) for (const p of prices(text)) linked.set(p, (linked.get(p) ?? 0) + 1);
  }
  return all.filter((p) => {
    const n = linked.get(p) ?? 0;
    if (n) linked.set(p, n - 1);
    return !n;
  });
}

/**
 * Does the article leave out prices the cleaned page shows? Two different amounts or more mean
 * plan cards or a price list; a single one is an upsell banner or an advert.
 */
function dropsPrices(cleaned: Element, article: Element): boolean {
  const kept = new Set(prices(textOf(article)));
  return new Set(unlinkedPrices(cleaned).filter((amount) => !kept.has(amount))).size >= 2;
}

/** Puts the page title on top of the article as its h1 (Readability reports it apart). */
function withTitle(article: Article): Element {
  const root = article.root;
  if (!article.title) return root;
  const first = root.querySelector("h1,h2,h3,p");
  const same = (s: string) => squash(s).toLowerCase() === article.title.toLowerCase();
  if (first && /^h[1-3]$/.test(first.localName) && same(textOf(first))) return root;
  const h1 = root.ownerDocument.createElement("h1");
  h1.textContent = article.title;
  root.insertBefore(h1, root.firstChild);
  markMutated();
  return root;
}

/** Below this many characters of cleaned text a page is checked against Readability's reading. */
const TINY = 200;

/**
 * Main-content root of a page: the article body for articles, the cleaned page otherwise.
 * `clean` is the product-page cleaning (it mutates and returns the root of the document it gets).
 */
export function mainContent(html: string, clean: (doc: Doc) => Element): MainContent {
  const stripped = stripInert(html);
  const doc = parseDocument(stripped);
  if (articleEvidence(doc) && isProbablyReaderable(doc)) {
    // Prices the article leaves out are checked on the raw page first; only when two or more are
    // missing is the page cleaned too (nav and footer prices do not count) for the exact check.
    const body = (doc.body ?? doc.documentElement) as Element;
    const pagePrices = new Set(unlinkedPrices(body));
    const spare = pagePrices.size >= 2 ? (doc.cloneNode(true) as Doc) : null;
    const article = readArticle(doc);
    if (article && article.length >= TINY) {
      const kept = new Set(prices(textOf(article.root)));
      const missing = [...pagePrices].filter((p) => !kept.has(p)).length;
      if (missing < 2) return { root: withTitle(article), path: "article" };
      const cleaned = clean(spare ?? parseDocument(stripped));
      return dropsPrices(cleaned, article.root) ? { root: cleaned, path: "clean" } : { root: withTitle(article), path: "article" };
    }
    return { root: clean(spare ?? parseDocument(stripped)), path: "clean" };
  }
  const cleaned = clean(doc);
  const cleanedLength = textOf(cleaned).length;
  if (cleanedLength < TINY) {
    // the cleaning left (almost) nothing: a page whose text sits in a container styled as a modal
    // or hidden until a script runs; Readability's reading is used when it finds much more
    const fresh = parseDocument(stripped);
    const needed = Math.max(TINY, 4 * cleanedLength);
    // Readability cannot find more text than the page has: small pages skip it
    const article = textOf((fresh.body ?? fresh.documentElement) as Element).length > needed ? readArticle(fresh) : null;
    if (article && article.length > needed) return { root: withTitle(article), path: "article-fallback" };
  }
  return { root: cleaned, path: "clean" };
}

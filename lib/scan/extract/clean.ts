/**
 * Removal of everything that is not the page's main content: scripts and styles, navigation,
 * header/footer boilerplate, cookie banners, modals, chat widgets, hidden elements, run-to-run
 * noise (countdowns, <time> stamps) and, optionally, rotating testimonial blocks.
 * Mutates the given document: callers parse a fresh one, or read the shared parse inside withUndo
 * (undo-journal.ts), which puts back what removeElement / replaceElement changed.
 */
import { type Doc, attributeNames, childElements, classOf, findAll, findAllIn, findFirst, hints, markMutated, memoByHtml, removeElement, replaceElement, tagIs, tagOf, textOf } from "./dom";
import { isPageFurniture } from "./boilerplate";
import { mainContent } from "./main-content";
import { markTableIcons } from "./table-marks";

export interface CleanOptions {
  /** Keep elements hidden with CSS/attributes (pricing needs the hidden annual prices). */
  keepHidden?: boolean;
  /** Drop testimonial / quote carousels (their content rotates between loads). */
  dropTestimonials?: boolean;
  /** Drop every blockquote / q (used for the text hash). */
  dropQuotes?: boolean;
  /** Drop comment threads, share bars and related-article lists (see boilerplate.ts). */
  dropFurniture?: boolean;
}

const isAlwaysDropped = tagIs("script", "style", "noscript", "template", "iframe", "object", "embed", "canvas", "svg", "link", "meta", "input", "select", "textarea", "datalist", "source", "track", "map");

const COOKIE_RE = /cookie|consent|onetrust|cookiebot|didomi|usercentrics|truste|osano|termly|cmplz|gdpr-(?:banner|notice|consent|popup)|cc-(?:window|banner)|privacy-banner/;
const MODAL_RE = /(?:^|[\s_-])(?:modal|popup|pop-up|lightbox|exit-intent|newsletter-popup|overlay)(?:$|[\s_])/;
const CHAT_RE = /intercom|drift-|crisp-|hubspot-messages|zendesk|livechat|chat-widget|tawk/;
const CHROME_RE = /(?:^|[\s])(?:site-?header|global-?header|navbar|nav-?bar|topbar|top-bar|masthead|site-?nav|main-?nav|primary-?nav|site-?footer|global-?footer|footer|breadcrumbs?|skip-?link|skip-to-content|mega-?menu|mobile-?menu)(?:$|[\s])/;
const NOISE_RE = /countdown|(?:^|[\s_-])timer(?:$|[\s_-])|(?:^|[\s_-])clock(?:$|[\s_-])|live-?visitors|visitor-?count|build-?(?:id|info)|last-?updated|timestamp/;
export const TESTIMONIAL_RE = /testimonial|carousel|swiper|slick-|glide|splide|quote-rotator|customer-quote|(?:^|[\s])(?:quotes?|reviews?|slider|rotating-quotes?)(?:$|[\s])/;
const HIDDEN_CLASS_RE = /(?:^|\s)(?:hidden|d-none|is-hidden|invisible|u-hidden|display-none|hide)(?:$|\s)/;
const SYMBOL_ONLY = /^[\s✓✔✗✕✖×—–\-+•·]*$/;

export function isHiddenElement(el: Element): boolean {
  const names = attributeNames(el);
  if (names.has("hidden")) return true;
  const style = names.has("style") ? (el.getAttribute("style") ?? "").toLowerCase().replace(/\s+/g, "") : "";
  if (/display:none|visibility:hidden/.test(style)) return true;
  const cls = classOf(el).toLowerCase();
  // Tailwind-style "hidden md:block" is shown on desktop: not hidden.
  if (HIDDEN_CLASS_RE.test(cls) && !/(?:^|\s)(?:sm|md|lg|xl|2xl):(?:block|flex|grid|inline|inline-block|inline-flex|table|contents)(?:$|\s)/.test(cls)) return true;
  if (names.has("aria-hidden") && el.getAttribute("aria-hidden") === "true" && !SYMBOL_ONLY.test(el.textContent ?? "")) return true;
  return false;
}

export function isTestimonial(el: Element): boolean {
  return TESTIMONIAL_RE.test(hints(el)) || attributeNames(el).has("data-testimonial");
}

/** Navigation / header / footer chrome (not a hero <header> holding the page's h1). */
export function isChrome(el: Element): boolean {
  const tag = tagOf(el);
  const role = attributeNames(el).has("role") ? el.getAttribute("role") : null;
  if (tag === "nav" || role === "navigation") return true;
  if (role === "contentinfo" || role === "banner") return true;
  if (tag === "footer" || tag === "header") {
    // Card and article headers/footers are content; page-level ones (no sectioning ancestor) are chrome.
    if (el.closest("main article, main section, article, li, section > div, aside")) return false;
    return tag === "footer" || !findFirst(el, isH1);
  }
  if (tag === "aside" && /sidebar|toc|related/.test(hints(el))) return true;
  return CHROME_RE.test(hints(el)) && !findFirst(el, isH1);
}

const isH1 = tagIs("h1");
const isTitle = tagIs("title");
const isLink = tagIs("a");

export function isOverlay(el: Element): boolean {
  const tag = tagOf(el);
  const names = attributeNames(el);
  const role = names.has("role") ? el.getAttribute("role") : null;
  const h = hints(el);
  if (tag === "dialog" && !names.has("open")) return true;
  if (role === "dialog" || role === "alertdialog" || (names.has("aria-modal") && el.getAttribute("aria-modal") === "true")) return true;
  return COOKIE_RE.test(h) || MODAL_RE.test(h) || CHAT_RE.test(h);
}

export function isNoiseElement(el: Element): boolean {
  const tag = tagOf(el);
  if (tag === "time") return true;
  if (NOISE_RE.test(hints(el))) return true;
  const names = attributeNames(el);
  for (const attr of ["data-countdown", "data-deadline", "data-expires", "data-timer", "data-timestamp", "data-build-id"]) {
    if (names.has(attr)) return true;
  }
  return false;
}

/** svg,[role=img],i[aria-label],span[aria-label] (attribute names as written, as the selector reads them) */
function isIcon(el: Element): boolean {
  const tag = tagOf(el);
  return tag === "svg" || el.getAttribute("role") === "img" || ((tag === "i" || tag === "span") && el.hasAttribute("aria-label"));
}

/** Replaces labelled icons (svg with <title>/aria-label, role="img") by their label text. */
function labelIcons(doc: Doc) {
  let changed = false;
  for (const el of findAllIn(doc, isIcon)) {
    if (!el.parentNode) continue;
    if ((el.textContent ?? "").trim() && tagOf(el) !== "svg") continue;
    const label = el.getAttribute("aria-label") ?? findFirst(el, isTitle)?.textContent ?? "";
    if (!label.trim() || el.getAttribute("aria-hidden") === "true") continue;
    const span = doc.createElement("span");
    span.textContent = label.trim();
    replaceElement(el, span);
    changed = true;
  }
  if (changed) markMutated();
}

/** Removes non-content from the document in place and returns the main content root. */
export function cleanDocument(doc: Doc, options: CleanOptions = {}): Element {
  labelIcons(doc);
  markTableIcons(doc);
  for (const el of findAllIn(doc, isAlwaysDropped)) removeElement(el);
  const body = (doc.body ?? doc.documentElement) as Element;
  const shouldDrop = (el: Element) =>
    isChrome(el) ||
    isOverlay(el) ||
    isNoiseElement(el) ||
    (!options.keepHidden && isHiddenElement(el)) ||
    (!!options.dropTestimonials && isTestimonial(el)) ||
    (!!options.dropQuotes && (tagOf(el) === "blockquote" || tagOf(el) === "q")) ||
    (!!options.dropFurniture && isPageFurniture(el));
  const walk = (el: Element) => {
    for (const child of [...childElements(el)]) {
      if (shouldDrop(child)) removeElement(child);
      else walk(child);
    }
  };
  walk(body);
  dropLinkBars(body);
  return mainRoot(doc);
}

const contentRoots = new Map<string, Element>();

/**
 * Main content root of a page, memoised per HTML text: read-only, shared by the markdown, feature,
 * integration, capability and signal extractors. Articles (see main-content.ts) give their body as
 * Readability reads it; every other page its cleaned document (boilerplate, overlays, hidden and
 * testimonial blocks removed).
 */
export function contentRoot(html: string): Element {
  return memoByHtml(contentRoots, html, () => mainContent(html, (doc) => cleanDocument(doc, { dropTestimonials: true, dropFurniture: true })).root);
}

/**
 * Minimal sites put their navigation in a plain paragraph of links above the first heading
 * ("Home · Features · Pricing"): drop such blocks (mostly link text, two links or more).
 */
function dropLinkBars(body: Element) {
  const first = body.querySelector("h1,h2");
  if (!first) return;
  const bars: Element[] = [];
  const walk = (el: Element): boolean => {
    // returns true once the first heading is reached (stop)
    for (const child of childElements(el)) {
      if (child === first) return true;
      if (child.contains(first)) return walk(child);
      const tag = tagOf(child);
      if (tag === "p" || tag === "div" || tag === "ul") {
        const links = findAll(child, isLink);
        if (links.length >= 2) {
          const total = textOf(child).replace(/[\s·•|/-]+/g, "").length;
          const linked = links.map((a) => textOf(a)).join("").replace(/[\s·•|/-]+/g, "").length;
          if (total > 0 && linked / total >= 0.6) bars.push(child);
        }
      }
    }
    return false;
  };
  walk(body);
  for (const bar of bars) removeElement(bar);
}

/** main,[role=main] */
const isMain = (el: Element) => tagOf(el) === "main" || el.getAttribute("role") === "main";

/** The <main> element (or [role=main]) when present and substantial, else the body. */
export function mainRoot(doc: Doc): Element {
  const body = (doc.body ?? doc.documentElement) as Element;
  const mains = findAllIn(doc, isMain);
  if (mains.length === 1 && textOf(mains[0]).length > 0) return mains[0];
  return body;
}

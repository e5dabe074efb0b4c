/**
 * Page furniture that surrounds a text but is not part of it, recognised by the names sites give
 * it (class and id tokens) and checked by its shape so that a product page's own sections are
 * never taken for it:
 * - discussion: comment threads and reply forms (WordPress, Disqus, Livefyre, Facebook comments);
 * - share bars: "share on ..." buttons and follow links (short, mostly links or buttons);
 * - related lists: "related articles", "read next", recirculation widgets (mostly link text).
 * Class tokens are also split at BEM separators ("article__share-bar", "topbar__related-article").
 */
import { attributeNames, hints, tagOf, textOf } from "./dom";

const INLINE = new Set(["a", "span", "b", "i", "em", "strong", "code", "kbd", "samp", "label", "button", "img", "small", "sup", "sub", "abbr", "time", "font"]);

const DISCUSSION_RE =
  /^(?:comments?|comment-?(?:list|section|area|thread|threads|stream|wrapper|container|form|respond|block|box)|comments-?(?:area|section|list|wrapper|container|block|stream|thread|box|widget|module|content)|commentlist|disqus|disqus_thread|respond|reply-?form|livefyre(?:-\w+)?|fb[-_]comments(?:[-_]\w+)?|discussion-?(?:list|thread|section|area)|user-?comments)$/;
const SHARE_RE =
  /^(?:share|sharing|social|socials)(?:[-_]?(?:bar|buttons?|btns?|links?|icons?|tools?|box|widget|menu|kit|wrapper|container|list|block|area|this|media))?$|^(?:sharedaddy|addthis(?:[-_]\w+)?|sharethis(?:[-_]\w+)?|a2a_kit|social-?share(?:[-_]\w+)?|share-?(?:bar|buttons?|tools?|links?|icons?)(?:[-_]\w+)?|(?:top|bottom|article|post|horizontal|vertical|floating|sticky)[-_]share(?:[-_]\w+)?)$/;
const RELATED_RE =
  /^(?:related|related[-_]?(?:posts?|articles?|stories|content|links?|reading|items?|news|box|list|entries|videos?)|(?:more|other)[-_]?(?:stories|articles|posts|news|from[-_]\w+)|read[-_]?next|up[-_]?next|recirc(?:ulation)?(?:[-_]\w+)?|outbrain|taboola(?:[-_]\w+)?|you[-_]?may[-_]?(?:also[-_]?)?like|also[-_]?read|most[-_]?(?:read|viewed|shared|popular[-_]?(?:stories|articles|posts))|trending[-_]?(?:stories|articles|posts|news))$/;

/** Class/id tokens of an element, lower-cased, with BEM blocks and elements split out. */
function tokens(el: Element): string[] {
  const out: string[] = [];
  for (const t of hints(el).split(/\s+/)) {
    if (!t) continue;
    out.push(t);
    if (t.includes("__") || t.includes("--")) for (const part of t.split(/__|--/)) if (part) out.push(part);
  }
  return out;
}

/** Inside code (syntax highlighters mark comments with a "comment" class). */
function inCode(el: Element): boolean {
  for (let cur: Element | null = el; cur; cur = cur.parentElement) {
    const tag = tagOf(cur);
    if (tag === "pre" || tag === "code") return true;
  }
  return false;
}

/** Share of an element's text that sits in links or buttons (0..1). */
export function linkTextShare(el: Element): number {
  const total = textOf(el).length;
  if (!total) return 1;
  let linked = 0;
  for (const a of Array.from(el.querySelectorAll("a,button"))) {
    if (a.parentElement?.closest("a,button") && el.contains(a.parentElement.closest("a,button"))) continue;
    linked += textOf(a).length;
  }
  return Math.min(1, linked / total);
}

/** A comment thread, a reply form or a comment count block. */
export function isDiscussion(el: Element, toks: readonly string[] = tokens(el)): boolean {
  if (INLINE.has(tagOf(el)) || !toks.some((t) => DISCUSSION_RE.test(t))) return false;
  if (inCode(el) || el.querySelector("h1")) return false;
  return true;
}

/** A bar of share / follow buttons: short, and mostly links or buttons. */
export function isShareBar(el: Element, toks: readonly string[] = tokens(el)): boolean {
  if (tagOf(el) === "a" || tagOf(el) === "button") return false;
  if (!toks.some((t) => SHARE_RE.test(t)) || el.querySelector("h1,h2")) return false;
  const text = textOf(el);
  return text.length < 200 || linkTextShare(el) >= 0.6;
}

/** A list of links to other articles ("Related", "Read next", recirculation widgets). */
export function isRelatedList(el: Element, toks: readonly string[] = tokens(el)): boolean {
  if (INLINE.has(tagOf(el)) || !toks.some((t) => RELATED_RE.test(t))) return false;
  if (el.querySelector("h1") || attributeNames(el).has("itemprop")) return false;
  return linkTextShare(el) >= 0.5;
}

/** Any of the above: furniture around an article. */
export function isPageFurniture(el: Element): boolean {
  // the element's tokens are read once for the three (most elements have none: none of them)
  const toks = tokens(el);
  if (!toks.length) return false;
  return isDiscussion(el, toks) || isShareBar(el, toks) || isRelatedList(el, toks);
}

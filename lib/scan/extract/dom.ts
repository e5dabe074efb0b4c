/**
 * Small DOM helpers over linkedom shared by the extractors. Everything here is pure: it parses a
 * string (parse-document.ts) and walks the resulting tree; nothing touches the network.
 */
import { squash } from "@/lib/norm-text";
import { supAfterNumber } from "./sup-after-number";
import { noteUndo } from "./undo-journal";

export type Doc = Document;
export { memoByHtml, parseDocument, rawDocument } from "./parse-document";

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

// Caches over element trees. Every mutation made by the extractors goes through removeElement(),
// which drops them, so cached values never describe a tree that has changed since. They live in one
// record per element (a property of its own, read far faster than a lookup in a WeakMap per cache);
// markMutated() starts a new generation, and a record of an older one counts as empty.
const CACHE = Symbol("dom-cache");
let generation = 0;
const NONE: unique symbol = Symbol("none");

interface ElementCache {
  gen: number;
  rawText?: string;
  text?: string;
  kids?: Element[];
  /** the element and every element below it in document order, template content left out (findAllIn) */
  order?: Element[];
  /** values of the tree memos, by memo number (NONE: not computed) */
  memos?: unknown[];
  // attributes are never changed by the extractors: these two survive markMutated()
  hints?: string;
  attrs?: ReadonlySet<string>;
}
type Cached = Element & { [CACHE]?: ElementCache };

function cacheOf(el: Element): ElementCache {
  const cached = (el as Cached)[CACHE];
  if (cached) {
    if (cached.gen !== generation) {
      cached.gen = generation;
      cached.rawText = cached.text = cached.kids = cached.order = cached.memos = undefined;
    }
    return cached;
  }
  const fresh: ElementCache = { gen: generation };
  (el as Cached)[CACHE] = fresh;
  return fresh;
}

/** Drops the subtree-dependent values of one element (its attribute-derived values stay). */
function dropCache(el: Element): void {
  const cached = (el as Cached)[CACHE];
  if (cached) cached.rawText = cached.text = cached.kids = cached.order = cached.memos = undefined;
}

let indexCache = new WeakMap<object, DocIndex>();
interface DocIndex {
  pos: Map<Element, number>;
  headings: Element[];
  headingPos: number[];
}
let treeMemoCount = 0;

/** Drops the tree caches; call after changing a document. */
export function markMutated(): void {
  generation++;
  indexCache = new WeakMap();
}

/**
 * A cache of one computation per element that depends on the element's subtree: valid until the
 * next markMutated(), like the text caches.
 */
export function treeMemo<T>(compute: (el: Element) => T): (el: Element) => T {
  const id = treeMemoCount++;
  return (el) => {
    const cache = cacheOf(el);
    const memos = (cache.memos ??= []);
    while (memos.length <= id) memos.push(NONE);
    if (memos[id] !== NONE) return memos[id] as T;
    const value = compute(el);
    memos[id] = value;
    return value;
  };
}

/**
 * Elements below `root` (root excluded) passing `test`, in document order: querySelectorAll without a
 * selector to compile (linkedom compiles its selector anew on every call). As in linkedom's
 * querySelectorAll, the content of a <template> is not searched.
 */
export function findAll(root: Element, test: (el: Element) => boolean): Element[] {
  const out: Element[] = [];
  const walk = (el: Element) => {
    for (const child of childElements(el)) {
      if (test(child)) out.push(child);
      if (tagOf(child) !== "template") walk(child);
    }
  };
  walk(root);
  return out;
}

/** document.querySelectorAll without a selector: the document's elements passing `test`, in document order. */
export function findAllIn(doc: Doc, test: (el: Element) => boolean): Element[] {
  const top = doc.documentElement as Element | null;
  if (!top) return [];
  // the document's elements in that order are kept with the tree: most searches cover the whole page
  const cache = cacheOf(top);
  cache.order ??= [top, ...findAll(top, () => true)];
  return cache.order.filter(test);
}

/** The first element below `root` passing `test` (querySelector without a selector to compile). */
export function findFirst(root: Element, test: (el: Element) => boolean): Element | null {
  for (const child of childElements(root)) {
    if (test(child)) return child;
    const found = tagOf(child) !== "template" ? findFirst(child, test) : null;
    if (found) return found;
  }
  return null;
}

/** A test of the tag name (findAll(card, tagIs("li", "p")) is card.querySelectorAll("li,p")). */
export function tagIs(...tags: string[]): (el: Element) => boolean {
  const set = new Set(tags);
  return (el) => set.has(tagOf(el));
}

/** Does the class attribute contain `part` ([class*=part], case-sensitive as in CSS)? */
export function classHas(el: Element, part: string): boolean {
  return classOf(el).includes(part);
}

/**
 * Removes an element from its document. The cached values that described it are those of its
 * ancestors (text, child lists, tree memos: each depends on the element's subtree alone) and the
 * document order of its tree: they are dropped; every other element's subtree is unchanged, so its
 * cached values stay (a full markMutated() per removal made the cleaning compute them again).
 */
export function removeElement(el: Element): void {
  const parent = el.parentNode;
  if (!parent) return;
  const next = el.nextSibling;
  noteUndo(dropAbove(el).parentNode, () => dropAbove(parent.insertBefore(el, next)));
  parent.removeChild(el);
}

/** Puts `replacement` where `old` was, dropping the caches a removal drops (undone within withUndo, like a removal). */
export function replaceElement(old: Element, replacement: Element): void {
  const parent = old.parentNode;
  if (!parent) return;
  noteUndo(dropAbove(old).parentNode, () => {
    parent.replaceChild(old, replacement);
    dropAbove(old);
  });
  parent.replaceChild(replacement, old);
}

/** Drops the cached values of an element's ancestors and its tree's order; returns the tree's top element. */
function dropAbove(el: Element): Element {
  let top: Element = el;
  for (let cur = el.parentElement; cur; cur = cur.parentElement) {
    dropCache(cur);
    top = cur;
  }
  indexCache.delete(top);
  return top;
}

export function isElement(node: Node | null | undefined): node is Element {
  return !!node && node.nodeType === ELEMENT_NODE;
}

export function isText(node: Node | null | undefined): node is Text {
  return !!node && node.nodeType === TEXT_NODE;
}

export function tagOf(el: Element): string {
  return (el.localName || el.tagName || "").toLowerCase();
}

export function childElements(el: Element): Element[] {
  const cache = cacheOf(el);
  let kids = cache.kids;
  if (!kids) {
    kids = [];
    for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === ELEMENT_NODE) kids.push(n as Element);
    cache.kids = kids;
  }
  return kids;
}

/** The child nodes of an element in order, as a plain array (linkedom builds a NodeList on every childNodes read). */
export function childNodesOf(el: Element): ChildNode[] {
  const out: ChildNode[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) out.push(n);
  return out;
}

/** Visible-ish text of an element with whitespace collapsed. Block children are separated by spaces. */
export function textOf(el: Element | null | undefined): string {
  if (!el) return "";
  const cache = cacheOf(el);
  let text = cache.text;
  if (text === undefined) {
    text = squash(rawText(el));
    cache.text = text;
  }
  return text;
}

/** Unsquashed text of an element (cached): text nodes, inline children, spaces around blocks. */
function rawText(el: Element): string {
  const cache = cacheOf(el);
  if (cache.rawText !== undefined) return cache.rawText;
  let out = "";
  for (let node = el.firstChild; node; node = node.nextSibling) {
    if (isText(node)) {
      out += node.data ?? "";
      continue;
    }
    if (!isElement(node)) continue;
    const tag = tagOf(node);
    if (tag === "script" || tag === "style" || tag === "template" || tag === "noscript") continue;
    if (tag === "br") {
      out += " ";
      continue;
    }
    const inner = rawText(node);
    const sup = tag === "sup" ? supAfterNumber(inner, out) : null;
    if (sup !== null) {
      out = out.trimEnd() + sup;
      continue;
    }
    out += BLOCK_TAGS.has(tag) ? ` ${inner} ` : inner;
  }
  cache.rawText = out;
  return out;
}

export const BLOCK_TAGS = new Set([
  "address", "article", "aside", "blockquote", "body", "dd", "details", "dialog", "div", "dl", "dt",
  "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
  "hr", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot",
  "th", "thead", "tr", "ul", "caption", "button", "option", "label",
]);

export const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);

/** A link titling a heading ("<h3><a href=/plans/team>Team</a></h3>"): its text is the heading's, not a call to action. */
export function isTitleLink(el: Element): boolean {
  const parent = el.parentElement;
  return tagOf(el) === "a" && !!parent && headingLevel(parent) > 0;
}

export function headingLevel(el: Element): number {
  const tag = tagOf(el);
  if (HEADING_TAGS.has(tag)) return Number(tag.slice(1));
  if (el.getAttribute("role") === "heading") return Number(el.getAttribute("aria-level") ?? "2") || 2;
  return 0;
}

/** Class names and id of an element, lower-cased, as one space-separated string for regex tests. */
export function hints(el: Element): string {
  const cache = cacheOf(el);
  let h = cache.hints;
  if (h === undefined) {
    const cls = classOf(el);
    const id = el.getAttribute("id") ?? "";
    h = `${cls} ${id}`.toLowerCase();
    cache.hints = h;
  }
  return h;
}

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * Attribute names of an element, lower-cased (cached; the extractors never change attributes). Most
 * elements have none: they share one empty set.
 */
export function attributeNames(el: Element): ReadonlySet<string> {
  if (!el.hasAttributes()) return NO_NAMES;
  const cache = cacheOf(el);
  let names = cache.attrs;
  if (!names) {
    const set = new Set<string>();
    for (const name of el.getAttributeNames()) set.add(name.toLowerCase());
    cache.attrs = names = set;
  }
  return names;
}

/**
 * The class attribute as el.getAttribute("class") gives it ("" when there is none), read from the
 * attribute itself: linkedom answers getAttribute("class") by joining the element's class list anew on
 * every call, and keeps the attribute's value equal to that join (tokens split at white space,
 * duplicates and empty tokens dropped) whenever the list changes.
 */
export function classOf(el: Element): string {
  return el.getAttributeNode("class")?.value ?? "";
}

/** The element or its nearest ancestor passing `test` (a fast, selector-free closest()). */
export function closestWhere(el: Element | null, test: (e: Element) => boolean): Element | null {
  for (let cur = el; cur; cur = cur.parentElement) if (test(cur)) return cur;
  return null;
}

/** Tag-name closest(): closestTag(el, "li", "p"). */
export function closestTag(el: Element | null, ...tags: string[]): Element | null {
  return closestWhere(el, (e) => tags.includes(tagOf(e)));
}

/** Elements of `root` in document order (root excluded). */
export function descendants(root: Element | Document): Element[] {
  const out: Element[] = [];
  const walk = (el: Element) => {
    for (const child of childElements(el)) {
      out.push(child);
      walk(child);
    }
  };
  if (isElement(root as Node)) walk(root as Element);
  else if ((root as Document).documentElement) {
    const top = (root as Document).documentElement;
    out.push(top);
    walk(top);
  }
  return out;
}

function docIndex(el: Element): DocIndex {
  let top: Element = el;
  while (top.parentElement) top = top.parentElement;
  let index = indexCache.get(top);
  if (!index) {
    const all = [top, ...descendants(top)];
    const pos = new Map<Element, number>();
    const headings: Element[] = [];
    const headingPos: number[] = [];
    all.forEach((e, i) => {
      pos.set(e, i);
      if (headingLevel(e)) {
        headings.push(e);
        headingPos.push(i);
      }
    });
    index = { pos, headings, headingPos };
    indexCache.set(top, index);
  }
  return index;
}

/** True when `el` comes before `other` in document order. */
export function precedes(el: Element, other: Element): boolean {
  const index = docIndex(el);
  return (index.pos.get(el) ?? -1) < (index.pos.get(other) ?? -1);
}

/**
 * The nearest heading above `el` in reading order (a heading of a previous sibling, at any depth,
 * of `el` or of one of its ancestors), limited to levels <= maxLevel. Headings containing `el`
 * do not count.
 */
export function nearestHeadingAbove(el: Element, maxLevel = 6): Element | null {
  const index = docIndex(el);
  const p = index.pos.get(el);
  if (p === undefined) return null;
  // last heading positioned before el
  let lo = 0;
  let hi = index.headingPos.length - 1;
  let start = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (index.headingPos[mid] < p) {
      start = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  for (let i = start; i >= 0; i--) {
    const h = index.headings[i];
    if (headingLevel(h) <= maxLevel && !h.contains(el)) return h;
  }
  return null;
}

/**
 * The document an element is in, found by walking up its tree. linkedom's cloneNode leaves the
 * copies' ownerDocument on the original document, so a copy's ownerDocument would query another tree.
 */
export function documentOf(el: Node): Doc | null {
  let cur: Node = el;
  while (cur.parentNode) cur = cur.parentNode;
  return cur.nodeType === 9 ? (cur as unknown as Doc) : null;
}

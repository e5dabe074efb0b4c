/**
 * Main content of an HTML page as clean markdown: boilerplate, overlays, hidden elements,
 * testimonial carousels and run-to-run noise removed; headings, lists, tables, link text,
 * emphasis and strikethrough kept. The same renderer, in "hash" mode, produces the canonical
 * text behind PageSignals.textHash (quotes dropped, list items and equal siblings sorted).
 */
import { contentRoot } from "./clean";
import { BLOCK_TAGS, childElements, childNodesOf, classOf, closestTag, findAll, findFirst, headingLevel, isElement, isText, tagIs, tagOf } from "./dom";
import { supAfterNumber } from "./sup-after-number";
import { normalizeNoiseText } from "@/lib/scan/extract/stable-text";
import { squash } from "@/lib/norm-text";

const isRow = tagIs("tr");
const isImage = tagIs("img");

export interface MarkdownOptions {
  /** Canonical mode for hashing: sort list items and groups of equal siblings, drop quotes. */
  canonical?: boolean;
}

interface Ctx {
  canonical: boolean;
}

/** Converts an HTML page to markdown of its main content. */
export function htmlToMarkdown(html: string, options: MarkdownOptions = {}): string {
  return elementToMarkdown(contentRoot(html), options);
}

/** Renders an already-cleaned element as markdown. */
export function elementToMarkdown(root: Element, options: MarkdownOptions = {}): string {
  const ctx: Ctx = { canonical: !!options.canonical };
  blockMemo = new WeakMap();
  return renderChildren(root, ctx)
    .join("\n\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

let blockMemo = new WeakMap<Element, boolean>();

function containsBlock(el: Element): boolean {
  const known = blockMemo.get(el);
  if (known !== undefined) return known;
  let found = false;
  for (const child of childElements(el)) {
    const tag = tagOf(child);
    if ((BLOCK_TAGS.has(tag) && tag !== "button" && tag !== "label") || containsBlock(child)) {
      found = true;
      break;
    }
  }
  blockMemo.set(el, found);
  return found;
}

function clean(text: string): string {
  return normalizeNoiseText(squash(text));
}

/** Renders the children of a container as a list of markdown blocks. */
function renderChildren(el: Element, ctx: Ctx): string[] {
  const logos = imageGroup(el);
  if (logos) return [logos];

  if (ctx.canonical && isEqualSiblingGroup(el)) {
    const parts = childElements(el)
      .map((c) => renderBlock(c, ctx).join("\n\n"))
      .filter(Boolean);
    return [parts.sort().join("\n\n")];
  }

  const blocks: string[] = [];
  let buffer = "";
  const flush = () => {
    const text = clean(buffer);
    if (text) blocks.push(text);
    buffer = "";
  };
  for (const node of childNodesOf(el)) {
    if (isText(node)) {
      buffer += node.data;
      continue;
    }
    if (!isElement(node)) continue;
    const tag = tagOf(node);
    const isBlock = (BLOCK_TAGS.has(tag) && tag !== "button" && tag !== "label") || containsBlock(node) || headingLevel(node) > 0;
    if (!isBlock) {
      buffer += inline(node);
      continue;
    }
    flush();
    blocks.push(...renderBlock(node, ctx));
  }
  flush();
  return blocks;
}

function renderBlock(el: Element, ctx: Ctx): string[] {
  const tag = tagOf(el);
  if (ctx.canonical && (tag === "blockquote" || tag === "q")) return [];
  const level = headingLevel(el);
  if (level) {
    const text = clean(inlineChildren(el));
    return text ? [`${"#".repeat(level)} ${text}`] : [];
  }
  switch (tag) {
    case "p":
    case "summary":
    case "dt":
    case "dd":
    case "figcaption":
    case "caption": {
      if (containsBlock(el)) return renderChildren(el, ctx);
      const text = clean(inlineChildren(el));
      if (!text) return [];
      return [tag === "summary" || tag === "dt" ? `**${text}**` : text];
    }
    case "ul":
    case "ol": {
      const logos = imageGroup(el);
      if (logos) return [logos];
      // a list used for indentation only (text or inline elements, no <li>): its text is paragraphs
      if (!childElements(el).some((c) => tagOf(c) === "li")) return renderChildren(el, ctx);
      const list = renderList(el, ctx, 0);
      return list ? [list] : [];
    }
    case "table": {
      const table = renderTable(el);
      return table ? [table] : [];
    }
    case "blockquote": {
      const inner = renderChildren(el, ctx).join("\n\n");
      return inner ? [inner.split("\n").map((l) => (l ? `> ${l}` : ">")).join("\n")] : [];
    }
    case "pre": {
      const code = (el.textContent ?? "").replace(/\s+$/, "");
      return code.trim() ? ["```\n" + code + "\n```"] : [];
    }
    case "hr":
      return ["---"];
    case "dl":
      return ctx.canonical ? renderChildren(el, ctx) : renderDefinitions(el, ctx);
    default:
      return ctx.canonical ? renderChildren(el, ctx) : headingFirst(el, renderChildren(el, ctx));
  }
}

/** Most words a line above a card's heading may have to be read as the card's badge or eyebrow. */
const LEAD_WORDS = 8;

/**
 * A card's own heading first: in one of several sibling containers of one tag that each hold a
 * heading (cards of a grid, sections of a page), the short lines above the heading (a badge, an
 * eyebrow) are the card's, and markdown, whose sections start at headings, would put them under
 * the card before. They follow the heading instead.
 */
function headingFirst(el: Element, blocks: string[]): string[] {
  // only the first three blocks can hold the heading after its short lead lines
  const at = blocks.slice(0, 3).findIndex((b) => /^#{1,6} /.test(b));
  if (at <= 0) return blocks;
  const lead = blocks.slice(0, at);
  if (!lead.every((b) => !/^([-*>|]|\d+\.)\s|\n/.test(b) && b.split(/\s+/).length <= LEAD_WORDS)) return blocks;
  const parent = el.parentElement;
  const holdsHeading = (x: Element) => findFirst(x, (e) => headingLevel(e) > 0) !== null;
  if (!parent) return blocks;
  const cards = childElements(parent).filter((k) => tagOf(k) === tagOf(el) && holdsHeading(k));
  if (cards.length < 2) return blocks;
  return [blocks[at], ...lead, ...blocks.slice(at + 1)];
}

/**
 * A definition list: a term with its one description is one line ("**Storage**: 2 GB"), as a
 * reader pairs them, so a value changed is named by its term. Terms with several descriptions, or
 * holding blocks, are rendered as before (the term bold, each description its own paragraph).
 */
function renderDefinitions(dl: Element, ctx: Ctx): string[] {
  // <div> groups of dt/dd are allowed inside a <dl>
  const items = childElements(dl).flatMap((c) => (tagOf(c) === "div" ? childElements(c) : [c]));
  const out: string[] = [];
  for (let i = 0; i < items.length; i++) {
    const [term, desc, next] = [items[i], items[i + 1], items[i + 2]];
    const pair = tagOf(term) === "dt" && desc && tagOf(desc) === "dd" && (!next || tagOf(next) !== "dd") && !containsBlock(term) && !containsBlock(desc);
    const t = pair ? clean(inlineChildren(term)).replace(/:$/, "") : "";
    const d = pair ? clean(inlineChildren(desc)) : "";
    if (t && d) {
      out.push(`**${t}**: ${d}`);
      i++;
    } else out.push(...renderBlock(term, ctx));
  }
  return out;
}

/**
 * A list's items, each with the lists nested under it. A list placed directly inside another
 * (`<ul><li>A</li><ul>…</ul></ul>`, invalid but common) belongs to the item before it, as
 * browsers show it; one that opens the list stands alone at its own depth.
 */
function renderList(list: Element, ctx: Ctx, depth: number): string {
  const ordered = tagOf(list) === "ol";
  const items: { text: string; nested: string[]; alone?: boolean }[] = [];
  for (const child of childElements(list)) {
    if (isListTag(child)) {
      const sub = renderList(child, ctx, depth + 1);
      if (!sub) continue;
      const last = items[items.length - 1];
      if (last) last.nested.push(sub);
      else items.push({ text: "", nested: [sub], alone: true });
      continue;
    }
    if (tagOf(child) !== "li") continue;
    const item = renderItem(child, ctx, depth);
    if (item.text || item.nested.length) items.push(item);
  }
  const lines = items.map((item) => ({ alone: !!item.alone, text: [item.text, ...item.nested].filter(Boolean).join("\n") }));
  if (ctx.canonical) lines.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  const indent = "  ".repeat(depth);
  let number = 0;
  return lines
    .map(({ alone, text: line }) => {
      if (alone) return line;
      number++;
      const marker = ordered && !ctx.canonical ? `${number}.` : "-";
      const [first, ...rest] = line.split("\n");
      return [`${indent}${marker} ${first}`, ...rest].join("\n");
    })
    .join("\n");
}

const isListTag = (el: Element) => tagOf(el) === "ul" || tagOf(el) === "ol";

function renderItem(li: Element, ctx: Ctx, depth: number): { text: string; nested: string[] } {
  const nested: string[] = [];
  let text = "";
  for (const node of childNodesOf(li)) {
    if (isElement(node) && isListTag(node)) {
      const sub = renderList(node, ctx, depth + 1);
      if (sub) nested.push(sub);
    } else if (isElement(node) && containsBlock(node) && !/^(p|div|span|a|label)$/.test(tagOf(node))) {
      text += " " + renderChildren(node, ctx).join(" ");
    } else if (isElement(node) && containsBlock(node)) {
      text += " " + flattenInline(node);
    } else if (isElement(node)) {
      text += " " + (BLOCK_TAGS.has(tagOf(node)) ? inlineChildren(node) : inline(node));
    } else if (isText(node)) {
      text += node.data;
    }
  }
  return { text: clean(text), nested };
}

/** Inline text of an element that may contain blocks (each block separated by a space). */
function flattenInline(el: Element): string {
  let out = "";
  for (const node of childNodesOf(el)) {
    if (isText(node)) out += node.data;
    else if (isElement(node)) out += " " + (containsBlock(node) ? flattenInline(node) : inline(node)) + " ";
  }
  return out;
}

function renderTable(table: Element): string {
  const rows: string[][] = [];
  for (const tr of findAll(table, isRow)) {
    if (closestTag(tr, "table") !== table) continue;
    const cells: string[] = [];
    for (const cell of childElements(tr)) {
      const t = tagOf(cell);
      if (t !== "td" && t !== "th") continue;
      const text = clean(flattenInline(cell)).replace(/\|/g, "\\|");
      cells.push(text);
      const span = Math.min(Number(cell.getAttribute("colspan") ?? "1") || 1, 20);
      for (let i = 1; i < span; i++) cells.push("");
    }
    if (cells.some((c) => c)) rows.push(cells);
  }
  if (!rows.length) return "";
  const width = Math.max(...rows.map((r) => r.length));
  if (width < 2) return rows.map((r) => r.join(" ")).join("\n\n");
  const pad = (r: string[]) => [...r, ...Array(width - r.length).fill("")];
  const line = (r: string[]) => `| ${pad(r).map((c) => c || " ").join(" | ")} |`;
  const [head, ...body] = rows;
  return [line(head), `| ${Array(width).fill("---").join(" | ")} |`, ...body.map(line)].join("\n");
}

function inlineChildren(el: Element): string {
  let out = "";
  for (const node of childNodesOf(el)) {
    if (isText(node)) out += node.data;
    else if (isElement(node)) {
      // "$10<sup>99</sup>" is 10.99, "$10<sup>1</sup>" is 10 with a footnote mark (as the page's text reads them)
      const sup = tagOf(node) === "sup" ? supAfterNumber(node.textContent ?? "", out) : null;
      out = sup === null ? out + inline(node) : out.trimEnd() + sup;
    }
  }
  return out;
}

function wrap(marker: string, inner: string): string {
  const text = squash(inner);
  if (!text) return inner.trim() ? "" : inner;
  const lead = /^\s/.test(inner) ? " " : "";
  const trail = /\s$/.test(inner) ? " " : "";
  return `${lead}${marker}${text}${marker}${trail}`;
}

function inline(el: Element): string {
  const tag = tagOf(el);
  switch (tag) {
    case "br":
      return " ";
    case "img":
    case "picture":
    case "video":
    case "audio":
      return "";
    case "strong":
    case "b":
      return wrap("**", inlineChildren(el));
    case "em":
    case "i":
      return wrap("*", inlineChildren(el));
    case "s":
    case "del":
    case "strike":
      return wrap("~~", inlineChildren(el));
    case "code":
    case "kbd":
      return wrap("`", el.textContent ?? "");
    case "sup": {
      const t = squash(el.textContent ?? "");
      return /^\d{2}$/.test(t) ? `.${t}` : t;
    }
    default:
      return containsBlock(el) ? " " + flattenInline(el) + " " : inlineChildren(el);
  }
}

/** Logo walls: ≥3 children that are only images → "A, B, C" (sorted: their order is not content). */
function imageGroup(el: Element): string | null {
  const kids = childElements(el);
  if (kids.length < 3) return null;
  if (squash(childNodesOf(el).filter(isText).map((t) => t.data).join(""))) return null;
  const alts: string[] = [];
  for (const kid of kids) {
    if (squash(kid.textContent ?? "")) return null;
    const imgs = tagOf(kid) === "img" ? [kid] : findAll(kid, isImage);
    if (imgs.length !== 1) return null;
    const alt = squash(imgs[0].getAttribute("alt") ?? "").replace(/\s+(logo|icon)$/i, "");
    if (alt) alts.push(alt);
  }
  if (alts.length < 3) return null;
  return alts.sort((a, b) => a.localeCompare(b)).join(", ");
}

/** Children that all share one shape (tag + classes): a grid whose order is not content. */
const groupMemo = new WeakMap<Element, boolean>();

export function isEqualSiblingGroup(el: Element): boolean {
  let known = groupMemo.get(el);
  if (known === undefined) {
    known = computeEqualSiblingGroup(el);
    groupMemo.set(el, known);
  }
  return known;
}

function computeEqualSiblingGroup(el: Element): boolean {
  const kids = childElements(el);
  if (kids.length < 2) return false;
  if (squash(childNodesOf(el).filter(isText).map((t) => t.data).join(""))) return false;
  const sig = (k: Element) => `${tagOf(k)}|${classOf(k).trim().split(/\s+/).sort().join(" ")}`;
  const first = sig(kids[0]);
  if (!kids.every((k) => sig(k) === first)) return false;
  const tag = tagOf(kids[0]);
  return !headingLevel(kids[0]) && tag !== "p" && tag !== "tr";
}

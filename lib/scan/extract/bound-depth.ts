/**
 * Depth bounds for hostile pages (issue 28): a competitor page nested thousands of elements deep is
 * read up to a bound instead of failing with "Maximum call stack size exceeded" in a tree walk (or
 * taking minutes in the parsers, whose cost grows with depth). What lies deeper than the bound is
 * kept as plain text of the element at the bound. Every walk here is iterative.
 */

/** Elements nested deeper than this in a parsed tree are read as text (Chromium's parser stops nesting at 512). */
export const MAX_DOM_DEPTH = 256;
/** The looser bound applied to the HTML text before parsing: above the tree bound, so normal pages are untouched. */
export const MAX_HTML_DEPTH = 512;

const INERT_TAGS = new Set(["script", "style", "template", "noscript"]);
/** Tags whose text is set apart by spaces when flattened (so "a</div><div>b" reads "a b"). */
const SPACED = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer",
  "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table",
  "tbody", "td", "th", "thead", "tr", "ul", "caption", "button", "option", "label", "summary", "details",
]);
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "param", "keygen"]);
/** Elements a browser closes by itself when a sibling of the same kind starts (counted so here too). */
const SELF_CLOSING_SIBLINGS = new Set(["p", "li", "dt", "dd", "tr", "td", "th", "option", "optgroup", "thead", "tbody", "tfoot"]);
/** Content read as raw text up to its end tag: markup inside it is not markup. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "noembed", "noframes", "iframe", "plaintext"]);

const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;

/**
 * The HTML text with every tag nested deeper than MAX_HTML_DEPTH left out (its text kept, block
 * tags replaced by a space). The depth is counted as a browser would, roughly: void elements do not
 * nest, a <p>, <li>, <td>… closes an open one of its kind, an end tag closes up to its start tag.
 * A page that never gets that deep comes back unchanged (the same string).
 */
export function boundHtmlDepth(html: string, max = MAX_HTML_DEPTH): string {
  if (html.length < max * 3) return html;
  const open: string[] = [];
  let excess = 0;
  let out = "";
  let copiedTo = 0;
  let changed = false;
  let lower: string | undefined;
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const name = m[2]?.toLowerCase();
    if (!name) continue;
    const closing = m[1] === "/";
    const start = m.index;
    const end = TAG.lastIndex;
    let drop = false;
    if (!closing) {
      if (RAW_TEXT.has(name)) {
        // Skip to its end tag; it nests nothing.
        lower ??= html.toLowerCase();
        const close = lower.indexOf(`</${name}`, end);
        TAG.lastIndex = close < 0 ? html.length : close;
        if (excess > 0) drop = true;
      } else if (!VOID.has(name) && m[3] !== "/") {
        if (SELF_CLOSING_SIBLINGS.has(name) && open[open.length - 1] === name) open.pop();
        else if (open[open.length - 1] === "p" && SPACED.has(name)) open.pop();
        if (open.length >= max) {
          excess += 1;
          drop = true;
        } else open.push(name);
      } else if (excess > 0) drop = true;
    } else if (excess > 0) {
      excess -= 1;
      drop = true;
    } else {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
    }
    if (drop) {
      out += html.slice(copiedTo, start) + (SPACED.has(name) ? " " : "");
      copiedTo = RAW_TEXT.has(name) && !closing ? TAG.lastIndex : end;
      changed = true;
    }
  }
  return changed ? out + html.slice(copiedTo) : html;
}

/** Replaces the content of every element at MAX_DOM_DEPTH that has child elements by its text. */
export function boundDomDepth<D extends Document>(doc: D, max = MAX_DOM_DEPTH): D {
  const top = doc.documentElement;
  if (!top) return doc;
  const stack: [Element, number][] = [[top, 1]];
  while (stack.length > 0) {
    const [el, depth] = stack.pop()!;
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      if (depth + 1 < max) stack.push([child, depth + 1]);
      else if (child.firstElementChild) child.textContent = flatText(child);
    }
  }
  return doc;
}

function flatText(el: Element): string {
  let out = "";
  const stack: (Node | string)[] = [];
  const pushChildren = (n: Node) => {
    const kids: Node[] = [];
    for (let c = n.firstChild; c; c = c.nextSibling) kids.push(c);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  };
  pushChildren(el);
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (typeof n === "string") out += n;
    else if (n.nodeType === 3) out += (n as Text).data ?? "";
    else if (n.nodeType === 1) {
      const tag = (n as Element).localName.toLowerCase();
      if (INERT_TAGS.has(tag)) continue;
      if (SPACED.has(tag)) {
        out += " ";
        stack.push(" ");
      }
      pushChildren(n);
    }
  }
  return out;
}

/** parse5's tree nodes, as far as boundSpecDepth reads them. */
interface SpecNode { nodeName: string; tagName?: string; value?: string; childNodes?: SpecNode[]; parentNode?: SpecNode | null }

/** boundDomDepth on parse5's tree, before it is serialised (parse5's serialiser recurses once per level). */
export function boundSpecDepth<T>(root: T, max = MAX_DOM_DEPTH): T {
  const stack: [SpecNode, number][] = [[root as unknown as SpecNode, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    for (const child of node.childNodes ?? []) {
      if (!child.tagName) continue;
      if (depth + 1 < max) stack.push([child, depth + 1]);
      else if (child.childNodes?.some((c) => c.tagName)) child.childNodes = [{ nodeName: "#text", value: flatSpecText(child), parentNode: child }];
    }
  }
  return root;
}

function flatSpecText(node: SpecNode): string {
  let out = "";
  const stack: (SpecNode | string)[] = [...(node.childNodes ?? [])].reverse();
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (typeof n === "string") out += n;
    else if (n.nodeName === "#text") out += n.value ?? "";
    else if (n.tagName && !INERT_TAGS.has(n.tagName)) {
      if (SPACED.has(n.tagName)) {
        out += " ";
        stack.push(" ");
      }
      for (let i = (n.childNodes?.length ?? 0) - 1; i >= 0; i--) stack.push(n.childNodes![i]);
    }
  }
  return out;
}

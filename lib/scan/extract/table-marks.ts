/**
 * Icon-only cells of a table. A comparison table says whether a plan has a feature with a check mark
 * or a cross drawn by an <svg>, an icon font's <i>, a <span> or an <img>; icons are dropped with the
 * page's markup, so such a cell reads as blank and a flip ✗ → ✓ is invisible. Before icons are
 * dropped, an icon-only cell is given the icon's words: its label (aria-label, alt, title, an svg's
 * <title>), else the mark its names say (class, the file or symbol it draws: check / tick → ✓;
 * x / cross / close / times / minus → ✗). Icon naming conventions, no page's words.
 */
import { type Doc, childElements, classOf, findAllIn, findFirst, markMutated, replaceElement, tagIs, tagOf } from "./dom";

const isCell = tagIs("td", "th");
const isTitle = tagIs("title");
const ICON_TAGS = new Set(["svg", "i", "img", "span", "em"]);

/** Names an icon goes by: check / tick draw a yes, x / cross / close / times / minus a no. */
const YES = new Set(["check", "checkmark", "checked", "tick", "included", "available", "success"]);
const NO = new Set(["x", "xmark", "cross", "close", "times", "minus", "dash", "excluded", "unavailable", "not"]);

function tokens(el: Element): string[] {
  const names = [classOf(el), el.getAttribute("data-icon") ?? "", el.getAttribute("src") ?? "", el.getAttribute("href") ?? "", el.getAttribute("xlink:href") ?? ""];
  for (const use of childElements(el)) if (tagOf(use) === "use") names.push(use.getAttribute("href") ?? "", use.getAttribute("xlink:href") ?? "");
  return names
    .map((n) => n.replace(/^.*\//, "").replace(/\.\w+$/, ""))
    .join(" ")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/** The mark an unlabelled icon's names say, or null. */
function iconMark(el: Element): string | null {
  const t = tokens(el);
  if (t.some((w) => NO.has(w))) return "✗";
  if (t.some((w) => YES.has(w))) return "✓";
  return null;
}

function label(el: Element): string {
  const own = el.getAttribute("aria-label") ?? el.getAttribute("alt") ?? el.getAttribute("title") ?? "";
  return (own || (tagOf(el) === "svg" ? (findFirst(el, isTitle)?.textContent ?? "") : "")).replace(/\s+/g, " ").trim();
}

/** The icons of a cell with no text of its own, outermost first. */
function icons(cell: Element): Element[] {
  const out: Element[] = [];
  const walk = (el: Element) => {
    for (const child of childElements(el)) {
      if (ICON_TAGS.has(tagOf(child)) && (tagOf(child) !== "span" && tagOf(child) !== "em" ? true : !childElements(child).length)) out.push(child);
      if (tagOf(child) !== "svg") walk(child);
    }
  };
  walk(cell);
  return out;
}

/** A table with column headers (a <thead>, or a row of two or more <th>): a comparison, not a layout grid. */
function hasHeaders(table: Element): boolean {
  if (table.querySelector("thead")) return true;
  return Array.from(table.querySelectorAll("tr")).some((tr) => childElements(tr).filter((c) => tagOf(c) === "th").length >= 2);
}

/** Writes the mark of each icon-only cell of a comparison table into the cell (see the file comment). */
export function markTableIcons(doc: Doc): void {
  let changed = false;
  const tables = new Map<Element, boolean>();
  for (const cell of findAllIn(doc, isCell)) {
    if ((cell.textContent ?? "").trim()) continue;
    const table = cell.closest("table");
    if (!table) continue;
    if (!tables.has(table)) tables.set(table, hasHeaders(table));
    if (!tables.get(table)) continue;
    for (const icon of icons(cell)) {
      // An image in a link is a logo or a banner, not a mark.
      if (icon.closest("a") && cell.contains(icon.closest("a"))) continue;
      const words = label(icon) || iconMark(icon);
      if (!words || !icon.parentNode) continue;
      const span = doc.createElement("span");
      span.textContent = words;
      replaceElement(icon, span);
      changed = true;
      break;
    }
  }
  if (changed) markMutated();
}

/**
 * A page laid out as one section per thing: sibling headings of one level, each followed by content
 * of the same shape (the same sequence of elements up to the next such heading). On an integrations
 * page such a heading names the integration, and a list repeated word for word under several of the
 * headings ("Two-way sync", "Set up in minutes") describes the unit, it names nothing. Structure only.
 */
import { headingLevel, tagOf, textOf } from "./dom";

/** How many headings with their sections, at least, make a repeated layout rather than a few sections. */
const MIN_UNITS = 3;

export interface RepeatedUnits {
  /** Headings that name a unit: their sections hold no list of their own (only lists every unit repeats). */
  names: Element[];
  /** Lists repeated in several units of one layout. */
  repeatedLists: Set<Element>;
}

/** The elements after a heading up to the next heading of its level or above. */
function sectionOf(h: Element, level: number): Element[] {
  const out: Element[] = [];
  for (let e = h.nextElementSibling; e; e = e.nextElementSibling) {
    const l = headingLevel(e);
    if (l > 0 && l <= level) break;
    out.push(e);
  }
  return out;
}

const listsIn = (els: Element[]) => els.flatMap((e) => (/^(?:ul|ol)$/.test(tagOf(e)) ? [e] : Array.from(e.querySelectorAll("ul,ol"))));
const listKey = (l: Element) =>
  Array.from(l.children)
    .map((li) => textOf(li).toLowerCase())
    .sort()
    .join("\n");

/** The repeated units of a page (see the file comment). */
export function repeatedUnits(root: Element): RepeatedUnits {
  const groups = new Map<string, Array<{ h: Element; body: Element[] }>>();
  const parents = new Map<Element, number>();
  for (const h of Array.from(root.querySelectorAll("h2,h3,h4,h5,h6"))) {
    const level = headingLevel(h);
    const body = sectionOf(h, level);
    if (!body.length || !h.parentElement) continue;
    const id = parents.get(h.parentElement) ?? parents.size;
    parents.set(h.parentElement, id);
    const key = `${id} ${level} ${body.map(tagOf).join(" ")}`;
    groups.set(key, [...(groups.get(key) ?? []), { h, body }]);
  }
  const names: Element[] = [];
  const repeatedLists = new Set<Element>();
  for (const units of groups.values()) {
    if (units.length < MIN_UNITS) continue;
    const seen = new Map<string, number>();
    for (const u of units) for (const k of new Set(listsIn(u.body).map(listKey))) seen.set(k, (seen.get(k) ?? 0) + 1);
    const repeated = (l: Element) => (seen.get(listKey(l)) ?? 0) >= 2;
    // A unit with members of its own (a list, logos, a grid) is a group, a category and its members:
    // its heading names no unit. A unit holds prose and the lists every unit repeats.
    const prose = (e: Element) => !e.querySelector("img,svg,figure,table") && e.children.length < 2;
    if (units.some((u) => listsIn(u.body).some((l) => !repeated(l)) || u.body.some((e) => !listsIn([e]).length && !prose(e)))) continue;
    for (const u of units) {
      names.push(u.h);
      for (const l of listsIn(u.body)) repeatedLists.add(l);
    }
  }
  return { names, repeatedLists };
}

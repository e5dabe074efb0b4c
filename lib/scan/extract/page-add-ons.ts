/**
 * Priced add-ons and usage rates of a pricing page as a whole, never a plan's: sections headed as add-ons
 * or usage (taken out of the tree so that their items are not read as plan cards) and overage lines
 * outside the plan cards ("Payroll beyond 5 employees is £1.50 per employee").
 */
import { childElements, closestWhere, findAll, findFirst, headingLevel, hints, removeElement, tagIs, tagOf, textOf } from "./dom";
import { findMoney } from "@/lib/pricing/money-parse";
import { ADDON_SECTION_RE } from "./plan-blocks";
import { normalizeNoiseText } from "@/lib/scan/extract/stable-text";
import { ADDON_RE } from "./price-nodes";

const isSectionHeading = tagIs("h2", "h3", "h4");
const isHeading1to4 = tagIs("h1", "h2", "h3", "h4");
const isLine = tagIs("p", "li");

/** Removes add-on / usage sections from the tree and returns their priced lines. */
export function takeAddOnSections(root: Element): string[] {
  const out: string[] = [];
  for (const h of findAll(root, isSectionHeading)) {
    if (!h.parentNode || !ADDON_SECTION_RE.test(textOf(h))) continue;
    const level = headingLevel(h);
    let container: Element = h;
    while (container.parentElement && container.parentElement !== root) {
      const parent: Element = container.parentElement;
      const peers = findAll(parent, isHeading1to4).filter((x) => headingLevel(x) <= level);
      if (peers.length > 1) break;
      container = parent;
    }
    // a plan card titled "Extras" among sibling cards is a plan, not an add-on section
    const shape = (x: Element) => `${x.tagName}|${x.getAttribute("class") ?? ""}`;
    const siblings = container.parentElement ? Array.from(container.parentElement.children) : [];
    const cardLike = siblings.filter((x) => shape(x) === shape(container) && findFirst(x, isSectionHeading) && findMoney(textOf(x)).length);
    if (container !== h && cardLike.length >= 2) continue;
    const scope: Element[] = [];
    if (container === h) {
      // flat layout: the heading's following siblings up to the next heading of the same level
      let sib = h.nextElementSibling;
      const endsSection = (el: Element) =>
        (headingLevel(el) > 0 && headingLevel(el) <= level) ||
        findAll(el, isHeading1to4).some((x) => headingLevel(x) <= level);
      while (sib && !endsSection(sib)) {
        scope.push(sib);
        sib = sib.nextElementSibling;
      }
    } else {
      scope.push(container);
    }
    for (const el of scope) {
      // the outermost priced item ("Extra storage $5/month" card, not its price line)
      const items = Array.from(el.querySelectorAll("li,tr,article,[class*=card],[class*=addon],[class*=add-on]")).filter((i) => findMoney(textOf(i)).length === 1);
      const leafs = items.length ? items.filter((i) => !items.some((o) => o !== i && o.contains(i))) : [el];
      for (const item of leafs) {
        const text = normalizeNoiseText(textOf(item));
        if (text && findMoney(text).length && text.length <= 200) out.push(text);
      }
    }
    for (const el of container === h ? [h, ...scope] : [container]) removeElement(el);
  }
  return [...new Set(out)];
}

/** Usage/overage lines outside plan cards ("Payroll beyond 5 employees is £1.50 per employee"). */
export function looseAddOnLines(root: Element, cards: Element[]): string[] {
  const out: string[] = [];
  const inCard = new Set<Element>();
  const mark = (el: Element) => {
    inCard.add(el);
    for (const c of childElements(el)) mark(c);
  };
  cards.forEach(mark);
  const lines = findAll(root, isLine);
  const wrappers = new Set<Element>();
  for (const l of lines) for (let cur = l.parentElement; cur && !wrappers.has(cur); cur = cur.parentElement) wrappers.add(cur);
  for (const el of lines) {
    if (inCard.has(el) || wrappers.has(el) || closestWhere(el, (e) => /^(?:table|details)$/.test(tagOf(e)) || /faq/.test(hints(e)))) continue;
    for (const sentence of normalizeNoiseText(textOf(el)).split(/(?<=[.!?])\s+(?=[A-Z])/)) {
      if (sentence.length > 200 || !findMoney(sentence).length || !ADDON_RE.test(sentence)) continue;
      if (/\bsave\b|\bsparen\b|\bdiscount\b|\brabatt\b/i.test(sentence)) continue;
      out.push(sentence);
    }
  }
  return out;
}

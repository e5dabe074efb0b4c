/**
 * Product features from a features page and the home page: feature cards (heading +
 * description), bulleted lists ("**Name** – description" or plain items) and definition lists,
 * each with the category named by the nearest higher heading.
 */
import type { Feature } from "../types";
import { childElements, closestTag, headingLevel, nearestHeadingAbove, tagOf, textOf } from "./dom";
import { simplify } from "./strings";
import { CTA_RE, INTEGRATION_SECTION_RE, NON_FEATURE_SECTION_RE, cleanLabel, contentRoot, hasMoney } from "./sections";

export type FeatureSource = "features" | "home";

const GENERAL = "General";
const HEADINGS = "h1,h2,h3,h4,h5,h6,[role=heading]";

function categoryOf(el: Element, belowLevel: number): { name: string; heading: Element | null } {
  const h = nearestHeadingAbove(el, Math.max(1, belowLevel - 1));
  if (!h || headingLevel(h) === 1) return { name: GENERAL, heading: h };
  return { name: cleanLabel(textOf(h)) || GENERAL, heading: h };
}

/** Is the next heading after `h` a deeper one (so `h` names a group of features)? */
function hasSubHeadings(h: Element, all: Element[]): boolean {
  const next = all[all.indexOf(h) + 1];
  return !!next && headingLevel(next) > headingLevel(h);
}

function descriptionAfter(h: Element): string | undefined {
  let sib = h.nextElementSibling;
  while (sib) {
    if (headingLevel(sib) || /^(ul|ol|table)$/.test(tagOf(sib))) return undefined;
    const t = cleanLabel(textOf(sib));
    if (t && !/^(a|button)$/.test(tagOf(sib))) return t.length > 400 ? t.slice(0, 400) : t;
    sib = sib.nextElementSibling;
  }
  // description in the parent's next sibling (heading wrapped in its own div)
  const parent = h.parentElement;
  if (parent && childElements(parent).length === 1 && parent.nextElementSibling && !headingLevel(parent.nextElementSibling)) {
    const t = cleanLabel(textOf(parent.nextElementSibling));
    if (t && t.length <= 400) return t;
  }
  return undefined;
}

function skipSection(category: string, heading: Element | null): boolean {
  if (!heading) return false;
  const t = textOf(heading);
  return NON_FEATURE_SECTION_RE.test(t) || INTEGRATION_SECTION_RE.test(t) || CTA_RE.test(t) || category === "";
}

function acceptableName(name: string): boolean {
  if (name.length < 3 || name.length > 90) return false;
  if (/\?$/.test(name) || CTA_RE.test(name)) return false;
  if (hasMoney(name)) return false;
  return true;
}

/** Is `el` inside a priced card (a pricing plan rather than a feature)? */
const moneyMemo = new WeakMap<Element, boolean>();

function inPricedCard(el: Element): boolean {
  let cur: Element | null = el.parentElement;
  for (let i = 0; cur && i < 3; i++, cur = cur.parentElement) {
    const t = textOf(cur);
    if (t.length > 1500) return false;
    let money = moneyMemo.get(cur);
    if (money === undefined) moneyMemo.set(cur, (money = hasMoney(t)));
    if (money) return true;
  }
  return false;
}

/** Features found on one page. */
export function extractFeatures(html: string, source: FeatureSource = "features"): Feature[] {
  const root = contentRoot(html);
  const out: Feature[] = [];
  const seen = new Set<string>();
  const add = (f: Feature) => {
    const key = simplify(f.name);
    if (!key || seen.has(key) || !acceptableName(f.name)) return;
    seen.add(key);
    out.push(f.description ? f : { category: f.category, name: f.name });
  };
  const headings = Array.from(root.querySelectorAll(HEADINGS));
  const listCategoryHeadings = new Set<Element>();

  // Bulleted and definition lists under a heading: the heading is a category.
  for (const list of Array.from(root.querySelectorAll("ul,ol,dl"))) {
    if (closestTag(list.parentElement, "li") || inPricedCard(list)) continue;
    const { name: category, heading } = categoryOf(list, 7);
    if (skipSection(category, heading)) continue;
    const items = tagOf(list) === "dl" ? Array.from(list.querySelectorAll("dt")) : childElements(list).filter((c) => tagOf(c) === "li");
    if (items.length < 2) continue;
    const parsed = items.map((item) => listFeature(item, source === "features" || (!!heading && /feature|funktion|fonctionnalit|caracter|what you get|everything/i.test(textOf(heading)))));
    if (parsed.filter(Boolean).length < 2) continue;
    if (heading) listCategoryHeadings.add(heading);
    for (const p of parsed) if (p) add({ category, ...p });
  }

  // Cards: a heading with a description, under a category heading.
  for (const h of headings) {
    const level = headingLevel(h);
    if (level === 1 || listCategoryHeadings.has(h) || hasSubHeadings(h, headings) || inPricedCard(h)) continue;
    const name = cleanLabel(textOf(h));
    const { name: category, heading } = categoryOf(h, level);
    if (skipSection(category, heading)) continue;
    if (NON_FEATURE_SECTION_RE.test(name) && level <= 2) continue;
    const description = descriptionAfter(h);
    if (!description) continue;
    if (source === "home" && (!heading || level < 3)) continue;
    add({ category, name, description });
  }
  return out;
}

function listFeature(item: Element, plainAllowed: boolean): { name: string; description?: string } | null {
  const lead = item.querySelector("strong,b,dt,h3,h4,h5") ?? (tagOf(item) === "dt" ? item : null);
  if (tagOf(item) === "dt") {
    const dd = item.nextElementSibling && tagOf(item.nextElementSibling) === "dd" ? cleanLabel(textOf(item.nextElementSibling)) : undefined;
    return { name: cleanLabel(textOf(item)), ...(dd ? { description: dd } : {}) };
  }
  const full = cleanLabel(textOf(item));
  if (lead && full.startsWith(textOf(lead).trim().slice(0, 3))) {
    const name = cleanLabel(textOf(lead));
    const rest = cleanLabel(full.slice(full.indexOf(name) + name.length));
    return { name, ...(rest ? { description: rest } : {}) };
  }
  const m = full.match(/^(.{3,60}?)\s+[—–:-]\s+(.+)$/);
  if (m) return { name: cleanLabel(m[1]), description: cleanLabel(m[2]) };
  if (!plainAllowed || full.length > 80 || hasMoney(full)) return null;
  return { name: full };
}

/** Features from the features page first, then home page features not already listed. */
export function mergeFeatures(...lists: Feature[][]): Feature[] {
  const seen = new Set<string>();
  const out: Feature[] = [];
  for (const list of lists) {
    for (const f of list) {
      const key = simplify(f.name);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(f);
    }
  }
  return out;
}

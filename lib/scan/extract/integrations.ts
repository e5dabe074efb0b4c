/**
 * Integrations from an integrations page (cards with a name, logo grids with alt text, plain
 * lists) or from integration sections of other pages ("Works with ..."). Category comes from a
 * tag inside the card, a data-category attribute, or the nearest section heading.
 */
import type { Integration } from "../types";
import { closestTag, closestWhere, headingLevel, hints, nearestHeadingAbove, tagOf, textOf } from "./dom";
import { simplify } from "./strings";
import { CTA_RE, CUSTOMER_SECTION_RE, INTEGRATION_SECTION_RE, cleanLabel, contentRoot, hasMoney } from "./sections";
import { squash } from "@/lib/norm-text";
import { repeatedUnits } from "./repeated-units";

const GENERAL = "General";
const GENERIC_NAME_RE = /^(?:logo|icon|image|img|picture|photo|screenshot|banner|hero|avatar|illustration|new|beta|popular|featured|all|more|see all.*|view all.*|learn more|connect|install|read more|docs?)$/i;
const CATEGORY_CLASS_RE = /categor|(?:^|[\s_-])tags?(?:$|[\s_-])|(?:^|[\s_-])type(?:$|[\s_-])|kind|group/;
const NAME_CLASS_RE = /(?:^|[\s_-])(?:name|title)(?:$|[\s_-])/;

export type IntegrationSource = "integrations" | "other";

function cleanAlt(alt: string): string {
  return squash(alt)
    .replace(/^(?:logo (?:of|for|von|de)\s+)/i, "")
    .replace(/\s+(?:logo|icon|integration|logotype|wordmark)$/i, "")
    .trim();
}

function validName(name: string, siteName?: string): boolean {
  if (!name || name.length > 40 || name.split(/\s+/).length > 5) return false;
  if (GENERIC_NAME_RE.test(name) || CTA_RE.test(name) || hasMoney(name) || /[.!?]$/.test(name)) return false;
  if (siteName && simplify(name) === simplify(siteName)) return false;
  return true;
}

function sectionHeading(el: Element, maxLevel = 3): Element | null {
  return nearestHeadingAbove(el, maxLevel);
}

function categoryFor(el: Element, titleLevel: number, source: IntegrationSource): string {
  const own = closestWhere(el, (e) => e.hasAttribute("data-category"))?.getAttribute("data-category");
  if (own) return cleanLabel(own);
  const tag = Array.from(el.querySelectorAll("*")).find((c) => CATEGORY_CLASS_RE.test(hints(c)) && textOf(c).length <= 40);
  if (tag) return cleanLabel(textOf(tag));
  if (source !== "integrations") return GENERAL;
  const h = nearestHeadingAbove(el, Math.max(1, (titleLevel || 4) - 1));
  if (!h || headingLevel(h) === 1) return GENERAL;
  const text = cleanLabel(textOf(h));
  return INTEGRATION_SECTION_RE.test(text) && text.split(/\s+/).length > 3 ? GENERAL : text || GENERAL;
}

function excludedSection(el: Element, source: IntegrationSource): boolean {
  if (closestWhere(el, (e) => /customer|trusted/.test(hints(e)) || (tagOf(e) === "a" && /customer/.test(e.getAttribute("href") ?? "")))) return true;
  const h = sectionHeading(el, 2) ?? sectionHeading(el, 3);
  const text = h ? textOf(h) : "";
  if (CUSTOMER_SECTION_RE.test(text) || (text && CTA_RE.test(text))) return true;
  if (source === "other") return !INTEGRATION_SECTION_RE.test(text);
  return false;
}

/** Integrations listed on a page. */
export function extractIntegrations(html: string, source: IntegrationSource = "integrations", siteName?: string): Integration[] {
  const root = contentRoot(html);
  const found = new Map<string, Integration>();
  const add = (name: string, category: string) => {
    const n = cleanLabel(name);
    if (!validName(n, siteName)) return;
    const key = simplify(n);
    if (!found.has(key)) found.set(key, { name: n, category: category || GENERAL });
  };
  const claimed = new Set<Element>();

  // 1. Cards: an element holding a logo and a short title.
  for (const img of Array.from(root.querySelectorAll("img"))) {
    let card: Element | null = img.parentElement;
    for (let i = 0; card && i < 3; i++) {
      const title = Array.from(card.querySelectorAll("h2,h3,h4,h5,h6,strong,b,span,p,div,figcaption")).find(
        (t) =>
          !t.contains(img) &&
          (headingLevel(t) > 0 || NAME_CLASS_RE.test(hints(t)) || /^(?:strong|b|figcaption)$/.test(tagOf(t))) &&
          textOf(t).length > 0 &&
          textOf(t).length <= 40,
      );
      if (title) {
        if (!excludedSection(card, source)) add(textOf(title), categoryFor(card, headingLevel(title), source));
        claimed.add(card);
        break;
      }
      if (card.querySelectorAll("img").length > 1) break;
      card = card.parentElement;
    }
  }

  // 2. Logo-only grids: image alt (or link title/aria-label).
  for (const img of Array.from(root.querySelectorAll("img"))) {
    if ([...claimed].some((c) => c.contains(img))) continue;
    const link = closestTag(img, "a");
    const label = cleanAlt(img.getAttribute("alt") ?? "") || cleanAlt(link?.getAttribute("aria-label") ?? link?.getAttribute("title") ?? "");
    if (!label || excludedSection(img, source)) continue;
    add(label, categoryFor(link ?? img, 0, source));
  }

  // 3. Cards without logos: short headings in a grid under a category heading (integrations page);
  // on a page of one section per integration, the sections' headings (repeated-units.ts).
  const units = source === "integrations" ? repeatedUnits(root) : null;
  for (const h of units?.names ?? []) {
    if ([...claimed].some((c) => c.contains(h)) || excludedSection(h, source)) continue;
    add(textOf(h), categoryFor(h.parentElement ?? h, headingLevel(h), source));
    claimed.add(h);
  }
  if (source === "integrations") {
    for (const h of Array.from(root.querySelectorAll("h3,h4,h5"))) {
      if ([...claimed].some((c) => c.contains(h))) continue;
      const level = headingLevel(h);
      const next = h.nextElementSibling;
      if (next && headingLevel(next) > level) continue; // a category heading
      // a heading followed by a grid or list of several items names that group
      if (next && tagOf(next) !== "p" && (next.querySelector("img,figure,li,a,h4,h5,h6") || next.children.length >= 2)) continue;
      if (excludedSection(h, source)) continue;
      add(textOf(h), categoryFor(h.parentElement ?? h, level, source));
    }
  }

  // 4. Plain lists of names.
  for (const list of Array.from(root.querySelectorAll("ul,ol"))) {
    const items = Array.from(list.children).filter((c) => tagOf(c) === "li");
    if (units?.repeatedLists.has(list)) continue; // what each unit offers, not names
    if (items.length < 2 || items.some((li) => textOf(li).length > 40 || li.querySelector("img"))) continue;
    if (excludedSection(list, source)) continue;
    if (items.filter((li) => validName(cleanLabel(textOf(li)))).length < items.length * 0.8) continue;
    const category = categoryFor(list, 0, source);
    for (const li of items) add(textOf(li), category);
  }

  return sortIntegrations([...found.values()]);
}

/** Stable order (category, then name): page order of logos is not meaningful and may rotate. */
export function sortIntegrations(list: Integration[]): Integration[] {
  return [...list].sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name));
}

export function mergeIntegrations(...lists: Integration[][]): Integration[] {
  const map = new Map<string, Integration>();
  for (const list of lists) {
    for (const i of list) {
      const key = simplify(i.name);
      const prev = map.get(key);
      if (!prev || (prev.category === GENERAL && i.category !== GENERAL)) map.set(key, i);
    }
  }
  return sortIntegrations([...map.values()]);
}

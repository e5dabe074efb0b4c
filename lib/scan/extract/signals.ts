/**
 * Structural and design signals of one page for change detection: headings, navigation labels,
 * stylesheets (cache-busting removed), colours and fonts from inline CSS, and a hash of the
 * noise-free main text (testimonials and quotes excluded, list items and equal siblings sorted).
 */
import { createHash } from "node:crypto";
import type { FetchedPage, PageSignals } from "../types";
import { contentRoot } from "./clean";
import { childElements, classOf, findAllIn, headingLevel, precedes, rawDocument, tagIs, textOf } from "./dom";
import { elementToMarkdown, isEqualSiblingGroup } from "./html-to-markdown";
import { hashableText, normalizeAssetUrl, normalizeNoiseText } from "@/lib/scan/extract/stable-text";
import { normText, squash } from "@/lib/norm-text";
import { wordingKey } from "@/lib/wording-key";

const GENERIC_FONTS = new Set([
  "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif", "ui-serif", "ui-monospace",
  "ui-rounded", "-apple-system", "blinkmacsystemfont", "inherit", "initial", "unset", "revert", "emoji", "math", "fangsong",
  "apple color emoji", "segoe ui emoji", "segoe ui symbol", "noto color emoji", "var",
]);

export function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Canonical main text of a page (the input of textHash). */
export function canonicalText(html: string): string {
  return hashableText(elementToMarkdown(contentRoot(html), { canonical: true }));
}

// style and [style], as the selectors read them
const isStyle = tagIs("style");
const hasStyle = (el: Element) => el.hasAttribute("style");

function cssText(doc: Document): string {
  const parts: string[] = [];
  for (const s of findAllIn(doc, isStyle)) parts.push(s.textContent ?? "");
  for (const el of findAllIn(doc, hasStyle)) parts.push(`x{${el.getAttribute("style")}}`);
  return parts.join("\n");
}

function toHex(n: number): string {
  return Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, "0");
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Colours in CSS text as lower-case hex (#rrggbb, or #rrggbbaa when translucent), sorted. */
export function extractColors(css: string): string[] {
  const out = new Set<string>();
  for (const m of css.matchAll(/#([0-9a-f]{3,8})\b/gi)) {
    const h = m[1].toLowerCase();
    if (h.length === 3 || h.length === 4) out.add("#" + [...h.slice(0, 3)].map((c) => c + c).join("") + (h.length === 4 ? h[3] + h[3] : ""));
    else if (h.length === 6 || h.length === 8) out.add("#" + h);
  }
  for (const m of css.matchAll(/rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)/gi)) {
    const alpha = m[4] ? (m[4].endsWith("%") ? Number(m[4].slice(0, -1)) / 100 : Number(m[4])) : 1;
    out.add("#" + toHex(+m[1]) + toHex(+m[2]) + toHex(+m[3]) + (alpha < 1 ? toHex(alpha * 255) : ""));
  }
  for (const m of css.matchAll(/hsla?\(\s*([\d.]+)(?:deg)?[\s,]+([\d.]+)%[\s,]+([\d.]+)%(?:[\s,/]+([\d.]+%?))?\s*\)/gi)) {
    const [r, g, b] = hslToRgb(+m[1], +m[2] / 100, +m[3] / 100);
    const alpha = m[4] ? (m[4].endsWith("%") ? Number(m[4].slice(0, -1)) / 100 : Number(m[4])) : 1;
    out.add("#" + toHex(r) + toHex(g) + toHex(b) + (alpha < 1 ? toHex(alpha * 255) : ""));
  }
  return [...out].sort();
}

/** font-family names in CSS text (and Google Fonts links), generic families removed, sorted. */
export function extractFonts(css: string, links: string[] = []): string[] {
  const out = new Set<string>();
  for (const m of css.matchAll(/font-family\s*:\s*([^;}]+)/gi)) {
    for (const raw of m[1].split(",")) {
      const name = raw.replace(/!important/i, "").replace(/["']/g, "").trim();
      if (!name || GENERIC_FONTS.has(name.toLowerCase()) || /^var\(/.test(name)) continue;
      out.add(name);
    }
  }
  for (const href of links) {
    if (!/fonts\.googleapis\.com/.test(href)) continue;
    try {
      const url = new URL(href);
      for (const fam of url.searchParams.getAll("family")) {
        for (const part of fam.split("|")) out.add(part.split(":")[0].replace(/\+/g, " ").trim());
      }
    } catch {
      // ignore malformed font links
    }
  }
  return [...out].sort();
}

/**
 * A navigation label's length as change detection compares it (its words in their one writing:
 * lib/wording-key.ts), so a label reworded only in how it says its period ("$5/mo", "$5 per month") or
 * its conjunction ("&", "and") stays in or out alike.
 */
const labelLength = (label: string) => normText(wordingKey(label)).length;

function navigationLabels(doc: Document): string[] {
  const navs = Array.from(doc.querySelectorAll("nav, [role=navigation]")).filter((n) => !n.closest("footer,[role=contentinfo]"));
  const labelled = (n: Element) => `${n.getAttribute("aria-label") ?? ""} ${classOf(n)} ${n.getAttribute("id") ?? ""}`;
  const primary =
    navs.find((n) => /main|primary|global|site|top|header/i.test(labelled(n))) ??
    navs.find((n) => n.closest("header,[role=banner]")) ??
    navs[0] ??
    doc.querySelector("header,[role=banner]") ??
    linkBar(doc);
  if (!primary) return [];
  const labels: string[] = [];
  for (const el of Array.from(primary.querySelectorAll("a,button"))) {
    if (el.parentElement?.closest("a,button")) continue;
    const label = normalizeNoiseText(squash(textOf(el) || el.getAttribute("aria-label") || ""));
    if (label && labelLength(label) <= 40 && !labels.includes(label)) labels.push(label);
  }
  return labels.slice(0, 40);
}

/**
 * h1-h3 texts in document order; inside a grid of equal cards (whose order is not content) the
 * cards' headings are sorted so that a reshuffled grid yields the same list.
 */
function collectHeadings(root: Element): string[] {
  const out: string[] = [];
  const walk = (el: Element, sink: string[]) => {
    if (isEqualSiblingGroup(el)) {
      const groups = childElements(el).map((child) => {
        const inner: string[] = [];
        visit(child, inner);
        return inner;
      });
      groups.sort((a, b) => a.join("\n").localeCompare(b.join("\n")));
      for (const g of groups) sink.push(...g);
      return;
    }
    for (const child of childElements(el)) visit(child, sink);
  };
  const visit = (el: Element, sink: string[]) => {
    const level = headingLevel(el);
    if (level >= 1 && level <= 3) {
      const text = normalizeNoiseText(textOf(el));
      if (text) sink.push(text);
      return;
    }
    walk(el, sink);
  };
  walk(root, out);
  return out;
}

/** h4-h6 texts of the content, each once (a set: only whether a text is a heading there matters). */
function collectSubHeadings(root: Element): string[] {
  const texts = Array.from(root.querySelectorAll("h4,h5,h6")).map((h) => normalizeNoiseText(textOf(h)));
  return [...new Set(texts.filter(Boolean))];
}

/** Minimal sites without <nav>: the first block of two or more links before the first heading. */
function linkBar(doc: Document): Element | null {
  const body = doc.body;
  if (!body) return null;
  for (const el of Array.from(body.querySelectorAll("p,div,ul"))) {
    if (el.querySelector("h1,h2,h3")) continue;
    const h1 = body.querySelector("h1,h2");
    if (h1 && !precedes(el, h1)) break; // only blocks above the first heading
    if (el.querySelectorAll("a[href]").length >= 2) return el;
  }
  return null;
}

/** PageSignals of one fetched page. */
export function extractSignals(page: FetchedPage): PageSignals {
  const doc = rawDocument(page.html);
  const title = normalizeNoiseText(squash(doc.querySelector("title")?.textContent ?? ""));
  const linkHrefs = Array.from(doc.querySelectorAll("link[href]"))
    .filter((l) => /(?:^|\s)stylesheet(?:\s|$)/i.test(l.getAttribute("rel") ?? ""))
    .map((l) => l.getAttribute("href") ?? "");
  const absolute = linkHrefs.map((h) => {
    try {
      return new URL(h, page.url).toString();
    } catch {
      return h;
    }
  });
  const stylesheets = [...new Set(linkHrefs.map((h) => normalizeAssetUrl(h, page.url)))];
  const css = cssText(doc);
  const navigation = navigationLabels(doc);

  const root = contentRoot(page.html);
  const headings = collectHeadings(root);

  return {
    url: page.url,
    kind: page.kind,
    title,
    headings,
    subHeadings: collectSubHeadings(root),
    navigation,
    stylesheets,
    colors: extractColors(css),
    fonts: extractFonts(css, absolute),
    textHash: sha256(canonicalText(page.html)),
  };
}

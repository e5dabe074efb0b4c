/**
 * Key capabilities: short value statements taken from the hero (h1 and its lead paragraph) and
 * from feature section headings of the home and features pages.
 */
import { headingLevel, simplify, tagOf, textOf } from "./dom";
import { CTA_RE, CUSTOMER_SECTION_RE, INTEGRATION_SECTION_RE, NON_FEATURE_SECTION_RE, cleanLabel, contentRoot, hasMoney } from "./sections";

const MAX = 8;

function statement(text: string): string | null {
  const t = cleanLabel(text);
  const words = t.split(/\s+/).length;
  if (words < 3 || t.length > 160) return null;
  if (/\?$/.test(t) || CTA_RE.test(t) || hasMoney(t) || NON_FEATURE_SECTION_RE.test(t) || CUSTOMER_SECTION_RE.test(t)) return null;
  if (INTEGRATION_SECTION_RE.test(t) && t.split(/\s+/).length <= 6) return null;
  return t;
}

function heroLead(h1: Element): string | null {
  let sib = h1.nextElementSibling;
  for (let i = 0; sib && i < 3; i++, sib = sib.nextElementSibling) {
    if (tagOf(sib) === "p") return statement(textOf(sib));
    if (headingLevel(sib)) return headingLevel(sib) > 1 ? statement(textOf(sib)) : null;
  }
  return null;
}

/** Up to eight value statements, hero first, without duplicates. */
export function extractCapabilities(homeHtml: string | null, featuresHtml?: string | null): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const push = (s: string | null) => {
    if (!s) return;
    const key = simplify(s);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(s);
  };
  for (const html of [homeHtml, featuresHtml]) {
    if (!html) continue;
    const root = contentRoot(html);
    const h1 = root.querySelector("h1");
    if (h1) {
      push(statement(textOf(h1)));
      push(heroLead(h1));
    }
  }
  for (const html of [homeHtml, featuresHtml]) {
    if (!html) continue;
    const root = contentRoot(html);
    for (const h of Array.from(root.querySelectorAll("h2"))) {
      if (headingLevel(h) !== 2) continue;
      push(statement(textOf(h)));
    }
  }
  return out.slice(0, MAX);
}

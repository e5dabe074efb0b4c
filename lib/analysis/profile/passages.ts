/**
 * The text of a scanned site as short passages a reader takes in one at a time: headings, list items
 * and lines of the pages' clean markdown, each with its page, the heading it sits under and the
 * pricing plan whose card it belongs to (when a heading names a plan).
 */
import type { PageKind } from "@/lib/scan/types";
import type { PricingPlan } from "@/lib/pricing/types";

export type PassageKind = "heading" | "item" | "text" | "row";

export interface Passage {
  text: string;
  kind: PassageKind;
  page: PageKind;
  /** The plan whose card holds the passage, when the nearest heading names one. */
  plan: string | null;
  /** The nearest heading above (its text). */
  heading: string | null;
  /** 1-6 for a heading, 0 otherwise. */
  level: number;
}

export interface SitePage {
  kind: PageKind;
  /** The page's clean text as markdown (headings "#", list items "- "). */
  markdown: string;
}

export const simpleKey = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "");

/** Markdown marks removed: links keep their text, emphasis and code marks go. */
export function plainLine(line: string): string {
  return line
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]{1,3}/g, "")
    // placeholders of a template nobody filled in ("${check}", "{{ icon }}")
    .replace(/\$?\{\{?[^{}]{1,30}\}?\}/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function sitePassages(pages: SitePage[], plans: PricingPlan[] = []): Passage[] {
  const planNames = new Map(plans.map((p) => [simpleKey(p.name), p.name]));
  // a line that is one of a plan's features belongs to that plan's card, whatever the markup
  const featureOf = new Map<string, string>();
  for (const p of plans) for (const f of p.features) if (!featureOf.has(simpleKey(f))) featureOf.set(simpleKey(f), p.name);
  const out: Passage[] = [];
  for (const page of pages) {
    let heading: string | null = null;
    let headingLevel = 0;
    let plan: string | null = null;
    let planLevel = 0;
    const lines = page.markdown.split("\n");
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i].trim();
      if (!line || /^[|:\- ]+$/.test(line)) continue;
      const h = line.match(/^(#{1,6})\s+(.*)$/);
      if (h) {
        const text = plainLine(h[2]);
        const level = h[1].length;
        if (!text) continue;
        const named = planNames.get(simpleKey(text));
        if (named) {
          plan = named;
          planLevel = level;
        } else if (plan && level <= planLevel) plan = null;
        heading = text;
        headingLevel = level;
        out.push({ text, kind: "heading", page: page.kind, plan, heading: null, level });
        continue;
      }
      const item = line.match(/^(?:[-*+]|\d+[.)])\s+(.*)$/);
      const row = !item && line.startsWith("|");
      // a table's header row names its columns, not a feature
      if (row && /^\|?[\s:|-]+\|?$/.test(lines[i + 1]?.trim() ?? "") && lines[i + 1]?.includes("-")) continue;
      const text = plainLine(item ? item[1] : row ? line.replace(/^\|/, "").replace(/\|$/, "").replace(/\s*\|\s*/g, " · ") : line);
      if (!text) continue;
      const ofPlan = row ? undefined : featureOf.get(simpleKey(text));
      out.push({ text, kind: item || ofPlan ? "item" : row ? "row" : "text", page: page.kind, plan: plan ?? ofPlan ?? null, heading: headingLevel ? heading : null, level: 0 });
    }
  }
  const seen = new Set(out.filter((p) => p.plan).map((p) => `${p.plan}\u0000${simpleKey(p.text)}`));
  for (const p of plans) {
    for (const f of p.features) {
      const key = `${p.name}\u0000${simpleKey(f)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ text: f, kind: "item", page: "pricing", plan: p.name, heading: p.name, level: 0 });
    }
  }
  return out;
}

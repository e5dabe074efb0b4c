/**
 * Key capabilities: what the product does, as short phrases, from its feature lists (features page
 * first), the headings of its feature sections, the features its plans list and the rows of its
 * comparison tables. Never the hero (the h1 and the line under it): that is positioning, not a
 * capability. Quotas ("Up to 100 contacts"), support terms and "Everything in Pro" are not
 * capabilities either.
 */
import type { Feature } from "@/lib/scan/types";
import { simpleKey, type Passage } from "./passages";

const MAX = 8;

/** Sections whose headings and items are not capabilities. */
const OFF_SECTION =
  /\b(?:faq|frequently asked|questions?|pricing|prices?|plans?|testimonials?|reviews?|what .{1,30} say|customers?|trusted by|blog|news|contact|careers|about us|legal|privacy|terms|imprint|impressum|cookies?|billing|payment|invoices?|refunds?|ready to|get started|sign up|häufige fragen|preise|tarifs?|precios|questions fréquentes|preguntas frecuentes|cennik|料金)\b|\?$/i;

/** Plan lines about terms of the deal rather than what the product does. */
const DEAL_TERMS =
  /\b(?:support|sla|guarantee|account manager|onboarding call|billed|billing|cancel|refund|trial|credit card|everything in|all (?:\w+ )?features|alles aus|tout le plan|todo lo del plan|tutto il piano|wszystko z|includes? your|per (?:month|year)|\/mo|discount|off\b|save|contract|commission|comisión)\b/i;

/** Words that only grade a capability ("Advanced AI assistant" is the AI assistant). */
const GRADE = /^(?:(?:basic|standard|advanced|premium|unlimited|custom|smart|full|complete|enhanced|priority|extended|simple|pro|limited|expanded|erweiterte?|unbegrenzte?|illimitée?s?|avancée?s?|básicas?|completas?|avanzad[oa]s?|individuelle?s?)\s+)+/i;

const NEGATIVE = /^(?:no|without|sin|sans|ohne|senza|bez|geen)\b|[✗✕×]/i;

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A phrase that reads as a capability name: short, not a sentence, not a number or price. */
function phrase(text: string, maxWords = 7): string | null {
  const t = text.replace(/^[\p{Extended_Pictographic}\p{S}\s•·–-]+/u, "").replace(/[:：]$/, "").trim();
  if (t.length < 3 || t.length > 70 || words(t) > maxWords) return null;
  if (/[.!?]$/.test(t) && words(t) > 3) return null;
  if (!/\p{L}{2}/u.test(t)) return null;
  if (/^[\d\s.,%$€£¥+/-]+\p{L}{0,3}$/u.test(t)) return null;
  if (/[$€£¥₹]|\b(?:USD|EUR|GBP|PLN|JPY)\b/.test(t)) return null;
  return t;
}

/** A plan's line as the capability it grants, without quotas and grades ("Up to 5 projects" → null). */
function planCapability(text: string): string | null {
  if (DEAL_TERMS.test(text) || NEGATIVE.test(text)) return null;
  if (/^(?:up to|max(?:imum)?|bis zu|jusqu'à|hasta|fino a|do)\s+\d/i.test(text)) return null;
  if (/^\d[\d,. ]*(?:\s*(?:k|m|gb|tb|mb))?\s+\p{L}+(?:\s+\p{L}+)?$/iu.test(text)) return null; // "20 checks", "10GB storage"
  const stripped = text.replace(GRADE, "").replace(/^\d[\d,. ]*\s+/, "").trim();
  const p = phrase(stripped, 6);
  return p ? p.charAt(0).toUpperCase() + p.slice(1) : null;
}

interface Candidate {
  text: string;
  score: number;
  order: number;
}

export interface CapabilityInput {
  passages: Passage[];
  /** Features from the features and home pages (features page first). */
  features?: Feature[];
  planNames?: string[];
}

/** The hero of each page: its first h1 and the line under it. */
function heroKeys(passages: Passage[]): Set<string> {
  const keys = new Set<string>();
  const pages = new Set<string>();
  passages.forEach((p, i) => {
    if (p.kind !== "heading" || pages.has(p.page) || p.level > 1) return;
    pages.add(p.page);
    keys.add(simpleKey(p.text));
    const next = passages[i + 1];
    if (next && next.page === p.page && next.kind !== "heading") keys.add(simpleKey(next.text));
  });
  return keys;
}

/** Up to eight capabilities, the best supported first. */
export function keyCapabilities(input: CapabilityInput): string[] {
  const hero = heroKeys(input.passages);
  const plans = new Set((input.planNames ?? []).map(simpleKey));
  const found = new Map<string, Candidate>();
  let order = 0;
  const add = (text: string | null, score: number) => {
    if (!text) return;
    const key = simpleKey(text);
    if (!key || hero.has(key) || plans.has(key)) return;
    const prev = found.get(key);
    if (prev) prev.score += score;
    else found.set(key, { text, score, order: order++ });
  };

  for (const f of input.features ?? []) {
    if (OFF_SECTION.test(f.category) && f.category !== "General") continue;
    add(phrase(f.name), 3);
  }
  const offSection = (p: Passage) => !!p.heading && OFF_SECTION.test(p.heading);
  for (const p of input.passages) {
    if (p.kind === "heading" && p.level >= 2 && !p.plan && !OFF_SECTION.test(p.text)) add(phrase(p.text, 6), 2);
    else if (p.kind === "item" && p.plan) add(planCapability(p.text), 1);
    else if (p.kind === "item" && !offSection(p)) add(planCapability(p.text), 1.5);
    else if (p.kind === "row" && !offSection(p)) {
      const [label, ...cells] = p.text.split(" · ");
      if (cells.length >= 1 && cells.every((c) => c.length <= 24)) add(planCapability(label), 1);
    }
  }
  const ranked = [...found.values()].sort((a, b) => b.score - a.score || a.order - b.order);
  const out: string[] = [];
  for (const c of ranked) {
    const key = simpleKey(c.text);
    if (out.some((o) => simpleKey(o).includes(key) || key.includes(simpleKey(o)))) continue;
    out.push(c.text);
    if (out.length >= MAX) break;
  }
  return out;
}

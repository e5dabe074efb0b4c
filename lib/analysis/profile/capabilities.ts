/**
 * Key capabilities: what the product does, as short phrases, from its feature lists (features page
 * first), the headings of its feature sections, the features its plans list and the rows of its
 * comparison tables. Never the hero (the h1 and the line under it): that is positioning, not a
 * capability. Quotas ("Up to 100 contacts"), support terms and "Everything in Pro" are not
 * capabilities either, nor are the lines of a price list: amounts and rates (money via the pricing
 * reader, "per month" in any language via CLDR), billing terms ("Monthly", "One-time payment"), the
 * tagline, badge and button lines of a plan card whose features are listed, and a line ending with a
 * colon (it introduces a list).
 */
import type { Feature } from "@/lib/scan/types";
import { findMoney } from "@/lib/pricing/money-parse";
import { detectPeriod, statedPeriod, usageResource } from "@/lib/pricing/period";
import { periodPhrases, timeNoun } from "@/lib/pricing/period-words";
import { simpleKey, type Passage } from "./passages";

const MAX = 8;

/** Headings of a pricing section: its headings are plan names and billing terms, its lists what plans include. */
const PRICE_SECTION = /\b(?:pricing|prices?|plans?|preise|tarifs?|precios|cennik|tarieven|prijzen|料金)\b/i;

/** Sections whose headings and items are not capabilities. */
const OFF_SECTION =
  /\b(?:faqs?|frequently asked|questions?|testimonials?|reviews?|what .{1,30} say|customers?|trusted by|blog|news|contact|careers|about us|legal|privacy|terms|imprint|impressum|cookies?|billing|payment|invoices?|refunds?|charges?|subscriptions?|ready to|get started|sign up|häufige fragen|questions fréquentes|preguntas frecuentes|ce que disent|témoignages|avis|lo que dicen|testimonios|was (?:unsere )?kunden sagen|erfahrungen|opinie|commencez?|démarre[rz]?|rejoins|rejoignez|empieza|comienza|jetzt starten|loslegen|zacznij)\b|\?$/i;

/** Plan lines about terms of the deal rather than what the product does. */
const DEAL_TERMS =
  /\b(?:support|sla|guarantee|account manager|onboarding call|billed|billing|cancel|refund|trial|credit card|starting at|from only|everything in|all (?:\w+ )?features|alles aus|tout le plan|todo lo del plan|tutto il piano|wszystko z|includes? your|per (?:month|year)|\/mo|discount|off\b|save|contract|commission|comisión)\b/i;

/** Words that only grade a capability ("Advanced AI assistant" is the AI assistant). */
const GRADE = /^(?:(?:basic|standard|advanced|premium|unlimited|custom|smart|full|complete|enhanced|priority|extended|simple|pro|limited|expanded|erweiterte?|unbegrenzte?|illimitée?s?|avancée?s?|básicas?|completas?|avanzad[oa]s?|individuelle?s?)\s+)+/i;

/** A plan's tagline ("Perfect for personal use") says who, not what. */
const TAGLINE = /^(?:(?:perfect|ideal|great|right|best|built|made|designed|suited|recommended)\s+)?(?:for|für|pour|para|per|voor|dla)\b/i;

/** A button's words. */
const ACTION = /^(?:get|try|buy|order|choose|select|subscribe|start|sign|book|contact|talk|request|download|install|upgrade|learn|see|view|compare|join|commencer|essayer|choisir|jetzt|kaufen|bestellen|wählen|anfragen|empieza|elige|comprar|aanvragen|bestel)\b/i;

const NEGATIVE = /^(?:no|without|sin|sans|ohne|senza|bez|geen)\b|[✗✕×]/i;

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A line stating money or a rate per period ("$49 /user/month", "500 calls per month", "Credits/year"). */
function statesPrice(text: string): boolean {
  return findMoney(text).length > 0 || periodPhrases(text).length > 0;
}

/**
 * A plan's billing term in three words or fewer rather than a capability: "Monthly", "One-time
 * payment", "Only one year". Period words of every language come from the pricing reader (CLDR time
 * nouns, a few adverbs); a counted period ("12 months history", "7 days forecast") is a term of the
 * product, not of the deal.
 */
function billingTerm(text: string): boolean {
  const ws = text.split(/\s+/).filter(Boolean);
  if (ws.length > 3) return false;
  if (detectPeriod(text) || (ws.length === 1 && statedPeriod(text))) return true;
  return ws.some((w, i) => /^\p{L}{3,}$/u.test(w) && !/\d/.test(ws[i - 1] ?? "") && ["month", "year"].includes(timeNoun(w) ?? ""));
}

/** A phrase that reads as a capability name: short, not a sentence, not a number or price. */
function phrase(text: string, maxWords = 7): string | null {
  if (statesPrice(text)) return null;
  const t = text.replace(/^[\p{Extended_Pictographic}\p{So}\p{Sk}\p{Sm}\s•·–-]+/u, "").replace(/[:：]$/, "").trim();
  if (t.length < 3 || t.length > 70 || words(t) > maxWords) return null;
  if (/[.!?]$/.test(t) && words(t) > 3) return null;
  if (!/\p{L}{2}/u.test(t)) return null;
  if (/^[\d\s.,%$€£¥+/-]+\p{L}{0,3}$/u.test(t)) return null;
  if (/[$€£¥₹]|\b(?:USD|EUR|GBP|PLN|JPY)\b/.test(t)) return null;
  // the tail of a price split from its amount: a number and/or a slash and a period ("0 /month", "/ Monat")
  if (/^[\d\s.,]*\/\s*\p{L}+$/u.test(t)) return null;
  return t;
}

/** A plan's line as the capability it grants, without quotas and grades ("Up to 5 projects" → null). */
function planCapability(line: string): string | null {
  // a rate ("4 € / year / user", "Storage: $0.25 / GB") is a price, even after a name
  if (periodPhrases(line).length || findMoney(line).some((m) => usageResource(line.slice(m.index + m.raw.length)))) return null;
  // a priced module ("Forum : 2000 €") is a capability with its price
  const text = line.replace(/\s*[:：–-]\s*(?:[$€£¥]\s?)?\d[\d\s.,]*\s*(?:[$€£¥]|\p{Lu}{3})?(?:\s*(?:\/|per)\s*\p{L}+)*\s*$/u, "").trim();
  if (DEAL_TERMS.test(text) || NEGATIVE.test(text) || TAGLINE.test(text) || ACTION.test(text) || billingTerm(text)) return null;
  if (/^(?:up to|max(?:imum)?|bis zu|jusqu'à|hasta|fino a|do)\s+\d/i.test(text)) return null;
  if (/^\d[\d,. ]*(?:\s*(?:k|m|gb|tb|mb))?\s+\p{L}+(?:\s+\p{L}+)?$/iu.test(text)) return null; // "20 checks", "10GB storage"
  const stripped = text.replace(GRADE, "").replace(/^\d[\d,. ]*\s+/, "").trim();
  // sizes and quotas ("32 GB RAM / 16 vCPU", "TB storage") are limits of a plan, not capabilities
  if (/^(?:[KMGTP]i?B|vCPUs?|CPUs?|RAM|%|k|m|x)\b/i.test(stripped) || /\d\s*(?:[KMGTP]i?B|vCPUs?|CPUs?|%)\b/i.test(stripped)) return null;
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

  const offSection = (p: Passage) => !!p.heading && OFF_SECTION.test(p.heading);
  const offHeading = (text: string) => OFF_SECTION.test(text) || PRICE_SECTION.test(text);
  for (const f of input.features ?? []) {
    if (offHeading(f.category) && f.category !== "General") continue;
    add(phrase(f.name), 3);
  }
  // a card whose features the page lists (or the pricing reader read): its other lines are its
  // tagline, price, badge and button
  const listed = new Set(input.passages.filter((p) => p.kind === "item" && p.plan).map((p) => p.plan));
  input.passages.forEach((p, i) => {
    const next = input.passages[i + 1];
    // a line ending with a colon introduces the lines after it ("Modules:"), it names none of them
    if (p.kind !== "heading" && /[:：]$/.test(p.text)) return;
    // a heading with a sentence under it is a feature card; elsewhere a pricing page's headings mostly
    // name plans and billing sections, and its lists say what the product does
    const card = !!next && next.page === p.page && next.kind === "text" && words(next.text) >= 5;
    if (p.kind === "heading" && p.level >= 2 && !p.plan && !offHeading(p.text)) add(phrase(p.text, 6), card || p.page !== "pricing" ? 2 : 0.5);
    else if (p.kind === "item" && p.plan) add(planCapability(p.text), 1);
    // short lines in a plan's card are its features when the markup has no list
    else if (p.kind === "text" && p.plan && !listed.has(p.plan) && words(p.text) <= 8) add(planCapability(p.text), 0.75);
    else if (p.kind === "item" && !offSection(p)) add(planCapability(p.text), 1.5);
    else if (p.kind === "row" && !offSection(p)) {
      const [label, ...cells] = p.text.split(" · ");
      if (cells.length >= 1 && cells.every((c) => c.length <= 24)) add(planCapability(label), 1);
    }
  });
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

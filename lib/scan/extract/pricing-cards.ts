/**
 * Plan cards: grids of sibling elements that each carry a plan title and a price (card grids,
 * pricing lists, and one grid per monthly/annual panel). Each card becomes a RawPlan.
 */
import { childElements, headingLevel, hints, squash, tagOf, textOf } from "./dom";
import { findMoney, detectPeriod, detectUnit, perMonth, BILLED_ANNUALLY_RE, BILLED_MONTHLY_RE, isFreeText, isCustomText, type Period } from "./money";
import { ADDON_RE, billingOf, detectCurrency, ownBilling, priceContext, type Billing, type PriceNode } from "./price-nodes";
import { normalizeNoiseText } from "./normalize";

export interface RawPlan {
  name: string;
  price: number | null;
  currency: string | null;
  period: Period | null;
  unit: string | null;
  annualPrice?: number | null;
  addOns: string[];
  features: string[];
  highlighted: boolean;
  /** Billing cycle of the panel the plan was found in (monthly/annual toggle panels). */
  panel: Billing | null;
  /** "free" when the price was the word Free (currency comes from the rest of the page). */
  priceKind: PriceNode["kind"];
}

const HIGHLIGHT_RE = /\b(?:most popular|popular|recommended|best value|best deal|bestseller|best seller|our pick|beliebt(?:este)?|empfohlen|meistgewählt|populaire|recommandé|le plus populaire|más popular|recomendado|consigliato|più popolare)\b/i;
const HIGHLIGHT_CLASS_RE = /popular|featured|recommended|highlight|best-?value|is-primary|emphasi[sz]ed/;
const BADGE_RE = /badge|ribbon|(?:^|[\s_-])tag(?:$|[\s_-])|pill|label|flag|chip|eyebrow|popular/;
const TITLE_CLASS_RE = /(?:plan|tier|package|card|pricing|offer|product)[-_]*(?:name|title|heading)|(?:^|[\s_-])(?:name|title|heading)(?:$|[\s_-])/;
const EXCLUDED_ITEM_RE = /excluded|disabled|unavailable|not-?included|inactive|(?:^|[\s_-])(?:no|cross|minus|off|false)(?:$|[\s_-])/;

function isTitleElement(el: Element): boolean {
  return headingLevel(el) > 0 || TITLE_CLASS_RE.test(hints(el));
}

/** Plan-title elements inside a candidate card. */
function titleElements(card: Element): Element[] {
  const out = Array.from(card.querySelectorAll("*")).filter(isTitleElement);
  if (out.length) return out;
  const first = card.querySelector("strong,b,dt");
  return first ? [first] : [];
}

/** The set of `els` and all their ancestors: "does X contain one of els" in O(1). */
function withAncestors(els: Element[]): Set<Element> {
  const out = new Set<Element>();
  for (const el of els) {
    for (let cur: Element | null = el; cur && !out.has(cur); cur = cur.parentElement) out.add(cur);
  }
  return out;
}

/** Finds grids of plan cards. Returns the card elements of each grid. */
export function findCardGrids(root: Element, nodes: PriceNode[]): Element[][] {
  const holdsPrice = withAncestors(nodes.map((n) => n.el));
  const holdsStrong = withAncestors(nodes.filter((n) => n.strength === "strong").map((n) => n.el));
  // elements with a title element (or a strong/b/dt fallback) strictly inside them
  const titles = Array.from(root.querySelectorAll("*")).filter((el) => isTitleElement(el) || /^(?:strong|b|dt)$/.test(tagOf(el)));
  const holdsTitle = withAncestors(titles.flatMap((t): Element[] => (t.parentElement ? [t.parentElement] : [])));
  const grids: Element[][] = [];
  const hasGrid = new Set<Element>();
  const visit = (el: Element): boolean => {
    // returns true when el contains a grid (or is one)
    let inner = false;
    for (const child of childElements(el)) if (visit(child)) inner = true;
    if (!holdsPrice.has(el)) return inner;
    const cards = childElements(el).filter((c) => !hasGrid.has(c) && holdsPrice.has(c) && holdsTitle.has(c) && c !== root);
    if (cards.length >= 2 && cards.some((c) => holdsStrong.has(c))) {
      grids.push(cards);
      hasGrid.add(el);
      return true;
    }
    if (inner) hasGrid.add(el);
    return inner;
  };
  visit(root);
  if (!grids.length) {
    // a single plan: the nearest ancestor of the first strong price that has a title
    const first = nodes.find((n) => n.strength === "strong");
    let cur = first?.el.parentElement ?? null;
    while (cur && cur !== root) {
      if (cur.querySelector("h1")) break;
      if (titleElements(cur).some((t) => !t.contains(first!.el))) return [[cur]];
      cur = cur.parentElement;
    }
  }
  return grids;
}

/** Title text without badges ("Most popular"), prices and trailing separators. */
function cleanName(el: Element): string {
  const clone = el.cloneNode(true) as Element;
  for (const b of Array.from(clone.querySelectorAll("*"))) {
    if (BADGE_RE.test(hints(b)) || HIGHLIGHT_RE.test(textOf(b))) b.parentNode?.removeChild(b);
  }
  let name = textOf(clone);
  for (const t of findMoney(name)) name = name.replace(t.raw, " ");
  name = name.replace(HIGHLIGHT_RE, " ");
  return squash(name.replace(/[:—–\-|]+\s*$/, "").replace(/^[:—–\-|]+/, ""));
}

function planName(card: Element, nodes: PriceNode[]): string {
  for (const t of titleElements(card)) {
    if (nodes.some((n) => n.el === t && n.kind === "money")) continue;
    const name = cleanName(t);
    if (name && name.length <= 60 && !HIGHLIGHT_RE.test(name)) {
      if (tagOf(t) === "strong" || tagOf(t) === "b" || tagOf(t) === "dt") return name.replace(/[:–—-]\s*$/, "").trim();
      return name;
    }
  }
  // "Pro – $8/month": text before the price
  const text = textOf(card);
  const m = text.match(/^([^:–—|$€£\d]{2,40})[:–—|]/);
  return m ? squash(m[1]) : "";
}

function isHighlighted(card: Element): boolean {
  if (HIGHLIGHT_CLASS_RE.test(hints(card))) return true;
  for (const attr of ["data-highlighted", "data-popular", "data-featured", "data-recommended"]) {
    const v = card.getAttribute(attr);
    if (v !== null && v !== "false") return true;
  }
  for (const el of Array.from(card.querySelectorAll("*"))) {
    const t = textOf(el);
    if (t.length <= 30 && HIGHLIGHT_RE.test(t) && !el.closest("li")) return true;
    if (BADGE_RE.test(hints(el)) && HIGHLIGHT_CLASS_RE.test(hints(el))) return true;
  }
  return false;
}

function cleanItem(text: string): string {
  return normalizeNoiseText(text)
    .replace(/^[\s✓✔✅☑•·\-–—*+>]+/, "")
    .replace(/^(?:included|inklusive|inclus|incluido)\s*:?\s+/i, "")
    .trim();
}

function isExcludedItem(li: Element): boolean {
  if (EXCLUDED_ITEM_RE.test(hints(li))) return true;
  const label = (li.getAttribute("aria-label") ?? "") + " " + (li.getAttribute("data-included") ?? "");
  if (/not included|false|nicht enthalten|non inclus/i.test(label)) return true;
  const text = textOf(li);
  if (/^[✗✕✖×❌—–]/.test(text)) return true;
  if (/^(?:not included|nicht enthalten|non inclus|no incluido)\b/i.test(text)) return true;
  const icon = li.querySelector("[class*=cross],[class*=times],[class*=close],[class*=minus],[class*=no-]");
  return !!icon && !textOf(icon);
}

function features(card: Element, nodes: PriceNode[]): { features: string[]; addOns: string[] } {
  const feats: string[] = [];
  const addOns: string[] = [];
  const items = Array.from(card.querySelectorAll("li"));
  const priceEls = nodes.map((n) => n.el);
  if (items.length) {
    for (const li of items) {
      if (li.querySelector("li")) continue; // a wrapper item; its children are listed
      if (priceEls.some((p) => p === li || li.contains(p)) && !findMoney(textOf(li)).length) continue;
      const text = cleanItem(textOf(li));
      if (!text) continue;
      if (findMoney(text).length && ADDON_RE.test(text)) addOns.push(text);
      else if (!isExcludedItem(li)) feats.push(text);
    }
  } else if (tagOf(card) === "li" || tagOf(card) === "p" || tagOf(card) === "dd" || tagOf(card) === "tr") {
    // "Pro: $8/month — unlimited notes, sync across devices"
    const text = textOf(card);
    const sep = text.search(/\s[—–|]\s|:\s(?=[^$€£\d])/g);
    const tail = sep >= 0 ? text.slice(sep).replace(/^\s*[—–|:]\s*/, "") : "";
    const afterPrice = tail.replace(/^.*?(?:[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?[€£$])\S*(?:\s+(?:per|\/|a|one-time|once)\s*\S+)*\s*[—–|:]?\s*/i, "");
    for (const part of afterPrice.split(/\s*[,;]\s*/)) {
      const t = cleanItem(part);
      if (t && !findMoney(t).length) feats.push(t);
    }
  } else {
    for (const el of Array.from(card.querySelectorAll("[class*=feature]"))) {
      if (el.querySelector("[class*=feature]")) continue;
      const text = cleanItem(textOf(el));
      if (text && text.length <= 160) feats.push(text);
    }
  }
  return { features: dedupe(feats), addOns: dedupe(addOns) };
}

function dedupe(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((x) => {
    const k = x.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/**
 * The words that belong to one price in a shared price block: from its amount up to the next
 * amount ("$15/mo billed annually, or $20/mo billed monthly" → "/mo billed annually, or").
 */
function billingWords(n: PriceNode, card: Element): string {
  const ctx = priceContext(n, card, null);
  const tokens = findMoney(ctx);
  const own = findMoney(n.text)[0];
  const idx = own ? tokens.findIndex((t) => t.raw === own.raw) : -1;
  if (idx < 0) return ctx;
  const start = tokens[idx].index + tokens[idx].raw.length;
  const end = idx + 1 < tokens.length ? tokens[idx + 1].index : ctx.length;
  return ctx.slice(start, end);
}

/** Classifies the card's prices into the monthly one and the annual-billing one. */
function pickPrices(card: Element, cardNodes: PriceNode[], panel: Billing | null) {
  const strong = cardNodes.filter((n) => n.strength === "strong");
  const pool = strong.length ? strong : cardNodes;
  const attrs = pool.find((n) => n.kind === "attrs");
  if (attrs) return { monthly: attrs, annual: attrs };
  const labelled = pool.map((n) => {
    let billing = billingOf(n.el, card) ?? panel;
    if (!billingOf(n.el, card)) {
      const words = billingWords(n, card);
      if (BILLED_MONTHLY_RE.test(words) && pool.length > 1) billing = "monthly";
      else if (BILLED_ANNUALLY_RE.test(words) && pool.length > 1) billing = "annual";
    }
    return { n, billing };
  });
  const monthly = labelled.find((l) => l.billing === "monthly")?.n ?? labelled.find((l) => l.billing === null)?.n;
  const annual = labelled.find((l) => l.billing === "annual" && l.n !== monthly)?.n;
  return { monthly: monthly ?? annual ?? pool[0], annual };
}

/** Parses one plan card. */
export function parseCard(card: Element, allNodes: PriceNode[]): RawPlan | null {
  const cardNodes = allNodes.filter((n) => n.el === card || card.contains(n.el));
  if (!cardNodes.length) return null;
  const name = planName(card, cardNodes);
  if (!name) return null;
  const panel = billingOf(card) ?? null;
  const { monthly, annual } = pickPrices(card, cardNodes, panel);
  const billing: Billing | null = monthly.kind === "attrs" ? "monthly" : billingOf(monthly.el, card) ?? (annual ? "monthly" : null);
  const context = priceContext(monthly, card, billing);
  const blockCurrency = detectCurrency(context) ?? detectCurrency(textOf(card));
  let price = monthly.kind === "attrs" ? monthly.attrMonthly ?? null : monthly.amount;
  let annualPrice: number | null | undefined;
  let period = detectPeriod(context);
  const unit = monthly.kind === "custom" || monthly.kind === "free" ? null : detectUnit(context);
  if (monthly.kind === "attrs") {
    if (monthly.attrMonthly === null || monthly.attrMonthly === undefined) price = null;
    if (monthly.attrAnnual !== null && monthly.attrAnnual !== undefined) {
      annualPrice = perMonth(monthly.attrAnnual, null, monthly.attrMonthly);
    }
    if (period === "year" && annualPrice !== undefined) period = "month";
  } else if (annual) {
    const annualCtx = priceContext(annual, card, "annual");
    const annualPeriod = detectPeriod(annualCtx.replace(BILLED_ANNUALLY_RE, " "));
    annualPrice = annual.amount === null ? null : perMonth(annual.amount, annualPeriod, price);
    if (period === "year" && BILLED_ANNUALLY_RE.test(context)) period = "month";
  }
  const isCustom = monthly.kind === "custom" || (price === null && isCustomText(monthly.text));
  const isFree = monthly.kind === "free" || (price === 0 && isFreeText(monthly.text));
  if (monthly.kind === "free") period = null;
  const currency = isCustom ? null : monthly.currency ?? (isFree && !findMoney(context).length ? null : blockCurrency);
  const { features: feats, addOns } = features(card, cardNodes);
  return {
    name,
    price: isCustom ? null : price,
    currency,
    period: isCustom ? null : period,
    unit,
    ...(annualPrice !== undefined ? { annualPrice } : {}),
    addOns,
    features: feats,
    highlighted: isHighlighted(card),
    panel: panel ?? (ownBilling(card) || null),
    priceKind: monthly.kind,
  };
}

/**
 * Plan cards: grids of sibling elements that each carry a plan title and a price (card grids,
 * pricing lists, and one grid per monthly/annual panel). Each card becomes a RawPlan.
 */
import { childElements, classHas, closestTag, closestWhere, findAll, findFirst, hints, tagIs, tagOf, textOf } from "./dom";
import { HIGHLIGHT_RE, leadingName, planName } from "./plan-name";
import { findMoney, detectPeriod, detectUnit, perMonth, BILLED_ANNUALLY_RE, BILLED_MONTHLY_RE, isFreeText, isCustomText, type Period } from "@/lib/pricing/money-parse";
import { recurringUnit, statedPeriod, usageResource } from "@/lib/pricing/period";
import { ADDON_RE, billingOf, detectCurrency, ownBilling, priceContext, type Billing, type PriceNode } from "./price-nodes";
import { normalizeNoiseText } from "@/lib/scan/extract/stable-text";
import { isHiddenElement } from "./clean";

export interface RawPlan {
  name: string;
  price: number | null;
  currency: string | null;
  period: Period | null;
  /** The price's phrase states a period, even one that is neither month nor year ("/quarter"): no default fills it. */
  periodStated?: boolean;
  unit: string | null;
  annualPrice?: number | null;
  addOns: string[];
  features: string[];
  highlighted: boolean;
  /** Billing cycle of the panel the plan was found in (monthly/annual toggle panels). */
  panel: Billing | null;
  /** "free" when the price was the word Free (currency comes from the rest of the page). */
  priceKind: PriceNode["kind"];
  /** Index of the plan group on the page and its label (several groups of plans on one page). */
  group?: number;
  groupLabel?: string;
  /** The price's currency as written when it names several ("$"): resolved from the page's hints. */
  ambiguousSymbol?: string;
  /** How strongly the name's element reads as a title (plan-name.ts scoring); 0 = no name found. */
  nameScore?: number;
  /** Structural evidence of the block the plan came from (0..1), before name and price evidence. */
  blockEvidence?: number;
  confidence?: number;
  /** The price is a usage rate ("$0.10 / GB"): the resource it is priced per. */
  usage?: string;
  /** The card sits in a block hidden by CSS (the other side of a toggle). */
  hidden?: boolean;
  /** How much the card reads as a plan (0..4, see pricing.ts planLikeness). */
  likeness?: number;
  /** The unit was taken from another text than the price's own phrase (a comparison table's row). */
  unitElsewhere?: boolean;
}

const HIGHLIGHT_CLASS_RE = /popular|featured|recommended|highlight|best-?value|is-primary|emphasi[sz]ed/;
const BADGE_RE = /badge|ribbon|(?:^|[\s_-])tag(?:$|[\s_-])|pill|label|flag|chip|eyebrow|popular/;
const PRICE_CLASS_RE = /price|amount|cost|tarif|preis|prix|precio/;
const EXCLUDED_ITEM_RE = /excluded|disabled|unavailable|not-?included|inactive|(?:^|[\s_-])(?:no|cross|minus|off|false)(?:$|[\s_-])/;

/** The card and the elements it merely wraps (each the only element inside the one before): one box, one set of marks. */
function boxOf(card: Element): Element[] {
  const out = [card];
  for (let kids = childElements(card); kids.length === 1; kids = childElements(kids[0])) out.push(kids[0]);
  return out;
}

function isHighlighted(card: Element): boolean {
  for (const box of boxOf(card)) {
    if (HIGHLIGHT_CLASS_RE.test(hints(box))) return true;
    for (const attr of ["data-highlighted", "data-popular", "data-featured", "data-recommended"]) {
      const v = box.getAttribute(attr);
      if (v !== null && v !== "false") return true;
    }
  }
  for (const el of findAll(card, () => true)) {
    const t = textOf(el);
    if (t.length <= 30 && HIGHLIGHT_RE.test(t) && !closestTag(el, "li")) return true;
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

const EXCLUDED_ICON_CLASSES = ["cross", "times", "close", "minus", "no-"];

function isExcludedItem(li: Element): boolean {
  if (EXCLUDED_ITEM_RE.test(hints(li))) return true;
  const label = (li.getAttribute("aria-label") ?? "") + " " + (li.getAttribute("data-included") ?? "");
  if (/not included|false|nicht enthalten|non inclus/i.test(label)) return true;
  const text = textOf(li);
  if (/^[✗✕✖×❌—–]/.test(text)) return true;
  if (/^(?:not included|nicht enthalten|non inclus|no incluido)\b/i.test(text)) return true;
  const icon = findFirst(li, (e) => EXCLUDED_ICON_CLASSES.some((c) => classHas(e, c)));
  return !!icon && !textOf(icon);
}

const isLi = tagIs("li");
const isLineTag = tagIs("p", "div", "span", "small");
const isBlockOrItem = tagIs("p", "div", "li");

function features(card: Element, nodes: PriceNode[]): { features: string[]; addOns: string[] } {
  const feats: string[] = [];
  const addOns: string[] = [];
  const items = findAll(card, isLi);
  const priceEls = nodes.map((n) => n.el);
  if (items.length) {
    for (const li of items) {
      if (findFirst(li, isLi)) continue; // a wrapper item; its children are listed
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
    const isFeature = (e: Element) => classHas(e, "feature");
    for (const el of findAll(card, isFeature)) {
      if (findFirst(el, isFeature)) continue;
      const text = cleanItem(textOf(el));
      if (text && text.length <= 160) feats.push(text);
    }
  }
  // usage prices written as a line of the card ("+ €0.008 per extra build minute") outside its list
  for (const el of findAll(card, isLineTag)) {
    if (closestTag(el, "li") || findFirst(el, isBlockOrItem)) continue;
    const text = normalizeNoiseText(textOf(el));
    if (text.length > 160 || !findMoney(text).length || !ADDON_RE.test(text)) continue;
    if (/\b(?:save|sparen|discount|rabatt)\b/i.test(text)) continue;
    addOns.push(cleanItem(text));
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
  const text = textOf(card);
  const at = text.indexOf(n.text);
  if (at < 0) return priceContext(n, card, null);
  const own = findMoney(n.text)[0];
  const start = at + (own ? own.index + own.raw.length : n.text.length);
  const next = findMoney(text.slice(start))[0];
  return text.slice(start, next ? start + next.index : start + 120);
}

/** Classifies the card's prices into the monthly one and the annual-billing one. */
function pickPrices(card: Element, cardNodes: PriceNode[], panel: Billing | null) {
  const strong = cardNodes.filter((n) => n.strength === "strong");
  const anyStrong = strong.length ? strong : cardNodes;
  // a price inside the card's feature list ("Includes $500 credit") is not the plan's price
  const outsideLists = anyStrong.filter((n) => !inFeatureList(n.el, card));
  const candidates = outsideLists.length ? outsideLists : anyStrong;
  // an amount beats a word: in "Free" + "$0" the word is the plan's name
  let amounts = candidates.filter((n) => n.kind === "money" || n.kind === "attrs");
  // "Setup: $99" above "$29 / month": a labelled amount that states no period is a fee beside the recurring price
  const recurring = (n: PriceNode) => n.kind === "money" && /^(?:month|year)$/.test(statedPeriod(n.text) ?? "");
  const labelledFee = (n: PriceNode) => n.kind === "money" && !recurring(n) && !!leadingName(n.text) && leadingName(n.text) !== n.text;
  if (amounts.some(recurring) && amounts.some(labelledFee)) amounts = amounts.filter((n) => !labelledFee(n));
  // of two words ("Sur mesure" + "Sur devis"), the one in a price element, else the later one, is the price
  const priced = candidates.filter((n) => closestWhere(n.el, (e) => e === card || PRICE_CLASS_RE.test(hints(e))) !== card);
  const words = priced.length ? priced : candidates.length > 1 ? candidates.slice(1) : candidates;
  const pool = amounts.length ? amounts : words;
  const attrs = pool.find((n) => n.kind === "attrs");
  if (attrs) return { monthly: attrs, annual: attrs, others: [] as PriceNode[] };
  const labelled = pool.map((n) => {
    let billing = billingOf(n.el, card) ?? panel;
    if (!billingOf(n.el, card)) {
      const words = billingWords(n, card);
      if (BILLED_MONTHLY_RE.test(words) && pool.length > 1) billing = "monthly";
      else if (BILLED_ANNUALLY_RE.test(words) && pool.length > 1) billing = "annual";
    }
    return { n, billing };
  });
  // a "monthly" label alone (id="starterMonthly" on a "Just $21/month" line) is no toggle: first price first,
  // the one shown before one hidden by CSS (the other side of an unlabelled toggle)
  if (!labelled.some((l) => l.billing === "annual")) {
    for (const l of labelled) l.billing = null;
    labelled.sort((a, b) => Number(hiddenIn(a.n.el, card)) - Number(hiddenIn(b.n.el, card)));
  }
  const monthly = labelled.find((l) => l.billing === "monthly")?.n ?? labelled.find((l) => l.billing === null)?.n;
  const annual = labelled.find((l) => l.billing === "annual" && l.n !== monthly)?.n;
  return { monthly: monthly ?? annual ?? pool[0], annual, others: pool.filter((n) => n !== monthly && n !== annual) };
}

/** Is `el` hidden by CSS within the card ("display:none", the hidden attribute, a hiding class)? */
function hiddenIn(el: Element, card: Element): boolean {
  for (let cur: Element | null = el; cur && cur !== card; cur = cur.parentElement) if (isHiddenElement(cur)) return true;
  return false;
}

function inFeatureList(el: Element, card: Element): boolean {
  for (let cur = el.parentElement; cur && cur !== card; cur = cur.parentElement) {
    const tag = tagOf(cur);
    if ((tag === "ul" || tag === "ol") && findAll(cur, isLi).length >= 2) return true;
  }
  return false;
}

/** "$249 /year" with "Just $21/month" beside it: the stated per-month equivalent of a yearly price. */
function monthlyEquivalent(price: number | null, others: PriceNode[], card: Element, all: PriceNode[]): number | undefined {
  if (price === null) return undefined;
  for (const n of others) {
    if (n.amount === null || n.kind !== "money") continue;
    const ratio = n.amount / (price / 12);
    if (ratio > 0.9 && ratio < 1.1 && detectPeriod(priceContext(n, card, null, all)) === "month") return n.amount;
  }
  return Math.round((price / 12) * 100) / 100;
}

/** Parses one plan card. */
export function parseCard(card: Element, allNodes: PriceNode[], named = false, siblings: Element[] = [], shownBilling: Billing | null = null): RawPlan | null {
  const cardNodes = allNodes.filter((n) => n.el === card || card.contains(n.el));
  if (!cardNodes.length) return null;
  const panel = billingOf(card) ?? null;
  const picked = pickPrices(card, cardNodes, panel);
  const { others } = picked;
  let { monthly, annual } = picked;
  // both sides of a switch in the HTML, the page's switch showing the annual side: its price is the plan's
  // or, with no switch read, the monthly side hidden by CSS and the annual one shown
  const annualHidden = !!annual && (hiddenIn(annual.el, card) || !hiddenIn(monthly.el, card));
  const annualShown = (shownBilling === "annual" || (shownBilling === null && !annualHidden)) && !!annual && annual.kind === "money" && monthly.kind === "money" && billingOf(annual.el, card) === "annual";
  if (annualShown && annual) [monthly, annual] = [annual, monthly];
  const isRow = /^(?:li|tr|p|dd)$/.test(tagOf(card));
  const priceEls = cardNodes.filter((n) => n === monthly || n === annual || n.kind === "money" || n.kind === "attrs").map((n) => n.el);
  const { name, score: nameScore } = named ? { name: "", score: 3 } : planName(card, priceEls, isRow, siblings);
  const billing: Billing | null = monthly.kind === "attrs" ? "monthly" : billingOf(monthly.el, card) ?? (annual ? "monthly" : null);
  // a price labelled with its side of a switch ("monthly-price") states its period once for all cards
  const labelledPeriod: Period | null = annual && monthly.kind === "money" && billingOf(monthly.el, card) ? (billing === "annual" ? "year" : "month") : null;
  const context = priceContext(monthly, card, billing, cardNodes);
  const blockCurrency = detectCurrency(context) ?? detectCurrency(textOf(card));
  let price = monthly.kind === "attrs" ? monthly.attrMonthly ?? null : monthly.amount;
  let annualPrice: number | null | undefined;
  // the period of the price's own phrase: the words after its amount first
  const at = context.indexOf(monthly.text);
  const stated = statedPeriod(context, at < 0 ? undefined : { start: at, end: at + monthly.text.length });
  let period = stated === "other" ? null : stated;
  const contextUnit = monthly.kind === "custom" || monthly.kind === "free" ? null : detectUnit(context);
  if (monthly.kind === "attrs") {
    if (monthly.attrMonthly === null || monthly.attrMonthly === undefined) price = null;
    if (monthly.attrAnnual !== null && monthly.attrAnnual !== undefined) {
      annualPrice = perMonth(monthly.attrAnnual, null, monthly.attrMonthly);
    }
    if (period === "year" && annualPrice !== undefined) period = "month";
  } else if (annualShown && annual) {
    period ??= "year";
    annualPrice = price === null ? null : perMonth(price, "year", annual.amount);
  } else if (annual) {
    const annualCtx = priceContext(annual, card, "annual", cardNodes);
    const annualPeriod = detectPeriod(annualCtx.replace(BILLED_ANNUALLY_RE, " "));
    annualPrice = annual.amount === null ? null : perMonth(annual.amount, annualPeriod, price);
    if (period === "year" && BILLED_ANNUALLY_RE.test(context)) period = "month";
  } else if (period === "year" && monthly.kind === "money") {
    annualPrice = monthlyEquivalent(price, others, card, cardNodes);
  }
  // the words right after the amount, in its own text and then in the context: "$0.10 / GB" is a usage rate
  const ownMoney = findMoney(monthly.text)[0];
  const ownAfter = ownMoney ? monthly.text.slice(ownMoney.index + ownMoney.raw.length) : "";
  const afterAmount = ownMoney ? `${ownAfter} ${at < 0 ? "" : context.slice(at + monthly.text.length)}` : "";
  // "per användare/mån": a recurring price per seat-like word, the word its unit (no usage rate)
  const perUnit = monthly.kind === "money" ? recurringUnit(afterAmount) : null;
  const usage = monthly.kind === "money" && !perUnit ? usageResource(afterAmount) : null;
  // the unit of the price's own phrase before any other line's ("per project" in a note below)
  const unit = contextUnit === null ? perUnit : (detectUnit(ownAfter) ?? perUnit ?? contextUnit);
  const isCustom = monthly.kind === "custom" || (price === null && isCustomText(monthly.text));
  const isFree = monthly.kind === "free" || (price === 0 && isFreeText(monthly.text));
  if (period === null && stated === null) period = labelledPeriod;
  if (monthly.kind === "free") period = null;
  const currency = isCustom ? null : monthly.currency ?? (isFree && !findMoney(context).length ? null : blockCurrency);
  const contextMoney = findMoney(context).find((t) => t.ambiguous);
  const ambiguousSymbol = isCustom ? undefined : monthly.ambiguousSymbol ?? (monthly.currency ? undefined : contextMoney?.symbol);
  const { features: feats, addOns } = features(card, cardNodes);
  return {
    name,
    price: isCustom ? null : price,
    currency,
    period: isCustom ? null : period,
    periodStated: stated !== null,
    ...(usage ? { usage } : {}),
    unit,
    ...(annualPrice !== undefined ? { annualPrice } : {}),
    addOns,
    features: feats,
    highlighted: isHighlighted(card),
    panel: panel ?? (ownBilling(card) || null),
    priceKind: monthly.kind,
    nameScore,
    ...(ambiguousSymbol ? { ambiguousSymbol } : {}),
  };
}

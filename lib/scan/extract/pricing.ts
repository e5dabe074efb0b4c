/**
 * Structured pricing plans from a pricing page (or a home page pricing section): plan cards,
 * comparison tables, monthly/annual toggles (data attributes, paired price spans or two panels),
 * page-level usage add-ons, and page-wide defaults (currency of "Free" plans, shared period).
 */
import { cleanDocument, isHiddenElement } from "./clean";
import { inconsistency } from "./plan-consistency";
import { classHas, closestWhere, findAll, findFirst, hints, rawDocument, tagIs, tagOf, textOf } from "./dom";
import { withUndo } from "./undo-journal";
import { simplify } from "./strings";
import { detectPeriod, perMonth, type Period } from "@/lib/pricing/money-parse";
import { findPlanGroups } from "./plan-blocks";
import { BADGE_CLASS_RE } from "./plan-name";
import { type CurrencyHints, currencyHintsOf, pageLocale, resolveCurrency } from "./currency-hints";
import { normalizeNoiseText } from "@/lib/scan/extract/stable-text";
import { findPriceNodes, type Billing } from "./price-nodes";
import { withWordsInPriceSlots } from "./price-slots";
import { parseCard, type RawPlan } from "./pricing-cards";
import { toggleDefault } from "./billing-toggle";
import { hasCalendarDate, offerHolders } from "./offer-marks";
import { looseAddOnLines, takeAddOnSections } from "./page-add-ons";
import { parseColumnsTable, parseRowsTable } from "./pricing-table";
import type { PricingPlan } from "@/lib/pricing/types";

export interface PricingExtraction {
  plans: PricingPlan[];
  /** Priced add-ons and usage rates of the page as a whole (add-on cards, overage lines): never a plan's. */
  addOns: string[];
  /** Why the plans found may be incomplete or wrong, or null when the extraction holds together. */
  doubt: string | null;
}

/** Extracts the pricing plans of a page. Returns [] when the page shows no plans in its HTML. */
export function extractPricing(html: string, url?: string): PricingPlan[] {
  return extractPricingDetails(html, url).plans;
}

export function extractPricingDetails(html: string, url?: string): PricingExtraction {
  // the page's one parse, shared with the other extractors: the cleaning below changes it, and every
  // change is undone at the end (a copy of the tree cost more, in its building and in garbage collection)
  const doc = rawDocument(html);
  return withUndo(doc, () => {
    // read before cleaning, which drops scripts (JSON-LD)
    const hints = currencyHintsOf(doc, url);
    // read before cleaning, which drops inputs (the monthly/annual switch)
    // (a page with no checkbox, switch or radio in its source has no switch to read: no walk)
    const shownBilling = /checkbox|switch|radio/i.test(html) ? toggleDefault(doc.documentElement ?? (doc as unknown as Element)) : null;
    // read before cleaning, which drops <time> elements and inputs (a ticket's date, a cart's quantity)
    const offers = /<time\b|<input\b/i.test(html) ? offerHolders(doc.documentElement ?? (doc as unknown as Element)) : undefined;
    const root = cleanDocument(doc, { keepHidden: true, dropTestimonials: true });
    return extractPricingFrom(root, hints, shownBilling, offers);
  });
}

export function extractPricingFrom(root: Element, hints: CurrencyHints = {}, shownBilling: Billing | null = null, offers: Set<Element> = new Set()): PricingExtraction {
  const pageAddOns = takeAddOnSections(root);

  const tablePlans: RawPlan[] = [];
  for (const table of findAll(root, isTable)) {
    // a table of usage rates (every row priced per GB, per vCPU) adds rates to the page's add-ons, no plan
    const known = pageAddOns.length;
    const byRows = parseRowsTable(table, pageAddOns);
    if (pageAddOns.length > known) continue;
    tablePlans.push(...(byRows.length ? byRows : parseColumnsTable(table)));
  }

  const nodes = withWordsInPriceSlots(root, findPriceNodes(root, pageLocale(hints)));
  const cardPlans: RawPlan[] = [];
  const cards: Element[] = [];
  const groups = findPlanGroups(root, nodes);
  let unnamedLeftOut = 0;
  groups.forEach((group, index) => {
    cards.push(...group.cards);
    if (group.kind === "addons") {
      for (const card of group.cards) {
        const text = normalizeNoiseText(textOf(card));
        if (text.length <= 200) pageAddOns.push(text);
      }
      return;
    }
    if (group.kind !== "plans") return;
    const introPeriod = detectPeriod(group.intro);
    const evidence = group.evidence;
    // one card flagged among unflagged siblings ("Best for teams") is the recommended one
    const flagged = group.cards.filter(hasBadge);
    const parsed: RawPlan[] = [];
    const unnamed = new Set<RawPlan>();
    group.cards.forEach((card, position) => {
      const plan = parseCard(card, nodes, !!group.columnNames, group.cards, shownBilling);
      if (!plan) return;
      plan.likeness = planLikeness(card, plan, offers, hints.lang ?? undefined);
      if (group.columnNames) plan.name = group.columnNames[position];
      if (!plan.name) {
        plan.name = `Plan ${position + 1}`;
        unnamed.add(plan);
      }
      plan.group = index;
      plan.groupLabel = group.label;
      plan.blockEvidence = evidence;
      if (flagged.length === 1 && flagged[0] === card && group.cards.length > 1) plan.highlighted = true;
      const hiddenBlock = closestWhere(card, (e) => e === root || isHiddenElement(e));
      if (hiddenBlock && hiddenBlock !== root) plan.hidden = true;
      if (plan.period === null && !plan.periodStated && plan.price !== null && plan.price > 0 && introPeriod) plan.period = introPeriod;
      parsed.push(plan);
    });
    // priced blocks that do not read as plans (a review's "$610", a news figure) are left out
    // a picker of usage rates (every option priced per GB, per 1,000 emails) is no set of plans: its rates are kept apart
    if (parsed.length >= 2 && parsed.every((p) => p.usage)) {
      for (const card of group.cards) {
        const text = normalizeNoiseText(textOf(card));
        if (text.length <= 200) pageAddOns.push(text);
      }
      return;
    }
    // a priced block with no name of its own among named cards (a promo tile, a total) is no plan a reader could name
    if (parsed.some((p) => !unnamed.has(p)) && unnamed.size) {
      parsed.splice(0, parsed.length, ...parsed.filter((p) => !unnamed.has(p)));
      unnamedLeftOut += unnamed.size;
    }
    const likeness = parsed.reduce((sum, p) => sum + (p.likeness ?? 0), 0) / Math.max(1, parsed.length);
    if (likeness >= MIN_LIKENESS) cardPlans.push(...parsed);
  });
  pageAddOns.push(...looseAddOnLines(root, cards));

  let plans = mergePanels(dropHiddenTwins(cardPlans));
  plans = mergeTables(plans, tablePlans);
  labelGroups(plans);
  // "$" on an Australian page is AUD: the page's language, declared currency and domain decide
  for (const p of plans) if (p.ambiguousSymbol && p.currency) p.currency = resolveCurrency(p.ambiguousSymbol, hints) ?? p.currency;
  applyPageDefaults(plans);
  for (const p of plans) p.confidence = planConfidence(p);
  const uncovered = nodes.filter((n) => n.kind === "money" && n.strength === "strong" && n.text.length <= 30 && !cards.some((c) => c.contains(n.el)));
  return { plans: plans.map(toPricingPlan), addOns: [...new Set(pageAddOns)], doubt: unnamedLeftOut ? "A priced card without a name of its own was left out." : doubtOf(plans, uncovered.length) };
}

const MIN_LIKENESS = 2;
// tag tests for the searches below (selectors of tag names alone, without compiling them)
const anyElement = () => true;
const isTable = tagIs("table");
const isList = tagIs("ul", "ol");
const isItem = tagIs("li");
const isAnchor = tagIs("a");
const isPicture = tagIs("img", "picture");

/** button, [role=button], a[class*=btn], a[class*=button], a[class*=cta], input[type=submit] (type read in any case, as the selector reads it) */
export function isCta(el: Element): boolean {
  const tag = tagOf(el);
  if (tag === "button" || el.getAttribute("role") === "button") return true;
  if (tag === "a") return classHas(el, "btn") || classHas(el, "button") || classHas(el, "cta");
  return tag === "input" && el.getAttribute("type")?.toLowerCase() === "submit";
}

/**
 * How much a parsed card reads as a plan, 0..4: a price with a period (or free / on request), a list
 * of what it includes, a call to action, and a name of its own.
 */
function planLikeness(card: Element, plan: RawPlan, offers: Set<Element>, lang?: string): number {
  let n = 0;
  if (plan.period !== null || plan.price === null || plan.price === 0 || plan.priceKind === "attrs") n++;
  if (findAll(card, isList).some((l) => findAll(l, isItem).length >= 2) || findFirst(card, (e) => classHas(e, "feature"))) n++;
  const shortLinks = findAll(card, isAnchor).filter((a) => { const t = textOf(a); return t.length > 0 && t.length <= 30; });
  if (findFirst(card, isCta) || (shortLinks.length === 1 && textOf(card).length <= 600)) n++;
  if (!/^Plan \d+$/.test(plan.name) && (plan.nameScore ?? 0) >= 2) n++;
  // a price with no billing period, and a picture of its own (a product for sale) or a date of its own
  // (a ticket, a course's start) or a cart form (an item bought once): not a plan
  if (plan.period === null && (plan.price ?? 0) > 0) {
    if (hasPicture(card)) n--;
    if (offers.has(card) || hasCalendarDate(textOf(card), lang)) n -= 2;
  }
  return n;
}

/** A raster picture in the card (a product photo), not an icon or logo drawn in SVG. */
function hasPicture(card: Element): boolean {
  return findAll(card, isPicture).some((img) => !/\.svg(?:$|[?#])/i.test(img.getAttribute("src") ?? "") && !/icon|logo|avatar/i.test(hints(img)));
}


function hasBadge(card: Element): boolean {
  const inItem = (e: Element) => closestWhere(e, (x) => x === card || tagOf(x) === "li") !== card;
  return findAll(card, anyElement).some((e) => BADGE_CLASS_RE.test(hints(e)) && textOf(e).length > 0 && textOf(e).length <= 30 && !inItem(e));
}

function sameName(a: string, b: string): boolean {
  const x = simplify(a).replace(/\b(?:plan|tarif|paket)\b/g, "").trim();
  const y = simplify(b).replace(/\b(?:plan|tarif|paket)\b/g, "").trim();
  return x === y;
}

const sameGroup = (a: RawPlan, b: RawPlan) => (a.group ?? -1) === (b.group ?? -1);

/** The side of a toggle hidden by CSS ("display:none", hidden) is not shown: its plans give way to the shown ones of the same name. */
function dropHiddenTwins(plans: RawPlan[]): RawPlan[] {
  const shown = plans.filter((p) => !p.hidden);
  // a panel labelled monthly/annual is the toggle's other side already: mergePanels pairs it
  return plans.filter((p) => !p.hidden || p.panel !== null || !shown.some((o) => sameName(o.name, p.name)));
}

/** Plans from an annual panel give the annual price of the plan of the same name. */
function mergePanels(plans: RawPlan[]): RawPlan[] {
  const primary = plans.filter((p) => p.panel !== "annual");
  const annual = plans.filter((p) => p.panel === "annual");
  if (!primary.length) return annual.map((p) => ({ ...p, annualPrice: p.price === null ? null : perMonth(p.price, p.period, null), period: p.period === "year" ? "month" : p.period }));
  const out: RawPlan[] = [];
  for (const p of primary) {
    if (out.some((o) => sameName(o.name, p.name) && sameGroup(o, p))) continue;
    const twin = annual.find((a) => sameName(a.name, p.name));
    if (twin && p.annualPrice === undefined && p.period !== "one-time") {
      const amount = twin.price === null ? null : perMonth(twin.price, twin.period, p.price);
      out.push({ ...p, annualPrice: amount, highlighted: p.highlighted || twin.highlighted });
    } else out.push(p);
  }
  for (const a of annual) {
    if (!out.some((o) => sameName(o.name, a.name))) out.push({ ...a, annualPrice: a.price === null ? null : perMonth(a.price, a.period, null) });
  }
  return out;
}

/**
 * Several groups of plans on one page (one-time vs subscription, two currencies, two product
 * lines): each plan is labelled with its group, by the group's heading when it has one, else by what
 * tells the groups apart (currency, billing period).
 */
function labelGroups(plans: RawPlan[]) {
  const ids = [...new Set(plans.map((p) => p.group).filter((g): g is number => g !== undefined))];
  if (ids.length < 2) {
    for (const p of plans) p.groupLabel = undefined;
    return;
  }
  const of = (id: number) => plans.filter((p) => p.group === id);
  const currencies = new Set(ids.map((id) => mostCommon(of(id).map((p) => p.currency).filter(Boolean))));
  const periods = new Set(ids.map((id) => mostCommon(of(id).filter((p) => (p.price ?? 0) > 0).map((p) => p.period))));
  const labels = new Set(ids.map((id) => of(id)[0].groupLabel ?? ""));
  for (const id of ids) {
    const members = of(id);
    let label = members[0].groupLabel ?? "";
    if (!label || labels.size < ids.length) {
      const period = mostCommon(members.filter((p) => (p.price ?? 0) > 0).map((p) => p.period));
      const currency = mostCommon(members.map((p) => p.currency).filter(Boolean));
      if (periods.size > 1 && period) label = PERIOD_LABEL[period];
      else if (currencies.size > 1 && currency) label = currency;
    }
    for (const p of members) p.groupLabel = label || undefined;
  }
}

const PERIOD_LABEL: Record<Period, string> = { month: "Monthly", year: "Yearly", "one-time": "One-time" };

/** Cards give names and prices; a comparison table adds features and fills missing fields. */
function mergeTables(cards: RawPlan[], tables: RawPlan[]): RawPlan[] {
  if (!tables.length) return cards;
  if (!cards.length) return dedupeByName(tables);
  const out = cards.map((c) => ({ ...c, features: [...c.features] }));
  // a table that names none of the cards' plans is another price list (per page, per item): its rows are not plans
  if (!tables.some((t) => cards.some((c) => sameName(c.name, t.name)))) return out;
  for (const t of tables) {
    const match = out.find((c) => sameName(c.name, t.name));
    if (!match) {
      out.push(t);
      continue;
    }
    const known = new Set(match.features.map((f) => f.toLowerCase()));
    for (const f of t.features) if (!known.has(f.toLowerCase())) match.features.push(f);
    if (match.annualPrice === undefined && t.annualPrice !== undefined) match.annualPrice = t.annualPrice;
    if (match.unit === null && t.unit !== null && match.price !== null) {
      match.unit = t.unit;
      match.unitElsewhere = true;
    }
    match.period ??= t.period;
    match.highlighted ||= t.highlighted;
  }
  return out;
}

function dedupeByName(plans: RawPlan[]): RawPlan[] {
  const out: RawPlan[] = [];
  for (const p of plans) if (!out.some((o) => sameName(o.name, p.name))) out.push(p);
  return out;
}

function mostCommon<T>(values: T[]): T | null {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | null = null;
  let n = 0;
  for (const [v, c] of counts) if (c > n) [best, n] = [v, c];
  return best;
}

/** A plan without currency or period takes its group's, then the page's (a "Free" plan of a EUR page is EUR). */
function applyPageDefaults(plans: RawPlan[]) {
  const currencyOf = (list: RawPlan[]) => mostCommon(list.map((p) => p.currency).filter((c): c is string => !!c));
  const periodOf = (list: RawPlan[]) => mostCommon(list.filter((p) => (p.price ?? 0) > 0).map((p) => p.period).filter((x): x is Period => !!x));
  const pageCurrency = currencyOf(plans);
  for (const p of plans) {
    const group = plans.filter((o) => sameGroup(o, p));
    const currency = currencyOf(group) ?? pageCurrency;
    // a period is taken from the plan's own group only: two groups may bill differently
    const period = periodOf(group);
    if (p.price !== null && p.currency === null && currency) p.currency = currency;
    if (p.price !== null && p.price > 0 && p.period === null && !p.periodStated && period && period !== "one-time") p.period = period;
  }
}

/**
 * Confidence of one plan from its evidence: the block it came from (a card among alike cards, a
 * table column, a lone card), how clearly it is named, and whether its price states a period.
 */
function planConfidence(p: RawPlan): number {
  let c = p.blockEvidence ?? 0.7; // table columns carry no block evidence: a table is explicit
  const score = p.nameScore ?? 3;
  if (/^Plan \d+$/.test(p.name)) c -= 0.3;
  else if (score >= 3) c += 0.12;
  else if (score < 1) c -= 0.15;
  if (p.price === null || p.price === 0) c += 0.05;
  else if (p.period) c += 0.08;
  else c -= 0.1;
  return Math.round(Math.max(0.05, Math.min(0.98, c)) * 100) / 100;
}

/** A reason to doubt the plans of a page: prices outside any plan, unnamed or weak plans. */
function doubtOf(plans: RawPlan[], uncoveredPrices: number): string | null {
  if (!plans.length) return uncoveredPrices > 0 ? "The page shows prices but no plan could be read from them." : null;
  if (uncoveredPrices >= 2) return `${uncoveredPrices} prices on the page belong to no plan that was found.`;
  const weak = plans.filter((p) => (p.confidence ?? 1) < 0.55);
  if (weak.length) return `${weak.map((p) => p.name).join(", ")}: plan structure unclear.`;
  return inconsistency(plans);
}

function toPricingPlan(p: RawPlan): PricingPlan {
  const plan: PricingPlan = {
    name: p.name,
    price: p.price,
    currency: p.price === null ? null : p.currency,
    period: p.price === null ? null : p.period,
    unit: p.price === null ? null : p.unit,
    addOns: p.addOns,
    features: p.features,
    highlighted: p.highlighted,
  };
  if (p.annualPrice !== undefined) plan.annualPrice = p.annualPrice;
  if (p.groupLabel) plan.group = p.groupLabel;
  if (p.confidence !== undefined) plan.confidence = p.confidence;
  return plan;
}

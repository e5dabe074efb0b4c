/**
 * Locating prices in a pricing page: the elements that carry a plan price (money amount, "Free",
 * "Contact sales", or data-monthly/data-annual attributes), which billing cycle an element belongs
 * to (monthly vs annual toggle states) and the short text around a price that states its period
 * and unit.
 */
import { attributeNames, childElements, childNodesOf, classOf, closestTag, documentOf, findAll, findFirst, hints, isElement, isText, isTitleLink, nearestHeadingAbove, tagIs, tagOf, textOf } from "./dom";
import { supAfterNumber } from "./sup-after-number";
import { findMoney, isCustomText, isFreeText, isPlaceholderPrice, parseAmount } from "@/lib/pricing/money-parse";
import { squash } from "@/lib/norm-text";
import { findLocaleMoney, type PageLocale } from "@/lib/pricing/locale-money";

export type Billing = "monthly" | "annual";

export interface PriceNode {
  el: Element;
  /** "strong" prices define plan cards; "weak" ones (CTA buttons, a "Free" heading) only complete them. */
  strength: "strong" | "weak";
  kind: "money" | "free" | "custom" | "attrs";
  amount: number | null;
  currency: string | null;
  /** The currency as written when it names several currencies ("$", "kr"): the page decides. */
  ambiguousSymbol?: string;
  /** For data-attribute toggles: both values as found. */
  attrMonthly?: number | null;
  attrAnnual?: number | null;
  /** Text of the price itself (for window-based context in long lines). */
  text: string;
  tokenIndex: number;
}

const INLINE = new Set(["span", "small", "strong", "b", "em", "i", "sup", "sub", "abbr", "bdi", "data", "u", "mark", "a", "label", "big", "font", "ins"]);
const STRUCK = new Set(["s", "del", "strike"]);

/** Text of an element made of its text nodes and inline children only (struck-through text skipped). */
export function inlineText(el: Element): string {
  let out = "";
  for (const node of childNodesOf(el)) {
    if (isText(node)) out += node.data;
    else if (isElement(node)) {
      const tag = tagOf(node);
      if (STRUCK.has(tag) || /(?:^|\s)(?:old|was|strike|original|regular)-?price|line-through/.test(hints(node))) continue;
      const sup = tag === "sup" ? supAfterNumber(node.textContent ?? "", out) : null;
      if (sup !== null) {
        out = out.trimEnd() + sup;
        continue;
      }
      // the child's own edge spaces separate words ("299 Kč<span> monthly</span>"): kept, squashed below
      const raw = INLINE.has(tag) ? (node.textContent ?? "") : "";
      const inner = INLINE.has(tag) ? `${/^\s/.test(raw) ? " " : ""}${inlineText(node)}${/\s$/.test(raw) ? " " : ""}` : " ";
      // "$29<span>USD</span>": separate elements are separate words even without a space
      out += /[\p{N}]$/u.test(out) && /^\p{L}/u.test(inner) ? ` ${inner}` : inner;
    }
  }
  return squash(out);
}

export const ADDON_RE =
  /\b(?:additional|extra|add-?ons?|overage|each additional|top-?ups?|then|beyond|thereafter|renews?|renewals?|zusätzliche?n?|weitere|supplémentaires?|adicional(?:es)?)\b|^\s*\+/i;
const SAVING_RE = /\b(?:save|saving|spare|sparen|sie sparen|économisez|ahorra|was|statt|instead of|regularly|normally|value)\s*(?:up to\s*)?$/i;
const ATTR_MONTHLY = ["data-monthly", "data-price-monthly", "data-monthly-price", "data-month", "data-price-month", "data-mo"];
const ATTR_ANNUAL = ["data-annual", "data-annually", "data-yearly", "data-price-annual", "data-price-yearly", "data-annual-price", "data-yearly-price", "data-year", "data-price-year"];

function attrValue(el: Element, names: string[]): string | null {
  // the element's attribute names first (cached): most elements have none of these, and each
  // getAttribute walks the element's attribute list
  const present = attributeNames(el);
  if (!present.size) return null;
  for (const n of names) {
    if (!present.has(n)) continue;
    const v = el.getAttribute(n);
    if (v !== null && v.trim() !== "") return v.trim();
  }
  return null;
}

function attrAmount(value: string | null): number | null {
  if (value === null) return null;
  const money = findMoney(value);
  if (money.length) return money[0].amount;
  const m = value.match(/\d[\d.,]*/);
  return m ? parseAmount(m[0]) : null;
}

function excluded(el: Element): boolean {
  let cur: Element | null = el;
  while (cur) {
    const tag = tagOf(cur);
    if ((tag === "table" && !isCardTable(cur)) || tag === "details" || tag === "s" || tag === "del") return true;
    if (/(?:^|[\s_-])faq|accordion|(?:^|\s)questions?(?:$|\s)/.test(hints(cur))) return true;
    cur = cur.parentElement;
  }
  const section = nearestHeadingAbove(el, 2);
  return !!section && /faq|frequently asked|questions|häufige fragen|questions fréquentes|preguntas/i.test(textOf(section));
}

/**
 * A table of one column (a title cell above price and feature rows) is one card laid out as a
 * table, not a comparison table: its prices are read as a card's.
 */
const isRow = tagIs("tr");
const isTable = tagIs("table");

export function isCardTable(table: Element): boolean {
  const rows = findAll(table, isRow).filter((tr) => closestTag(tr, "table") === table);
  const cells = (tr: Element) => childElements(tr).filter((c) => /^t[dh]$/.test(tagOf(c))).length;
  const bodyRows = rows.filter((tr) => cells(tr) > 0);
  return bodyRows.length >= 2 && bodyRows.every((tr) => cells(tr) === 1) && !findFirst(table, isTable);
}

/** Is this price an add-on / usage line ("+ $10 per extra 1,000 contacts")? */
export function isAddonContext(el: Element, tokenIndex = 0): boolean {
  const own = inlineText(el);
  const before = own.slice(Math.max(0, tokenIndex - 40), tokenIndex);
  if (/\+\s*$/.test(before)) return true;
  if (own.length > 70) return ADDON_RE.test(own.slice(Math.max(0, tokenIndex - 40), tokenIndex + 50));
  const line = textOf(closestTag(el, "li", "p") ?? el);
  return ADDON_RE.test(line.length > 120 ? own : line);
}

/**
 * A price in an element's own text (its text nodes and inline children that hold no price of their
 * own) beside children that were read as prices; `first` when it stands before them.
 */
function ownPrice(el: Element, priced: Set<Element>): { node: PriceNode; first: boolean } | null {
  let text = "";
  let firstAt = -1;
  for (const node of childNodesOf(el)) {
    if (isText(node)) text += node.data;
    else if (isElement(node)) {
      const holds = [...priced].some((p) => node === p || node.contains(p));
      if (holds && firstAt < 0) firstAt = text.length;
      const tag = tagOf(node);
      if (holds || STRUCK.has(tag) || !INLINE.has(tag)) text += " ";
      else text += ` ${inlineText(node)} `;
    }
  }
  if (firstAt < 0 || text.length > 220) return null;
  const squashed = squash(text);
  const money = findMoney(squashed).filter((t) => !SAVING_RE.test(squashed.slice(0, t.index)) && !/%/.test(squashed.slice(t.index + t.raw.length, t.index + t.raw.length + 2)));
  if (!money.length || excluded(el) || ADDON_RE.test(squashed)) return null;
  const clickable = (tagOf(el) === "a" && !isTitleLink(el)) || tagOf(el) === "button";
  const node: PriceNode = {
    el, strength: clickable ? "weak" : "strong", kind: "money", amount: money[0].amount, currency: money[0].currency, text: squashed, tokenIndex: money[0].index,
    ...(money[0].ambiguous ? { ambiguousSymbol: money[0].symbol } : {}),
  };
  return { node, first: squash(text.slice(0, firstAt)).length > 0 && findMoney(squash(text.slice(0, firstAt))).length > 0 };
}

/** All price nodes under `root`, deepest elements first in document order. */
export function findPriceNodes(root: Element, page: PageLocale | null = null): PriceNode[] {
  const nodes: PriceNode[] = [];
  const visit = (el: Element): boolean => {
    // returns true when el or a descendant became a price node
    const monthlyAttr = attrValue(el, ATTR_MONTHLY);
    const annualAttr = attrValue(el, ATTR_ANNUAL);
    if ((monthlyAttr !== null || annualAttr !== null) && !excluded(el)) {
      const m = attrAmount(monthlyAttr);
      const a = attrAmount(annualAttr);
      nodes.push({
        el, strength: "strong", kind: "attrs", amount: m ?? a, currency: null, attrMonthly: m, attrAnnual: a,
        text: inlineText(el), tokenIndex: 0,
      });
      return true;
    }
    let found = false;
    const before = nodes.length;
    for (const child of childElements(el)) if (visit(child)) found = true;
    if (found) {
      // "$9/mo <span>$90/yr</span>": an amount in the element's own text beside a priced child is a price too
      const own = ownPrice(el, new Set(nodes.slice(before).map((n) => n.el)));
      if (own) nodes.splice(own.first ? before : nodes.length, 0, own.node);
      return true;
    }
    let text = inlineText(el);
    if (!text || text.length > 220) return false;
    // a bare amount whose currency stands in a block child ("99" beside <div>kr/mån</div>, as page builders split a price)
    if (/^\d[\d.,\s]*$/.test(text)) {
      const whole = contextText(el, null);
      if (whole !== text && whole.length <= 30 && whole.startsWith(text)) text = whole;
    }
    const money = findMoney(text).filter((t) => !SAVING_RE.test(text.slice(0, t.index)) && !/%/.test(text.slice(t.index + t.raw.length, t.index + t.raw.length + 2)));
    const tag = tagOf(el);
    const clickable = (tag === "a" && !isTitleLink(el)) || tag === "button";
    if (money.length) {
      if (excluded(el) || isAddonContext(el, money[0].index)) return false;
      nodes.push({
        el, strength: clickable ? "weak" : "strong", kind: "money", amount: money[0].amount, currency: money[0].currency, text, tokenIndex: money[0].index,
        ...(money[0].ambiguous ? { ambiguousSymbol: money[0].symbol } : {}),
      });
      return true;
    }
    // "Fr. 19.–" on a Swiss page, "KSh 1,500" on a Kenyan one: the page currency as its locale spells it
    const local = text.length <= 40 ? findLocaleMoney(text, page) : null;
    if (local && !excluded(el) && !isAddonContext(el, local.index)) {
      nodes.push({ el, strength: clickable ? "weak" : "strong", kind: "money", amount: local.amount, currency: local.currency, text, tokenIndex: local.index });
      return true;
    }
    // "£x.99 / month": a placeholder stands for a price nobody wrote: the plan's price is unknown
    if (text.length <= 30 && isPlaceholderPrice(text) && !excluded(el)) {
      nodes.push({ el, strength: clickable ? "weak" : "strong", kind: "custom", amount: null, currency: null, text, tokenIndex: 0 });
      return true;
    }
    if (text.length <= 40 && (isFreeText(text) || isCustomText(text)) && !excluded(el)) {
      const free = isFreeText(text);
      const heading = /^h[1-6]$/.test(tag);
      const weak = clickable || heading || (free && /badge|tag|pill|label|ribbon/.test(hints(el)));
      nodes.push({ el, strength: weak ? "weak" : "strong", kind: free ? "free" : "custom", amount: free ? 0 : null, currency: null, text, tokenIndex: 0 });
      return true;
    }
    return false;
  };
  visit(root);
  return nodes;
}

export const ANNUAL_ATTR_RE = /annual|yearly|(?:^|[\s_-])year(?:ly)?(?:$|[\s_-])|jährlich|jaehrlich|annuel|anual|(?:^|[\s_-])yr(?:$|[\s_-])/;
export const MONTHLY_ATTR_RE = /monthly|(?:^|[\s_-])month(?:$|[\s_-])|monatlich|mensuel|mensual|(?:^|[\s_-])mo(?:$|[\s_-])/;

/** The billing cycle an element itself is labelled with (class, id, data-*, aria-labelledby). */
export function ownBilling(el: Element): Billing | null {
  const values: string[] = [classOf(el), el.getAttribute("id") ?? ""];
  for (const attr of ["data-billing", "data-period", "data-interval", "data-cycle", "data-frequency", "data-plan-period", "data-tab", "data-billing-period", "data-state", "data-show-when", "data-pricing"]) {
    const v = el.getAttribute(attr);
    if (v) values.push(v);
  }
  const labelledBy = el.getAttribute("aria-labelledby");
  const doc = labelledBy ? documentOf(el) : null;
  if (labelledBy && doc) {
    for (const id of labelledBy.split(/\s+/).filter(Boolean)) {
      const label = doc.getElementById(id);
      if (label) values.push(textOf(label), label.getAttribute("id") ?? "");
    }
  }
  const joined = values.join(" ").toLowerCase();
  if (ANNUAL_ATTR_RE.test(joined)) return "annual";
  if (MONTHLY_ATTR_RE.test(joined)) return "monthly";
  return null;
}

/** The closest billing label on `el` or its ancestors up to (not including) `stop`. */
export function billingOf(el: Element, stop?: Element | null): Billing | null {
  let cur: Element | null = el;
  while (cur && cur !== stop) {
    const b = ownBilling(cur);
    if (b) return b;
    cur = cur.parentElement;
  }
  return null;
}

/**
 * Short text around a price stating period and unit: the price's block (climbing while short) plus
 * the following short sibling lines. Elements labelled with the other billing cycle are skipped.
 */
export function priceContext(node: PriceNode, card: Element, billing: Billing | null, siblings: PriceNode[] = []): string {
  // the card's other prices ("$10" of the other billing cycle, "Just $21/month") are not this one's context
  const others = new Set(siblings.filter((o) => o.el !== node.el && !o.el.contains(node.el) && !node.el.contains(o.el)).map((o) => o.el));
  const text = node.text;
  if (text.length > 70) {
    // a long line ("Pro: $8 per month — unlimited notes"): take a window around the amount
    const after = text.slice(node.tokenIndex);
    const end = after.search(/\s[—–|;]\s|\.\s|:\s/);
    return text.slice(Math.max(0, node.tokenIndex - 20), node.tokenIndex + (end > 0 ? end : 60));
  }
  let block = node.el;
  const amounts = (el: Element) => findMoney(contextText(el, billing, others)).length;
  const own = Math.max(1, amounts(block));
  // climb while the text stays short and holds no other amount ("$249 /year" stops before "Just $21/month")
  while (block.parentElement && block.parentElement !== card && contextText(block.parentElement, billing, others).length <= 90 && amounts(block.parentElement) <= own) {
    block = block.parentElement;
  }
  const parts = [contextText(block, billing, others)];
  let sib = block.nextElementSibling;
  for (let i = 0; sib && i < 2; i++, sib = sib.nextElementSibling) {
    const tag = tagOf(sib);
    const t = contextText(sib, billing, others);
    if (/^(ul|ol|h\d|button|a|table)$/.test(tag) || !t || t.length > 100 || findMoney(t).length) break;
    parts.push(t);
  }
  return parts.join(" ");
}

function contextText(el: Element, billing: Billing | null, others: Set<Element> = new Set()): string {
  const skip = (e: Element) => {
    if (others.has(e)) return true;
    if (!billing) return false;
    const b = ownBilling(e);
    return !!b && b !== billing;
  };
  const walk = (e: Element): string => {
    if (skip(e)) return " ";
    let out = "";
    for (const node of childNodesOf(e)) {
      if (isText(node)) out += node.data;
      else if (isElement(node)) {
        const tag = tagOf(node);
        if (STRUCK.has(tag)) continue;
        const inner = INLINE.has(tag) ? walk(node) : ` ${walk(node)} `;
        // "<span>49 ر.س</span><span>شهريًا</span>": two elements' words stay two words
        out += /\p{L}$/u.test(out) && /^\p{L}/u.test(inner) ? ` ${inner}` : inner;
      }
    }
    return out;
  };
  return squash(walk(el));
}

/** Currency named by a symbol or code anywhere in a text. */
export function detectCurrency(text: string): string | null {
  if (/US\$|\bUSD\b/.test(text)) return "USD";
  if (/€|\bEUR\b/.test(text)) return "EUR";
  if (/£|\bGBP\b/.test(text)) return "GBP";
  if (/CA\$|C\$|\bCAD\b/.test(text)) return "CAD";
  if (/A\$|AU\$|\bAUD\b/.test(text)) return "AUD";
  if (/\bCHF\b/.test(text)) return "CHF";
  if (/\$/.test(text)) return "USD";
  return null;
}

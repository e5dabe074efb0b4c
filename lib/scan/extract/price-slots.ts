/**
 * Words in a price slot: when the elements that hold the plans' amounts share a tag and class
 * (`<p class="price">`), an element of that same tag and class holding a few words and no number
 * ("Kontakta oss", "문의하기", "Na dotaz") is a price on request, in whatever language the page is
 * written. Found by structure, not by a list of words; slots inside list items (feature rows) are none.
 */
import { classOf, closestTag, findAll, precedes, tagOf } from "./dom";
import { inlineText, type PriceNode } from "./price-nodes";
import { detectPeriod } from "@/lib/pricing/money-parse";

const signature = (el: Element) => {
  const cls = classOf(el).trim().replace(/\s+/g, " ");
  return cls ? `${tagOf(el)}.${cls}` : "";
};

/** The page's price nodes with the price slots that hold words added as "custom" prices, in document order. */
export function withWordsInPriceSlots(root: Element, nodes: PriceNode[]): PriceNode[] {
  const counts = new Map<string, number>();
  for (const n of nodes) {
    // a feature row's price ("<li><span class=extra>€10 per hour</span>") is no plan's price slot
    if (n.kind !== "money" || n.strength !== "strong" || closestTag(n.el, "li")) continue;
    const sig = signature(n.el);
    if (sig) counts.set(sig, (counts.get(sig) ?? 0) + 1);
  }
  const slots = new Set([...counts].filter(([, c]) => c >= 2).map(([sig]) => sig));
  if (!slots.size) return nodes;
  const taken = nodes.map((n) => n.el);
  const added: PriceNode[] = [];
  for (const el of findAll(root, (e) => slots.has(signature(e)))) {
    if (closestTag(el, "li") || taken.some((t) => t === el || t.contains(el) || el.contains(t))) continue;
    const text = inlineText(el);
    if (text.length < 2 || text.length > 30 || /\d/.test(text) || !/\p{L}/u.test(text) || detectPeriod(text) !== null) continue;
    added.push({ el, strength: "strong", kind: "custom", amount: null, currency: null, text, tokenIndex: 0 });
  }
  if (!added.length) return nodes;
  // merged in document order, the found nodes' own order kept (the readers take a card's first price first)
  const out: PriceNode[] = [];
  let next = 0;
  for (const n of nodes) {
    while (next < added.length && precedes(added[next].el, n.el)) out.push(added[next++]);
    out.push(n);
  }
  return [...out, ...added.slice(next)];
}

/**
 * More known edits of a real pricing page's plan cards, for the edit evaluation of change detection
 * (scripts/eval-changes-edits.ts; the first ones are in page-edits.ts): a feature line taken out of a
 * card, replaced in place, or taken out with a new one put in (two facts of one card at once), a card's
 * limit raised, a plan renamed wherever its name stands alone, a plan added as a copy of a card under a
 * new name and price; and two more markup-only edits: every run of text wrapped in a <span> of its own,
 * every <div> and <article> wrapped in a <div> of its own. As there, a generator returns null when the page does not offer the structure the
 * edit needs, so an edit is made only where its truth is certain. Evaluation only.
 */
import { addFeatureLine, writeLine, cardOf, holds, longestList, namesOf, norm, parse, pricePlace, serialise, textNodes, wordRe, writeAmount, type Node, type PlanRef } from "./page-edits";

const TEXT = 3;

/** Whitespace text before a node (indentation), removed with it. */
function removeWithGap(el: Node): void {
  const gap = el.previousSibling;
  if (gap && gap.nodeType === TEXT && !String(gap.data).trim()) gap.remove();
  el.remove();
}

/** How often a text occurs on the page as a whole word sequence (body text, case-insensitive). */
const occurrences = (doc: Node, text: string) => (norm(doc.body?.textContent ?? "").match(new RegExp(wordRe(text).source, "giu")) ?? []).length;

export interface LineEdit {
  html: string;
  line: string;
}

/** The middle line of the card's longest list (≥ 3 items): a line of two words or more, written once on the page, naming no plan. */
function middleLine(doc: Node, plan: PlanRef, plans: PlanRef[]): { li: Node; line: string } | null {
  const found = cardOf(doc, plan, plans);
  const longest = found && longestList(found.card, 3);
  if (!longest) return null;
  const li = longest.items[Math.floor(longest.items.length / 2)];
  const line = norm(li.textContent ?? "");
  return line.split(" ").length < 2 || occurrences(doc, line) !== 1 || holds(line, plans.flatMap(namesOf)) ? null : { li, line };
}

/** The card's middle line (see middleLine) taken out. */
export function removeFeatureLine(html: string, plan: PlanRef, plans: PlanRef[]): LineEdit | null {
  const doc = parse(html);
  const middle = middleLine(doc, plan, plans);
  if (!middle) return null;
  removeWithGap(middle.li);
  return { html: serialise(doc), line: middle.line };
}

/**
 * Two facts of one card changed in one scan: the middle line of its longest list taken out (as
 * removeFeatureLine) and `line` put at the list's end (as addFeatureLine). Each is a change of its own.
 */
export function swapFeatureLines(html: string, plan: PlanRef, plans: PlanRef[], line: string): LineEdit | null {
  const cut = removeFeatureLine(html, plan, plans);
  const added = cut && addFeatureLine(cut.html, plan, plans, line);
  return added ? { html: added, line: cut.line } : null;
}

/**
 * One fact of a card changed in place: the middle line of its longest list (as removeFeatureLine) given
 * the words `line` instead, its markup kept. The line's slot is the same: one change.
 */
export function replaceFeatureLine(html: string, plan: PlanRef, plans: PlanRef[], line: string): LineEdit | null {
  const doc = parse(html);
  const middle = middleLine(doc, plan, plans);
  if (!middle || !writeLine(middle.li, line)) return null;
  return { html: serialise(doc), line: middle.line };
}

export interface LimitEdit {
  html: string;
  /** The new figure, as written. */
  figure: string;
}

/**
 * A limit of a card raised: the first line of its longest list (≥ 2 items) that states exactly one whole
 * number (no money, no decimals), within one text node and written once on the page, its number n
 * made 2n + 1 (a figure the line never stated). One change.
 */
export function raiseLimit(html: string, plan: PlanRef, plans: PlanRef[]): LimitEdit | null {
  const doc = parse(html);
  const found = cardOf(doc, plan, plans);
  const longest = found && longestList(found.card, 2);
  if (!longest) return null;
  for (const li of longest.items) {
    const line = norm(li.textContent ?? "");
    const numbers = line.match(/\d[\d.,]*/g) ?? [];
    if (numbers.length !== 1 || !/^\d+$/.test(numbers[0]) || /[\p{Sc}]/u.test(line) || occurrences(doc, line) !== 1) continue;
    const node = textNodes(li).find((t: Node) => String(t.data).includes(numbers[0]));
    if (!node) continue;
    const figure = String(Number(numbers[0]) * 2 + 1);
    if (occurrences(doc, figure)) continue;
    node.data = String(node.data).replace(/\d+/, figure);
    return { html: serialise(doc), figure };
  }
  return null;
}

/** Text nodes that hold exactly `name` (case-insensitive), and whether they are every place the page writes it. */
function nameNodes(doc: Node, name: string): Node[] | null {
  const nodes = textNodes(doc.body ?? doc).filter((t: Node) => norm(String(t.data)).toLowerCase() === name.toLowerCase());
  return nodes.length && nodes.length === occurrences(doc, name) ? nodes : null;
}

/** A text node's words replaced, its surrounding whitespace kept. */
const rewrite = (t: Node, words: string) => {
  t.data = String(t.data).replace(/\S[\s\S]*\S|\S/, words);
};

/**
 * The plan renamed: one of its names, written on the page only as text of its own (a card title, a
 * table header) and inside the plan's card, replaced everywhere by `newName`.
 */
export function renamePlan(html: string, plan: PlanRef, plans: PlanRef[], newName: string): string | null {
  const doc = parse(html);
  const found = cardOf(doc, plan, plans);
  if (!found || occurrences(doc, newName)) return null;
  for (const name of namesOf(plan)) {
    const nodes = nameNodes(doc, name);
    if (!nodes?.some((t: Node) => found.card.contains(t))) continue;
    for (const t of nodes) rewrite(t, newName);
    return serialise(doc);
  }
  return null;
}

export interface AddedPlan {
  html: string;
  value: number;
}

/**
 * A plan added: the plan's card copied right after it, its name (a text of its own in the card) set to
 * `newName` and its amount to two and a half times the old one in the same format, when the card's
 * siblings are the other plans' cards.
 */
export function addPlan(html: string, plan: PlanRef, plans: PlanRef[], newName: string): AddedPlan | null {
  const doc = parse(html);
  const found = cardOf(doc, plan, plans);
  if (!found || occurrences(doc, newName)) return null;
  const siblings = [...found.card.parentNode.children].filter((c: Node) => c !== found.card);
  const others = plans.filter((p) => p !== plan);
  if (!siblings.length || !siblings.every((s: Node) => others.filter((o) => holds(norm(s.textContent ?? ""), [o.name])).length === 1)) return null;
  const copy = found.card.cloneNode(true);
  const names = textNodes(copy).filter((t: Node) => namesOf(plan).some((n) => norm(String(t.data)).toLowerCase() === n.toLowerCase()));
  if (!names.length) return null;
  for (const t of names) rewrite(t, newName);
  const written = found.place.written;
  const value = Math.round(plan.price! * 2.5 * 10 ** written.decimals) / 10 ** written.decimals;
  if (pricePlace(doc, value)) return null;
  const amount = textNodes(copy).find((t: Node) => String(t.data).includes(found.place.token) && norm(String(t.data)) === norm(String(found.place.node.data)));
  if (!amount) return null;
  amount.data = String(amount.data).replace(found.place.token, writeAmount(value, written));
  const gap = found.card.previousSibling;
  const next = found.card.nextSibling;
  found.card.parentNode.insertBefore(copy, next);
  if (gap && gap.nodeType === TEXT && !String(gap.data).trim()) found.card.parentNode.insertBefore(doc.createTextNode(String(gap.data)), copy);
  return { html: serialise(doc), value };
}

/** Same text, different markup: every run of text (not whitespace alone) wrapped in a <span> of its own. */
export function wrapTextRuns(html: string): string {
  const doc = parse(html);
  for (const t of textNodes(doc.body ?? doc)) {
    if (!String(t.data).trim()) continue;
    const span = doc.createElement("span");
    t.parentNode.insertBefore(span, t);
    span.appendChild(t);
  }
  return serialise(doc);
}

/**
 * Same text, different markup: the last word of every run of text of two words or more wrapped in a
 * <span> ("Recommended by <span>experts</span>"), as a page emphasises a word inside a sentence.
 */
export function wrapLastWords(html: string): string {
  const doc = parse(html);
  for (const t of textNodes(doc.body ?? doc)) {
    const m = String(t.data).match(/^([\s\S]*\S\s+)(\S+)(\s*)$/);
    if (!m) continue;
    const span = doc.createElement("span");
    span.textContent = m[2];
    t.data = m[1];
    t.parentNode.insertBefore(span, t.nextSibling);
    if (m[3]) t.parentNode.insertBefore(doc.createTextNode(m[3]), span.nextSibling);
  }
  return serialise(doc);
}

/**
 * Same text, different markup: every heading h2-h5 one level lower (h2 → h3 … h5 → h6), as a
 * redesign that puts a new level above the page's sections does; the page's h1 and h6 stay.
 */
export function lowerHeadings(html: string): string {
  const doc: Node = parse(html);
  for (const level of [5, 4, 3, 2]) {
    for (const el of [...(doc.body ?? doc).querySelectorAll(`h${level}`)]) {
      const lower = doc.createElement(`h${level + 1}`);
      for (const a of [...el.attributes]) lower.setAttribute(a.name, a.value);
      while (el.firstChild) lower.appendChild(el.firstChild);
      el.parentNode.replaceChild(lower, el);
    }
  }
  return serialise(doc);
}

/** Same text, different markup: the content of every heading h1-h4 made a link to its section ("#s1"), as many card grids title their cards. */
export function linkHeadings(html: string): string {
  const doc: Node = parse(html);
  let k = 0;
  for (const el of [...(doc.body ?? doc).querySelectorAll("h1, h2, h3, h4")]) {
    if (el.querySelector("a")) continue;
    const link = doc.createElement("a");
    link.setAttribute("href", `#s${++k}`);
    while (el.firstChild) link.appendChild(el.firstChild);
    el.appendChild(link);
  }
  return serialise(doc);
}

/**
 * Same prices written another way: every whole amount after a currency symbol given two decimals
 * ("$99" → "$99.00", "€1,200" → "€1,200.00"). Null when the page writes no such amount.
 */
export function amountsWithDecimals(html: string): string | null {
  const doc: Node = parse(html);
  let edited = 0;
  for (const t of textNodes(doc.body ?? doc)) {
    const next = String(t.data).replace(/([$€£])(\d{1,3}(?:,\d{3})*)(?![\d.,])/g, (_m: string, sym: string, n: string) => {
      edited++;
      return `${sym}${n}.00`;
    });
    t.data = next;
  }
  return edited ? serialise(doc) : null;
}

/** The other English wording of each period phrase: "/month" ↔ "/mo", "per month" → "a month", "/year" ↔ "/yr". */
const PERIOD_SWAPS: Record<string, string> = { month: "mo", mo: "month", year: "yr", yr: "year" };

/**
 * Same prices, periods worded another way: "$20/month" → "$20/mo", "$5/mo" → "$5/month", "10 GB per
 * month" → "10 GB a month", "/year" ↔ "/yr". Null when the page writes no such phrase.
 */
export function rewordPeriods(html: string): string | null {
  const doc: Node = parse(html);
  let edited = 0;
  for (const t of textNodes(doc.body ?? doc)) {
    const next = String(t.data)
      .replace(/\/(\s?)(month|mo|year|yr)\b/gi, (_m: string, gap: string, w: string) => {
        edited++;
        return `/${gap}${PERIOD_SWAPS[w.toLowerCase()]}`;
      })
      .replace(/\bper (month|year)\b/gi, (_m: string, w: string) => {
        edited++;
        return `a ${w}`;
      });
    t.data = next;
  }
  return edited ? serialise(doc) : null;
}

/**
 * Same words, the conjunction written the other way: " and " → " & ", a standalone "&" → "and". The
 * parser keeps an "&" written as an entity as a text node of its own, so a lone "&" is swapped when
 * spaces stand on both sides of it ("R&D" stays). Null when the page has neither.
 */
export function swapAmpersands(html: string): string | null {
  const doc: Node = parse(html);
  let edited = 0;
  const spaced = (t: { data?: unknown } | null, edge: RegExp) => !!t && typeof t.data === "string" && edge.test(t.data);
  for (const t of textNodes(doc.body ?? doc)) {
    const text = String(t.data);
    if (text === "&" && spaced(t.previousSibling, /\s$/) && spaced(t.nextSibling, /^\s/)) {
      t.data = "and";
      edited++;
    } else if (/ and /.test(text)) {
      t.data = text.replace(/ and /g, () => (edited++, " & "));
    }
  }
  return edited ? serialise(doc) : null;
}

/** Same text, different markup: every <div> and <article> wrapped in a plain <div> of its own (one level deeper). */
export function wrapBoxes(html: string): string {
  const doc: Node = parse(html);
  for (const el of [...(doc.body ?? doc).querySelectorAll("div, article")]) {
    const box = doc.createElement("div");
    el.parentNode.insertBefore(box, el);
    box.appendChild(el);
  }
  return serialise(doc);
}

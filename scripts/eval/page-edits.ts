/**
 * Known edits of a real pricing page, for the edit evaluation of change detection
 * (scripts/eval-changes-edits.ts). Each generator parses the page (linkedom), applies one edit to
 * the DOM and serialises it; the truth of the edit follows from how it was made. Generators return
 * null when the page does not offer the structure the edit needs (the amount not written once, no
 * clean plan card, no list in the card, no plain paragraph), so an edit is made only where its
 * truth is certain. Evaluation only.
 */
import { parseHTML } from "linkedom";

export interface PlanRef {
  name: string;
  aliases?: string[];
  price: number | null;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- linkedom's DOM is untyped here */
export type Node = any;

const TEXT = 3;
const ELEMENT = 1;
const SKIP = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "TEXTAREA", "PRE", "TITLE", "HEAD"]);

export const parse = (html: string) => parseHTML(html).document;
export const serialise = (doc: Node): string => doc.toString();

/** The page parsed and serialised unchanged (the base every other edit is made on). */
export const reserialise = (html: string): string => serialise(parse(html));

/** Visible text nodes of the body (outside scripts, styles, templates, preformatted text). */
export function textNodes(root: Node): Node[] {
  const out: Node[] = [];
  const walk = (n: Node) => {
    for (const c of [...n.childNodes]) {
      if (c.nodeType === TEXT) out.push(c);
      else if (c.nodeType === ELEMENT && !SKIP.has(c.tagName)) walk(c);
    }
  };
  walk(root);
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const wordRe = (w: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(w.trim())}(?![\\p{L}\\p{N}])`, "iu");
export const norm = (s: string) => s.replace(/\s+/g, " ").trim();
export const holds = (text: string, names: string[]) => names.some((n) => n.trim() && wordRe(n).test(text));
export const namesOf = (p: PlanRef) => [p.name, ...(p.aliases ?? [])];

/** An amount as written: its digits, grouping mark, decimal mark and count of decimals. */
export interface Written {
  value: number;
  group: string | null;
  dec: string | null;
  decimals: number;
}

const NUMBER = /\d+(?:[.,'\u00a0\u202f]\d+)*/g;

/** How a number token reads: the last mark is decimal unless three digits follow it (then grouping). */
export function readAmount(token: string): Written | null {
  const parts = token.split(/[.,'\u00a0\u202f]/);
  const marks = token.match(/[.,'\u00a0\u202f]/g) ?? [];
  if (!marks.length) return { value: Number(token), group: null, dec: null, decimals: 0 };
  const last = parts[parts.length - 1];
  const decimal = last.length !== 3 && (marks[marks.length - 1] === "." || marks[marks.length - 1] === ",");
  const groupMarks = decimal ? marks.slice(0, -1) : marks;
  if (new Set(groupMarks).size > 1) return null;
  const intParts = decimal ? parts.slice(0, -1) : parts;
  if (intParts.slice(1).some((p) => p.length !== 3)) return null;
  const group = groupMarks[0] ?? null;
  if (decimal && group === marks[marks.length - 1]) return null;
  const value = Number(intParts.join("") + (decimal ? `.${last}` : ""));
  return { value, group, dec: decimal ? marks[marks.length - 1] : null, decimals: decimal ? last.length : 0 };
}

/** `value` written as `like` is written (same grouping and decimal marks, same count of decimals). */
export function writeAmount(value: number, like: Written): string {
  const fixed = value.toFixed(like.decimals);
  const [int, frac] = fixed.split(".");
  const grouped = like.group ? int.replace(/\B(?=(\d{3})+(?!\d))/g, like.group) : int;
  return frac ? `${grouped}${like.dec ?? "."}${frac}` : grouped;
}

/** A clearly different amount: +20 %, rounded to the written decimals (never equal to the old one). */
function raisedAmount(old: Written): number {
  const step = 10 ** -old.decimals;
  const up = Math.round(old.value * 1.2 * 10 ** old.decimals) / 10 ** old.decimals;
  return up === old.value ? old.value + step : up;
}

export interface Place {
  node: Node;
  index: number;
  token: string;
  written: Written;
}

/** The one place in the body where `price` is written, or null when it is written nowhere or more than once. */
export function pricePlace(doc: Node, price: number): Place | null {
  const found: Place[] = [];
  for (const node of textNodes(doc.body ?? doc)) {
    for (const m of String(node.data).matchAll(NUMBER)) {
      const written = readAmount(m[0]);
      if (written && Math.abs(written.value - price) < 0.005) found.push({ node, index: m.index!, token: m[0], written });
    }
  }
  return found.length === 1 ? found[0] : null;
}

/** The smallest element holding the plan's name and its price and no other plan's name (never body or main). */
export function cardOf(doc: Node, plan: PlanRef, plans: PlanRef[]): { card: Node; place: Place } | null {
  if (plan.price === null || plan.price === 0) return null;
  const place = pricePlace(doc, plan.price);
  if (!place) return null;
  const others = plans.filter((p) => p !== plan).map((p) => p.name);
  for (let el = place.node.parentNode; el && el.nodeType === ELEMENT; el = el.parentNode) {
    if (["BODY", "HTML", "MAIN"].includes(el.tagName)) return null;
    const text = norm(el.textContent ?? "");
    if (!holds(text, namesOf(plan))) continue;
    return holds(text, others) ? null : { card: el, place };
  }
  return null;
}

export interface PriceEdit {
  html: string;
  /** The new amount as written on the page, and as a plain number. */
  written: string;
  value: number;
}

/** The plan's amount, written once on the page, replaced by a clearly different one in the same format. */
export function editPrice(html: string, plan: PlanRef): PriceEdit | null {
  if (plan.price === null || plan.price === 0) return null;
  const doc = parse(html);
  const place = pricePlace(doc, plan.price);
  if (!place) return null;
  const value = raisedAmount(place.written);
  const written = writeAmount(value, place.written);
  const data = String(place.node.data);
  place.node.data = data.slice(0, place.index) + written + data.slice(place.index + place.token.length);
  return { html: serialise(doc), written, value };
}

/** The list items of an <ul> or <ol> (its own <li> children). */
const listItems = (list: Node): Node[] => [...list.children].filter((c: Node) => c.tagName === "LI");

/** The card's list with the most items, when it has at least `min` (the list and its items). */
export function longestList(card: Node, min: number): { list: Node; items: Node[] } | null {
  const lists = [...card.querySelectorAll("ul, ol")].filter((l: Node) => listItems(l).length >= min);
  if (!lists.length) return null;
  const list = lists.reduce((a: Node, b: Node) => (listItems(b).length > listItems(a).length ? b : a));
  return { list, items: listItems(list) };
}

/** An item's words replaced by `line`, its markup kept: the longest text run takes the line, the others are emptied. */
export function writeLine(item: Node, line: string): boolean {
  const texts = textNodes(item).filter((t) => /[\p{L}\p{N}]/u.test(String(t.data)));
  if (!texts.length) return false;
  const longest = texts.reduce((a, b) => (norm(String(b.data)).length > norm(String(a.data)).length ? b : a));
  for (const t of texts) t.data = t === longest ? String(t.data).replace(/\S[\s\S]*\S|\S/, line) : "";
  return true;
}

/** A line appended to the longest list (≥ 2 items) of the plan's card, cloned from its last item. */
export function addFeatureLine(html: string, plan: PlanRef, plans: PlanRef[], line: string): string | null {
  const doc = parse(html);
  const found = cardOf(doc, plan, plans);
  const target = found && longestList(found.card, 2);
  if (!target) return null;
  const last = target.items.at(-1);
  const clone = last.cloneNode(true);
  if (!writeLine(clone, line)) return null;
  const gap = last.previousSibling;
  if (gap && gap.nodeType === TEXT && !gap.data.trim()) target.list.insertBefore(doc.createTextNode(gap.data), last.nextSibling);
  target.list.insertBefore(clone, gap && gap.nodeType === TEXT && !gap.data.trim() ? last.nextSibling.nextSibling : last.nextSibling);
  return serialise(doc);
}

/** The plan's card removed, when its siblings are the other plans' cards (each names one other plan). */
export function removePlan(html: string, plan: PlanRef, plans: PlanRef[]): string | null {
  const doc = parse(html);
  const found = cardOf(doc, plan, plans);
  if (!found) return null;
  const others = plans.filter((p) => p !== plan);
  const siblings = [...found.card.parentNode.children].filter((c: Node) => c !== found.card);
  const clean = siblings.length > 0 && siblings.every((s: Node) => {
    const text = norm(s.textContent ?? "");
    return !holds(text, namesOf(plan)) && others.filter((o) => holds(text, [o.name])).length === 1;
  });
  if (!clean) return null;
  found.card.remove();
  return serialise(doc);
}

export interface CopyEdit {
  html: string;
  oldWord: string;
  newWord: string;
}

/**
 * One word of a paragraph outside every card replaced by another word (the first of `words` not
 * on the page). The paragraph names no plan and holds no digit or currency sign.
 */
export function editCopyWord(html: string, plans: PlanRef[], words: string[]): CopyEdit | null {
  const doc = parse(html);
  const pageText = norm(doc.body?.textContent ?? "").toLowerCase();
  const newWord = words.find((w) => !pageText.includes(w.toLowerCase()));
  if (!newWord) return null;
  const cards = plans.map((p) => cardOf(doc, p, plans)?.card).filter(Boolean);
  const names = plans.flatMap(namesOf);
  for (const p of [...doc.querySelectorAll("p")]) {
    const text = norm(p.textContent ?? "");
    if (text.split(" ").length < 6 || /[\p{N}\p{Sc}]/u.test(text) || holds(text, names)) continue;
    if (cards.some((c: Node) => c.contains(p) || p.contains(c))) continue;
    if (textNodes(p).length === 0 || [...p.querySelectorAll("*")].some((e: Node) => SKIP.has(e.tagName))) continue;
    for (const node of textNodes(p)) {
      const data = String(node.data);
      const once = (w: string) => (text.match(new RegExp(wordRe(w).source, "giu")) ?? []).length === 1;
      const words = [...data.matchAll(/\p{L}{5,}/gu)].filter((m) => once(m[0]));
      const m = words[Math.floor(words.length / 2)];
      if (!m) continue;
      node.data = data.slice(0, m.index!) + newWord + data.slice(m.index! + m[0].length);
      return { html: serialise(doc), oldWord: m[0], newWord };
    }
  }
  return null;
}

/**
 * Same text, different markup: a class added to every element that has one, the first word of
 * each text run of two words or more wrapped in a <span>, and the whitespace between tags doubled.
 */
export function editMarkupOnly(html: string): string {
  const doc = parse(html);
  for (const el of [...doc.querySelectorAll("[class]")]) el.setAttribute("class", `${el.getAttribute("class")} rv-edit`);
  for (const node of textNodes(doc.body ?? doc)) {
    const data = String(node.data);
    if (!data.trim()) {
      node.data = data.includes("\n") ? data.replace(/\n/, "\n\n  ") : `${data} `;
      continue;
    }
    const m = data.match(/^(\s*)(\S+)(\s+\S[\s\S]*)$/);
    if (!m) continue;
    const span = doc.createElement("span");
    span.textContent = m[2];
    const parent = node.parentNode;
    if (m[1]) parent.insertBefore(doc.createTextNode(m[1]), node);
    parent.insertBefore(span, node);
    node.data = m[3];
  }
  return serialise(doc);
}

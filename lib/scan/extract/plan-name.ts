/**
 * The name of a plan card: its own short title text, whatever its tag. A heading is the usual
 * place, but many cards name the plan in a <p>, <span> or <div> above or below a price that is
 * itself the heading. Candidates are the card's short text blocks that are not its price, not a
 * call to action, not a feature list item, not a billing phrase ("/ Month", "Billed annually",
 * "Starting at") and not a description; they are scored by heading tag, title-like class, position
 * and length, and a "Most popular" badge only names a plan when nothing else could.
 */
import { childElements, classOf, closestWhere, findAll, headingLevel, hints, isElement, isText, isTitleLink, tagOf, treeMemo } from "./dom";
import { detectPeriod, findMoney } from "@/lib/pricing/money-parse";
import { squash } from "@/lib/norm-text";
import { timeNoun } from "@/lib/pricing/period-words";
import { isCardTable } from "./price-nodes";

export const HIGHLIGHT_RE = /\b(?:most popular|popular|recommended|best value|best deal|bestseller|best seller|our pick|beliebt(?:este)?(?: wahl)?|empfohlen|meistgewählt|populaire|recommandé|le plus populaire|más popular|recomendado|consigliato|più popolare)\b/i;
/** Class names of badges and ribbons ("Most popular", "Best for teams"). */
export const BADGE_CLASS_RE = /badge|ribbon|(?:^|[\s_-])tag(?:$|[\s_-])|pill|flag|chip|eyebrow|popular|featured-label/;
const TITLE_CLASS_RE = /name|title|tier|heading|(?:^|[\s_-])h[1-6](?:$|[\s_-])/;
const QUALIFIER_RE = /^(?:starting (?:at|from)|starts at|from|as low as|only|just|ab|ab nur|nur|à partir de|dès|desde|a partir de|da|vanaf|billed|per|price|pricing|preis|prix|precio|save|sparen|économisez|ahorra)\b/i;
const BILLING_WORDS_RE = /\b(?:per|billed|paid|bezahlt|factur[ée]e?|facturado|monthly|yearly|annually|annual|month|months|year|years|mo|yr|monat|monatlich|jährlich|jahr|mois|mensuel|année|mes|año|mese|anno|one[-\s]?time|lifetime|life time|once|forever|einmalig|user|users|seat|seats|member|members|tax|vat|mwst|ust|excl|incl|exkl|inkl|zzgl|ht|ttc|usd|eur|gbp|payment|zahlung|paiement|pago)\b/gi;
const CTA_CLASS_RE = /(?:^|[\s_-])(?:btn|button|cta)(?:$|[\s_-])/;
const SKIP_TAGS = new Set(["a", "button", "select", "option", "input", "label", "script", "style", "svg", "img", "s", "del", "strike"]);
const INLINE = new Set(["span", "small", "strong", "b", "em", "i", "sup", "sub", "abbr", "u", "mark", "big", "font", "ins", "code"]);

/**
 * Length of a text in letters of an alphabet: a character of a script that writes a syllable or a
 * word per character (Han, Hangul, kana) counts two, so "팀" or "株" is as long as "Go".
 */
export function nameWidth(text: string): number {
  return text.length + (text.match(/[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0);
}

/**
 * Text of an element's own text nodes and inline children (block children not included). A link in
 * a heading is the heading's text ("<h3><a href=/plans/team>Team</a></h3>"): a title that links to
 * its page, not a call to action.
 */
function ownText(el: Element): string {
  let out = "";
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (isText(n)) out += n.data;
    else if (isElement(n) && (INLINE.has(tagOf(n)) || isTitleLink(n)) && !BADGE_CLASS_RE.test(hints(n))) out += ownText(n);
    else if (isElement(n)) out += " ";
  }
  return squash(out);
}

/** Does an element have words in text nodes of its own (not only in child elements)? */
function ownWords(el: Element): boolean {
  for (let n = el.firstChild; n; n = n.nextSibling) if (isText(n) && /\p{L}/u.test(n.data)) return true;
  return false;
}

/** A billing phrase or price qualifier with nothing else in it ("/ Month", "BILLED PER MONTH", "Starting at", "Life time"). */
export function isBillingPhrase(text: string): boolean {
  if (QUALIFIER_RE.test(text) && text.length <= 25) return true;
  const rest = text.replace(BILLING_WORDS_RE, " ").replace(/[\s/·•|,.:()\-–—+*%\d]+/g, "");
  if (nameWidth(rest) < 2) return true;
  const words = text.replace(BILLING_WORDS_RE, " ").split(/[^\p{L}\p{M}]+/u).filter(Boolean);
  // A period the price parser reads, or a unit of time written after a slash ("/quarter": one it does not bill by).
  if (detectPeriod(text) === null && !(/[/／]/.test(text) && words.some((w) => timeNoun(w)))) return false;
  // "/ lună", "pro Quartal": a stated period whose time noun is any language's (CLDR), with a short connector at most
  const other = words.filter((w) => !timeNoun(w));
  return other.join("").length <= 3;
}

/** The text of an element before its first amount ("Starter — 9,90 € / Monat" → "Starter"); all of it when it holds none. */
export function leadingName(text: string): string {
  const money = findMoney(text);
  if (!money.length) return text;
  // the name is set apart by a separator ("Pro: $8", "Starter — 9,90 €"), not a sentence ("Changes for € 10")
  const head = text.slice(0, money[0].index);
  const m = head.match(/^(.*?\p{L}.*?)\s*[:—–|]\s*/u);
  return m ? squash(m[1]) : "";
}

interface Candidate {
  el: Element;
  text: string;
  score: number;
}

/**
 * Short text blocks of a card that could name it, best first. `priceEls` are the card's price
 * elements; `listItemsAreFeatures` is false when the card itself is a list row.
 */
export function nameCandidates(card: Element, priceEls: Element[], listItemsAreFeatures = true, siblings: Element[] = []): Candidate[] {
  const out: Candidate[] = [];
  const inPrice = (el: Element) => priceEls.some((p) => p === el || p.contains(el) || el.contains(p));
  let order = 0;
  let seenPrice = false;
  // the short texts of the other cards of the grid
  const others = siblings.filter((s) => s !== card).map(shortTexts);
  const walk = (el: Element) => {
    // Words of the element's own text around its inline children ("Recommended by <span>experts</span>"):
    // such a child is a piece of that running text, said with it, never a title of its own.
    const running = el !== card && ownWords(el);
    for (const child of Array.from(el.children)) {
      const tag = tagOf(child);
      if (running && INLINE.has(tag) && !BADGE_CLASS_RE.test(hints(child))) continue;
      if ((SKIP_TAGS.has(tag) && !labelsRadio(child)) || CTA_CLASS_RE.test(hints(child)) || child.getAttribute("role") === "button") continue;
      if (priceEls.some((p) => p === child)) {
        // "Starter — 9,90 € / Monat" in one heading: the name before the price
        const lead = leadingName(ownText(child));
        if (lead && lead !== ownText(child)) consider(child, lead);
        seenPrice = true;
        continue;
      }
      // a list or one-column table that holds the price is the card's own body (name, price, features), not a feature list
      const holdsPrice = priceEls.some((p) => child.contains(p));
      if (listItemsAreFeatures && (((tag === "ul" || tag === "ol") && !holdsPrice) || (tag === "table" && !isCardTable(child)))) continue;
      const text = ownText(child);
      if (text && !inPrice(child)) consider(child, text);
      if (!INLINE.has(tag) || !text) walk(child);
    }
  };
  const consider = (el: Element, text: string) => {
    if (nameWidth(text) < 2 || text.length > 48 || !/\p{L}/u.test(text)) return;
    if (findMoney(text).length || (QUALIFIER_RE.test(text) && text.length <= 25)) return;
    const words = text.split(/\s+/).length;
    if (words > 6) return;
    let score = 0;
    // "Monthly", "Lifetime" name a plan only when nothing else can, or when each card of the grid has
    // its own one at the same place, before the price (cards named "Monthly", "Yearly", "Lifetime")
    if (isBillingPhrase(text)) score -= !seenPrice && ownAtSamePlace(el, text) ? 2 : 6;
    // a row of a repeated list (feature rows as <div>s) is a feature, not the name
    if (repeatedRow(el, card)) score -= 3;
    if (seenPrice) score -= 1.5;
    if (headingLevel(el) > 0 || closestWhere(el, (e) => e === card || headingLevel(e) > 0) !== card) score += 3;
    if (TITLE_CLASS_RE.test(hints(el)) && !/desc|tagline|subtitle|sub-title|caption|note/.test(hints(el))) score += 2;
    if (/^(?:strong|b|dt)$/.test(tagOf(el))) score += 1;
    if (order === 0) score += 1;
    if (words <= 3) score += 1;
    if (/[.!?]$/.test(text) || /,/.test(text)) score -= 2;
    if (HIGHLIGHT_RE.test(text) || BADGE_CLASS_RE.test(hints(el))) score -= 4;
    // a label ("Includes", "What you get:") is the same in every card, or ends in a colon; a name is the card's own
    if (/:\s*$/.test(text) || (others.length && others.every((texts) => texts.has(text.toLowerCase())))) score -= 4;
    // a name stands at the same place in every card of the grid; a badge or note in one card only
    // (of two cards, a text with no counterpart in the other is marked down, the others left as they are)
    if (siblings.length >= 2) {
      const path = pathIn(el, card);
      const shared = siblings.filter((s) => s !== card && hasPath(s, path)).length;
      if (shared === 0) score -= 2;
      else if (shared === siblings.length - 1 && siblings.length >= 3) score += 1;
    }
    out.push({ el, text, score });
    order++;
  };
  /** Every other card has a text at this place, and none has this one. */
  const ownAtSamePlace = (el: Element, text: string) => {
    if (!others.length || others.some((texts) => texts.has(text.toLowerCase()))) return false;
    const path = pathIn(el, card);
    return siblings.every((s) => s === card || hasPath(s, path));
  };
  walk(card);
  return out.sort((a, b) => b.score - a.score);
}

/**
 * A <label> that titles a choice of the card (a plan picker's option): it names a control by its `for`
 * (cleaning has taken the inputs out by then) or holds a radio button.
 */
function labelsRadio(el: Element): boolean {
  if (tagOf(el) !== "label") return false;
  return !!el.getAttribute("for") || findAll(el, (e) => tagOf(e) === "input" && (e.getAttribute("type") ?? "").toLowerCase() === "radio").length > 0;
}

/** The short texts of a card's elements, lower-cased (cached until the tree changes). */
const shortTexts = treeMemo((card: Element) => new Set(findAll(card, () => true).map((e) => ownText(e).toLowerCase()).filter((t) => t && t.length <= 48)));

interface PathStep {
  tag: string;
  cls: string | null;
}

/** Tags and first classes from the card down to `el` (its place in the card). */
function pathIn(el: Element, card: Element): PathStep[] {
  const steps: PathStep[] = [];
  for (let cur: Element | null = el; cur && cur !== card; cur = cur.parentElement) {
    const cls = classOf(cur).trim().split(/\s+/)[0];
    steps.unshift({ tag: tagOf(cur), cls: cls && /^[A-Za-z_][\w-]*$/.test(cls) ? cls : null });
  }
  return steps;
}

/**
 * Is there an element at the same place in `root` (children matching each step in turn: the selector
 * ":scope > tag.class > …", without compiling one)? A <template>'s content is not searched.
 */
function hasPath(root: Element, steps: PathStep[], from = 0): boolean {
  if (from === steps.length) return true;
  const { tag, cls } = steps[from];
  for (const child of childElements(root)) {
    if (tagOf(child) !== tag || (cls !== null && !classOf(child).split(/\s+/).includes(cls))) continue;
    if (from + 1 === steps.length || (tag !== "template" && hasPath(child, steps, from + 1))) return true;
  }
  return false;
}

/** Is `el` (or an ancestor below the card) one of 3+ siblings of the same shape (a feature row)? */
function repeatedRow(el: Element, card: Element): boolean {
  for (let cur: Element | null = el; cur && cur !== card; cur = cur.parentElement) {
    const parent: Element | null = cur.parentElement;
    if (!parent || parent === card) return false;
    const shape = (x: Element) => `${tagOf(x)}.${classOf(x)}`;
    const same = Array.from(parent.children).filter((x) => shape(x) === shape(cur as Element)).length;
    if (same >= 3) return true;
  }
  return false;
}

/** Removes badge words and separators from a name. */
export function cleanName(text: string): string {
  let name = text;
  for (const t of findMoney(name)) name = name.replace(t.raw, " ");
  const stripped = squash(name.replace(HIGHLIGHT_RE, " "));
  if (nameWidth(stripped) >= 2) name = stripped;
  return squash(name.replace(/[:—–\-|]+\s*$/, "").replace(/^[:—–\-|]+/, ""));
}

/** The card's name ("" when it has none) and how strongly its element reads as a title. */
export function planName(card: Element, priceEls: Element[], isRow: boolean, siblings: Element[] = []): { name: string; score: number } {
  const [best] = nameCandidates(card, priceEls, !isRow, siblings);
  if (best) return { name: cleanName(best.text), score: best.score };
  // "Pro – $8/month" in one line: the text before the price
  const text = squash(card.textContent ?? "");
  const m = text.match(/^([^:–—|$€£\d]{2,40})[:–—|]/);
  return m ? { name: squash(m[1]), score: 2 } : { name: "", score: 0 };
}

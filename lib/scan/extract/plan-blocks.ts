/**
 * Plan blocks found by structure: repeated sibling elements (cards, columns, list rows) that each
 * carry a price and a short title text of their own. Grids are found deepest first; a card that
 * stands alone but looks like the cards of another grid (same tag and classes) forms a group of its
 * own. Each group is classified by what surrounds it: add-on cards ("Extras & Add-ons"), calculators
 * and configurators (inputs, sliders) are not plans. Several plan groups on one page are kept apart,
 * each with the short label and the intro text that precede it.
 */
import { childElements, classOf, closestTag, documentOf, findAll, findAllIn, findFirst, headingLevel, hints, isElement, isText, isTitleLink, tagIs, tagOf, textOf, treeMemo } from "./dom";
import { findMoney } from "@/lib/pricing/money-parse";
import { isBillingPhrase, leadingName } from "./plan-name";
import type { PriceNode } from "./price-nodes";
import { squash } from "@/lib/norm-text";

// tests for the searches below (selectors without compiling them; a class as `.name` reads it: one of the
// white-space-separated names of the class attribute)
const anyElement = () => true;
const isH1 = tagIs("h1");
const isH1to3 = tagIs("h1", "h2", "h3");
const isH1to4 = tagIs("h1", "h2", "h3", "h4");

export const ADDON_SECTION_RE = /\badd-?ons?\b|^\s*(?:options?|optionen|opciones|opzioni)\s*$|\boptional extras\b|\bextras\b|\boverages?\b|\bzusatz|\bzusätzliche leistungen\b|options? supplémentaires?|\bcomplementos\b|\bextra (?:usage|capacity)\b|\bupsells?\b/i;
// ("plan-option", "pricing_options": a choice among plans, not an add-on)
const ADDON_CLASS_RE = /add-?ons?|(?:^|[\s_-])extras?(?:$|[\s_-])|upsell|(?:^|\s|(?<!plan|plans|pricing|price|tier|package)[_-])options?(?:$|[\s_-])/;
const CALCULATOR_RE = /calculator|configurator|estimator|slider|rechner|calculateur/;

export interface PlanGroup {
  /** The element whose children are the cards (for a lone card, its parent). */
  container: Element;
  cards: Element[];
  kind: "plans" | "addons" | "calculator";
  /** Short heading or label text just above the group. */
  label: string;
  /** Text between the group's label and the cards (intro sentences). */
  intro: string;
  /** Plan names from the header row when the cards are cells of a table built from <div>s. */
  columnNames?: string[];
  /** How strongly the structure says "these are plan cards" (0..1): alike cards, a card shaped like them, or a lone block. */
  evidence: number;
}

const SKIP = new Set(["script", "style", "svg", "a", "button", "select", "option", "template"]);

/**
 * Elements with a short text of their own that is neither money nor a billing phrase. With `priceNamed`,
 * those whose name is the label before their own amount ("Starter — 9,90 €", "Setup: $99") go there too.
 */
function nameBearers(root: Element, priceNamed?: Set<Element>): Element[] {
  const out: Element[] = [];
  const walk = (el: Element) => {
    for (const child of childElements(el)) {
      if (SKIP.has(tagOf(child)) && !isTitleLink(child)) continue;
      const bears = bearsName(child);
      if (bears !== NO_NAME) {
        out.push(child);
        if (bears === NAME_BEFORE_PRICE) priceNamed?.add(child);
      }
      walk(child);
    }
  };
  walk(root);
  return out;
}

const NO_NAME = 0;
const NAME = 1;
const NAME_BEFORE_PRICE = 2;

/**
 * Does an element's own text (its text nodes) read as a name, and is that name set before a price in
 * it? Remembered per element (lone cards ask again for every price's ancestors).
 */
const bearsName = treeMemo((child: Element): number => {
  let own = "";
  for (let n = child.firstChild; n; n = n.nextSibling) if (isText(n)) own += n.data;
  own = squash(own);
  // "Lifetime" in bold, or as a radio option's label, names a plan; as plain text it is a billing phrase
  const bold = /^(?:b|strong|dt|h[1-6]|label)$/.test(tagOf(child)) || tagOf(child.parentElement ?? child) === "label";
  // "Starter — 9,90 € / Monat": a name before the price in one element
  const name = leadingName(own);
  if (name.length >= 2 && name.length <= 48 && /\p{L}/u.test(name) && (bold || !isBillingPhrase(name))) return name !== own ? NAME_BEFORE_PRICE : NAME;
  return NO_NAME;
});

function withAncestors(els: Element[]): Set<Element> {
  const out = new Set<Element>();
  for (const el of els) for (let cur: Element | null = el; cur && !out.has(cur); cur = cur.parentElement) out.add(cur);
  return out;
}


/** The children of `el` that form a grid of cards, or null. */
function gridCards(el: Element, holdsPrice: Set<Element>, holdsStrong: Set<Element>, holdsName: Set<Element>, taken: Set<Element>, priceNamed: Set<Element> = new Set()): Element[] | null {
  const priced = childElements(el).filter((c) => !taken.has(c) && holdsPrice.has(c));
  const named = priced.filter((c) => holdsName.has(c));
  // price lines of one card ("Setup: $99" above "$29 / month"): the only names are labels before their
  // own amounts, and not every line has one; these are not cards
  if (named.length < priced.length && named.every((c) => priceNamed.has(c))) return null;
  // a priced cell without a name of its own counts when it is shaped like a named one (div tables)
  const shape = (c: Element) => `${tagOf(c)}.${classOf(c).trim().split(/\s+/)[0]}`;
  const namedShapes = new Set(named.map(shape));
  const cards = priced.filter((c) => holdsName.has(c) || namedShapes.has(shape(c)));
  if (!named.length || cards.length < 2 || !cards.some((c) => holdsStrong.has(c))) return null;
  // siblings of one kind: the largest set sharing a tag
  const byTag = new Map<string, Element[]>();
  for (const c of cards) byTag.set(tagOf(c), [...(byTag.get(tagOf(c)) ?? []), c]);
  const best = [...byTag.values()].sort((a, b) => b.length - a.length)[0];
  // two priced sections among many unpriced ones of their kind (a hero's "0 €" stat, a services teaser) are no grid of plans
  // (list rows are line items, read as such elsewhere)
  const kin = /^(?:li|tr|dd|dt|p)$/.test(tagOf(best[0])) ? 0 : childElements(el).filter((c) => tagOf(c) === tagOf(best[0])).length;
  return best.length >= 2 && best.length * 2 >= kin ? best : null;
}

type FoundGrid = { container: Element; cards: Element[]; evidence?: number };

/** Finds the plan groups of a page from its price nodes. */
export function findPlanGroups(root: Element, nodes: PriceNode[]): PlanGroup[] {
  const strong = nodes.filter((n) => n.strength === "strong");
  const holdsPrice = withAncestors(nodes.map((n) => n.el));
  const holdsStrong = withAncestors(strong.map((n) => n.el));
  const priceNamed = new Set<Element>();
  const bearers = nameBearers(root, priceNamed);
  const holdsName = withAncestors(bearers.flatMap((e) => (e.parentElement ? [e.parentElement] : [])));
  for (const e of bearers) holdsName.add(e);
  const grids = cardGrids(root, holdsPrice, holdsStrong, holdsName, priceNamed);
  addLoneCards(root, strong, grids, holdsName);
  return grids.map(({ container, cards, evidence }) => ({
    container,
    cards,
    ...describe(container, cards),
    ...divTableColumns(container, cards),
    // coarse on purpose: an edit inside one card must not move every plan's confidence
    evidence: evidence ?? (homogeneity(cards) >= 0.5 ? 0.75 : 0.6),
  }));
}

/** The grids of priced cards under `root`, innermost first, each element in one grid at most. */
function cardGrids(root: Element, holdsPrice: Set<Element>, holdsStrong: Set<Element>, holdsName: Set<Element>, priceNamed: Set<Element>): FoundGrid[] {
  const grids: FoundGrid[] = [];
  const taken = new Set<Element>();
  const visit = (el: Element): boolean => {
    let inner = false;
    for (const child of childElements(el)) if (visit(child)) inner = true;
    if (!holdsPrice.has(el)) return inner;
    if (inner) {
      // The grids found below may be parts of cards (a header and a body, a badge and a price)
      // rather than cards: when this level's children are alike and those grids are not, this
      // level is the grid.
      const outer = gridCards(el, holdsPrice, holdsStrong, holdsName, new Set(), priceNamed);
      const below = grids.filter((g) => outer?.some((c) => c.contains(g.container)));
      if (outer && below.length && homogeneity(outer) >= 0.5 && below.every((g) => homogeneity(g.cards) < 0.5)) {
        for (const g of below) grids.splice(grids.indexOf(g), 1);
        grids.push({ container: el, cards: outer });
        taken.add(el);
        return true;
      }
    }
    const cards = gridCards(el, holdsPrice, holdsStrong, holdsName, taken, priceNamed);
    if (cards) {
      grids.push({ container: el, cards });
      taken.add(el);
      return true;
    }
    if (inner) taken.add(el);
    return inner;
  };
  visit(root);
  return grids;
}

/** Elements of the same tag and mostly the same classes as a card of the grids (their number: `size`). */
function cardShapes(grids: FoundGrid[]): { size: number; has(el: Element): boolean } {
  const classSet = (el: Element) => new Set(classOf(el).split(/\s+/).filter(Boolean));
  const shapes = grids.flatMap((g) => g.cards.map((c) => ({ tag: tagOf(c), classes: classSet(c) })));
  return {
    size: shapes.length,
    has(el: Element) {
      const classes = classSet(el);
      if (!classes.size) return false;
      return shapes.some((s) => {
        if (s.tag !== tagOf(el) || !s.classes.size) return false;
        let inter = 0;
        for (const c of classes) if (s.classes.has(c)) inter++;
        return inter / (classes.size + s.classes.size - inter) >= 0.5;
      });
    },
  };
}

/** Adds to `grids` lone cards shaped like the cards of a grid; or, with no grid, the block around the first price. */
function addLoneCards(root: Element, strong: PriceNode[], grids: FoundGrid[], holdsName: Set<Element>): void {
  const inCard = new Set<Element>();
  const markCards = () => {
    for (const g of grids) for (const c of g.cards) for (const e of [c, ...findAll(c, anyElement)]) inCard.add(e);
  };
  markCards();
  const shapes = cardShapes(grids);
  // with no grid at all, only the first price can stand for a single plan (a hero's "from $9" more often)
  for (const n of shapes.size ? strong : strong.slice(0, 1)) {
    if (inCard.has(n.el)) continue;
    let lone: Element | null = null;
    if (shapes.size) {
      for (let cur = n.el.parentElement; cur && cur !== root; cur = cur.parentElement) {
        if (shapes.has(cur)) {
          lone = cur;
          break;
        }
      }
    } else if (!grids.length) {
      for (let cur = n.el.parentElement; cur && cur !== root; cur = cur.parentElement) {
        if (findFirst(cur, isH1) && !closestTag(n.el, "h1")) break;
        if (holdsName.has(cur) && nameBearers(cur).some((b) => !b.contains(n.el) && !n.el.contains(b))) {
          lone = cur;
          break;
        }
      }
    }
    if (lone && lone.parentElement) {
      grids.push({ container: lone.parentElement, cards: [lone], evidence: shapes.size ? 0.75 : 0.55 });
      markCards();
    }
  }
}

/**
 * A comparison "table" made of <div> rows: the priced cells sit in one row among 3+ rows of the same
 * shape, and the first row holds the plan names at the same positions.
 */
function divTableColumns(container: Element, cards: Element[]): { columnNames?: string[] } {
  const namesFrom = (header: Element): string[] | null => {
    const cells = childElements(header);
    if (cells.length !== childElements(container).length) return null;
    const names = cards.map((c) => squash(textOf(cells[childElements(container).indexOf(c)] ?? null)));
    return names.every((n) => n && n.length <= 48 && !findMoney(n).length && !isBillingPhrase(n)) && new Set(names).size === names.length ? names : null;
  };
  // the same column container earlier on the page (a header row of the same table)
  const first = classOf(container).trim().split(/\s+/)[0];
  const doc = documentOf(container);
  if (first && /^[\w-]+$/.test(first) && doc) {
    for (const peer of findAllIn(doc, (e) => classOf(e).split(/\s+/).includes(first))) {
      if (peer === container) break;
      const names = namesFrom(peer);
      if (names) return { columnNames: names };
    }
  }
  const path: number[] = [];
  let row: Element = container;
  for (let depth = 0; depth < 3 && row.parentElement; depth++) {
    const parent: Element = row.parentElement;
    const peers = childElements(parent).filter((x) => tagOf(x) === tagOf(row) && classOf(x).split(/\s+/)[0] === classOf(row).split(/\s+/)[0]);
    if (peers.length >= 3 && peers[0] !== row) {
      let header: Element | undefined = peers[0];
      for (const index of path) header = header ? childElements(header)[index] : undefined;
      // The header row reached by the same path is a row of the container's own shape (same tag and class), not
      // whatever block sits there in another section (a page's intro above a grid of cards).
      if (!header || tagOf(header) !== tagOf(container) || classOf(header).split(/\s+/)[0] !== classOf(container).split(/\s+/)[0]) return {};
      const names = namesFrom(header);
      return names ? { columnNames: names } : {};
    }
    path.unshift(childElements(parent).indexOf(row));
    row = parent;
  }
  return {};
}

const STATE_CLASS_RE = /active|selected|featured|popular|highlight|current|delay|reveal|animate|^(?:border|bg|text|shadow|ring)-/;

/** Tags below an element and its own classes: the shape of a card. */
function shapeOf(el: Element): Set<string> {
  const out = new Set<string>([tagOf(el)]);
  for (const c of classOf(el).split(/\s+/)) if (c && !STATE_CLASS_RE.test(c)) out.add(`.${c}`);
  for (const d of findAll(el, anyElement)) out.add(tagOf(d));
  return out;
}

/** Mean Jaccard similarity of the cards' shapes to each other (1 = identical structure). */
export function homogeneity(cards: Element[]): number {
  if (cards.length < 2) return 1;
  const shapes = cards.map(shapeOf);
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < shapes.length; i++) {
    for (let j = i + 1; j < shapes.length; j++) {
      let inter = 0;
      for (const x of shapes[i]) if (shapes[j].has(x)) inter++;
      sum += inter / (shapes[i].size + shapes[j].size - inter);
      pairs++;
    }
  }
  return sum / pairs;
}

/** Text of the previous siblings of `el` (and of its ancestors, climbing while it has none), nearest first. */
function precedingBlocks(el: Element, max = 6): Element[] {
  const out: Element[] = [];
  let cur: Element | null = el;
  for (let depth = 0; cur && depth < 4 && out.length < max; depth++) {
    for (let sib = cur.previousElementSibling; sib && out.length < max; sib = sib.previousElementSibling) {
      if (SKIP.has(tagOf(sib)) && tagOf(sib) !== "a") continue;
      if (findMoney(textOf(sib)).length > 1) return out; // another priced block: stop
      out.push(sib);
      if (headingLevel(sib) > 0 || findFirst(sib, isH1to3)) return out;
    }
    cur = cur.parentElement;
  }
  return out;
}

/** input[type=range],output (the attribute name as written, its value in any case, as the selector reads them) */
function isSlider(el: Element): boolean {
  const tag = tagOf(el);
  return tag === "output" || (tag === "input" && el.getAttribute("type")?.toLowerCase() === "range");
}

function describe(container: Element, cards: Element[]): Pick<PlanGroup, "kind" | "label" | "intro"> {
  const anchor = cards.length === 1 ? cards[0] : container;
  const before = precedingBlocks(anchor);
  const texts = before.map((b) => textOf(b)).filter(Boolean);
  const heading = before.find((b) => headingLevel(b) > 0) ?? before.map((b) => findFirst(b, isH1to4)).find(isElement);
  const label = (tabLabel(container) ?? squash(textOf(heading ?? null))).slice(0, 80);
  const intro = texts.join(" ").slice(0, 600);
  const near = [anchor, ...ancestorsUpTo(anchor, 2)];
  const shortLabels = texts.filter((t) => t.length <= 60);
  let kind: PlanGroup["kind"] = "plans";
  if (near.some((e) => ADDON_CLASS_RE.test(hints(e))) || cards.every((c) => ADDON_CLASS_RE.test(hints(c))) || shortLabels.some((t) => ADDON_SECTION_RE.test(t))) kind = "addons";
  if (near.some((e) => CALCULATOR_RE.test(hints(e))) || findFirst(container, isSlider)) kind = "calculator";
  return { kind, label, intro };
}

/** The name of the tab panel holding the group (ARIA: aria-labelledby, or the tab that controls it). */
function tabLabel(el: Element): string | null {
  const panel = el.closest("[role=tabpanel]");
  const doc = panel ? documentOf(panel) : null;
  if (!panel || !doc) return null;
  const ids = (panel.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
  const byLabel = ids.map((id) => squash(textOf(doc.getElementById(id)))).filter(Boolean).join(" ");
  if (byLabel) return byLabel;
  const id = panel.getAttribute("id");
  const tab = id ? Array.from(doc.querySelectorAll("[aria-controls]")).find((t) => t.getAttribute("aria-controls") === id) : undefined;
  return tab ? squash(textOf(tab)) || null : null;
}

function ancestorsUpTo(el: Element, n: number): Element[] {
  const out: Element[] = [];
  for (let cur = el.parentElement; cur && out.length < n; cur = cur.parentElement) out.push(cur);
  return out;
}

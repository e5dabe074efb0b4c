/**
 * What a pricing page offers outside its plans' terms: a capability, product or machine the page
 * lists apart from its plans (the truth files' "feature = a capability, product, machine type or
 * integration added, removed or renamed outside plan lists / plan terms"). Whether an edit is tied to
 * a plan is read from the page's structure and the edit's own words:
 *
 * - structure (`offPlan`): no block of the edit sits under a plan card's heading (one of several
 *   sibling headings whose sections state money, term-facts.ts), and the edit names none of the
 *   page's plans (those card headings, and the labels of table rows that state money);
 * - words (`statesTerms`): the edit states no money amount, no percentage, no billing concept (billing-words.ts),
 *   no plan or tier, no limit ("up to", "max", "unlimited"), and no figure of a length of time (a
 *   trial, a retention, minutes of use; CLDR duration nouns, duration-words.ts).
 *
 * change-class.ts types such a change a feature when it adds or takes away lines, or rewords them
 * keeping their figures; a figure changed in place is a limit moved and stays a plan term.
 */
import type { CopyEdit, PageBlock } from "./copy-blocks";
import { moneyIn } from "./copy-blocks";
import { normText, normWords } from "@/lib/norm-text";
import { isBillingWord } from "./billing-words";
import { durationNoun } from "./duration-words";
import { cardHeadings } from "./term-facts";

/** Words that name a plan or tier. */
export const PLAN_WORD = /^(?:plans?|tiers?)$/;
/** Words that state a limit (with "up to"). */
const LIMIT_WORD = /^(?:limits?|limited|max|maximum|min|minimum|unlimited|quotas?|capped)$/;


/** A figure followed by a length of time ("14 days", "500 minutes", "30-day"). */
const timed = (w: string[], i: number) => /^\d/.test(w[i]) && (durationNoun(w[i + 1] ?? "") !== null || durationNoun(w[i].replace(/^[\d.,]+/, "")) !== null);

/** Text that states a plan term by its words (see the file comment). */
export function statesTerms(texts: string[]): boolean {
  return texts.some((t) => {
    // A percentage on a pricing page is a share of what is charged or allowed ("40% off", "save 20%").
    if (moneyIn(t).length || /\d\s?%/u.test(t)) return true;
    const w = normWords(t);
    return w.some((x, i) => isBillingWord(x) || PLAN_WORD.test(x) || LIMIT_WORD.test(x) || (x === "up" && w[i + 1] === "to") || timed(w, i));
  });
}

/** The page's plan names, as normalised text: plan cards' headings and the labels of table rows that state money. */
function planNames(blocks: PageBlock[], cards: Set<number>): string[] {
  const rows = blocks.filter((x) => x.kind === "row" && x.money.length && x.cells?.[0]).map((x) => x.cells![0]);
  return [...[...cards].map((i) => blocks[i].text), ...rows].map(normText).filter(Boolean);
}

const cache = new WeakMap<PageBlock[], { cards: Set<number>; names: string[] }>();
function planStructure(blocks: PageBlock[]) {
  let s = cache.get(blocks);
  if (!s) {
    const cards = cardHeadings(blocks);
    s = { cards, names: planNames(blocks, cards) };
    cache.set(blocks, s);
  }
  return s;
}

/** The block sits under a plan card's heading (or is one). */
function inCard(blocks: PageBlock[], x: PageBlock, cards: Set<number>): boolean {
  for (let p: number | null = x.index; p !== null; p = blocks[p].parent) if (cards.has(p)) return true;
  return false;
}

/** The text names one of the given plan names as whole words. */
const names = (text: string, plans: string[]) => {
  const padded = ` ${normText(text)} `;
  return plans.some((n) => padded.includes(` ${n} `));
};

/**
 * The edit is tied to no plan by the page's structure: none of its blocks sits under a plan card, and
 * neither its blocks, their table headers nor the section it sits in name one of the page's plans.
 */
export function offPlan(e: CopyEdit, a: PageBlock[], b: PageBlock[], context: string | null): boolean {
  const [pa, pb] = [planStructure(a), planStructure(b)];
  if (e.before.some((x) => inCard(a, x, pa.cards)) || e.after.some((x) => inCard(b, x, pb.cards))) return false;
  const plans = [...pa.names, ...pb.names];
  const texts = [...e.before, ...e.after].flatMap((x) => [x.text, ...(x.header ?? [])]);
  if (texts.concat(context ?? []).some((t) => names(t, plans))) return false;
  // A line's lead-in ("You are not charged separately for:") is part of what the line says: read with its words.
  const leads = [...e.before.map((x) => leadIn(a, x)), ...e.after.map((x) => leadIn(b, x))].filter((t): t is string => t !== null);
  return !statesTerms(leads);
}

/** The paragraph a list item or table row hangs from (not a heading), if any. */
function leadIn(blocks: PageBlock[], x: PageBlock): string | null {
  const p = x.parent === null ? null : blocks[x.parent];
  return p && p.kind === "para" && (x.kind === "item" || x.kind === "row") ? p.text : null;
}

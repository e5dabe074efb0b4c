/**
 * Changes from a page's copy diff (copy-diff.ts: blocks paired and grouped into edits), each edit
 * reported as one change unless it splits into facts (rates, terms, money sentences, priced members
 * and groups, limit groups, table cells). An edit that changes a money amount
 * is a pricing change; on a pricing page an edit of list items or table rows (plan features,
 * limits) is a pricing change too; other edits are copy edits.
 */
import type { PageKind } from "@/lib/scan/types";
import { headsTable, moneyIn, type CopyEdit, type PageBlock } from "./copy-blocks";
import { diffPageCopy } from "./copy-diff";
import { clip, excerpt } from "@/lib/changes/detect/text-compare";
import { cellEdit, cellChange, cellKey, changedCells } from "./table-cells";
import { describeRate, pageRates, splitRates, statesRates, type RateDiff, type RateFact } from "./rate-facts";
import { describeTerm, pageTerms, splitTerms, type TermDiff } from "./term-facts";
import { splitSentences, type SentenceDiff } from "./sentence-facts";
import { splitEnumerations, type MemberDiff } from "./enumerated-prices";
import { PAGE_LABELS, roundMagnitude, type DetectedChange } from "./types";
import { restatesAmounts, splitPricedGroups } from "./priced-groups";
import { splitQuantityGroups } from "./quantity-groups";
import { unrestatedFigures } from "./restated-copy";
import { keepsEveryFact, pageWords } from "./fact-keeping";
import { restatesOtherBlocks } from "./restated-sentences";
import { recutLines } from "./recut-lines";
import { offPlan } from "./offerings";
import { planBeside } from "./plan-beside";
import type { PricingPlan } from "@/lib/pricing/types";
import { priceOfNothing, wordingKey } from "@/lib/wording-key";

const sortedSet = (xs: string[]) => [...new Set(xs)].sort();

/** Money amounts that differ between the two sides of an edit. */
export function moneyDelta(e: CopyEdit): { removed: string[]; added: string[] } {
  const before = new Set(e.before.flatMap((x) => x.money));
  const after = new Set(e.after.flatMap((x) => x.money));
  return { removed: sortedSet([...before].filter((m) => !after.has(m))), added: sortedSet([...after].filter((m) => !before.has(m))) };
}

const quote = (s: string) => `“${clip(s, 140)}”`;

/** "Hobby: Replicas 10 → 6, RAM 50 GB → 48 GB" for a table row edited cell by cell. */
function rowEdit(o: PageBlock, n: PageBlock): string | null {
  if (!o.cells || !n.cells || o.cells.length !== n.cells.length) return null;
  const header = n.header ?? o.header;
  const parts: string[] = [];
  for (let k = 0; k < n.cells.length; k++) {
    if (cellKey(o.cells[k]) === cellKey(n.cells[k])) continue;
    const col = header?.[k] && k > 0 ? `${header[k]} ` : "";
    parts.push(`${col}${o.cells[k] || "–"} → ${n.cells[k] || "–"}`);
  }
  if (!parts.length) return null;
  return `${n.cells[0] || o.cells[0]}: ${parts.join(", ")}`;
}

/** The closest unchanged block above the edit: the section or card the edit belongs to. */
function contextOf(e: CopyEdit, a: PageBlock[], b: PageBlock[], headerRow = false): string | null {
  const first = e.after[0] ?? e.before[0];
  const blocks = e.after[0] ? b : a;
  const mine = new Set((e.after[0] ? e.after : e.before).map((x) => x.index));
  let p = first?.parent ?? null;
  while (p !== null && mine.has(p)) p = blocks[p].parent;
  // A table's rows hang under its header row, which names columns: the table's section names where it is.
  // (`headerRow`: the header row itself, whose column names may name the plans the table is about.)
  if (!headerRow && p !== null && headsTable(blocks, blocks[p]) && blocks[p].parent !== null) p = blocks[p].parent;
  if (p === null) return null;
  // A lead-in line's colon ("Premium package:") is punctuation, not part of the section's name.
  const t = blocks[p].text.replace(/\s*[:：]\s*$/, "");
  return t.length <= 80 ? t : null;
}

/**
 * The card an edit's lead-in line belongs to: a line ending with a colon that introduces a list
 * ("Everything in the plan below, plus:") under a heading of its own names where in the card the edit
 * sits, and the heading names the card. "Heading — lead-in", or null when the context is no such line.
 * A card's price line ("$9 a month") under its heading introduces the list too: the heading alone names the card.
 */
function cardOf(e: CopyEdit, a: PageBlock[], b: PageBlock[], context: string | null): string | null {
  const blocks = e.after[0] ? b : a;
  const mine = new Set((e.after[0] ? e.after : e.before).map((x) => x.index));
  let p = (e.after[0] ?? e.before[0])?.parent ?? null;
  while (p !== null && mine.has(p)) p = blocks[p].parent;
  if (p === null || context === null || blocks[p].kind === "heading") return null;
  const priceLine = blocks[p].kind === "para" && blocks[p].money.length > 0;
  if (!priceLine && !/[:：]\s*$/.test(blocks[p].text)) return null;
  const up = blocks[p].parent;
  if (up === null || blocks[up].kind !== "heading" || mine.has(up) || blocks[up].text.length > 60) return null;
  return priceLine ? blocks[up].text : `${blocks[up].text} — ${context}`;
}

function describe(e: CopyEdit, a: PageBlock[], b: PageBlock[]): string {
  const pairedOld = new Set(e.pairs.map(([i]) => i));
  const pairedNew = new Set(e.pairs.map(([, j]) => j));
  const parts: string[] = [];
  for (const [i, j] of e.pairs.slice(0, 3)) parts.push(rowEdit(a[i], b[j]) ?? `${quote(a[i].text)} → ${quote(b[j].text)}`);
  const plus = e.after.filter((x) => !pairedNew.has(x.index));
  const minus = e.before.filter((x) => !pairedOld.has(x.index));
  const heading = (xs: PageBlock[]) => xs.find((x) => x.kind === "heading");
  const list = (xs: PageBlock[]) => xs.slice(0, 3).map((x) => quote(x.text)).join(", ") + (xs.length > 3 ? ` and ${xs.length - 3} more` : "");
  // Lines above a section's heading belong to the section before it: listed on their own, not under the heading.
  const side = (xs: PageBlock[], verb: string) => {
    const h = heading(xs);
    if (!h) return xs.length ? [`${verb} ${list(xs)}`] : [];
    const above = xs.filter((x) => x.index < h.index);
    return [...(above.length ? [`${verb} ${list(above)}`] : []), `section “${h.text}” ${verb}: ${list(xs.filter((x) => x.index > h.index))}`];
  };
  parts.push(...side(plus, "added"), ...side(minus, "removed"));
  return parts.join("; ").replace(/: $/, "");
}

/**
 * One line that states a price of nothing in words in place of one that states it as an amount, or the
 * other way ("Free forever" → "$0 per month", "Kostenlos" → "0 € / Monat": lib/wording-key.ts's
 * priceOfNothing), a heading excepted (a plan named Free). Two amounts of nothing ("$0" → "€0") are
 * left to the amounts' comparison (a currency switch).
 */
function nothingCharged(e: CopyEdit): boolean {
  const free = (x: PageBlock) => x.kind !== "heading" && priceOfNothing(wordingKey(x.text)) === "0";
  return e.before.length === 1 && e.after.length === 1 && free(e.before[0]) && free(e.after[0]) && (e.before[0].money.length === 0) !== (e.after[0].money.length === 0);
}

/** The page compared, and the plans read on either version of it (to name the card a price-only edit sits in). */
type Page = { kind: PageKind; url: string; plans?: PricingPlan[] };

/** A priced group's side as its fact value: its lines in one line, short enough for a card ("€29 per month; Email support"). */
const factText = (xs: PageBlock[]) => (xs.length ? clip(xs.map((x) => x.text.replace(/[.;]+$/, "")).join("; "), 160) : null);

/** One change for one edit (or for what remains of it once its rates are taken out). */
function editChange(e: CopyEdit, a: PageBlock[], b: PageBlock[], page: Page, totalWords: number): DetectedChange {
  const money = moneyDelta(e);
  const listy = [...e.before, ...e.after].some((x) => x.kind === "item" || x.kind === "row");
  const pricing = money.removed.length > 0 || money.added.length > 0;
  // Copy rewritten (taken out and put in) around amounts that stand on both versions states no new price (importance.ts).
  const restated = pricing && page.kind === "pricing" && !e.priced && e.limits === undefined && e.before.length > 0 && e.after.length > 0 && restatesAmounts(e.before, e.after, a, b);
  const kind = e.priced === "restated" ? "billing_terms_changed" : pricing ? "price_terms_changed" : page.kind === "pricing" && listy ? "plan_terms_changed" : "copy_changed";
  const context = e.limits || contextOf(e, a, b);
  // The description names the card a lead-in line belongs to; the fact keeps the lead-in as its label.
  const where = (page.plans && planBeside(e, a, b, page.plans)) || (!e.limits && cardOf(e, a, b, context)) || context;
  const label = `${PAGE_LABELS[page.kind]}${where ? ` (${clip(where, 60)})` : ""}`;
  const join = (xs: PageBlock[]) => (xs.length ? excerpt(xs.map((x) => x.text).join("\n")) : null);
  return {
    type: kind === "copy_changed" ? "content" : "pricing",
    description: `${label}: ${describe(e, a, b)}`,
    oldContent: join(e.before),
    newContent: join(e.after),
    url: page.url,
    magnitude: roundMagnitude(kind === "copy_changed" ? e.changedWords / totalWords : Math.max(0.2, e.changedWords / totalWords)),
    facts: {
      kind,
      ...(e.priced ? { fact: { kind: "priced_item", label: context, before: factText(e.before), after: factText(e.after) } } : {}),
      ...(e.limits !== undefined ? { fact: { kind: "plan_limit", label: context, before: factText(e.before), after: factText(e.after) } } : {}),
      page: page.kind,
      ...(restated ? { amountsRestated: true } : {}),
      // Lines tied to no plan by the page's structure (offerings.ts): what the page offers apart from its plans.
      ...(page.kind === "pricing" && !pricing && offPlan(e, a, b, e.limits || contextOf(e, a, b, true)) ? { offPlan: true } : {}),
      ...(e.moved ? { moved: true } : {}),
      section: context,
      changedWords: e.changedWords,
      totalWords,
      moneyBefore: money.removed,
      moneyAfter: money.added,
      blocksBefore: e.before.map((x) => x.text).slice(0, 20),
      blocksAfter: e.after.map((x) => x.text).slice(0, 20),
      headings: [...e.before, ...e.after].filter((x) => x.kind === "heading").map((x) => x.text),
      pairedOnly: e.before.length === e.pairs.length && e.after.length === e.pairs.length ? 1 : 0,
      // Prose rewritten with every fact kept, in words the page already used (fact-keeping.ts), or whose
      // changed sentences the other version states in a block of its own (restated-sentences.ts): rewording.
      ...(kind === "copy_changed" && (keepsEveryFact(e.before.map((x) => x.text), e.after.map((x) => x.text), { before: pageWords(a), after: pageWords(b) }) || restatesOtherBlocks(e, a, b)) ? { factsKept: true } : {}),
    },
  };
}

/** What a fact change says beyond the lines it was read from (the shape shared by rates, terms and sentences). */
interface FactChangeParts {
  description: string;
  kind: string;
  fact?: Record<string, unknown>;
  section: string | null;
  moneyBefore: string[];
  moneyAfter: string[];
}

/** A change of one fact read from the lines `before` and `after` (either may be empty: the fact came or went). */
function factChange(p: FactChangeParts, before: string[], after: string[], page: Page, totalWords: number): DetectedChange {
  const words = [...before, ...after].join(" ").split(/\s+/).length;
  return {
    type: "pricing",
    description: p.description,
    oldContent: before.join("\n") || null,
    newContent: after.join("\n") || null,
    url: page.url,
    magnitude: roundMagnitude(Math.max(0.2, words / totalWords)),
    facts: {
      kind: p.kind,
      ...(p.fact ? { fact: p.fact } : {}),
      page: page.kind,
      section: p.section,
      changedWords: words,
      totalWords,
      moneyBefore: p.moneyBefore,
      moneyAfter: p.moneyAfter,
      blocksBefore: before,
      blocksAfter: after,
      headings: [],
      pairedOnly: before.length && after.length ? 1 : 0,
    },
  };
}

/** One change per usage rate that changed, came or went (see rate-facts.ts). */
function rateChange(d: RateDiff, a: PageBlock[], b: PageBlock[], page: Page, totalWords: number): DetectedChange {
  const texts = (f: RateFact | null, blocks: PageBlock[]) => (f ? f.blocks.map((i) => blocks[i].text) : []);
  const before = texts(d.before, a);
  const after = texts(d.after, b);
  const fact = { kind: "usage_rate", label: d.label, before: d.before?.value ?? null, after: d.after?.value ?? null };
  // Money only (a count of credits is no currency): the merge steps read these as "USD 5".
  const money = { moneyBefore: moneyIn(before.join("\n")), moneyAfter: moneyIn(after.join("\n")) };
  return factChange({ description: describeRate(d), kind: "price_terms_changed", fact, section: null, ...money }, before, after, page, totalWords);
}

/** One change per term or plan limit that changed, came or went (see term-facts.ts). */
function termChange(d: TermDiff, a: PageBlock[], b: PageBlock[], page: Page, totalWords: number): DetectedChange {
  const f = (d.after ?? d.before)!;
  const value = (t: typeof d.before) => (t ? { value: t.value, amount: t.amount, unit: t.unit } : null);
  // A term on a priced card's section is named by that heading (the card's plan, or a priced section such as an add-on's).
  const fact = { kind: f.kind, plan: f.plan, ...(f.card ? { card: f.card } : {}), label: f.label, before: value(d.before), after: value(d.after) };
  const parts = { description: describeTerm(d), kind: "plan_terms_changed", fact, section: f.plan ?? f.card ?? null, moneyBefore: [], moneyAfter: [] };
  return factChange(parts, d.before ? [a[d.before.block].text] : [], d.after ? [b[d.after.block].text] : [], page, totalWords);
}

/** One change per money fact of a paragraph that changed, came or went (see sentence-facts.ts). */
function sentenceChange(d: SentenceDiff, a: PageBlock[], b: PageBlock[], page: Page, totalWords: number): DetectedChange {
  const before = d.before ? [d.before.text] : [];
  const after = d.after ? [d.after.text] : [];
  const words = [...before, ...after].join(" ").split(/\s+/).length;
  const context = contextOf({ before: d.before ? [a[d.before.block]] : [], after: d.after ? [b[d.after.block]] : [], pairs: [], changedWords: words }, a, b);
  const label = `${PAGE_LABELS[page.kind]}${context ? ` (${clip(context, 60)})` : ""}`;
  const what = d.before && d.after ? `${quote(before[0])} → ${quote(after[0])}` : d.after ? `added ${quote(after[0])}` : `removed ${quote(before[0])}`;
  const [was, is] = [d.before?.money ?? [], d.after?.money ?? []];
  const money = { moneyBefore: [...new Set(was.filter((m) => !is.includes(m)))].sort(), moneyAfter: [...new Set(is.filter((m) => !was.includes(m)))].sort() };
  return factChange({ description: `${label}: ${what}`, kind: "price_terms_changed", section: context, ...money }, before, after, page, totalWords);
}

/** One change per enumerated priced member that came, went or changed its amount (see enumerated-prices.ts). */
function memberChange(d: MemberDiff, a: PageBlock[], b: PageBlock[], page: Page, totalWords: number): DetectedChange {
  const [o, n] = [d.before?.member ?? null, d.after?.member ?? null];
  const at = d.after ? { before: [], after: [b[d.after.sentence.block]] } : { before: [a[d.before!.sentence.block]], after: [] };
  const context = contextOf({ ...at, pairs: [], changedWords: 0 }, a, b);
  const label = `${PAGE_LABELS[page.kind]}${context ? ` (${clip(context, 60)})` : ""}`;
  const name = (n ?? o)!.name;
  const what = o && n ? `${o.amount} → ${n.amount}` : n ? `${n.amount} (new)` : `${o!.amount} (removed)`;
  const fact = { kind: "priced_item", label: name, before: o ? `${name}: ${o.amount}` : null, after: n ? `${name}: ${n.amount}` : null };
  const money = { moneyBefore: o && o.money !== n?.money ? [o.money] : [], moneyAfter: n && n.money !== o?.money ? [n.money] : [] };
  const line = (m: typeof o) => (m ? [`${m.name}: ${m.amount}`] : []);
  return factChange({ description: `${label}: ${name}: ${what}`, kind: "price_terms_changed", fact, section: context, ...money }, line(o), line(n), page, totalWords);
}

/**
 * An edit of one table row in which one cell changed says one cell's fact: it carries the cell (row
 * label, column header, before, after) as a cell change does, so the merge knows the plan column it
 * belongs to (a plan's feature line read from the same cell is the same fact).
 */
function withCell(c: DetectedChange, e: CopyEdit, a: PageBlock[], b: PageBlock[]): DetectedChange {
  if (e.pairs.length !== 1 || e.before.length !== 1 || e.after.length !== 1) return c;
  const cells = changedCells(a[e.pairs[0][0]], b[e.pairs[0][1]]);
  const f = cells?.length === 1 ? cells[0] : null;
  return f?.column ? { ...c, facts: { ...c.facts, cell: { row: f.row, column: f.column, before: f.before, after: f.after } } } : c;
}

/**
 * A pricing-page edit cut into its priced groups (priced-groups.ts) and, in what is not priced, its
 * groups of limits (quantity-groups.ts); any other page's edit, or one with neither, stays whole.
 */
function grouped(e: CopyEdit, a: PageBlock[], b: PageBlock[], page: Page): CopyEdit[] {
  if (page.kind !== "pricing") return [e];
  return (splitPricedGroups(e, a, b) ?? [e]).flatMap((r) => (r.priced ? [r] : (splitQuantityGroups(r, a, b) ?? [r])));
}

/**
 * One change per edit of the page's copy, one per rate, term or money sentence an edit touches, one per
 * priced group or group of limits of a pricing-page edit (priced-groups.ts, quantity-groups.ts).
 */
export function pageCopyChanges(before: string, after: string, page: Page): DetectedChange[] {
  const { edits, totalWords, a, b } = diffPageCopy(before, after);
  // The pages' rates are read once, and only for an edit with a block that states one: no rate can touch any other edit.
  let rates: Parameters<typeof splitRates>[1] | null = null;
  const terms = edits.length ? { before: pageTerms(a), after: pageTerms(b) } : null;
  return edits.flatMap((e) => {
    // An edit that only restructures figures the page keeps (restated-copy.ts) is no change; it is
    // returned marked so that the sections it moved are folded into it and dropped with it (merge.ts).
    const unrestated = unrestatedFigures(e, a, b);
    // List lines joined or cut, stating the same (recut-lines.ts), is no change either.
    const items = [...e.before, ...e.after].every((x) => x.kind === "item");
    if (unrestated?.length === 0 || (items && recutLines(e.before.map((x) => x.text), e.after.map((x) => x.text))) || nothingCharged(e)) {
      const c = editChange(e, a, b, page, totalWords);
      return [{ ...c, facts: { ...c.facts, restated: true } }];
    }
    const found = editChanges(e);
    // A restructure kept whole for a few figures it changed: marked with them, for the change that reports them (merge.ts).
    return unrestated && found.length === 1 ? [{ ...found[0], facts: { ...found[0].facts, restructured: unrestated } }] : found;
  });

  function editChanges(e: CopyEdit): DetectedChange[] {
    const cells = cellEdit(e, a, b);
    if (cells) {
      const context = contextOf(e, a, b);
      return cells.map((f) => cellChange(f, page, context, totalWords));
    }
    const split = statesRates(e) ? splitRates(e, (rates ??= { before: pageRates(a), after: pageRates(b) })) : null;
    const left = split ? split.rest : e;
    const facts = left && terms ? splitTerms(left, terms, { a, b }) : null;
    const prose = facts ? facts.rest : left;
    const money = prose ? moneyDelta(prose) : null;
    const sentences = prose && money && (money.removed.length || money.added.length) ? splitSentences(prose) : null;
    const listed = sentences ? sentences.rest : prose;
    const members = listed ? splitEnumerations(listed, a, b) : null;
    const rest = members ? members.rest : listed;
    return [
      ...(split?.diffs ?? []).map((d) => rateChange(d, a, b, page, totalWords)),
      ...(facts?.diffs ?? []).map((d) => termChange(d, a, b, page, totalWords)),
      ...(sentences?.diffs ?? []).map((d) => sentenceChange(d, a, b, page, totalWords)),
      ...(members?.diffs ?? []).map((d) => memberChange(d, a, b, page, totalWords)),
      ...(rest && rest.changedWords > 0 ? grouped(rest, a, b, page).map((r) => withCell(editChange(r, a, b, page, totalWords), r, a, b)) : []),
    ];
  }
}

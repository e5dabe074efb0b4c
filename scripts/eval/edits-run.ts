/**
 * The edit evaluation of change detection: known edits (scripts/eval/page-edits.ts) applied to the
 * labelled real pricing pages, each version read by the real extraction and compared with
 * detectChanges, raised changes matched one to one to the edit's truth items by the tokens they must
 * mention (the matching of tests/helpers/change-stress-kit.ts). The truth of an edit comes from how
 * it was made, never from the detector's output. Evaluation only.
 */
import { readFileSync } from "node:fs";
import { decodeBody } from "@/lib/scan/fetch/charset";
import { changesBetween, matchItems, type Raised, type TruthItem } from "@/tests/helpers/change-stress-kit";
import { addFeatureLine, editCopyWord, editMarkupOnly, editPrice, removePlan, reserialise, type PlanRef } from "./page-edits";
import { addPlan, amountsWithDecimals, rewordPeriods, swapAmpersands, raiseLimit, removeFeatureLine, replaceFeatureLine, swapFeatureLines, renamePlan, linkHeadings, lowerHeadings, wrapBoxes, wrapLastWords, wrapTextRuns } from "./card-edits";
import { loadPricingLabels, type LabelPlan } from "./pricing-pages";
import type { Part } from "./split";

export const EDIT_CLASSES = ["markup-only", "text-spans", "word-spans", "headings-lowered", "headings-linked", "boxes-wrapped", "reserialised", "amounts-decimals", "periods-reworded", "ampersands-swapped", "price", "feature-line", "line-removed", "line-replaced", "limit-raised", "lines-swapped", "plan-removed", "plan-renamed", "plan-added", "copy-word"] as const;
export type EditClass = (typeof EDIT_CLASSES)[number];

export interface EditCase {
  page: string;
  part: Part;
  cls: EditClass;
  plan?: string;
  before: string;
  after: string;
  /** Items a correct report must raise, each by its own change. */
  items: TruthItem[];
  /** An item a report may raise (or not): a raised change matching it is right, its absence no miss. */
  optional?: TruthItem;
}

export interface EditResult {
  page: string;
  part: Part;
  cls: EditClass;
  plan?: string;
  truth: string[];
  raised: string[];
  /** Raised changes matched to an item (required or optional). */
  matchedRaised: number;
  /** Required items matched. */
  found: number;
  required: number;
  /** Matched items (required or optional) whose change has the item's type. */
  typeRight: number;
  matchedItems: number;
  /** Kinds (facts.kind) of the raised changes that match no item, and of the required items' missed (by class). */
  unmatchedKinds: string[];
  /** A pricing change raised where the truth has none. */
  pricingRaised: boolean;
  exact: boolean;
}

/** Invented feature lines and copy words (not taken from any page). */
const LINES = ["Audit log export for 12 workspaces", "Quarterly usage review with 3 analysts", "Sandbox copies for 7 environments"];
const WORDS = ["marigold", "lighthouse", "saffron", "juniper", "tundra"];
/** Invented plan names. */
const NAMES = ["Bluefin", "Quartzline", "Northwind"];

const item = (type: TruthItem["type"], mustMention: string[], mentionOneOf?: string[]): TruthItem => ({ type, importance: "medium", mustMention, mentionOneOf });

/** A plan the price, card and removal edits can use: labelled, not optional, a numeric non-zero price not filled in by a script. */
const editable = (p: LabelPlan) => !p.optional && !p.scriptPrice && typeof p.price === "number" && p.price !== 0;

/** Every edit the page offers. */
export function pageEdits(page: string, part: Part, html: string, labels: LabelPlan[]): EditCase[] {
  const base = reserialise(html);
  const plans: PlanRef[] = labels.map((p) => ({ name: p.name, aliases: p.aliases, price: p.price }));
  const cases: EditCase[] = [
    { page, part, cls: "reserialised", before: html, after: base, items: [] },
    { page, part, cls: "markup-only", before: base, after: editMarkupOnly(base), items: [] },
    { page, part, cls: "text-spans", before: base, after: wrapTextRuns(base), items: [] },
    { page, part, cls: "word-spans", before: base, after: wrapLastWords(base), items: [] },
    { page, part, cls: "headings-lowered", before: base, after: lowerHeadings(base), items: [] },
    { page, part, cls: "headings-linked", before: base, after: linkHeadings(base), items: [] },
    { page, part, cls: "boxes-wrapped", before: base, after: wrapBoxes(base), items: [] },
  ];
  labels.forEach((label, i) => {
    if (!editable(label)) return;
    const plan = plans[i];
    const names = [plan.name, ...(plan.aliases ?? [])];
    const price = editPrice(base, plan);
    if (price) cases.push({ page, part, cls: "price", plan: plan.name, before: base, after: price.html, items: [item("pricing", [String(price.value)], names)] });
    const line = LINES[i % LINES.length];
    const added = addFeatureLine(base, plan, plans, line);
    if (added) cases.push({ page, part, cls: "feature-line", plan: plan.name, before: base, after: added, items: [item("pricing", [line])] });
    const removed = removePlan(base, plan, plans);
    if (removed) cases.push({ page, part, cls: "plan-removed", plan: plan.name, before: base, after: removed, items: [item("pricing", [], names)] });
    const cut = removeFeatureLine(base, plan, plans);
    if (cut) cases.push({ page, part, cls: "line-removed", plan: plan.name, before: base, after: cut.html, items: [item("pricing", [cut.line])] });
    const limit = raiseLimit(base, plan, plans);
    if (limit) cases.push({ page, part, cls: "limit-raised", plan: plan.name, before: base, after: limit.html, items: [item("pricing", [limit.figure])] });
    const replaced = replaceFeatureLine(base, plan, plans, line);
    if (replaced) cases.push({ page, part, cls: "line-replaced", plan: plan.name, before: base, after: replaced.html, items: [item("pricing", [line])] });
    const swapped = swapFeatureLines(base, plan, plans, line);
    if (swapped) cases.push({ page, part, cls: "lines-swapped", plan: plan.name, before: base, after: swapped.html, items: [item("pricing", [swapped.line]), item("pricing", [line])] });
    const name = NAMES[i % NAMES.length];
    const renamed = renamePlan(base, plan, plans, name);
    if (renamed) cases.push({ page, part, cls: "plan-renamed", plan: plan.name, before: base, after: renamed, items: [item("pricing", [name])] });
    const copy = addPlan(base, plan, plans, name);
    if (copy) cases.push({ page, part, cls: "plan-added", plan: plan.name, before: base, after: copy.html, items: [item("pricing", [name])] });
  });
  // The same prices written with two decimals: no change (the amounts are equal).
  const decimals = amountsWithDecimals(base);
  if (decimals) cases.push({ page, part, cls: "amounts-decimals", before: base, after: decimals, items: [] });
  // The same periods worded another way ("/month" → "/mo", "per month" → "a month"): no change.
  const periods = rewordPeriods(base);
  if (periods) cases.push({ page, part, cls: "periods-reworded", before: base, after: periods, items: [] });
  const ampersands = swapAmpersands(base);
  if (ampersands) cases.push({ page, part, cls: "ampersands-swapped", before: base, after: ampersands, items: [] });
  const copy = editCopyWord(base, plans, WORDS);
  if (copy) cases.push({ page, part, cls: "copy-word", before: base, after: copy.html, items: [], optional: item("content", [copy.newWord]) });
  return cases;
}

/** How the detector's changes for one edit compare with its truth. */
export function scoreEdit(c: EditCase, raised: Raised[]): EditResult {
  const all = c.optional ? [...c.items, c.optional] : c.items;
  const owner = matchItems(raised, all);
  const matched = owner.filter((o) => o >= 0);
  const typeRight = all.filter((it, k) => owner[k] >= 0 && raised[owner[k]].type === it.type).length;
  const found = owner.slice(0, c.items.length).filter((o) => o >= 0).length;
  const truthHasPricing = all.some((it) => it.type === "pricing");
  const pricingRaised = !truthHasPricing && raised.some((r) => r.type === "pricing");
  return {
    page: c.page,
    part: c.part,
    cls: c.cls,
    plan: c.plan,
    truth: [...c.items.map((it) => `${it.type}: ${[...it.mustMention, ...(it.mentionOneOf?.length ? [it.mentionOneOf.join(" | ")] : [])].join(" + ")}`), ...(c.optional ? [`(optional) ${c.optional.type}: ${c.optional.mustMention.join(" + ")}`] : [])],
    raised: raised.map((r) => `${r.type}: ${r.description}`),
    matchedRaised: matched.length,
    found,
    required: c.items.length,
    typeRight,
    matchedItems: matched.length,
    pricingRaised,
    unmatchedKinds: raised.filter((_, i) => !owner.includes(i)).map((r) => `${r.type}/${r.kind}`),
    exact: found === c.items.length && matched.length === raised.length && typeRight === matched.length,
  };
}

/** The edits of every labelled page of the folder (shared/data/real-world/extract), scored. */
export function runEdits(folder: string, opts: { pages?: string[] } = {}): EditResult[] {
  const results: EditResult[] = [];
  for (const page of loadPricingLabels(folder)) {
    if (opts.pages?.length && !opts.pages.includes(page.id)) continue;
    // Decoded as the scanner decodes a fetched page with no charset in its headers (charset.ts).
    const html = decodeBody(readFileSync(page.file), null).text;
    for (const c of pageEdits(page.id, page.part, html, page.plans)) results.push(scoreEdit(c, changesBetween(c.before, c.after)));
  }
  return results;
}

export type Ratio = [number, number];

export interface EditFigures {
  edits: number;
  exact: Ratio;
  precision: Ratio;
  recall: Ratio;
  typeRight: Ratio;
  /** Edits whose truth has no pricing change where a pricing change was raised. */
  pricingRaised: number;
}

/** Exact, precision, recall and type right of a set of scored edits (each a [right, of] ratio). */
export function editFigures(rows: EditResult[]): EditFigures {
  const sum = (f: (r: EditResult) => number) => rows.reduce((s, r) => s + f(r), 0);
  return {
    edits: rows.length,
    exact: [rows.filter((r) => r.exact).length, rows.length],
    precision: [sum((r) => r.matchedRaised), sum((r) => r.raised.length)],
    recall: [sum((r) => r.found), sum((r) => r.required)],
    typeRight: [sum((r) => r.typeRight), sum((r) => r.matchedItems)],
    pricingRaised: rows.filter((r) => r.pricingRaised).length,
  };
}

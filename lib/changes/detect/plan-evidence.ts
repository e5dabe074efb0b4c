/**
 * Which copy edits show a plan-level finding (a price, a plan added or removed, a feature list), and
 * which plan findings the page's copy does not bear out. A plan finding must be seen in the page's
 * copy diff: a money amount that appeared or went, a feature line, the plan's row or column of a
 * table, a table cell read as the plan's feature. One that is not (plan cards re-read differently
 * from unchanged text) is dropped; the copy edit that shows it is folded into it (merge.ts).
 */
import { blockKey } from "./copy-blocks";
import { blocksOf, kindOf, pageOf, strings, support } from "./merge-copy";
import type { DetectedChange } from "./types";
import { normText } from "@/lib/norm-text";
import { findMoney } from "@/lib/pricing/money-parse";
import { lookupSymbol } from "@/lib/pricing/currency";
import { escapeRegExp } from "@/lib/regex-escape";

const money = (price: unknown, currency: unknown) =>
  typeof price === "number" && typeof currency === "string" ? [`${currency.toUpperCase()} ${Math.round(price * 1e6) / 1e6}`] : [];

/** Findings folded into a plan's lead change (merge.ts, one change per plan): their money is the lead's too. */
const folded = new WeakMap<DetectedChange, DetectedChange[]>();
export function noteFolded(lead: DetectedChange, finding: DetectedChange): void {
  folded.set(lead, [...(folded.get(lead) ?? []), finding]);
}

/** An annual price is a monthly equivalent: the copy may write it so, or as the year's total (twelve months). */
function annualMoney(c: DetectedChange, totals: boolean): { before: string[]; after: string[] } {
  const f = c.facts;
  const both = (p: unknown) => (typeof p === "number" ? [...money(p, f.currency), ...(totals ? yearTotals(p).flatMap((t) => money(t, f.currency)) : [])] : []);
  return { before: both(f.oldAnnualPrice), after: both(f.newAnnualPrice) };
}

/**
 * The year's totals an annual price read as a monthly amount in cents may stand for: twelve times it,
 * and the whole amount whose twelfth rounds to it ("$200/year" is read as $16.67 a month, twelve times
 * which is $200.04).
 */
function yearTotals(monthly: number): number[] {
  const whole = Math.round(monthly * 12);
  return Math.round((whole / 12) * 100) / 100 === monthly ? [...new Set([monthly * 12, whole])] : [monthly * 12];
}

/** Money of a plan-level finding as the copy diff writes it ("USD 20"), with that of the findings folded into it. */
function planMoney(c: DetectedChange): { before: string[]; after: string[] } {
  const own = ownMoney(c);
  for (const r of folded.get(c) ?? []) {
    const m = ownMoney(r);
    own.before.push(...m.before);
    own.after.push(...m.after);
  }
  return own;
}

/** `totals`: with the year's total of an annual price (what an edit may show; a re-read checks the amounts the finding states). */
function ownMoney(c: DetectedChange, totals = true): { before: string[]; after: string[] } {
  const f = c.facts;
  switch (kindOf(c)) {
    case "price_changed":
      return { before: money(f.oldPrice, f.oldCurrency), after: money(f.newPrice, f.newCurrency) };
    case "plan_added":
      return { before: [], after: money(f.price, f.currency) };
    case "plan_removed":
      return { before: money(f.price, f.currency), after: [] };
    case "annual_price_changed":
      return annualMoney(c, totals);
    default:
      return { before: [], after: [] };
  }
}


/**
 * An amount the edit took out (put in) written with a symbol that can name the plan's currency ("$"
 * for AUD, "¥" for CNY): the copy diff reads such a symbol as its most likely currency, the plan's
 * price as the page's (its language or region). Same amount, a symbol that names both: the same money.
 */
function mayName(blocks: string[], changed: Set<string>, plan: string[]): boolean {
  if (!plan.length || !changed.size) return false;
  return blocks.some((b) =>
    findMoney(b).some((t) => {
      if (!t.ambiguous || !money(t.amount, t.currency).some((m) => changed.has(m))) return false;
      const codes = lookupSymbol(t.symbol)?.codes ?? [];
      return plan.some((m) => {
        const [code, amount] = m.split(" ");
        return code !== t.currency && codes.includes(code) && Math.abs(Number(amount) - t.amount) < 1e-6;
      });
    }),
  );
}

/**
 * An edit that only inserts (plan added) or deletes (plan removed) the plan's own column of a
 * table: the header names the plan, and every row without that cell is a row of the other side.
 */
function planColumn(edit: DetectedChange, plan: DetectedChange): boolean {
  const added = kindOf(plan) === "plan_added";
  if (!added && kindOf(plan) !== "plan_removed") return false;
  const wide = strings(added ? edit.facts.blocksAfter : edit.facts.blocksBefore);
  const narrow = new Set(strings(added ? edit.facts.blocksBefore : edit.facts.blocksAfter).map(blockKey));
  const name = normText(String(plan.facts.plan ?? ""));
  const cells = (b: string) => b.split(" | ");
  const header = wide.find((b) => cells(b).some((c) => normText(c) === name));
  if (!name || !header || wide.length !== narrow.size) return false;
  const k = cells(header).findIndex((c) => normText(c) === name);
  const width = cells(header).length;
  return wide.every((b) => {
    const row = cells(b);
    if (row.length !== width) return false;
    row.splice(k, 1);
    return narrow.has(blockKey(row.join(" | ")));
  });
}

/**
 * An edit that only inserts (plan added) or deletes (plan removed) table rows labelled with the
 * plan's name: the plan's limits, part of the plan that came or went.
 */
function planRow(edit: DetectedChange, plan: DetectedChange): boolean {
  const added = kindOf(plan) === "plan_added";
  if (!added && kindOf(plan) !== "plan_removed") return false;
  const name = normText(String(plan.facts.plan ?? ""));
  const rows = strings(added ? edit.facts.blocksAfter : edit.facts.blocksBefore);
  const other = strings(added ? edit.facts.blocksBefore : edit.facts.blocksAfter);
  return !!name && rows.length > 0 && other.length === 0 && rows.every((b) => b.includes(" | ") && normText(b.split(" | ")[0]) === name);
}

/**
 * The feature lines the table rows of an edit give the plans of its columns: a row's label (a mark
 * in the plan's cell) or "label: value" (cells after the first; a row is "label | cell | cell").
 */
function rowLines(blocks: string[]): Set<string> {
  const out = new Set<string>();
  for (const b of blocks) {
    const [label, ...cells] = b.split(" | ");
    if (!cells.length) continue;
    for (const c of cells) for (const k of cellLines(label, c)) out.add(k);
  }
  return out;
}

/** Does a copy edit show the same edit as a plan-level finding? */
export function shows(edit: DetectedChange, plan: DetectedChange): boolean {
  if (planColumn(edit, plan) || planRow(edit, plan) || cellShows(edit, plan)) return true;
  // One cell of a plan × feature table is the fact of the plan it names, not of another plan listing the same line.
  if (cellOf(edit) && kindOf(plan) === "plan_features_changed") return false;
  const before = new Set(strings(edit.facts.moneyBefore));
  const after = new Set(strings(edit.facts.moneyAfter));
  const pm = planMoney(plan);
  if (pm.before.some((m) => before.has(m)) || pm.after.some((m) => after.has(m))) return true;
  if (mayName(strings(edit.facts.blocksBefore), before, pm.before) || mayName(strings(edit.facts.blocksAfter), after, pm.after)) return true;
  const keys = blocksOf(edit).map(blockKey);
  // A plan that came or went takes its feature lines with it: an edit putting in (taking out) one of them shows it.
  const side = kindOf(plan) === "plan_added" ? edit.facts.blocksAfter : kindOf(plan) === "plan_removed" ? edit.facts.blocksBefore : null;
  const lines = new Set(strings(plan.facts.features).map(blockKey).filter(Boolean));
  if (side && strings(side).some((b) => lines.has(blockKey(b)))) return true;
  // ...and the rest of its card: lines taken out (put in) under the plan's own heading, none on the other side.
  const other = kindOf(plan) === "plan_added" ? edit.facts.blocksBefore : edit.facts.blocksAfter;
  const heading = normText(String(plan.facts.plan ?? ""));
  if (side && heading && !strings(other).length && typeof edit.facts.section === "string" && normText(edit.facts.section) === heading) return true;
  const items = [...strings(plan.facts.added), ...strings(plan.facts.removed)].map(blockKey).filter(Boolean);
  const rows = rowLines(blocksOf(edit));
  if (items.some((k) => keys.includes(k) || rows.has(k))) return true;
  const name = normText(String(plan.facts.plan ?? ""));
  if (name && !/^plan \d+$/.test(name) && ["price_changed", "plan_renamed", "highlight_changed", "annual_price_changed"].includes(kindOf(plan))) {
    const re = new RegExp(`(?:^| )${escapeRegExp(name)}(?: |$)`);
    if (keys.some((b) => re.test(normText(b)))) return true;
  }
  return false;
}

/** What both versions of the pricing page say: money amounts and block texts. */
export interface PageTexts {
  before: { money: Set<string>; keys: Set<string> };
  after: { money: Set<string>; keys: Set<string> };
}

/**
 * A plan finding that only re-reads text present in both versions: its old price still on the new
 * page and its new price already on the old one, its feature lines moved but not written or
 * deleted, a plan "added" whose price and name were already there.
 */
function reread(p: DetectedChange, t: PageTexts): boolean {
  const pm = ownMoney(p, false);
  const generated = /^plan \d+$/.test(normText(String(p.facts.plan ?? "")));
  const named = (side: PageTexts["before"]) => generated || [...side.keys].some((k) => k.split(" ").join(" ").includes(normText(String(p.facts.plan ?? ""))));
  switch (kindOf(p)) {
    case "price_changed":
    case "annual_price_changed":
      return pm.before.every((m) => t.after.money.has(m)) && pm.after.every((m) => t.before.money.has(m)) && pm.before.join() !== pm.after.join();
    case "plan_added":
      return pm.after.length > 0 && pm.after.every((m) => t.before.money.has(m)) && named(t.before);
    case "plan_removed":
      return pm.before.length > 0 && pm.before.every((m) => t.after.money.has(m)) && named(t.after);
    case "plan_features_changed":
    case "add_ons_changed":
      return strings(p.facts.added).every((x) => t.before.keys.has(blockKey(x))) && strings(p.facts.removed).every((x) => t.after.keys.has(blockKey(x)));
    default:
      return false;
  }
}

/** The cell of a table a change reports (table-cells.ts): row label, column header, the cell before and after. */
function cellOf(e: DetectedChange): { row: string; column: string; before: string; after: string } | null {
  const c = e.facts.cell as { row?: unknown; column?: unknown; before?: unknown; after?: unknown } | undefined;
  return c && typeof c.row === "string" && typeof c.column === "string" && typeof c.before === "string" && typeof c.after === "string"
    ? { row: c.row, column: c.column, before: c.before, after: c.after }
    : null;
}

/** The feature lines a plan's card would show for a table cell: the row's label alone (a mark) or "label: value". */
function cellLines(row: string, value: string): string[] {
  return [row, `${row}: ${value}`].map(blockKey);
}

/** Does a table-cell change say a line of a plan's feature-list finding (the same cell read as the plan's feature)? */
function cellShows(edit: DetectedChange, plan: DetectedChange): boolean {
  const cell = cellOf(edit);
  if (!cell || kindOf(plan) !== "plan_features_changed") return false;
  // A plan × feature table: the cell is the plan's only when its column (or, plans as rows, its row) names it.
  const name = normText(String(plan.facts.plan ?? ""));
  const names = (x: string) => ` ${normText(x)} `.includes(` ${name} `);
  if (name && !/^plan \d+$/.test(name) && !names(cell.column) && !names(cell.row)) return false;
  const items = new Set([...strings(plan.facts.added), ...strings(plan.facts.removed)].map(blockKey));
  if ([...cellLines(cell.row, cell.before), ...cellLines(cell.row, cell.after), ...cellLines(cell.column, cell.before), ...cellLines(cell.column, cell.after)].some((k) => items.has(k))) return true;
  return cellWorded(cell, plan) || cellMarked(edit, cell, plan);
}

const wordSet = (s: string) => new Set(blockKey(s).split(" ").filter(Boolean));
const within = (xs: Set<string>, line: string) => {
  const words = wordSet(line);
  return xs.size > 0 && [...xs].every((w) => words.has(w));
};

/**
 * A limit cell of the plan's column whose old and new value the plan's card writes in its own words:
 * a line taken out holds the row's label and the old value, a line put in the label and the new value
 * ("Projects | 20" in the table, "20 projects" on the card). The same fact, stated twice on one page.
 */
function cellWorded(cell: { row: string; column: string; before: string; after: string }, plan: DetectedChange): boolean {
  const name = wordSet(String(plan.facts.plan ?? ""));
  if (!name.size || ![...name].every((w) => wordSet(cell.column).has(w))) return false;
  if (!/\d/.test(cell.before) || !/\d/.test(cell.after)) return false;
  const said = (value: string, lines: string[]) => lines.some((l) => within(new Set([...wordSet(cell.row), ...wordSet(value)]), l));
  return said(cell.before, strings(plan.facts.removed)) && said(cell.after, strings(plan.facts.added));
}

/**
 * A mark of the plan's column flipped (table-cells.ts: a plan gained or lost a feature) whose row the
 * plan's card names in a line it put in (or took out) the same way: "SSO | – → ✓" in the table, "SAML
 * SSO" added to the card. The same inclusion, stated twice on one page.
 */
function cellMarked(edit: DetectedChange, cell: { row: string; column: string }, plan: DetectedChange): boolean {
  const fact = edit.facts.fact as { kind?: unknown; gained?: unknown } | undefined;
  if (fact?.kind !== "plan_inclusion") return false;
  const name = wordSet(String(plan.facts.plan ?? ""));
  if (!name.size || ![...name].every((w) => wordSet(cell.column).has(w))) return false;
  const lines = strings(fact.gained === true ? plan.facts.added : plan.facts.removed);
  return lines.some((l) => within(wordSet(cell.row), l));
}

/**
 * Whether a plan's feature-list finding is said in full by table-cell changes of that plan (each cell
 * one change: a feature gained or lost, a limit changed). The plan is the cell's column header (maybe
 * with a badge beside the name) or, in a table whose rows are the plans, its row; the feature is the other.
 */
function tableInclusions(p: DetectedChange, evidence: DetectedChange[]): boolean {
  if (kindOf(p) !== "plan_features_changed" || !evidence.length) return false;
  const name = String(p.facts.plan ?? "");
  const plan = normText(name);
  const names = (x: string) => !!plan && ` ${normText(x)} `.includes(` ${plan} `);
  const said = new Set<string>();
  const inclusions = new Map<DetectedChange, string>();
  for (const e of evidence) {
    const cell = cellOf(e);
    if (!cell) return false;
    const feature = names(cell.column) ? cell.row : names(cell.row) ? cell.column : null;
    if (feature === null) return false;
    for (const k of [...cellLines(feature, cell.before), ...cellLines(feature, cell.after)]) said.add(k);
    if ((e.facts.fact as { kind?: unknown } | undefined)?.kind === "plan_inclusion") inclusions.set(e, feature);
  }
  const items = [...strings(p.facts.added), ...strings(p.facts.removed)];
  if (!items.length || !items.every((x) => said.has(blockKey(x)))) return false;
  // The changes name the plan as its card does, and the feature.
  for (const [e, feature] of inclusions) {
    const fact = e.facts.fact as { before: string; after: string; gained: boolean };
    Object.assign(e, {
      description: fact.gained ? `${name} now includes ${feature}` : `${name} no longer includes ${feature}`,
      oldContent: `${feature}: ${name} ${fact.before}`,
      newContent: `${feature}: ${name} ${fact.after}`,
    });
    e.facts.fact = { ...fact, plan: name, label: feature };
  }
  return true;
}

/** Plan findings with the copy edits that show them folded in; findings that only re-read unchanged text dropped. */
export function verifyPlans(plans: DetectedChange[], edits: DetectedChange[], texts: PageTexts | null): { plans: DetectedChange[]; edits: DetectedChange[]; hosts: Map<DetectedChange, DetectedChange> } {
  const hosts = new Map<DetectedChange, DetectedChange>();
  const kept: DetectedChange[] = [];
  for (const p of plans) {
    const evidence = edits.filter((e) => pageOf(e) === "pricing" && shows(e, p));
    // A plan's feature list read from a comparison table: the flipped cells are its facts, one change each.
    if (tableInclusions(p, evidence)) continue;
    if (!texts || evidence.length || !reread(p, texts)) {
      kept.push(p);
      for (const e of evidence) {
        if (hosts.has(e)) continue;
        hosts.set(e, p);
        // A restructure's size is the layout's (page-copy.ts, `restructured`): the plan keeps its own magnitude.
        const magnitude = p.magnitude;
        support(p, e);
        if (strings(e.facts.restructured).length) p.magnitude = magnitude;
      }
    }
  }
  // A line moved between cards that no plan finding reads as its fact re-reads the page (copy-diff.ts).
  return { plans: kept, edits: edits.filter((e) => !hosts.has(e) && e.facts.moved !== true), hosts };
}

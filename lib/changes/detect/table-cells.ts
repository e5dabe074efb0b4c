/**
 * Table cells as facts. A comparison or limits table states one fact per cell, keyed by its row
 * label (first cell) and its column header: "Hobby · RAM = 8 GB". When an edit only changes cells
 * of rows that are still there (same row label, same number of columns), each changed cell is its
 * own change — "Hobby: RAM 50 GB → 48 GB" — so two limits changed in one row are two changes, each
 * with its own before and after. Rows added or removed stay one change per row.
 */
import type { CopyEdit, PageBlock } from "./copy-blocks";
import { moneyIn, withoutFootnoteMarks } from "./copy-blocks";
import type { PageKind } from "@/lib/scan/types";
import { PAGE_LABELS, roundMagnitude, type DetectedChange } from "./types";
import { cellState, cellWords, inclusionFlip } from "./cell-marks";
import { priceOfNothing, wordingKey } from "@/lib/wording-key";
import { clip } from "@/lib/changes/detect/text-compare";

export interface CellFact {
  row: string;
  column: string | null;
  before: string;
  after: string;
  /** Money amounts of the cell on each side ("USD 20"). */
  moneyBefore: string[];
  moneyAfter: string[];
  /** A plan that gained or lost the row's feature (a row of marks and words: a comparison table's feature row). */
  inclusion: "gained" | "lost" | null;
  /** The whole rows, for the merging steps that look at blocks. */
  rowBefore: string;
  rowAfter: string;
}

/**
 * What a cell must keep for the fact to be unchanged: letters, digits, currency, %, decimal points, in
 * their one writing ("50M" = "50,000,000", "/mo" = "per month", "$0 / month" = "Free": lib/wording-key.ts).
 */
export const cellKey = (s: string) => priceOfNothing(wordingKey(withoutFootnoteMarks(s, ""))).replace(/[^\p{L}\p{N}\p{Sc}%.]+/gu, "").replace(/\.$/, "");


/** A row of a comparison table that says which plans have a feature: its cells are marks, blanks or words, no figures. */
function featureRow(cells: string[]): boolean {
  return cells.slice(1).every((c) => cellState(c) !== "value" || !/\d/.test(c));
}

/** The changed cells of a row still present on both sides (null when the rows are not comparable). */
export function changedCells(o: PageBlock, n: PageBlock, seen?: { marks: number }): CellFact[] | null {
  if (!o.cells || !n.cells || o.cells.length !== n.cells.length || o.cells.length < 2) return null;
  if (cellKey(o.cells[0]) !== cellKey(n.cells[0]) || !cellKey(n.cells[0])) return null;
  const header = n.header ?? o.header;
  const out: CellFact[] = [];
  const features = featureRow(o.cells) && featureRow(n.cells);
  for (let k = 1; k < n.cells.length; k++) {
    const [was, is] = [cellState(o.cells[k]), cellState(n.cells[k])];
    if (cellKey(o.cells[k]) === cellKey(n.cells[k]) && was === is) continue;
    // A mark where the cell read blank (an icon read since): no fact changed.
    if (seen && ((was === "blank" && (is === "yes" || is === "no")) || (is === "blank" && (was === "yes" || was === "no")))) {
      seen.marks++;
      continue;
    }
    out.push({
      row: n.cells[0],
      column: header?.[k] || null,
      before: o.cells[k],
      after: n.cells[k],
      moneyBefore: moneyIn(o.cells[k]),
      moneyAfter: moneyIn(n.cells[k]),
      inclusion: features && header?.[k] ? inclusionFlip(o.cells[k], n.cells[k]) : null,
      rowBefore: o.text,
      rowAfter: n.text,
    });
  }
  return out;
}

/**
 * The cell facts of an edit made only of paired table rows with the same label, or null when the
 * edit holds anything else (then it is reported as one edit); none when the rows differ only by
 * marks read where the old cells read blank, or by cells that state the same in other words.
 */
export function cellEdit(e: CopyEdit, a: PageBlock[], b: PageBlock[]): CellFact[] | null {
  if (!e.pairs.length || e.pairs.length !== e.before.length || e.pairs.length !== e.after.length) return null;
  const facts: CellFact[] = [];
  const seen = { marks: 0 };
  for (const [i, j] of e.pairs) {
    const cells = changedCells(a[i], b[j], seen);
    if (!cells) return null;
    facts.push(...cells);
  }
  // Only marks read where cells read blank, or cells that state the same in other words ("$0" → "Free"):
  // nothing changed. A plan that gained or lost a feature is its own change.
  if (!facts.length) return [];
  return facts.length > 1 || facts.some((f) => f.inclusion) ? facts : null;
}

/** "Hobby: RAM 50 GB → 48 GB" */
export function describeCell(f: CellFact): string {
  return `${f.row}: ${f.column ? `${f.column} ` : ""}${f.before || "–"} → ${f.after || "–"}`;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** One change for one changed cell: a plan that gained or lost a feature, a price when its money changed, else a plan limit (pricing page). */
export function cellChange(f: CellFact, page: { kind: PageKind; url: string }, context: string | null, totalWords: number): DetectedChange {
  if (f.inclusion && f.column) return inclusionChange(f, f.column, f.inclusion, page, context, totalWords);
  const money = f.moneyBefore.join() !== f.moneyAfter.join();
  const kind = money ? "price_terms_changed" : page.kind === "pricing" ? "plan_terms_changed" : "copy_changed";
  const changedWords = Math.max(words(f.before), words(f.after), 1);
  const section = context && clip(context, 60);
  const cell = (v: string) => `${f.row}: ${f.column ? `${f.column} ` : ""}${v || "–"}`;
  return {
    type: kind === "copy_changed" ? "content" : "pricing",
    description: `${PAGE_LABELS[page.kind]}${section ? ` (${section})` : ""}: ${describeCell(f)}`,
    oldContent: cell(f.before),
    newContent: cell(f.after),
    url: page.url,
    magnitude: roundMagnitude(Math.max(kind === "copy_changed" ? 0 : 0.2, changedWords / Math.max(1, totalWords))),
    facts: {
      kind,
      page: page.kind,
      section: context,
      cell: { row: f.row, column: f.column, before: f.before, after: f.after },
      changedWords,
      totalWords,
      moneyBefore: [...new Set(f.moneyBefore)].filter((m) => !f.moneyAfter.includes(m)).sort(),
      moneyAfter: [...new Set(f.moneyAfter)].filter((m) => !f.moneyBefore.includes(m)).sort(),
      blocksBefore: [f.rowBefore],
      blocksAfter: [f.rowAfter],
      headings: [],
      pairedOnly: 1,
    },
  };
}

/**
 * A plan that gained or lost a feature, read from a comparison table (plan × feature): "Pro now
 * includes SSO", its fact the cell before and after ("Not included" → "Included"). The column is
 * the plan, the row the feature.
 */
function inclusionChange(f: CellFact, plan: string, flip: "gained" | "lost", page: { kind: PageKind; url: string }, context: string | null, totalWords: number): DetectedChange {
  const changedWords = Math.max(words(f.before), words(f.after), 1);
  const [before, after] = [cellWords(f.before), cellWords(f.after)];
  const cell = (v: string) => `${f.row}: ${plan} ${v}`;
  return {
    type: "pricing",
    description: flip === "gained" ? `${plan} now includes ${f.row}` : `${plan} no longer includes ${f.row}`,
    oldContent: cell(before),
    newContent: cell(after),
    url: page.url,
    magnitude: roundMagnitude(Math.max(0.2, changedWords / Math.max(1, totalWords))),
    facts: {
      kind: "plan_terms_changed",
      fact: { kind: "plan_inclusion", plan, label: f.row, before, after, gained: flip === "gained" },
      page: page.kind,
      section: context,
      cell: { row: f.row, column: plan, before: f.before, after: f.after },
      changedWords,
      totalWords,
      moneyBefore: [],
      moneyAfter: [],
      blocksBefore: [f.rowBefore],
      blocksAfter: [f.rowAfter],
      headings: [],
      pairedOnly: 1,
    },
  };
}

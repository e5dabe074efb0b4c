/**
 * Table cells as facts. A comparison or limits table states one fact per cell, keyed by its row
 * label (first cell) and its column header: "Hobby · RAM = 8 GB". When an edit only changes cells
 * of rows that are still there (same row label, same number of columns), each changed cell is its
 * own change — "Hobby: RAM 50 GB → 48 GB" — so two limits changed in one row are two changes, each
 * with its own before and after. Rows added or removed stay one change per row.
 */
import type { CopyEdit, PageBlock } from "./copy-blocks";
import { moneyIn } from "./copy-blocks";
import type { PageKind } from "@/lib/scan/types";
import { PAGE_LABELS, roundMagnitude, type DetectedChange } from "./types";

export interface CellFact {
  row: string;
  column: string | null;
  before: string;
  after: string;
  /** Money amounts of the cell on each side ("USD 20"). */
  moneyBefore: string[];
  moneyAfter: string[];
  /** The whole rows, for the merging steps that look at blocks. */
  rowBefore: string;
  rowAfter: string;
}

/** What a cell must keep for the fact to be unchanged: letters, digits, currency, %, decimal points. */
export const cellKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}\p{Sc}%.]+/gu, "").replace(/\.$/, "");

/** The changed cells of a row still present on both sides (null when the rows are not comparable). */
export function changedCells(o: PageBlock, n: PageBlock): CellFact[] | null {
  if (!o.cells || !n.cells || o.cells.length !== n.cells.length || o.cells.length < 2) return null;
  if (cellKey(o.cells[0]) !== cellKey(n.cells[0]) || !cellKey(n.cells[0])) return null;
  const header = n.header ?? o.header;
  const out: CellFact[] = [];
  for (let k = 1; k < n.cells.length; k++) {
    if (cellKey(o.cells[k]) === cellKey(n.cells[k])) continue;
    out.push({
      row: n.cells[0],
      column: header?.[k] || null,
      before: o.cells[k],
      after: n.cells[k],
      moneyBefore: moneyIn(o.cells[k]),
      moneyAfter: moneyIn(n.cells[k]),
      rowBefore: o.text,
      rowAfter: n.text,
    });
  }
  return out;
}

/**
 * The cell facts of an edit made only of paired table rows with the same label, or null when the
 * edit holds anything else (then it is reported as one edit).
 */
export function cellEdit(e: CopyEdit, a: PageBlock[], b: PageBlock[]): CellFact[] | null {
  if (!e.pairs.length || e.pairs.length !== e.before.length || e.pairs.length !== e.after.length) return null;
  const facts: CellFact[] = [];
  for (const [i, j] of e.pairs) {
    const cells = changedCells(a[i], b[j]);
    if (!cells) return null;
    facts.push(...cells);
  }
  return facts.length > 1 ? facts : null;
}

/** "Hobby: RAM 50 GB → 48 GB" */
export function describeCell(f: CellFact): string {
  return `${f.row}: ${f.column ? `${f.column} ` : ""}${f.before || "–"} → ${f.after || "–"}`;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** One change for one changed cell: a price when its money changed, else a plan limit (pricing page). */
export function cellChange(f: CellFact, page: { kind: PageKind; url: string }, context: string | null, totalWords: number): DetectedChange {
  const money = f.moneyBefore.join() !== f.moneyAfter.join();
  const kind = money ? "price_terms_changed" : page.kind === "pricing" ? "plan_terms_changed" : "copy_changed";
  const changedWords = Math.max(words(f.before), words(f.after), 1);
  const section = context && context.length > 60 ? `${context.slice(0, 59).trimEnd()}…` : context;
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

/**
 * A plan's feature lines stated by table cells on the other version of the page. When a page moves
 * its plans from cards to a table (or back), the extractor reads the cards' lines as the plans'
 * features and the table's rows as plans without them: "5 vessels" under the Basic card becomes
 * the cell "5" of the Basic row under the column "Vessels". Such a line is no feature removed or
 * added: the page still states it. A cell states a line when the cell and the header naming it (the
 * column header for plans as rows, the row label for plans as columns) hold the line's words and
 * figures, in any order; a cell with the line's words and another figure states its old value.
 */
import { parseBlocks, type PageBlock } from "./copy-blocks";
import { cellState } from "./cell-marks";

/** The words and figures of a text, lower case, figures without grouping marks, sorted. */
const tokens = (s: string) =>
  (
    s
      .normalize("NFKC")
      .toLowerCase()
      .replace(/(\d)[\s,.'’](?=\d{3}\b)/g, "$1")
      .match(/[\p{L}\p{N}]+(?:[.,]\d+)?/gu) ?? []
  )
    .sort()
    .join(" ");

/** A text's words without its figures: what a line and the cell stating its other value share. */
const wordsOnly = (s: string) =>
  tokens(s)
    .split(" ")
    .filter((t) => !/\d/.test(t))
    .join(" ");

export interface TableStatements {
  /** Whether a table cell of the page states `line` for the plan named `plan`. */
  states(plan: string, line: string): boolean;
  /** The cell and header a table states for the plan with the words of `line` and other figures ("100 Vessels" for "150 vessels"). */
  counterpart(plan: string, line: string): string | null;
  /** Whether the table gives the plan named `plan` the feature `line` with a check mark (the line is the row's label or column's header). */
  marks(plan: string, line: string): boolean;
}

/** The statements of a page's tables, by plan (see the file comment). */
export function tableStatements(markdown: string | null | undefined): TableStatements {
  const rows = parseBlocks(markdown ?? "").filter((b): b is PageBlock & { cells: string[]; header: string[] } => b.kind === "row" && !!b.cells && !!b.header);
  const stated = new Set<string>();
  const byWords = new Map<string, string>();
  const marked = new Set<string>();
  const add = (plan: string, text: string) => {
    stated.add(`${tokens(plan)}\u0000${tokens(text)}`);
    if (/\d/.test(text)) byWords.set(`${tokens(plan)}\u0000${wordsOnly(text)}`, text);
  };
  for (const r of rows) {
    for (let k = 1; k < r.cells.length; k++) {
      if (!r.cells[k]) continue;
      if (cellState(r.cells[k]) === "yes") {
        marked.add(`${tokens(r.cells[0])}\u0000${tokens(r.header[k])}`);
        if (r.header[k]) marked.add(`${tokens(r.header[k])}\u0000${tokens(r.cells[0])}`);
      }
      // plans as rows: the row's first cell names the plan, the column header what the cell counts
      add(r.cells[0], `${r.cells[k]} ${r.header[k]}`);
      // plans as columns: the column header names the plan, the row's first cell what the cell counts
      if (r.header[k]) add(r.header[k], `${r.cells[k]} ${r.cells[0]}`);
    }
  }
  return {
    states: (plan, line) => stated.has(`${tokens(plan)}\u0000${tokens(line)}`),
    marks: (plan, line) => marked.has(`${tokens(plan)}\u0000${tokens(line)}`),
    counterpart: (plan, line) => (/\d/.test(line) ? (byWords.get(`${tokens(plan)}\u0000${wordsOnly(line)}`) ?? null) : null),
  };
}

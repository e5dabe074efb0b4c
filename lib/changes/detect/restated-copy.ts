/**
 * A copy edit that restructures figures the page keeps: prose turned into plan cards, cards turned
 * into a table, a price list put under headings. The edit changes the kinds of its blocks (one side
 * empty, or other kinds of blocks on each side: a paragraph for a heading and items, items for table
 * rows), and every figure it takes out or puts in — a money amount, a quantity with the word it
 * counts ("25 vessels", or a table cell "25" under the column "Vessels") — is stated on the other
 * version of the page, for the same thing, by a block that version alone has (the figure moved with
 * the restructure; an unchanged block stating the same figure is no evidence). "The same thing": a
 * name of one block (the heading it hangs under, a row's label, a table cell's column header) is a
 * word of the other block or one of its names. Its blocks without figures are headings and table headers. Such an edit states no
 * new fact; one that restructures and changes a few figures is kept whole, with those figures (a plan
 * finding that states them is the same edit, merge.ts). An edit that keeps its blocks' kinds (a
 * sentence reworded around the same price) is left to the copy diff.
 */
import { findMoney } from "@/lib/pricing/money-parse";
import type { CopyEdit, PageBlock } from "./copy-blocks";

/** Words of a text, lower case, of three letters or more, without the few that name nothing. */
const nameWords = (s: string) => (s.normalize("NFKC").toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !/^(the|and|for|per|with)$/.test(w));

const NUMBER = String.raw`\d+(?:[\s\u00a0\u202f.,'’]\d{3})*(?:[.,]\d+)?`;
/** A number and the word after it, not part of a money amount (those are taken out first). */
const QUANTITY = new RegExp(String.raw`(?<![\p{Sc}\d.,])(${NUMBER})\s*([\p{L}%]+)`, "gu");
const BARE = new RegExp(`^${NUMBER}$`, "u");

/** A number without its grouping marks (any CLDR grouping: "25 000", "25,000", "25.000"), decimal comma as point. */
const figure = (n: string) => n.replace(/(\d)[\s\u00a0\u202f,.'’](?=\d{3}(?!\d))/g, "$1").replace(",", ".");

/** A figure as the statements that state it (a bare table cell: with its column header or its row label), and the names of its cell. */
interface Figure {
  alts: string[];
  cell: string[];
}

/** The figures a block states (see Figure). */
function figures(x: PageBlock): Figure[] {
  const out: Figure[] = [];
  const cells = x.kind === "row" && x.cells ? x.cells : null;
  const texts = cells ? cells.slice(1).map((text, k) => ({ text, names: [...nameWords(x.header?.[k + 1] ?? ""), ...nameWords(cells[0])] })) : [{ text: x.text, names: [] as string[] }];
  for (const { text, names } of texts) {
    let rest = text;
    for (const m of findMoney(text)) {
      out.push({ alts: [`money ${m.currency} ${m.amount}`], cell: names });
      rest = rest.replace(m.raw, " ");
    }
    const counted = [...rest.matchAll(QUANTITY)].map((m) => ({ alts: [`${figure(m[1])} ${m[2].toLowerCase()}`], cell: names }));
    out.push(...counted);
    const bare = rest.trim();
    if (!counted.length && BARE.test(bare) && names.length) out.push({ alts: names.map((w) => `${figure(bare)} ${w}`), cell: names });
  }
  return out;
}

/** The names a block is about: the nearest heading it hangs under and a row's label. */
function namesOf(x: PageBlock, blocks: PageBlock[]): string[] {
  let up = x.parent !== null ? blocks[x.parent] : null;
  while (up && up.kind !== "heading") up = up.parent !== null ? blocks[up.parent] : null;
  return [...(up ? nameWords(up.text) : []), ...(x.kind === "row" && x.cells ? nameWords(x.cells[0]) : [])];
}

/** Where a figure is stated: the block, and the names of its table cell (column header and row label). */
type Statements = Map<string, Array<{ block: PageBlock; cell: string[] }>>;

function statements(blocks: PageBlock[]): Statements {
  const out: Statements = new Map();
  for (const x of blocks) for (const f of figures(x)) for (const s of f.alts) out.set(s, [...(out.get(s) ?? []), { block: x, cell: f.cell }]);
  return out;
}

/** A name of one block (a table cell's: its column header too) is a word or a name of the other. */
function sameThing(x: PageBlock, own: PageBlock[], cx: string[], y: PageBlock, other: PageBlock[], cy: string[]): boolean {
  const [nx, ny] = [[...namesOf(x, own), ...cx], [...namesOf(y, other), ...cy]];
  const [wx, wy] = [new Set([...nameWords(x.text), ...nx]), new Set([...nameWords(y.text), ...ny])];
  return ny.some((w) => wx.has(w)) || nx.some((w) => wy.has(w));
}

/** A figure of block `x` (of version `own`) stated for the same thing by a block that only the other version has. */
function statedFor(x: PageBlock, own: PageBlock[], f: Figure, other: PageBlock[], said: Statements, kept: Set<string>): boolean {
  return f.alts.some((s) => (said.get(s) ?? []).some((y) => !kept.has(y.block.key) && sameThing(x, own, f.cell, y.block, other, y.cell)));
}

/** A table's header row, read as a paragraph of its cells. */
const isTableHeader = (x: PageBlock, blocks: PageBlock[]) => blocks.some((r) => r.kind === "row" && r.header?.filter(Boolean).join(" | ") === x.text);

const kinds = (xs: PageBlock[]) => [...new Set(xs.map((x) => x.kind))].sort().join();

/**
 * The figures of a restructuring edit (see the file comment) that the other version does not state
 * for the same thing, or null when the edit is no restructure (its blocks keep their kinds, a block
 * other than a heading or table header states no figure, or it states none at all).
 */
export function unrestatedFigures(e: CopyEdit, a: PageBlock[], b: PageBlock[]): string[] | null {
  if (e.before.length && e.after.length && kinds(e.before) === kinds(e.after)) return null;
  let count = 0;
  const left: string[] = [];
  const side = (xs: PageBlock[], own: PageBlock[], other: PageBlock[]) => {
    let said: Statements | null = null;
    const kept = new Set(own.map((y) => y.key));
    return xs.every((x) => {
      const fs = figures(x);
      count += fs.length;
      if (!fs.length) return x.kind === "heading" || isTableHeader(x, own);
      for (const f of fs) if (!statedFor(x, own, f, other, (said ??= statements(other)), kept)) left.push(f.alts[0]);
      return true;
    });
  };
  return side(e.before, a, b) && side(e.after, b, a) && count > 0 ? left : null;
}

/** The figures a text states, as restructuring edits name them ("money USD 18", "15 seats"). */
export function figuresIn(text: string): string[] {
  return figures({ text, kind: "para" } as PageBlock).map((f) => f.alts[0]);
}

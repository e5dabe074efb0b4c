/**
 * A copy edit that restructures figures the page keeps: prose turned into plan cards, cards turned
 * into a table, a price list put under headings. The edit changes the kinds of its blocks (one side
 * empty, or other kinds of blocks on each side: a paragraph for a heading and items, items for table
 * rows), and every figure it takes out or puts in — a money amount, a quantity with the word it
 * counts ("25 vessels", or a table cell "25" under the column "Vessels") — is stated on the other
 * version of the page, for the same thing, by a block that version alone has (the figure moved with
 * the restructure; an unchanged block stating the same figure is no evidence). "The same thing": a
 * name of one block (the heading it hangs under, a row's label) is a word of the other block or one
 * of its names. Its blocks without figures are headings and table headers. Such an edit states no
 * new fact. An edit that keeps its blocks' kinds (a sentence reworded around the same price) is
 * left to the copy diff.
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

/** The figures a block states, each as the statements that state it (a bare table cell: with its column header or its row label). */
function figures(x: PageBlock): string[][] {
  const out: string[][] = [];
  const cells = x.kind === "row" && x.cells ? x.cells : null;
  const texts = cells ? cells.slice(1).map((text, k) => ({ text, names: [...nameWords(x.header?.[k + 1] ?? ""), ...nameWords(cells[0])] })) : [{ text: x.text, names: [] as string[] }];
  for (const { text, names } of texts) {
    let rest = text;
    for (const m of findMoney(text)) {
      out.push([`money ${m.currency} ${m.amount}`]);
      rest = rest.replace(m.raw, " ");
    }
    const counted = [...rest.matchAll(QUANTITY)].map((m) => [`${figure(m[1])} ${m[2].toLowerCase()}`]);
    out.push(...counted);
    const bare = rest.trim();
    if (!counted.length && BARE.test(bare) && names.length) out.push(names.map((w) => `${figure(bare)} ${w}`));
  }
  return out;
}

/** The names a block is about: the nearest heading it hangs under and a row's label. */
function namesOf(x: PageBlock, blocks: PageBlock[]): string[] {
  let up = x.parent !== null ? blocks[x.parent] : null;
  while (up && up.kind !== "heading") up = up.parent !== null ? blocks[up.parent] : null;
  return [...(up ? nameWords(up.text) : []), ...(x.kind === "row" && x.cells ? nameWords(x.cells[0]) : [])];
}

type Statements = Map<string, PageBlock[]>;

function statements(blocks: PageBlock[]): Statements {
  const out: Statements = new Map();
  for (const x of blocks) for (const alts of figures(x)) for (const s of alts) out.set(s, [...(out.get(s) ?? []), x]);
  return out;
}

/** A name of one block is a word or a name of the other. */
function sameThing(x: PageBlock, own: PageBlock[], y: PageBlock, other: PageBlock[]): boolean {
  const [nx, ny] = [namesOf(x, own), namesOf(y, other)];
  const [wx, wy] = [new Set([...nameWords(x.text), ...nx]), new Set([...nameWords(y.text), ...ny])];
  return ny.some((w) => wx.has(w)) || nx.some((w) => wy.has(w));
}

/** A figure of block `x` (of version `own`) stated for the same thing by a block that only the other version has. */
function statedFor(x: PageBlock, own: PageBlock[], alts: string[], other: PageBlock[], said: Statements, kept: Set<string>): boolean {
  return alts.some((s) => (said.get(s) ?? []).some((y) => !kept.has(y.key) && sameThing(x, own, y, other)));
}

/** A table's header row, read as a paragraph of its cells. */
const isTableHeader = (x: PageBlock, blocks: PageBlock[]) => blocks.some((r) => r.kind === "row" && r.header?.filter(Boolean).join(" | ") === x.text);

const kinds = (xs: PageBlock[]) => [...new Set(xs.map((x) => x.kind))].sort().join();

/** Whether the edit only restructures figures both versions state (see the file comment). */
export function restatesFigures(e: CopyEdit, a: PageBlock[], b: PageBlock[]): boolean {
  if (e.before.length && e.after.length && kinds(e.before) === kinds(e.after)) return false;
  let count = 0;
  const side = (xs: PageBlock[], own: PageBlock[], other: PageBlock[]) => {
    let said: Statements | null = null;
    const kept = new Set(own.map((y) => y.key));
    return xs.every((x) => {
      const fs = figures(x);
      count += fs.length;
      if (!fs.length) return x.kind === "heading" || isTableHeader(x, own);
      return fs.every((alts) => statedFor(x, own, alts, other, (said ??= statements(other)), kept));
    });
  };
  return side(e.before, a, b) && side(e.after, b, a) && count > 0;
}

/**
 * Markdown of a page as a tree of copy blocks: headings, paragraphs, list items and table rows,
 * each with its parent (a paragraph hangs under the nearest heading above it, a list item or table
 * row under the block that introduces it, an item of a sub-list under the item above it), table
 * rows with their header cells, and the money amounts each block states. Change detection diffs
 * these blocks and groups the edits by where they sit, so one edit of a page is one change.
 */

import { markSignature } from "./cell-marks";
import { findMoney } from "@/lib/pricing/money-parse";
import { wordingKey } from "@/lib/wording-key";
import { memoByText } from "@/lib/text-memo";

export type BlockKind = "heading" | "para" | "item" | "row";

export interface PageBlock {
  index: number;
  kind: BlockKind;
  /** Heading level 1-6 (headings only). */
  level: number;
  /** Display text, markup removed. */
  text: string;
  /** Normalised text: what two versions must share for the block to be unchanged. */
  key: string;
  /** The key of the text in its one writing: periods, amounts, "&" and compact figures written one way ("/mo" and "per month", "$5" and "5 USD", "1K" and "1,000" alike: lib/wording-key.ts). */
  restatedKey: string;
  words: string[];
  /** The block it hangs under: a heading's parent heading; an item's or row's lead-in (a sub-list's item: the item above it); else its heading. */
  parent: number | null;
  /** Table rows: the cells, and the header row's cells when the table has one. */
  cells?: string[];
  header?: string[];
  /** Money amounts written in the block, normalised ("USD 0.08"). */
  money: string[];
}

/** A table's header row, read as the line its rows hang under: it names the table's columns. */
export const headsTable = (blocks: PageBlock[], b: PageBlock): boolean => blocks[b.index + 1]?.kind === "row" && blocks[b.index + 1].parent === b.index && !!blocks[b.index + 1].header;

/** Superscript digits after a figure or a word of three letters or more: a footnote mark ("$19¹", "seats²"), not a figure ("m²" keeps its). */
const FOOTNOTE_MARKS = /(?<=[\p{N}\p{Sc})]|\p{L}{3})[\u00b9\u00b2\u00b3\u2070-\u2079]+/gu;
const SUPERSCRIPT = /[\u00b9\u00b2\u00b3\u2070-\u2079]/u;

/** A text with its footnote marks replaced by `by` (the lookbehind is slow: tried only when a superscript digit is there). */
export const withoutFootnoteMarks = (s: string, by: string) => (SUPERSCRIPT.test(s) ? s.replace(FOOTNOTE_MARKS, by) : s);

/**
 * Lower-case, accents, markup and punctuation dropped; keeps currency signs and %. Remembered for the
 * last texts asked about: the two versions of a page share most of their blocks.
 */
export const blockKey: (s: string) => string = memoByText(8192, (s) =>
  withoutFootnoteMarks(s, " ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/(\d)[,'’](?=\d{3}\b)/g, "$1")
    .replace(/[^\p{L}\p{N}\p{Sc}%.]+/gu, " ")
    .replace(/(?<!\d)\.|\.(?!\d)/g, " ")
    .replace(/\s+/g, " ")
    .trim(),
);

export function cleanText(s: string): string {
  return s
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[*_`\\]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Money amounts in a text, normalised as "USD 0.08" (order kept, duplicates kept): read by the
 * product's price parser (lib/pricing's findMoney: currency symbols, codes and words from CLDR, any
 * locale's grouping and decimal marks), so "99 zł", "Kč 250" and "1.234,50 €" are money as "$5" is.
 */
export function moneyIn(text: string): string[] {
  return findMoney(text).map((m) => moneyKey(m.currency, m.amount));
}

/** An amount as blocks write it: "USD 0.08". */
export const moneyKey = (currency: string, amount: number) => `${currency} ${Math.round(amount * 1e6) / 1e6}`;

/** A block that is one amount and at most its currency's code or symbol ("$53.99", "49 EUR"). */
export const amountOnly = (blk: PageBlock) => blk.money.length === 1 && blk.words.filter((w) => /\p{L}/u.test(w)).length <= 1 && blk.text.replace(/[\s\p{N}.,]/gu, "").length <= 4;

/**
 * The block a block's group hangs under: its parent, except a list item it is a sub-item of that the
 * same edit changed (`changed`: the edit's indices on that side; "Outbound data transfer:" over "100 GB
 * North America & Europe"): the sub-items say what that item now states, so they go with the item.
 */
export function hangsUnder(blocks: PageBlock[], x: PageBlock, changed: Set<number>): number | null {
  let p = x.parent;
  while (p !== null && blocks[p].kind === "item" && changed.has(p)) p = blocks[p].parent;
  return p;
}

const OWN_BLOCK = /^(#{1,6}\s|[-*+]\s|\d+[.)]\s|>|\|)/;
/** The markdown mark a heading, list item or quote starts with: never the figure a paragraph starts with ("12.99€"). */
export const LEAD_MARK = /^(?:(?:#{1,6}|[-*+]|\d+[.)])\s+|>\s*)/;

function splitRow(line: string): string[] {
  return line
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((c) => cleanText(c));
}

interface OpenItem {
  indent: number;
  index: number;
}

/** Drops the open list items not above an item indented by `indent`: the one left last is the item's parent (a sub-list's). */
function itemAbove(open: OpenItem[], indent: number): number | null {
  while (open.length && open[open.length - 1].indent >= indent) open.pop();
  return open.length ? open[open.length - 1].index : null;
}

/**
 * A block's key and restatedKey; a row's check marks and crosses by position (symbols the key drops,
 * facts of the row: cell-marks.ts) are part of both. Empty when the block has no words.
 */
function keysOf(kind: BlockKind, text: string, cells?: string[]): { key: string; restatedKey: string } {
  const words = blockKey(text);
  if (!words) return { key: "", restatedKey: "" };
  const marks = kind === "row" ? markSignature(cells ?? []) : "";
  const restated = blockKey(wordingKey(text));
  return { key: marks ? `${words} ${marks}` : words, restatedKey: marks ? `${restated} ${marks}` : restated };
}

/** Parses markdown into blocks with their parents (see the file comment). */
export function parseBlocks(markdown: string): PageBlock[] {
  const blocks: PageBlock[] = [];
  const headings: Array<{ level: number; index: number }> = [];
  let lead: number | null = null; // the block that introduces the following items / rows
  let header: string[] | undefined;
  let inTable = false;
  let para: string[] = [];
  let open: OpenItem[] = []; // the list items above the next one (a more indented item is part of the one above it)

  const push = (kind: BlockKind, raw: string, level = 0, cells?: string[], indent = 0): void => {
    const text = cleanText(kind === "row" ? (cells ?? []).filter(Boolean).join(" | ") : raw.replace(LEAD_MARK, ""));
    const { key, restatedKey } = keysOf(kind, text, cells);
    if (!key) return;
    const section = headings.length ? headings[headings.length - 1].index : null;
    let parent: number | null = section;
    if (kind === "heading") {
      while (headings.length && headings[headings.length - 1].level >= level) headings.pop();
      parent = headings.length ? headings[headings.length - 1].index : null;
    } else if (kind === "item" || kind === "row") parent = (kind === "item" ? itemAbove(open, indent) : null) ?? lead ?? section;
    const block: PageBlock = { index: blocks.length, kind, level, text, key, restatedKey, words: key.split(" "), parent, money: moneyIn(text) };
    if (kind === "row") {
      block.cells = cells;
      if (header && header.length === cells?.length) block.header = header;
    }
    blocks.push(block);
    open = kind === "item" ? [...open, { indent, index: block.index }] : [];
    if (kind === "heading") {
      headings.push({ level, index: block.index });
      lead = block.index;
    } else if (kind === "para") lead = block.index;
  };
  const flush = () => {
    if (para.length) push("para", para.join(" "));
    para = [];
  };

  const lines = (markdown ?? "").replace(/\r\n?/g, "\n").split("\n");
  let inCode = false;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trim();
    // Code and configuration examples (<pre> blocks, rendered as fences) are not copy.
    if (/^```/.test(t)) inCode = !inCode;
    if (!t || inCode || /^```/.test(t)) {
      flush();
      inTable = false;
      continue;
    }
    if (/^\|/.test(t)) {
      flush();
      const cells = splitRow(t);
      if (cells.every((c) => /^:?-{2,}:?$/.test(c) || c === "")) continue; // separator row
      const next = lines[i + 1]?.trim() ?? "";
      if (!inTable && /^\|\s*:?-{2,}/.test(next)) {
        // A header row: names the columns of the rows below; it is copy too, under the lead-in.
        header = cells;
        inTable = true;
        if (cells.some(Boolean)) push("para", cells.filter(Boolean).join(" | "));
        continue;
      }
      if (!inTable) header = undefined;
      inTable = true;
      push("row", t, 0, cells);
      continue;
    }
    inTable = false;
    const h = /^(#{1,6})\s/.exec(t);
    if (h) {
      flush();
      push("heading", t, h[1].length);
    } else if (OWN_BLOCK.test(t)) {
      flush();
      push(/^>/.test(t) ? "para" : "item", t, 0, undefined, lines[i].length - lines[i].trimStart().length);
    } else para.push(t);
  }
  flush();
  return blocks;
}

/** One edit of a page's copy: the blocks it replaced and those it put in their place. */
export interface CopyEdit {
  before: PageBlock[];
  after: PageBlock[];
  /** Paired blocks (old index, new index). */
  pairs: Array<[number, number]>;
  changedWords: number;
  /**
   * A group of an edit that states its own prices (priced-groups.ts), reported as a "priced_item" fact:
   * "changed" when it brings or takes away an amount of the page, "restated" when its amounts are all
   * on both versions of the page (terms about prices that stand: billing terms, medium).
   */
  priced?: "changed" | "restated";
  /**
   * A group of an edit whose listed limits changed (quantity-groups.ts), reported as a "plan_limit"
   * fact named by what the group hangs under (its lead-in and the heading above; "" when unnamed).
   */
  limits?: string;
  /**
   * Every block of the edit is a line moved to or from another card or section, its twin standing
   * there (copy-diff.ts): evidence for a plan's feature finding, no change of its own.
   */
  moved?: boolean;
}

/**
 * Noise immunity across fetches. What differs between two fetches of the same page a few seconds
 * apart (a testimonial that rotates on every load, a counter, a "3 people viewing" line) is
 * volatile: it is learnt from a confirmation fetch, remembered per competitor (in the snapshot's
 * metadata, carried from scan to scan) and masked out of the copy before the detectors compare two
 * snapshots.
 *
 * A volatile spot is the section it sits in (the nearest heading above it) when the varying blocks
 * make up at least half of a small section's copy (a testimonial, a "live" panel), else the exact
 * varying lines, so a large section (the plans) is never hidden for one varying line. The heading
 * itself is never masked, so a section added, removed or renamed is still seen.
 */
import type { CopyPage, VolatileSpot } from "@/lib/scan/types";
import type { SnapshotLike } from "./types";
import { blockKey, type PageBlock } from "./copy-blocks";
import { diffPageCopy } from "./copy-diff";

/** How many spots a competitor remembers (newest kept). */
const MAX_SPOTS = 40;
/** Largest section (non-heading blocks) masked as a whole. */
export const MAX_SECTION_BLOCKS = 8;

/** Where the copy of each compared page is kept in the extracted data. */
export const FIELD: Record<CopyPage, "markdown" | "pricingMarkdown" | "featuresMarkdown"> = { home: "markdown", pricing: "pricingMarkdown", features: "featuresMarkdown" };
/** The compared pages, in FIELD's order. */
export const COPY_PAGES = Object.keys(FIELD) as CopyPage[];

export const lineText = (line: string) => blockKey(line.replace(/^(#{1,6}|[-*+]|\d+[.)]|>)\s*/, ""));

/** Each line of the markdown with the keys of the headings it sits under (innermost last). */
function linesWithSections(markdown: string): Array<{ line: string; heading: boolean; under: string[] }> {
  const stack: Array<{ level: number; key: string }> = [];
  return markdown.split("\n").map((line) => {
    const h = /^\s*(#{1,6})\s+(.*)$/.exec(line);
    if (h) {
      while (stack.length && stack[stack.length - 1].level >= h[1].length) stack.pop();
      const under = stack.map((s) => s.key);
      stack.push({ level: h[1].length, key: blockKey(h[2]) });
      return { line, heading: true, under };
    }
    return { line, heading: false, under: stack.map((s) => s.key) };
  });
}

/** The copy lines (non-blank, not headings) right under each heading (not its subsections'), by heading key. */
export function sectionLines(markdown: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const { line, heading, under } of linesWithSections(markdown)) {
    if (heading || !line.trim() || !under.length) continue;
    const key = under[under.length - 1];
    out.set(key, [...(out.get(key) ?? []), line]);
  }
  return out;
}

/** The markdown without its volatile spots. */
export function maskMarkdown(markdown: string, spots: VolatileSpot[]): string {
  if (!spots.length || !markdown) return markdown;
  const sections = new Set(spots.filter((s) => s.section).map((s) => s.section!));
  const keys = new Set(spots.flatMap((s) => s.keys));
  return linesWithSections(markdown)
    .filter(({ line, heading, under }) => heading || !line.trim() || (!under.some((k) => sections.has(k)) && !keys.has(lineText(line))))
    .map((l) => l.line)
    .join("\n");
}

/** The snapshot with its copy masked (the original is not changed). */
export function maskSnapshot(s: SnapshotLike, spots: VolatileSpot[]): SnapshotLike {
  if (!spots.length) return s;
  const data = { ...s.extractedData };
  for (const page of COPY_PAGES) {
    const mine = spots.filter((x) => x.page === page);
    const field = FIELD[page];
    if (mine.length && typeof data[field] === "string") data[field] = maskMarkdown(data[field], mine);
  }
  return { ...s, extractedData: data };
}

/** The nearest heading above a block (the block's own section). */
function sectionOf(blocks: PageBlock[], blk: PageBlock): PageBlock | null {
  let p = blk.parent;
  while (p !== null && blocks[p].kind !== "heading") p = blocks[p].parent;
  return p === null ? null : blocks[p];
}

/** Non-heading blocks under a heading (its subsections included). */
function sectionSize(blocks: PageBlock[], heading: PageBlock): number {
  let n = 0;
  for (const b of blocks) {
    if (b.kind === "heading") continue;
    for (let s = sectionOf(blocks, b); s; s = sectionOf(blocks, s)) {
      if (s.index === heading.index) {
        n++;
        break;
      }
    }
  }
  return n;
}

/** What varied between two fetches of the same pages (see the file comment). */
export function volatileBetween(first: SnapshotLike, second: SnapshotLike): VolatileSpot[] {
  const out: VolatileSpot[] = [];
  for (const page of COPY_PAGES) {
    const a = first.extractedData[FIELD[page]] ?? "";
    const b = second.extractedData[FIELD[page]] ?? "";
    if (!a.trim() || !b.trim() || a === b) continue;
    const { edits, a: blocksA, b: blocksB } = diffPageCopy(a, b);
    for (const e of edits) {
      const changed = [...e.before, ...e.after].filter((x) => x.kind !== "heading");
      // The section on the side that has copy in it (the first fetch's, else the second's).
      const side = e.before.some((x) => x.kind !== "heading") ? { blocks: blocksA, mine: e.before } : { blocks: blocksB, mine: e.after };
      const anchor = side.mine.find((x) => x.kind !== "heading") ?? null;
      const section = anchor ? sectionOf(side.blocks, anchor) : null;
      const size = section ? sectionSize(side.blocks, section) : 0;
      const spot: VolatileSpot = section && size <= MAX_SECTION_BLOCKS && side.mine.length * 2 >= size ? { page, section: section.key, keys: [] } : { page, section: null, keys: [...new Set(changed.map((x) => x.key))] };
      if (spot.section || spot.keys.length) out.push(spot);
    }
  }
  return rememberVolatile([], out);
}

/** Remembered spots plus new ones, without duplicates, newest kept. */
export function rememberVolatile(known: VolatileSpot[] | undefined, seen: VolatileSpot[]): VolatileSpot[] {
  const all = [...(known ?? []), ...seen];
  const id = (s: VolatileSpot) => `${s.page}|${s.section ?? ""}|${[...s.keys].sort().join("|")}`;
  const byId = new Map<string, VolatileSpot>();
  for (const s of all) {
    byId.delete(id(s));
    byId.set(id(s), s);
  }
  return [...byId.values()].slice(-MAX_SPOTS);
}

/** Pages whose masked-out copy differs between two snapshots (their screenshots may differ for it). */
export function volatilePagesChanged(prev: SnapshotLike, next: SnapshotLike, spots: VolatileSpot[]): CopyPage[] {
  const out: CopyPage[] = [];
  for (const page of COPY_PAGES) {
    const mine = spots.filter((s) => s.page === page);
    if (!mine.length) continue;
    const hidden = (s: SnapshotLike) => {
      const md = s.extractedData[FIELD[page]] ?? "";
      const kept = new Set(maskMarkdown(md, mine).split("\n"));
      return md.split("\n").filter((l) => l.trim() && !kept.has(l)).join("\n");
    };
    if (hidden(prev) !== hidden(next)) out.push(page);
  }
  return out;
}

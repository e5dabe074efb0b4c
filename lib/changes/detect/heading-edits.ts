/**
 * Headings edited in place (page-copy.ts): a section heading replaced by another at the same place
 * whose section keeps its facts is one edit of that heading, so rewording that keeps every fact goes
 * through the rewording rules instead of reading as a section removed and another added.
 */
import { lcsLength } from "@/lib/changes/detect/text-compare";
import { amountOnly, type PageBlock } from "./copy-blocks";

/** Share of a block's words that rewording changes at most (the bound merge-copy's isMinor applies to an edit). */
const REWORDING_SHARE = 0.35;

/**
 * A heading taken out and another put in at the same place (same level, between the same unchanged
 * blocks) is that heading edited, even when the two share too few letters to pair, when its section
 * stays: every block under it unchanged or paired with one under the other. Only one of each at that
 * place, so sections swapped for others stay sections. A heading that is only an amount ("$53.99", a
 * toggle's price) replaced by another amount at its place is that amount changed, whatever its section
 * states: one edit, a pricing one, not a section removed and another added.
 */
export function headingsInPlace(a: PageBlock[], b: PageBlock[], removed: PageBlock[], added: PageBlock[], matched: Map<number, number>, edited: Array<[number, number]>): Array<[number, number]> {
  const paired = new Set(edited.flatMap(([i, j]) => [`o${i}`, `n${j}`]));
  const under = (blocks: PageBlock[], y: PageBlock, x: number): boolean => y.parent !== null && (y.parent === x || under(blocks, blocks[y.parent], x));
  // The section keeps its facts: each block edited under the old heading is paired with one under the
  // new, and no pair changes a figure or an amount (words with digits, money), only wording.
  const sameFacts = (x: number, y: number) =>
    edited.every(([i, j]) => {
      const inside = under(a, a[i], x);
      if (inside !== under(b, b[j], y)) return false;
      if (!inside) return true;
      const figures = (blk: PageBlock) => [...blk.words.filter((w) => /\d/.test(w)), ...blk.money].sort().join(" ");
      const longer = Math.max(a[i].words.length, b[j].words.length);
      return figures(a[i]) === figures(b[j]) && (longer - lcsLength(a[i].words, b[j].words)) / longer <= REWORDING_SHARE;
    });
  const oldOf = new Map<number, number>(); // old index → new index of unchanged blocks
  for (const [j, i] of matched) oldOf.set(i, j);
  const nearest = (from: number, step: number, blocks: PageBlock[], unchanged: (k: number) => number | undefined) => {
    for (let k = from + step; k >= 0 && k < blocks.length; k += step) if (unchanged(k) !== undefined) return unchanged(k)!;
    return -1;
  };
  const spots = (xs: PageBlock[], blocks: PageBlock[], side: string, unchanged: (k: number) => number | undefined) => {
    const stays = (x: PageBlock) => !xs.some((y) => y !== x && under(blocks, y, x.index) && !paired.has(`${side}${y.index}`));
    const m = new Map<string, number[]>();
    for (const x of xs) {
      if (x.kind !== "heading" || paired.has(`${side}${x.index}`) || !stays(x)) continue;
      const k = `${x.level} ${nearest(x.index, -1, blocks, unchanged)} ${nearest(x.index, 1, blocks, unchanged)}`;
      m.set(k, [...(m.get(k) ?? []), x.index]);
    }
    return m;
  };
  // Both sides keyed by the old indices of the unchanged blocks around them.
  const olds = spots(removed, a, "o", (k) => (oldOf.has(k) ? k : undefined));
  const news = spots(added, b, "n", (k) => matched.get(k));
  // A heading over figures or prices names what they are for (a plan, a resource): renaming it is a fact.
  const heading = (blocks: PageBlock[], k: number): number | null => {
    let p = blocks[k].parent;
    while (p !== null && blocks[p].kind !== "heading") p = blocks[p].parent;
    return p;
  };
  const plain = (blocks: PageBlock[], h: number) => blocks.every((blk, k) => heading(blocks, k) !== h || (!blk.money.length && !blk.words.some((w) => /\d/.test(w))));
  const out: Array<[number, number]> = [];
  for (const [k, is] of olds) {
    const js = news.get(k);
    if (is.length !== 1 || js?.length !== 1) continue;
    // A heading that is only an amount ("$53.99"), replaced by another amount at its place: the amount changed.
    if ((amountOnly(a[is[0]]) && amountOnly(b[js[0]])) || (sameFacts(is[0], js[0]) && plain(a, is[0]) && plain(b, js[0]))) out.push([is[0], js[0]]);
  }
  return out;
}

/**
 * The headings edited in place that join their old and new sections only when each is an edit of its
 * own (nothing outside the section hangs together with it): two edits never merge through a heading.
 * `find` gives the group of a changed block ("o3" old block 3, "n4" new block 4).
 */
export function headingsAlone(renamed: Array<[number, number]>, a: PageBlock[], b: PageBlock[], oldChanged: Set<number>, newChanged: Set<number>, find: (node: string) => string): Array<[number, number]> {
  const inside = (blocks: PageBlock[], k: number, h: number): boolean => k === h || (blocks[k].parent !== null && inside(blocks, blocks[k].parent!, h));
  return renamed.filter(([i, j]) => {
    const roots = new Set([find(`o${i}`), find(`n${j}`)]);
    return [...oldChanged].every((k) => !roots.has(find(`o${k}`)) || inside(a, k, i)) && [...newChanged].every((k) => !roots.has(find(`n${k}`)) || inside(b, k, j));
  });
}

/**
 * Copy diff of a page, grouped into edits. Blocks equal after normalisation match wherever they
 * are (markup, whitespace, case and punctuation never count; nor, for blocks left over, how a period,
 * an amount, "&" or a compact figure is written: lib/wording-key.ts), except a block matched under another
 * parent whose own parents stand on both versions: a line moved from one card to another, an edit
 * on each side marked `moved` (evidence for the plans, no change of its own); the rest are paired into edited
 * blocks or left as added / removed. Changed blocks that hang together — a block under a changed
 * heading or lead-in, neighbouring changed paragraphs or list items, a paragraph taken out and
 * another put in at the same place — form one edit; table rows are records and stay separate
 * edits. page-copy.ts turns the edits into changes.
 */
import { parseBlocks, type CopyEdit, type PageBlock } from "./copy-blocks";
import { diceSimilarity, lcsLength } from "@/lib/changes/detect/text-compare";
import { pairBySimilarity } from "@/lib/pair-by-similarity";
import { headingsAlone, headingsInPlace } from "./heading-edits";

function rowKey(b: PageBlock): string | null {
  return b.kind === "row" && b.cells?.[0] ? b.cells[0].toLowerCase() : null;
}

function similarity(x: PageBlock, y: PageBlock): number {
  if ((x.kind === "row") !== (y.kind === "row")) return 0;
  if ((x.kind === "heading") !== (y.kind === "heading")) return 0;
  if (x.kind === "row" && rowKey(x) && rowKey(x) === rowKey(y)) return 1;
  return diceSimilarity(x.key, y.key);
}

class Groups {
  private parent = new Map<string, string>();
  find(x: string): string {
    let p = this.parent.get(x) ?? x;
    if (p !== x) {
      p = this.find(p);
      this.parent.set(x, p);
    }
    return p;
  }
  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
  }
}

/**
 * A sentence taken out and another put in at the same place (after the same unchanged block, under
 * the same parent) is one edit, a replacement, even when the two share too few words to pair.
 */
function linkReplacements(a: PageBlock[], b: PageBlock[], removed: PageBlock[], added: PageBlock[], matched: Map<number, number>, groups: Groups): void {
  const anchorOld = new Set(matched.values());
  const anchorOf = (i: number, unchanged: (k: number) => number | null) => {
    for (let k = i - 1; k >= 0; k--) {
      const u = unchanged(k);
      if (u !== null) return u;
    }
    return -1;
  };
  const oldAnchor = new Map<string, number>();
  for (const x of removed) {
    if (x.kind === "row" || x.kind === "heading") continue;
    oldAnchor.set(`${anchorOf(x.index, (k) => (anchorOld.has(k) ? k : null))} ${x.parent === null ? "" : a[x.parent].key}`, x.index);
  }
  for (const y of added) {
    if (y.kind === "row" || y.kind === "heading") continue;
    const i = oldAnchor.get(`${anchorOf(y.index, (k) => matched.get(k) ?? null)} ${y.parent === null ? "" : b[y.parent].key}`);
    if (i !== undefined) groups.union(`o${i}`, `n${y.index}`);
  }
}

/**
 * Blocks matched to their twin under another parent, both parents standing unchanged on both
 * versions: a line moved from one card (or section) to another, taken out of one and put in the
 * other. Each side is an edit of its own, never paired with its twin (pairs: new index, old index).
 */
function movedAcross(a: PageBlock[], b: PageBlock[], matched: Map<number, number>): Array<[number, number]> {
  const oldOf = (j: number | null) => (j === null ? undefined : matched.get(j));
  const newOf = new Map([...matched].map(([j, i]) => [i, j]));
  const out: Array<[number, number]> = [];
  for (const [j, i] of matched) {
    const pb = b[j].parent;
    const pa = a[i].parent;
    if (pa === null || pb === null || b[j].kind === "heading" || a[pa].key === b[pb].key) continue;
    const pbOld = oldOf(pb);
    const paNew = newOf.get(pa);
    if (pbOld !== undefined && paNew !== undefined && pbOld !== pa && paNew !== pb) out.push([j, i]);
  }
  return out;
}

/** An edit made only of moved lines (movedAcross) is marked so: evidence, not a change of its own. */
function markMoved(edits: CopyEdit[], moved: Array<[number, number]>): void {
  const movedOld = new Set(moved.map(([, i]) => i));
  const movedNew = new Set(moved.map(([j]) => j));
  for (const e of edits) if (e.before.every((x) => movedOld.has(x.index)) && e.after.every((x) => movedNew.has(x.index))) e.moved = true;
}

/**
 * A block whose only difference is how it words a period ("$5/mo" → "$5 per month", "monthly" → "a
 * month"), its conjunction ("&" → "and") or a compact figure ("1K" → "1,000") is the same block: each
 * block left unmatched on the new side takes a block left over on the old side with the same
 * restatedKey (lib/wording-key.ts), one under the same parent first. Runs after the exact matching,
 * so a restated block never draws a block away from its exact twin. `pool` and `added` are updated.
 */
function matchRestated(a: PageBlock[], b: PageBlock[], pool: Map<string, number[]>, matched: Map<number, number>, added: PageBlock[]): void {
  const left = new Map<string, number[]>();
  for (const i of [...pool.values()].flat().sort((x, y) => x - y)) left.set(a[i].restatedKey, [...(left.get(a[i].restatedKey) ?? []), i]);
  const parentKey = (blocks: PageBlock[], blk: PageBlock) => (blk.parent === null ? "" : blocks[blk.parent].restatedKey);
  const taken = new Set<number>();
  for (const blk of added) {
    const olds = (left.get(blk.restatedKey) ?? []).filter((i) => !taken.has(i));
    if (!olds.length) continue;
    const i = olds.find((k) => parentKey(a, a[k]) === parentKey(b, blk)) ?? olds[0];
    taken.add(i);
    matched.set(blk.index, i);
  }
  if (!taken.size) return;
  for (const [key, olds] of pool) pool.set(key, olds.filter((i) => !taken.has(i)));
  added.splice(0, added.length, ...added.filter((blk) => !matched.has(blk.index)));
}

/**
 * Blocks of the new version matched to the same block of the old (new index → old index), the old
 * blocks left over by key (`pool`) and the new blocks with no twin (`added`). A line repeated on the
 * page ("Start 14-day trial" on every card) matches its twin under the same heading or lead-in first,
 * so a card added between two others shows as that card's edit; then any twin; then a block that
 * differs only in its wording (matchRestated).
 */
function matchBlocks(a: PageBlock[], b: PageBlock[]): { pool: Map<string, number[]>; matched: Map<number, number>; added: PageBlock[] } {
  const pool = new Map<string, number[]>();
  for (const blk of a) pool.set(blk.key, [...(pool.get(blk.key) ?? []), blk.index]);
  const added: PageBlock[] = [];
  const parentKey = (blocks: PageBlock[], blk: PageBlock) => (blk.parent === null ? "" : blocks[blk.parent].key);
  const matched = new Map<number, number>();
  for (const blk of b) {
    const hit = pool.get(blk.key);
    const same = hit ? hit.findIndex((i) => parentKey(a, a[i]) === parentKey(b, blk)) : -1;
    if (hit && same >= 0) matched.set(blk.index, hit.splice(same, 1)[0]);
  }
  for (const blk of b) {
    if (matched.has(blk.index)) continue;
    const hit = pool.get(blk.key);
    if (hit?.length) matched.set(blk.index, hit.shift()!);
    else added.push(blk);
  }
  matchRestated(a, b, pool, matched, added);
  return { pool, matched, added };
}

/** The page's edits: changed blocks grouped as described in the file comment. */
export function diffPageCopy(beforeMd: string, afterMd: string): { edits: CopyEdit[]; totalWords: number; a: PageBlock[]; b: PageBlock[] } {
  const a = parseBlocks(beforeMd);
  const b = parseBlocks(afterMd);
  const { pool, matched, added } = matchBlocks(a, b);
  const moved = movedAcross(a, b, matched);
  for (const [j] of moved) matched.delete(j);
  const left = new Set([...pool.values()].flat());
  const removed = a.filter((blk) => left.has(blk.index));
  const { pairs } = pairBySimilarity(removed, added, similarity, 0.4);
  const edited: Array<[number, number]> = pairs.map(([i, j]) => [removed[i].index, added[j].index]);
  const renamed = headingsInPlace(a, b, removed, added, matched, edited);

  const oldChanged = new Set([...removed.map((x) => x.index), ...moved.map(([, i]) => i)]);
  const newChanged = new Set([...added.map((x) => x.index), ...moved.map(([j]) => j)]);
  const groups = new Groups();
  for (const [i, j] of edited) groups.union(`o${i}`, `n${j}`);
  const link = (blocks: PageBlock[], changed: Set<number>, side: string) => {
    for (const i of changed) {
      const blk = blocks[i];
      if (blk.parent !== null && changed.has(blk.parent)) groups.union(`${side}${i}`, `${side}${blk.parent}`);
      const prev = blocks[i - 1];
      if (prev && changed.has(prev.index) && prev.parent === blk.parent && blk.kind !== "row" && prev.kind !== "row" && (prev.kind === blk.kind || blk.kind === "heading")) {
        groups.union(`${side}${i}`, `${side}${prev.index}`);
      }
    }
  };
  link(a, oldChanged, "o");
  link(b, newChanged, "n");
  linkReplacements(a, b, removed, added, matched, groups);
  for (const [i, j] of headingsAlone(renamed, a, b, oldChanged, newChanged, (n) => groups.find(n))) {
    groups.union(`o${i}`, `n${j}`);
    edited.push([i, j]);
  }

  const byRoot = new Map<string, CopyEdit>();
  const edit = (node: string) => {
    const root = groups.find(node);
    let e = byRoot.get(root);
    if (!e) byRoot.set(root, (e = { before: [], after: [], pairs: [], changedWords: 0 }));
    return e;
  };
  for (const i of [...oldChanged].sort((x, y) => x - y)) edit(`o${i}`).before.push(a[i]);
  for (const j of [...newChanged].sort((x, y) => x - y)) edit(`n${j}`).after.push(b[j]);
  for (const [i, j] of edited) edit(`o${i}`).pairs.push([i, j]);
  const edits = [...byRoot.values()];
  markMoved(edits, moved);
  for (const e of edits) {
    const pairedOld = new Set(e.pairs.map(([i]) => i));
    const pairedNew = new Set(e.pairs.map(([, j]) => j));
    let words = e.pairs.reduce((n, [i, j]) => n + Math.max(a[i].words.length, b[j].words.length) - lcsLength(a[i].words, b[j].words), 0);
    words += e.before.filter((x) => !pairedOld.has(x.index)).reduce((n, x) => n + x.words.length, 0);
    words += e.after.filter((x) => !pairedNew.has(x.index)).reduce((n, x) => n + x.words.length, 0);
    e.changedWords = words;
  }
  const position = (e: CopyEdit) => e.after[0]?.index ?? e.before[0]?.index ?? 0;
  const count = (bs: PageBlock[]) => bs.reduce((n, x) => n + x.words.length, 0);
  return {
    edits: edits.filter((e) => e.changedWords > 0).sort((x, y) => position(x) - position(y)),
    totalWords: Math.max(count(a), count(b), 1),
    a,
    b,
  };
}

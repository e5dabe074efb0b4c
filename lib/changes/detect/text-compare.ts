/** Text normalisation and set helpers shared by the detectors. */
import { itemKey, normText } from "@/lib/norm-text";
import { pairBySimilarity } from "@/lib/pair-by-similarity";

/** Display form of an item: trimmed, whitespace collapsed, stray markup removed. */
export function displayItem(s: string): string {
  return s
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`\\]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export interface SetDiff {
  added: string[];
  removed: string[];
  /** Number of distinct items on both sides. */
  unionSize: number;
  prevSize: number;
  nextSize: number;
}

/**
 * Order-insensitive comparison of two lists. Items are keyed with `key` (default itemKey);
 * duplicates and items whose key is empty are ignored. Output keeps page order.
 */
export function diffSets(prev: string[], next: string[], key: (s: string) => string = itemKey): SetDiff {
  const index = (items: string[]) => {
    const map = new Map<string, string>();
    for (const item of items) {
      const k = key(item);
      if (k && !map.has(k)) map.set(k, displayItem(item));
    }
    return map;
  };
  const a = index(prev);
  const b = index(next);
  const added = [...b].filter(([k]) => !a.has(k)).map(([, v]) => v);
  const removed = [...a].filter(([k]) => !b.has(k)).map(([, v]) => v);
  const union = new Set([...a.keys(), ...b.keys()]);
  return { added, removed, unionSize: union.size, prevSize: a.size, nextSize: b.size };
}

/**
 * The items a set diff took out and put in, paired one to one where `similarity` reaches `min` (the
 * same item reworded or renamed); `rest` is the diff without them.
 */
export function pairSides(d: SetDiff, similarity: (removed: string, added: string) => number, min: number): { pairs: Array<[string, string]>; rest: SetDiff } {
  const { pairs } = pairBySimilarity(d.removed, d.added, similarity, min);
  const gone = new Set(pairs.map(([i]) => i));
  const come = new Set(pairs.map(([, j]) => j));
  return {
    pairs: pairs.map(([i, j]) => [d.removed[i], d.added[j]]),
    rest: { ...d, removed: d.removed.filter((_, i) => !gone.has(i)), added: d.added.filter((_, j) => !come.has(j)) },
  };
}

/** A text cut to `n` characters, "…" marking the cut. */
export const clip = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);

/** "A, B, C and 2 more" */
export function listSummary(items: string[], max = 5): string {
  if (items.length <= max) return items.join(", ");
  return `${items.slice(0, max).join(", ")} and ${items.length - max} more`;
}

export function words(s: string): string[] {
  const t = normText(s);
  return t ? t.split(" ") : [];
}

/** Jaccard similarity of the word sets of two strings (0..1). */
export function wordSimilarity(a: string, b: string): number {
  const sa = new Set(words(a));
  const sb = new Set(words(b));
  if (sa.size === 0 && sb.size === 0) return 1;
  let inter = 0;
  for (const w of sa) if (sb.has(w)) inter++;
  return inter / (sa.size + sb.size - inter);
}

/** Dice coefficient of the word sets: 2·|A∩B| / (|A|+|B|); kinder than Jaccard to rewrites. */
export function diceSimilarity(a: string, b: string): number {
  const sa = new Set(words(a));
  const sb = new Set(words(b));
  if (sa.size === 0 && sb.size === 0) return 1;
  let inter = 0;
  for (const w of sa) if (sb.has(w)) inter++;
  return (2 * inter) / (sa.size + sb.size);
}

/** Length of the longest common subsequence of two word arrays (O(n·m) memory-light). */
export function lcsLength(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let prev = new Uint32Array(b.length + 1);
  let cur = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

/** Truncates long excerpts for oldContent/newContent. */
export function excerpt(s: string, max = 2000): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The words of `before` missing from `after` (gone) and of `after` missing from `before` (come), each
 * word counted (multiset difference), in their order.
 */
export function wordsChanged(before: string[], after: string[]): { gone: string[]; come: string[] } {
  const minus = (xs: string[], ys: string[]) => {
    const left = new Map<string, number>();
    for (const w of ys) left.set(w, (left.get(w) ?? 0) + 1);
    return xs.filter((w) => {
      const n = left.get(w) ?? 0;
      if (n > 0) left.set(w, n - 1);
      return n === 0;
    });
  };
  return { gone: minus(before, after), come: minus(after, before) };
}

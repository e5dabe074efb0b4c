/**
 * A plan's list (feature lines, add-ons) compared line by line: the lines that changed, cut into the
 * facts they state (see listUnits). Read from the lists' order and words only.
 */
import { diceSimilarity, type SetDiff } from "@/lib/changes/detect/text-compare";
import { pairBySimilarity } from "@/lib/pair-by-similarity";

/** A line of a plan's list that changed: taken out, put in, or the same line with a new value. */
export interface ListUnit {
  removed: string[];
  added: string[];
}

/**
 * Where each line of a list stands: the key of the nearest line above it that both versions list
 * ("" at the top). A line taken out and a line put in at the same place are one line rewritten.
 */
function places(list: string[], kept: Set<string>, key: (s: string) => string): Map<string, string> {
  const out = new Map<string, string>();
  let above = "";
  for (const line of list) {
    const k = key(line);
    if (!out.has(k)) out.set(k, above);
    if (kept.has(k)) above = k;
  }
  return out;
}

/**
 * A plan's list diff cut into its facts, each line of the list being one inclusion or limit (issue
 * 22: one change per fact). Lines taken out and put in at the same place of the list (between the
 * same lines both versions keep) are those lines rewritten: one taken out and one put in are one line
 * with a new value; more on either side (a line cut in two, or two joined) stay together. The lines left
 * are paired when they share at least half their words ("5 projects" → "10 projects", the line moved
 * too); every other line is a fact of its own.
 */
export function listUnits(d: SetDiff, before: string[], after: string[], key: (s: string) => string): ListUnit[] {
  const kept = new Set(before.map(key).filter((k) => after.some((x) => key(x) === k)));
  const [was, is] = [places(before, kept, key), places(after, kept, key)];
  const units: ListUnit[] = [];
  const used = new Set<string>();
  // A line whose place is not known (its key is not the list's) is grouped with none.
  for (const place of new Set(d.removed.map((r) => was.get(key(r))).filter((p) => p !== undefined))) {
    const removed = d.removed.filter((r) => was.get(key(r)) === place);
    const added = d.added.filter((a) => is.get(key(a)) === place);
    if (!added.length) continue;
    if (removed.length === added.length) removed.forEach((r, k) => units.push({ removed: [r], added: [added[k]] }));
    else units.push({ removed, added });
    for (const x of [...removed, ...added]) used.add(x);
  }
  const removed = d.removed.filter((r) => !used.has(r));
  const added = d.added.filter((a) => !used.has(a));
  const like = pairBySimilarity(removed, added, diceSimilarity, 0.5);
  return [
    ...units,
    ...like.pairs.map(([i, j]) => ({ removed: [removed[i]], added: [added[j]] })),
    ...like.rightRest.map((j) => ({ removed: [], added: [added[j]] })),
    ...like.leftRest.map((i) => ({ removed: [removed[i]], added: [] })),
  ];
}

/**
 * A rewrite itemised by where its prices sit (issue 22: one change per fact). The blocks of one copy
 * edit are grouped by the block they hang under (a sub-heading, a lead-in, a table's introduction):
 * a paired block by its new parent, a block taken out by its old one. When two or more groups each
 * change the money amounts they state (an amount comes, goes or is replaced), each such group is a
 * change of its own — "Performance blocks: $144/year …" apart from "Shared blocks: $36/year …" — and
 * the edit's other blocks stay one change. An edit with at most one priced group is left whole, so a
 * price and the sentence around it stay together. A group taken out whole whose amounts all still
 * stand elsewhere on the page (a notice or explanation of prices that remain) is no priced group, and
 * one whose amounts are all on both versions restates prices (a billing term, medium) rather than
 * changing one (a price term, high). Each group's change is a fact of its own type, "priced_item" (an
 * offer, package or option priced in prose), so thumbs on it teach only that type.
 */
import { hangsUnder, type CopyEdit, type PageBlock } from "./copy-blocks";
import { changedWords } from "./rate-facts";

export interface Group {
  /** The block the group hangs under: "n<index>" on the new version, "o<index>" on the old. */
  key: string;
  before: PageBlock[];
  after: PageBlock[];
  pairs: Array<[number, number]>;
}

const amounts = (xs: PageBlock[]) => xs.flatMap((x) => x.money).sort().join(" ");
const byIndex = (x: PageBlock, y: PageBlock) => x.index - y.index;
const hasCopy = (xs: PageBlock[]) => xs.some((x) => x.kind !== "heading");

export function asEdit(before: PageBlock[], after: PageBlock[], pairs: Array<[number, number]>): CopyEdit {
  return { before: before.sort(byIndex), after: after.sort(byIndex), pairs, changedWords: changedWords(before, after, pairs) };
}

/** The blocks of an edit grouped by the block they hang under (headings of the edit left out). */
export function groupsOf(e: CopyEdit, a: PageBlock[], b: PageBlock[]): Group[] {
  const groups = new Map<string, Group>();
  const group = (key: string) => {
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, before: [], after: [], pairs: [] }));
    return g;
  };
  const pairedOld = new Set(e.pairs.map(([i]) => i));
  const pairedNew = new Set(e.pairs.map(([, j]) => j));
  const oldIn = new Set(e.before.map((x) => x.index));
  const newIn = new Set(e.after.map((x) => x.index));
  for (const [i, j] of e.pairs) {
    const g = group(`n${hangsUnder(b, b[j], newIn)}`);
    g.before.push(a[i]);
    g.after.push(b[j]);
    g.pairs.push([i, j]);
  }
  for (const x of e.before) if (!pairedOld.has(x.index) && x.kind !== "heading") group(`o${hangsUnder(a, x, oldIn)}`).before.push(x);
  for (const x of e.after) if (!pairedNew.has(x.index) && x.kind !== "heading") group(`n${hangsUnder(b, x, newIn)}`).after.push(x);
  return [...groups.values()];
}

/** The edit's headings and the blocks of the groups left: the rest of the edit, or null when it holds no copy. */
export function restOf(e: CopyEdit, rest: Group[]): CopyEdit | null {
  // Headings of the edit (a section heading that came or went) stay with the rest of its copy.
  const before = [...e.before.filter((x) => x.kind === "heading"), ...rest.flatMap((g) => g.before)];
  const after = [...e.after.filter((x) => x.kind === "heading"), ...rest.flatMap((g) => g.after)];
  if (!hasCopy([...before, ...after])) return null;
  const left = asEdit(before, after, rest.flatMap((g) => g.pairs));
  return left.changedWords > 0 ? left : null;
}

/**
 * The blocks taken out and put in restate prices rather than change one: every amount put in was on
 * the old version of the page and every amount taken out is still on the new one.
 */
export function restatesAmounts(before: PageBlock[], after: PageBlock[], a: PageBlock[], b: PageBlock[]): boolean {
  const pageA = new Set(a.flatMap((x) => x.money));
  const pageB = new Set(b.flatMap((x) => x.money));
  return after.every((x) => x.money.every((m) => pageA.has(m))) && before.every((x) => x.money.every((m) => pageB.has(m)));
}

/** The edit split into one edit per priced group plus one for the rest, or null when it stays whole. */
export function splitPricedGroups(e: CopyEdit, a: PageBlock[], b: PageBlock[]): CopyEdit[] | null {
  const groups = groupsOf(e, a, b);
  const changing = groups.filter((g) => amounts(g.before) !== amounts(g.after));
  // Most edits change the amounts of one group or none: the pages' amounts are only read past this.
  if (changing.length < 2) return null;
  const pageB = new Set(b.flatMap((x) => x.money));
  // A group taken out whole while every amount it stated is still on the page (a notice or an
  // explanation of prices that stand) says no price went: it stays with the rest.
  const explained = (g: Group) => !g.after.length && g.before.every((x) => x.money.every((m) => pageB.has(m)));
  const priced = changing.filter((g) => !explained(g));
  if (priced.length < 2) return null;
  const rest = groups.filter((g) => !priced.includes(g));
  // A group whose amounts are all on both versions of the page restates prices rather than changing one.
  const out: CopyEdit[] = priced.map((g) => ({ ...asEdit(g.before, g.after, g.pairs), priced: restatesAmounts(g.before, g.after, a, b) ? "restated" : "changed" }));
  const left = restOf(e, rest);
  return left ? [...out, left] : out;
}

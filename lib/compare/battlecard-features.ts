/**
 * Where they are stronger and weaker: the features and integrations one side lists and the other
 * does not. Names are matched loosely (case, punctuation, plurals, and a name
 * whose words are mostly inside the other's: "Time tracking" ~ "Time tracking & reports").
 */
import { claim, joinNames, present, snapshotSource, type BattlecardInput, type Side } from "./battlecard-input";
import type { Claim } from "./battlecard-types";

const MAX_NAMES = 10;

function words(name: string): string[] {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !["and", "the", "of", "for", "with", "a", "an", "to"].includes(w))
    .map((w) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w));
}

/** True when the two names say the same thing. */
export function sameThing(a: string, b: string): boolean {
  const x = words(a);
  const y = words(b);
  if (x.length === 0 || y.length === 0) return false;
  if (x.join(" ") === y.join(" ")) return true;
  const [small, large] = x.length <= y.length ? [x, y] : [y, x];
  const inside = small.filter((w) => large.includes(w)).length;
  return inside === small.length && small.length / large.length >= 0.5;
}

/** Names of `mine` that nothing in `other` matches, de-duplicated, in order. */
export function missingFrom(mine: string[], other: string[]): string[] {
  const out: string[] = [];
  for (const name of mine) {
    if (other.some((o) => sameThing(name, o))) continue;
    if (out.some((o) => sameThing(name, o))) continue;
    out.push(name.trim());
  }
  return out;
}

const listed = (names: string[]) => (names.length > MAX_NAMES ? `${names.slice(0, MAX_NAMES).join(", ")} and ${names.length - MAX_NAMES} more` : joinNames(names));

interface Kind { key: string; noun: string; page: "features" | "integrations"; names: (s: Side) => string[] }

const KINDS: Kind[] = [
  { key: "integrations", noun: "integrations", page: "integrations", names: (s) => s.view.integrations.map((i) => i.name) },
  { key: "features", noun: "features", page: "features", names: (s) => s.view.features.map((f) => f.name) },
];

/** "stronger": what they list and we lack; "weaker": what we list and they lack. */
export function featureSections(input: BattlecardInput): { stronger: Claim[]; weaker: Claim[]; empty: string | null } {
  const { them, us } = input;
  if (!them.snap) return { stronger: [], weaker: [], empty: `${them.row.name} has not been scanned yet.` };
  if (!us) return { stronger: [], weaker: [], empty: "Set your own product as the baseline to compare features and integrations." };
  if (!us.snap) return { stronger: [], weaker: [], empty: `${us.row.name} has not been scanned yet.` };
  const stronger: Array<Claim | null> = [];
  const weaker: Array<Claim | null> = [];
  for (const k of KINDS) {
    const theirs = k.names(them);
    const ours = k.names(us);
    // A side that lists none of a kind (no integrations page found) says nothing about the other.
    if (theirs.length === 0 || ours.length === 0) continue;
    const sources = [snapshotSource(them, k.page), snapshotSource(us, k.page)];
    const onlyTheirs = missingFrom(theirs, ours);
    const onlyOurs = missingFrom(ours, theirs);
    if (onlyTheirs.length) stronger.push(claim(`stronger-${k.key}`, `${them.row.name} lists ${onlyTheirs.length} ${k.noun} we do not: ${listed(onlyTheirs)}.`, sources, "stronger"));
    if (onlyOurs.length) weaker.push(claim(`weaker-${k.key}`, `We list ${onlyOurs.length} ${k.noun} ${them.row.name} does not: ${listed(onlyOurs)}.`, sources, "weaker"));
  }
  const s = present(stronger);
  const w = present(weaker);
  return { stronger: s, weaker: w, empty: s.length || w.length ? null : "Their features and integrations match ours as far as both sites list them." };
}

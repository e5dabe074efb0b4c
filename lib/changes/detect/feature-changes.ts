import type { Feature, Integration } from "@/lib/scan/types";
import { distance } from "fastest-levenshtein";
import { clip, diffSets, listSummary, pairSides, type SetDiff } from "@/lib/changes/detect/text-compare";
import { itemKey } from "@/lib/norm-text";
import { factsDiffer } from "./fact-keeping";
import { pageUrl, roundMagnitude, type ChangeType, type DetectedChange, type SnapshotLike } from "./types";

interface ListSpec {
  type: ChangeType;
  /** Singular and plural noun, capitalised form is derived. */
  one: string;
  many: string;
  /** facts.kind prefix: "features" → "features_added" / "features_removed". */
  kind: string;
  url: string;
  /** Extra facts per item name (e.g. the feature's category). */
  detail?: (name: string) => Record<string, unknown>;
  /**
   * An item taken out and one put in under nearly the same name, or with the same description, are
   * one item renamed (features; an integration's name is its product's). The descriptions by name.
   */
  renames?: { before: Map<string, string>; after: Map<string, string> };
}

/** Stored snapshots from older scans may hold features as plain strings. */
const featureName = (f: Feature | string): string => (typeof f === "string" ? f : (f?.name ?? ""));

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * More items than this on one side of a list in one scan is the list rewritten (a page redesigned, a
 * catalogue re-sorted under new names): one change for the side, not one per item.
 */
export const MAX_ITEMISED = 5;

/** Share of their letters (edit distance over the longer key) two names must keep to be one item renamed ("Time tracking" → "Time tracker"). */
const RENAME_SIMILARITY = 0.7;

const nameSimilarity = (a: string, b: string) => {
  const [x, y] = [itemKey(a), itemKey(b)];
  return x && y ? 1 - distance(x, y) / Math.max(x.length, y.length) : 0;
};

/** Items removed and added under nearly the same name or with the same description, paired one to one; the diff keeps the others. */
function renamed(d: SetDiff, descriptions: NonNullable<ListSpec["renames"]>): { pairs: Array<[string, string]>; rest: SetDiff } {
  const described = (m: Map<string, string>, name: string) => itemKey(m.get(itemKey(name)) ?? "");
  const similarity = (a: string, b: string) => {
    const [x, y] = [described(descriptions.before, a), described(descriptions.after, b)];
    return x && x === y ? 1 : nameSimilarity(a, b);
  };
  return pairSides(d, similarity, RENAME_SIMILARITY);
}

/**
 * One change per item added or removed, compared as sets (issue 22: one change per fact, each with
 * its own thumbs and read state): "Feature added: SSO", "Integration removed: Zapier". A side with
 * more than MAX_ITEMISED items is one change listing them: "8 features added: …". An item renamed (spec.renames)
 * is one change of its own: "Feature renamed: Time tracking → Time tracker".
 */
function listChanges(spec: ListSpec, before: string[], after: string[]): DetectedChange[] {
  const all = diffSets(before, after, itemKey);
  // More renames than a list itemises is the list rewritten: its sides are reported as such.
  const found = spec.renames ? renamed(all, spec.renames) : null;
  const { pairs, rest: d } = found && found.pairs.length <= MAX_ITEMISED ? found : { pairs: [], rest: all };
  const rename = ([from, to]: [string, string]): DetectedChange => ({
    type: spec.type,
    description: `${capitalise(spec.one)} renamed: ${from} → ${to}`,
    oldContent: from,
    newContent: to,
    url: spec.url,
    magnitude: roundMagnitude(1 / Math.max(1, d.unionSize)),
    facts: { kind: `${spec.kind}_renamed`, count: 1, items: [to], renamedFrom: from, ...(spec.detail ? { details: [{ name: to, ...spec.detail(to) }] } : {}), totalBefore: d.prevSize, totalAfter: d.nextSize },
  });
  const make = (items: string[], verb: "added" | "removed"): DetectedChange => ({
    type: spec.type,
    description:
      items.length === 1
        ? `${capitalise(spec.one)} ${verb}: ${items[0]}`
        : `${items.length} ${spec.many} ${verb}: ${listSummary(items)}`,
    oldContent: verb === "removed" ? items.join("\n") : null,
    newContent: verb === "added" ? items.join("\n") : null,
    url: spec.url,
    magnitude: roundMagnitude(items.length / Math.max(1, d.unionSize)),
    facts: {
      kind: `${spec.kind}_${verb}`,
      count: items.length,
      items,
      ...(spec.detail ? { details: items.map((name) => ({ name, ...spec.detail!(name) })) } : {}),
      totalBefore: d.prevSize,
      totalAfter: d.nextSize,
    },
  });
  const side = (items: string[], verb: "added" | "removed") =>
    items.length > MAX_ITEMISED ? [make(items, verb)] : items.map((item) => make([item], verb));
  return [...pairs.map(rename), ...side(d.added, "added"), ...side(d.removed, "removed")];
}

function categoryLookup(...lists: Feature[][]): (name: string) => Record<string, unknown> {
  const map = new Map<string, string>();
  for (const list of lists) {
    for (const f of list) {
      if (typeof f === "string" || !f?.category) continue;
      if (!map.has(itemKey(f.name))) map.set(itemKey(f.name), f.category);
    }
  }
  return (name) => ({ category: map.get(itemKey(name)) ?? null });
}

/** The home and pricing pages' text, lower case with marks and spacing flattened: the copy the page detectors compare line by line. */
function copyText(s: SnapshotLike): string {
  const d = s.extractedData;
  return [d.markdown, d.pricingMarkdown]
    .filter((t): t is string => typeof t === "string")
    .join("\n")
    .replace(/[*_`#>|]/g, " ")
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/**
 * Key capabilities as a change: only those the other detectors do not already report. A capability
 * that is a plan's feature, a listed feature or a section heading is reported by those detectors,
 * and one whose words are on the home or pricing page comes and goes with that page's copy.
 */
function capabilityLists(prev: SnapshotLike, next: SnapshotLike): [string[], string[]] {
  const a = prev.extractedData.aiExtractedData?.keyCapabilities ?? [];
  const b = next.extractedData.aiExtractedData?.keyCapabilities ?? [];
  const covered = new Set(
    [prev, next]
      .flatMap((s) => [
        ...(s.extractedData.pricingPlans ?? []).flatMap((p) => p.features ?? []),
        ...(s.extractedData.features ?? []).map(featureName),
        ...(s.metadata?.pages ?? []).flatMap((p) => p.headings ?? []),
      ])
      .map(itemKey),
  );
  const copy = `${copyText(prev)}\n${copyText(next)}`;
  const own = (c: string) => !covered.has(itemKey(c)) && !copy.includes(c.replace(/\s+/g, " ").toLowerCase());
  return [a.filter(own), b.filter(own)];
}

/** A list's descriptions by item key; a description two items share names neither. */
function describedBy(list: Feature[]): Map<string, string> {
  const byText = new Map<string, number>();
  for (const f of list) if (typeof f !== "string" && f?.description) byText.set(itemKey(f.description), (byText.get(itemKey(f.description)) ?? 0) + 1);
  const out = new Map<string, string>();
  for (const f of list) if (typeof f !== "string" && f?.description && byText.get(itemKey(f.description)) === 1) out.set(itemKey(f.name), f.description);
  return out;
}

/** Quoted and clipped for a change's description. */
const quoted = (s: string) => `“${clip(s, 80)}”`;

/**
 * Features on both versions whose description now states other facts ("Run up to 20 builds at once" →
 * "up to 50"; a platform, a negation, a billing term put in or taken out: fact-keeping.ts), one change
 * each; a description reworded with its facts kept is no change. More than MAX_ITEMISED is the page's
 * descriptions rewritten: one change naming them.
 */
function describedChanges(fa: Feature[], fb: Feature[], url: string, detail: (name: string) => Record<string, unknown>): DetectedChange[] {
  const byName = (list: Feature[]) => new Map(list.filter((f): f is Feature => typeof f !== "string" && !!f?.name && !!f.description).map((f) => [itemKey(f.name), f]));
  const [was, is] = [byName(fa), byName(fb)];
  const changed = [...is].flatMap(([key, f]) => {
    const o = was.get(key);
    return o && itemKey(o.description!) !== itemKey(f.description!) && factsDiffer([o.description!], [f.description!]) ? [{ name: f.name, before: o.description!, after: f.description! }] : [];
  });
  const total = Math.max(1, fa.length, fb.length);
  const facts = (items: typeof changed) => ({ kind: "features_described", count: items.length, items: items.map((x) => x.name), details: items.map((x) => ({ name: x.name, ...detail(x.name), before: x.before, after: x.after })), totalBefore: fa.length, totalAfter: fb.length });
  if (changed.length > MAX_ITEMISED) {
    return [{ type: "feature", description: `${changed.length} feature descriptions changed: ${listSummary(changed.map((x) => x.name))}`, oldContent: changed.map((x) => `${x.name}: ${x.before}`).join("\n"), newContent: changed.map((x) => `${x.name}: ${x.after}`).join("\n"), url, magnitude: roundMagnitude(changed.length / total), facts: facts(changed) }];
  }
  return changed.map((x) => ({ type: "feature", description: `Feature changed: ${x.name}: ${quoted(x.before)} → ${quoted(x.after)}`, oldContent: x.before, newContent: x.after, url, magnitude: roundMagnitude(1 / total), facts: facts([x]) }));
}

export function detectFeatureChanges(prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  const url = pageUrl(prev, next, "features");
  const fa: Feature[] = prev.extractedData.features ?? [];
  const fb: Feature[] = next.extractedData.features ?? [];
  const features = listChanges(
    { type: "feature", one: "feature", many: "features", kind: "features", url, detail: categoryLookup(fb, fa), renames: { before: describedBy(fa), after: describedBy(fb) } },
    fa.map(featureName),
    fb.map(featureName),
  );
  const capabilities = listChanges({ type: "feature", one: "key capability", many: "key capabilities", kind: "capabilities", url, renames: { before: new Map(), after: new Map() } }, ...capabilityLists(prev, next));
  return [...features, ...describedChanges(fa, fb, url, categoryLookup(fb, fa)), ...capabilities];
}

export function detectIntegrationChanges(prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  // products only named in a plan or a line of copy come and go with that copy, which is reported as such
  const listed = (i: Integration) => !i.mentioned;
  const ia: Integration[] = (prev.extractedData.aiExtractedData?.integrations ?? []).filter(listed);
  const ib: Integration[] = (next.extractedData.aiExtractedData?.integrations ?? []).filter(listed);
  const categories = new Map<string, string>();
  for (const i of [...ib, ...ia]) if (!categories.has(itemKey(i.name))) categories.set(itemKey(i.name), i.category);
  return listChanges(
    {
      type: "integration",
      one: "integration",
      many: "integrations",
      kind: "integrations",
      url: pageUrl(prev, next, "integrations"),
      detail: (name) => ({ category: categories.get(itemKey(name)) ?? null }),
    },
    ia.map((i) => i.name),
    ib.map((i) => i.name),
  );
}

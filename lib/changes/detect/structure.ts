import type { PageKind, PageSignals } from "@/lib/scan/types";
import { diffSets, displayItem, listSummary, wordSimilarity } from "@/lib/changes/detect/text-compare";
import { pairBySimilarity } from "@/lib/pair-by-similarity";
import { plural } from "@/lib/format";
import { PAGE_LABELS, roundMagnitude, type DetectedChange, type SnapshotLike } from "./types";
import { normText } from "@/lib/norm-text";
import { wordingKey } from "@/lib/wording-key";

/** A heading's or navigation item's identity: its words in their one writing ("$149 /mo" = "$149 per month", "A & B" = "A and B": lib/wording-key.ts). */
const textKey = (s: string) => normText(wordingKey(s));

/** Scheme/host lower-cased, trailing slash, query and fragment dropped: for "page moved" checks. */
export function normUrl(u: string): string {
  try {
    const x = new URL(u);
    return `${x.host.toLowerCase().replace(/^www\./, "")}${x.pathname.replace(/\/+$/, "")}`;
  } catch {
    return u.trim().toLowerCase().replace(/\/+$/, "");
  }
}

const path = (u: string) => {
  try {
    return new URL(u).pathname || "/";
  } catch {
    return u;
  }
};

/** The two addresses of a moved page as a reader tells them apart: paths on one host, host and path across hosts. */
function movedLabel(from: string, to: string): string {
  const [a, b] = [normUrl(from), normUrl(to)];
  const hostOf = (n: string) => n.split("/")[0];
  if (hostOf(a) !== hostOf(b)) return `${a || from} → ${b || to}`;
  return `${path(from)} → ${path(to)}`;
}

function pagesByKind(s: SnapshotLike): Map<PageKind, PageSignals | null> {
  const map = new Map<PageKind, PageSignals | null>();
  for (const p of s.metadata.pages ?? []) if (!map.has(p.kind)) map.set(p.kind, p);
  if (s.metadata.hasPricingPage && !map.has("pricing")) map.set("pricing", null);
  return map;
}

/** Pages (by kind) that appeared, disappeared or moved. The home page is always present. */
function pageChanges(prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  const a = pagesByKind(prev);
  const b = pagesByKind(next);
  const out: DetectedChange[] = [];
  const kinds: PageKind[] = ["pricing", "features", "integrations"];
  for (const kind of kinds) {
    const o = a.get(kind);
    const n = b.get(kind);
    const label = PAGE_LABELS[kind];
    if (o === undefined && n !== undefined) {
      out.push({
        type: "structure",
        description: n ? `${label} added: ${n.url}` : `${label} added`,
        oldContent: null,
        newContent: n?.url ?? null,
        url: n?.url ?? next.url,
        magnitude: 0.8,
        facts: { kind: "page_added", page: kind, pageUrl: n?.url ?? null },
      });
    } else if (o !== undefined && n === undefined) {
      out.push({
        type: "structure",
        description: o ? `${label} removed (was ${o.url})` : `${label} removed`,
        oldContent: o?.url ?? null,
        newContent: null,
        url: o?.url ?? next.url,
        magnitude: 0.8,
        facts: { kind: "page_removed", page: kind, pageUrl: o?.url ?? null },
      });
    } else if (o && n && normUrl(o.url) !== normUrl(n.url)) {
      out.push({
        type: "structure",
        description: `${label} moved: ${movedLabel(o.url, n.url)}`,
        oldContent: o.url,
        newContent: n.url,
        url: n.url,
        magnitude: 0.4,
        facts: { kind: "page_moved", page: kind, oldUrl: o.url, newUrl: n.url },
      });
    }
  }
  return out;
}

/**
 * Sections (h1-h3) added or removed on a page present in both snapshots. Equal headings match
 * wherever they are, also when one moved to a lower level (h4-h6) on the other version; a heading
 * whose wording changed (similar words) is a copy edit, not a new section, and is left to the
 * content detector.
 */
export function headingChange(o: PageSignals, n: PageSignals): DetectedChange | null {
  // No headings on one side means extraction failed there, not that every section changed.
  if (!o.headings?.length || !n.headings?.length) return null;
  const pool = new Map<string, number>();
  for (const h of o.headings ?? []) {
    const k = textKey(h);
    if (k) pool.set(k, (pool.get(k) ?? 0) + 1);
  }
  const added: string[] = [];
  for (const h of n.headings ?? []) {
    const k = textKey(h);
    if (!k) continue;
    const c = pool.get(k) ?? 0;
    if (c > 0) pool.set(k, c - 1);
    else added.push(h);
  }
  const removed: string[] = [];
  for (const h of o.headings ?? []) {
    const k = textKey(h);
    const c = pool.get(k) ?? 0;
    if (k && c > 0) {
      removed.push(h);
      pool.set(k, c - 1);
    }
  }
  // A heading moved a level down out of h1-h3 (or up into it) is the same section, still there.
  const lower = (s: PageSignals) => new Set((s.subHeadings ?? []).map(textKey));
  const stillOld = lower(o);
  const stillNew = lower(n);
  if (o.subHeadings && n.subHeadings) {
    added.splice(0, added.length, ...added.filter((h) => !stillOld.has(textKey(h))));
    removed.splice(0, removed.length, ...removed.filter((h) => !stillNew.has(textKey(h))));
  }
  const { leftRest, rightRest } = pairBySimilarity(removed, added, wordSimilarity, 0.5);
  const newSections = rightRest.map((j) => displayItem(added[j]));
  const goneSections = leftRest.map((i) => displayItem(removed[i]));
  if (!newSections.length && !goneSections.length) return null;
  const parts: string[] = [];
  if (newSections.length) parts.push(`${plural(newSections.length, "section")} added (${listSummary(newSections)})`);
  if (goneSections.length) parts.push(`${plural(goneSections.length, "section")} removed (${listSummary(goneSections)})`);
  const total = Math.max(o.headings?.length ?? 0, n.headings?.length ?? 0, 1);
  return {
    type: "structure",
    description: `${PAGE_LABELS[n.kind]}: ${parts.join(", ")}`,
    oldContent: goneSections.length ? goneSections.join("\n") : null,
    newContent: newSections.length ? newSections.join("\n") : null,
    url: n.url,
    magnitude: roundMagnitude((newSections.length + goneSections.length) / total),
    facts: { kind: "sections_changed", page: n.kind, added: newSections, removed: goneSections },
  };
}

/** Primary navigation items added / removed (compared as sets: a reorder alone is not reported). */
export function navigationChange(o: PageSignals, n: PageSignals): DetectedChange | null {
  const d = diffSets(o.navigation ?? [], n.navigation ?? [], textKey);
  if (!d.added.length && !d.removed.length) return null;
  const parts: string[] = [];
  if (d.added.length) parts.push(`added ${listSummary(d.added)}`);
  if (d.removed.length) parts.push(`removed ${listSummary(d.removed)}`);
  return {
    type: "structure",
    description: `Navigation changed: ${parts.join("; ")}`,
    oldContent: (o.navigation ?? []).join(" | ") || null,
    newContent: (n.navigation ?? []).join(" | ") || null,
    url: n.url,
    magnitude: roundMagnitude((d.added.length + d.removed.length) / Math.max(1, d.unionSize)),
    facts: { kind: "navigation_changed", page: n.kind, added: d.added, removed: d.removed },
  };
}

export function detectStructureChanges(prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  const out = pageChanges(prev, next);
  const before = pagesByKind(prev);
  let navDone = false;
  // Home first so the site-wide navigation is compared on the page most likely to be in both scans;
  // an empty navigation on one side is an extraction gap, not a change.
  const after = pagesByKind(next);
  for (const kind of ["home", "pricing", "features", "integrations"] as const) {
    const o = before.get(kind);
    const n = after.get(kind);
    if (!o || !n) continue;
    const h = headingChange(o, n);
    if (h) out.push(h);
    if (!navDone && o.navigation?.length && n.navigation?.length) {
      navDone = true;
      const nav = navigationChange(o, n);
      if (nav) out.push(nav);
    }
  }
  return out;
}

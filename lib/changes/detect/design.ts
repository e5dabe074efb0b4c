import type { PageKind, PageSignals } from "@/lib/scan/types";
import { diffSets, listSummary, type SetDiff } from "@/lib/changes/detect/text-compare";
import { pageUrl, roundMagnitude, type DetectedChange, type SnapshotLike } from "./types";
import { normText } from "@/lib/norm-text";

/** "#ABC" → "#aabbcc"; other notations are lower-cased and trimmed. */
export function normColor(c: string): string {
  const t = c.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(t);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : t;
}

const normFont = (f: string) => normText(f.replace(/["']/g, ""));
const normSheet = (u: string) => u.trim().toLowerCase().replace(/[?#].*$/, "");

/** Union of a signal over the pages whose kind is in `kinds`. */
function collect(pages: PageSignals[], kinds: Set<PageKind>, pick: (p: PageSignals) => string[] | undefined): string[] {
  const out: string[] = [];
  for (const p of pages) if (kinds.has(p.kind)) out.push(...(pick(p) ?? []));
  return out;
}

interface Dimension {
  name: "fonts" | "colors" | "stylesheets";
  diff: SetDiff;
  before: string[];
  after: string[];
}

function describe(dim: Dimension): string {
  const { added, removed } = dim.diff;
  if (dim.name === "fonts") {
    if (added.length === 1 && removed.length === 1) return `font ${removed[0]} → ${added[0]}`;
    const parts: string[] = [];
    if (added.length) parts.push(`fonts added: ${listSummary(added)}`);
    if (removed.length) parts.push(`fonts removed: ${listSummary(removed)}`);
    return parts.join("; ");
  }
  if (dim.name === "colors") {
    const parts: string[] = [];
    if (added.length) parts.push(`${added.length} added (${listSummary(added, 4)})`);
    if (removed.length) parts.push(`${removed.length} removed (${listSummary(removed, 4)})`);
    return `colour palette ${parts.join(", ")}`;
  }
  const parts: string[] = [];
  if (added.length) parts.push(`${added.length} added`);
  if (removed.length) parts.push(`${removed.length} removed`);
  return `stylesheets changed (${parts.join(", ")})`;
}

const LABEL: Record<Dimension["name"], string> = { fonts: "Fonts", colors: "Colours", stylesheets: "Stylesheets" };

/**
 * One design change per scan: fonts, colour palette and stylesheet set, compared as sets over
 * the pages present in both snapshots. A dimension empty on one side is an extraction gap
 * (e.g. CSS not fetched) and is skipped.
 */
export function detectDesignChanges(prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  const pa = prev.metadata.pages ?? [];
  const pb = next.metadata.pages ?? [];
  const common = new Set(pa.map((p) => p.kind).filter((k) => pb.some((p) => p.kind === k)));
  if (common.size === 0) return [];

  const dims: Dimension[] = [];
  const add = (name: Dimension["name"], pick: (p: PageSignals) => string[] | undefined, key: (s: string) => string) => {
    const before = collect(pa, common, pick).map((s) => s.trim()).filter(Boolean);
    const after = collect(pb, common, pick).map((s) => s.trim()).filter(Boolean);
    if (!before.length || !after.length) return;
    const norm = name === "colors" ? (xs: string[]) => xs.map(normColor) : (xs: string[]) => xs;
    const diff = diffSets(norm(before), norm(after), key);
    if (diff.added.length || diff.removed.length) dims.push({ name, diff, before, after });
  };
  add("fonts", (p) => p.fonts, normFont);
  add("colors", (p) => p.colors, normColor);
  add("stylesheets", (p) => p.stylesheets, normSheet);
  if (!dims.length) return [];

  const frac = (d: SetDiff) => (d.added.length + d.removed.length) / Math.max(1, d.unionSize);
  const weight: Record<Dimension["name"], number> = { fonts: 1, colors: 1, stylesheets: 0.5 };
  const magnitude = Math.max(...dims.map((d) => weight[d.name] * frac(d.diff)));
  const text = (side: "removed" | "added") =>
    dims
      .filter((d) => d.diff[side].length)
      .map((d) => `${LABEL[d.name]}: ${d.diff[side].join(", ")}`)
      .join("\n") || null;
  const facts: Record<string, unknown> = { kind: "design_changed", dimensions: dims.map((d) => d.name) };
  for (const d of dims) facts[d.name] = { added: d.diff.added, removed: d.diff.removed };
  return [
    {
      type: "design",
      description: `Design changed: ${dims.map(describe).join("; ")}`,
      oldContent: text("removed"),
      newContent: text("added"),
      url: pageUrl(prev, next, "home"),
      magnitude: roundMagnitude(magnitude),
      facts,
    },
  ];
}

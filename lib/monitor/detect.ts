import fs from "node:fs/promises";
import path from "node:path";
import { detectChanges, compareScreenshotFiles, foldVisual, type DetectedChange, type SnapshotLike } from "@/lib/changes/detect";
import { maskSnapshot, volatilePagesChanged } from "@/lib/changes/detect/volatile";
import { scoreChange, type LearningModel } from "@/lib/changes/score";
import type { NewChange } from "@/db/queries/scans";
import type { VolatileSpot } from "@/lib/scan/types";
import { env } from "@/lib/env";

export interface DiffOptions {
  /** Spots of the competitor's pages known to vary between fetches: masked before comparing. */
  volatile?: VolatileSpot[];
  /** A second fetch of the new pages: a text change is raised only when it shows there too. */
  confirm?: SnapshotLike | null;
}

const signature = (c: DetectedChange) => `${c.type}|${c.description}`;

/**
 * Screenshot comparisons of the last few scans by file pair: a scan that confirms its changes
 * compares twice with the same screenshots and decodes them once.
 */
const compared = new Map<string, Promise<DetectedChange | null>>();

function compareOnce(dataDir: string, before: string, after: string, url: string, kind: "home" | "pricing"): Promise<DetectedChange | null> {
  const key = `${before}|${after}`;
  let hit = compared.get(key);
  if (!hit) {
    hit = (async () => {
      const result = await compareScreenshotFiles(path.join(dataDir, before), path.join(dataDir, after), { url, page: kind });
      if (!result.change) return null;
      // The highlight is made only for a change that is raised.
      const rel = after.replace(/\.png$/, "-diff.png");
      await fs.writeFile(path.join(dataDir, rel), await result.diff.highlight());
      return { ...result.change, facts: { ...result.change.facts, highlight: rel } };
    })();
    compared.set(key, hit);
    while (compared.size > 8) compared.delete(compared.keys().next().value!);
  }
  return hit;
}
const pageOfChange = (c: DetectedChange) => (typeof c.facts.page === "string" ? c.facts.page : c.type === "pricing" ? "pricing" : "home");

const sameUrl = (a: string, b: string) => a.replace(/#.*$/, "").replace(/\/+$/, "") === b.replace(/#.*$/, "").replace(/\/+$/, "");

/**
 * The kind of page a change was found on: the page of either snapshot at the change's URL, else the
 * page its facts name; null when neither says.
 */
function foundOn(c: DetectedChange, prev: SnapshotLike, next: SnapshotLike): string | null {
  const page = [...next.metadata.pages, ...prev.metadata.pages].find((p) => sameUrl(p.url, c.url));
  if (page) return page.kind;
  return typeof c.facts.page === "string" ? c.facts.page : null;
}

/**
 * Changes between the previous and the new snapshot, with visual diffs of the screenshots, scored
 * for the user. Volatile spots are masked out first; with a confirmation fetch, a text change that
 * does not show again there is dropped, and so is a screenshot change of a page whose only text
 * changes were volatile or unconfirmed.
 */
export async function diffSnapshots(
  prev: SnapshotLike | null,
  next: SnapshotLike,
  competitorId: string,
  model: LearningModel,
  warnings: string[],
  options: DiffOptions = {},
): Promise<NewChange[]> {
  if (!prev) return [];
  const spots = options.volatile ?? [];
  const before = maskSnapshot(prev, spots);
  let textual: DetectedChange[] = detectChanges(before, maskSnapshot(next, spots));
  const noisy = new Set<string>(volatilePagesChanged(prev, next, spots));
  if (options.confirm) {
    const again = new Set(detectChanges(before, maskSnapshot(options.confirm, spots)).map(signature));
    for (const c of textual) if (!again.has(signature(c))) noisy.add(pageOfChange(c));
    textual = textual.filter((c) => again.has(signature(c)));
  }
  const visual: DetectedChange[] = [];
  const dataDir = env().DATA_DIR;
  const shots: Record<string, string | null> = {};
  for (const kind of ["home", "pricing"] as const) {
    const before = prev.metadata.screenshots?.[kind];
    const after = next.metadata.screenshots?.[kind];
    shots[kind] = after ?? null;
    // The same file: the page kept its screenshot (it did not change), nothing to compare.
    if (!before || !after || before === after) continue;
    try {
      const change = await compareOnce(dataDir, before, after, next.url, kind);
      if (change) visual.push({ ...change, facts: { ...change.facts } });
    } catch (err) {
      const message = `Screenshot comparison of the ${kind} page failed: ${err instanceof Error ? err.message : err}`;
      if (!warnings.includes(message)) warnings.push(message);
    }
  }
  // A screenshot change that only repeats a text change of the same page is folded into it.
  const found = foldVisual(textual, visual).filter((c) => c.type !== "visual" || !noisy.has(pageOfChange(c)));
  return found.map((c) => {
    const { level, score } = scoreChange(c, model, competitorId);
    // The screenshot of the page the change was found on, never another page's (none when that page has none).
    const page = foundOn(c, prev, next);
    return {
      type: c.type,
      importance: level,
      score,
      description: c.description,
      oldContent: c.oldContent,
      newContent: c.newContent,
      url: c.url,
      screenshot: (page && shots[page]) || null,
      facts: c.facts,
    };
  });
}

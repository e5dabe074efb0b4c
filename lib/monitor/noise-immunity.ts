/**
 * Noise immunity of a scan: what varies between two fetches of an unchanged page (a testimonial or
 * logo picked at random, a counter, a timer, a token, a build stamp) never raises a change.
 *
 * - At the baseline (a competitor's first scan) its copy pages are fetched twice more over plain
 *   HTTP, and what varies among the three fetches is volatile from the start (`baselineVolatile`).
 * - A suspected change is confirmed by a second fetch (`confirmChanges`); what differs between the
 *   two is volatile. When copy changes (content, structure, and the screenshots of their pages)
 *   still agree, their pages are fetched once more, and only what shows there a third time stands:
 *   a testimonial picked at random among k shows three times the same with probability 1/k² instead
 *   of 1/k. Pricing, plan, feature and integration changes keep the single confirmation.
 * - A copy section that keeps coming back to texts it showed before is flapping
 *   (lib/changes/detect/reversion.ts): its lines are volatile before anything is fetched again.
 *
 * Volatile spots (lib/changes/detect/volatile.ts) and section texts are kept in the snapshot's
 * metadata, per competitor. Nothing here runs on a scan whose pages all answered as last time.
 */
import type { NewChange } from "@/db/queries/scans";
import type { SnapshotLike } from "@/lib/changes/detect";
import { rememberVolatile, volatileBetween } from "@/lib/changes/detect/volatile";
import { flappingSpots, rememberSectionTexts } from "@/lib/changes/detect/reversion";
import type { PageKind, SectionTexts, VolatileSpot } from "@/lib/scan/types";
import type { DiffOptions } from "./detect";

/** Extra plain fetches of the copy pages at the baseline. */
export const BASELINE_FETCHES = 2;

/** Change types a second confirmation judges (the copy of a page and its screenshot). */
const COPY_TYPES = new Set(["content", "structure", "visual"]);
const KINDS: PageKind[] = ["home", "pricing", "features", "integrations"];

const signature = (c: NewChange) => `${c.type}|${c.description}`;

/** What varies among the baseline's own fetch and its extra fetches (null: one that failed). */
export async function baselineVolatile(first: SnapshotLike, again: () => Promise<SnapshotLike | null>, fetches = BASELINE_FETCHES): Promise<VolatileSpot[]> {
  const seen: SnapshotLike[] = [first];
  for (let i = 0; i < fetches; i++) {
    const s = await again();
    if (s) seen.push(s);
  }
  const spots: VolatileSpot[] = [];
  for (let i = 0; i < seen.length; i++) for (let j = i + 1; j < seen.length; j++) spots.push(...volatileBetween(seen[i], seen[j]));
  return rememberVolatile([], spots);
}

export interface ConfirmDeps {
  /** The previous snapshot compared with `next` (diffSnapshots of lib/monitor/detect.ts, bound to the scan). */
  diff(next: SnapshotLike, options: DiffOptions): Promise<NewChange[]>;
  /** The first confirmation: every page fetched again. */
  confirm(): Promise<SnapshotLike | null>;
  /** The second confirmation: the pages of the given kinds fetched again, the others as first read. */
  confirmPages(kinds: PageKind[]): Promise<SnapshotLike | null>;
}

export interface ScanComparison {
  prev: SnapshotLike;
  /** The scan's fetch, with its screenshots. */
  next: SnapshotLike;
  /** The same without screenshots (text first: comparing screenshots is the costly part). */
  textOnly: SnapshotLike;
  /** True when the scan took new screenshots (a visual-only change is then looked for). */
  newScreenshots: boolean;
  volatile: VolatileSpot[];
  sectionTexts: SectionTexts[];
}

export interface Confirmed {
  changes: NewChange[];
  volatile: VolatileSpot[];
  sectionTexts: SectionTexts[];
  /** Confirmation fetches made (0-2). */
  fetches: number;
}

/** The page kind a change was seen on (its facts, else its URL among the scan's pages), null when unknown. */
function kindOf(c: NewChange, next: SnapshotLike): PageKind | null {
  const page = c.facts.page;
  if (typeof page === "string" && (KINDS as string[]).includes(page)) return page as PageKind;
  return next.metadata.pages.find((p) => p.url === c.url)?.kind ?? null;
}

/** The changes a scan raises (see the file comment), with what it learnt about the competitor's noise. */
export async function confirmChanges(input: ScanComparison, deps: ConfirmDeps): Promise<Confirmed> {
  const { prev, next } = input;
  let volatile = input.volatile;
  let fetches = 0;
  const seen: SnapshotLike[] = [];
  // Text first; screenshots alone when no text changed (a visual-only change).
  const suspect = async () => {
    const text = await deps.diff(input.textOnly, { volatile });
    if (text.length || !input.newScreenshots) return { changes: text, withScreenshots: false };
    return { changes: await deps.diff(next, { volatile }), withScreenshots: true };
  };
  let { changes, withScreenshots } = await suspect();
  if (changes.length) {
    const flapping = flappingSpots(prev, next, input.sectionTexts, volatile);
    if (flapping.length) {
      volatile = rememberVolatile(volatile, flapping);
      ({ changes, withScreenshots } = await suspect());
    }
  }
  if (changes.length) {
    const second = await deps.confirm();
    fetches++;
    if (second) {
      seen.push(second);
      volatile = rememberVolatile(volatile, volatileBetween(next, second));
      changes = await deps.diff(next, { volatile, confirm: second });
      const copy = changes.filter((c) => COPY_TYPES.has(c.type) && c.type !== "visual");
      const kinds = [...new Set(copy.map((c) => kindOf(c, next) ?? "home"))];
      const third = kinds.length ? await deps.confirmPages(kinds) : null;
      if (kinds.length) fetches++;
      if (third) {
        seen.push(third);
        volatile = rememberVolatile(volatile, [...volatileBetween(next, third), ...volatileBetween(second, third)]);
        const kept = await deps.diff(next, { volatile, confirm: second });
        const again = new Set((await deps.diff(next, { volatile, confirm: third })).map(signature));
        changes = kept.filter((c) => !COPY_TYPES.has(c.type) || again.has(signature(c)));
      }
    } else if (!withScreenshots) {
      // Unconfirmed: the first fetch's findings stand, with their screenshots compared.
      changes = await deps.diff(next, { volatile });
    }
  }
  return { changes, volatile, sectionTexts: rememberSectionTexts(input.sectionTexts, [prev, ...seen, next], volatile), fetches };
}

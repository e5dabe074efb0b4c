/**
 * Reversion memory. A small copy section that keeps coming back to texts it showed before
 * (A → B → A → B, or A → B → C → A → C) is flapping (a "customer of the day", a testimonial picked at
 * random, an A/B test), not changing: the lines that flap become a volatile spot
 * (lib/changes/detect/volatile.ts) instead of raising a change.
 *
 * One return (A → B → A) is still raised: on the real page histories (npm run eval:changes's data)
 * every single return was an edit put back (a link text, a plan's feature line), and masking the
 * section from then on hid later real edits of it. The second return is flapping, and only its
 * lines are masked (a new text of the section is still a change).
 *
 * Each competitor keeps, in its snapshot metadata, short hashes of the texts its changing sections
 * showed (in earlier snapshots and in the extra fetches of a scan): a few per section, a few dozen
 * sections, most recently changed kept. Only sections a volatile spot could mask as a whole are
 * tracked (at most MAX_SECTION_BLOCKS lines of its own, under no deeper heading), never one that states a money amount or is a plan's
 * card (a price or plan feature put back is a change the user wants to see); the heading itself is
 * never masked.
 */
import { createHash } from "node:crypto";
import type { CopyPage, SectionTexts, VolatileSpot } from "@/lib/scan/types";
import type { SnapshotLike } from "./types";
import { blockKey, moneyIn } from "./copy-blocks";
import { COPY_PAGES, FIELD, MAX_SECTION_BLOCKS, lineText, sectionLines } from "./volatile";

/** Texts remembered per section (newest kept). */
const MAX_TEXTS = 4;
/** Sections remembered per competitor (most recently changed kept). */
const MAX_SECTIONS = 30;
/** Returns to an earlier text after which a section is flapping (the first one is raised). */
const RETURNS_TO_FLAP = 2;

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 12);

/** Hash of the text of each small copy section of a page (no money, no plan's card), by heading key. */
export function sectionHashes(s: SnapshotLike, page: CopyPage): Map<string, string> {
  const plans = new Set((s.extractedData.pricingPlans ?? []).map((p) => blockKey(p.name)));
  const out = new Map<string, string>();
  for (const [key, lines] of sectionLines(s.extractedData[FIELD[page]] ?? "")) {
    if (plans.has(key) || moneyIn(key).length > 0) continue;
    if (lines.length > MAX_SECTION_BLOCKS || lines.some((l) => moneyIn(l).length > 0)) continue;
    const text = lines.map(lineText).filter(Boolean).join("\n");
    if (text) out.set(key, hashOf(text));
  }
  return out;
}

const masked = (spots: VolatileSpot[], page: CopyPage, key: string) => spots.some((s) => s.page === page && s.section === key);

/** The normalised copy lines of a section (empty when the page has no such section). */
function linesOf(s: SnapshotLike, page: CopyPage, key: string): string[] {
  return (sectionLines(s.extractedData[FIELD[page]] ?? "").get(key) ?? []).map(lineText).filter(Boolean);
}

/**
 * Sections whose text changed from `prev` to `next` back to a text they showed before, for at least
 * the second time: volatile spots for the lines that flap (the lines of the two texts that are not
 * in both), so a new text of the section later on is still seen. Spots already known are left out.
 */
export function flappingSpots(prev: SnapshotLike, next: SnapshotLike, memory: SectionTexts[] | undefined, known: VolatileSpot[] = []): VolatileSpot[] {
  if (!memory?.length) return [];
  const out: VolatileSpot[] = [];
  for (const page of COPY_PAGES) {
    const before = sectionHashes(prev, page);
    for (const [key, hash] of sectionHashes(next, page)) {
      const old = before.get(key);
      if (!old || old === hash || masked(known, page, key)) continue;
      const m = memory.find((x) => x.page === page && x.section === key);
      if (!m || !m.hashes.includes(hash) || (m.returns ?? 0) + 1 < RETURNS_TO_FLAP) continue;
      const a = linesOf(prev, page, key);
      const b = linesOf(next, page, key);
      const keys = [...new Set([...a.filter((l) => !b.includes(l)), ...b.filter((l) => !a.includes(l))])];
      if (keys.length) out.push({ page, section: null, keys });
    }
  }
  return out;
}

/**
 * The memory after a scan. `seen` lists what the scan compared, in order: the previous snapshot,
 * any extra fetches, the scan's own fetch last. For each section whose text differs among them,
 * its texts are remembered (newest last) and each change back to a remembered text is counted.
 * Sections masked as volatile are not tracked (they are hidden anyway).
 */
export function rememberSectionTexts(memory: SectionTexts[] | undefined, seen: SnapshotLike[], volatile: VolatileSpot[] = []): SectionTexts[] {
  const byId = new Map<string, SectionTexts>((memory ?? []).map((m) => [`${m.page}|${m.section}`, m]));
  for (const page of COPY_PAGES) {
    const maps = seen.map((s) => sectionHashes(s, page));
    const keys = new Set(maps.flatMap((m) => [...m.keys()]));
    for (const key of keys) {
      if (masked(volatile, page, key)) continue;
      const texts = maps.map((m) => m.get(key)).filter((h): h is string => Boolean(h));
      if (new Set(texts).size < 2) continue;
      const id = `${page}|${key}`;
      const hashes = [...(byId.get(id)?.hashes ?? [])];
      let returns = byId.get(id)?.returns ?? 0;
      let last: string | undefined;
      for (const h of texts) {
        if (h === last) continue;
        const at = hashes.indexOf(h);
        if (at >= 0) {
          if (last !== undefined) returns++;
          hashes.splice(at, 1);
        }
        hashes.push(h);
        last = h;
      }
      byId.delete(id);
      byId.set(id, { page, section: key, hashes: hashes.slice(-MAX_TEXTS), returns });
    }
  }
  return [...byId.values()].filter((m) => !masked(volatile, m.page, m.section)).slice(-MAX_SECTIONS);
}

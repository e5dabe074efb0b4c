import type { PageKind } from "@/lib/scan/types";
import { diceSimilarity, excerpt, lcsLength, wordSimilarity, wordsChanged } from "@/lib/changes/detect/text-compare";
import { pairBySimilarity } from "@/lib/pair-by-similarity";
import { plural } from "@/lib/format";
import { pageCopyChanges } from "./page-copy";
import { LEAD_MARK } from "./copy-blocks";
import { NEGATIONS } from "./fact-keeping";
import { PAGE_LABELS, pageUrl, roundMagnitude, type DetectedChange, type SnapshotLike } from "./types";

/** One unit of copy: a paragraph, heading, list item, quote or table row. */
export interface CopyBlock {
  text: string;
  key: string;
  words: string[];
  index: number;
}

/** Like normText but keeps currency symbols and %, which carry meaning in marketing copy. */
function copyKey(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{Sc}%]+/gu, " ")
    .trim();
}

const OWN_BLOCK = /^(#{1,6}\s|[-*+]\s|\d+[.)]\s|>|\|)/;
const H1 = /^#\s/;

/** Splits markdown into blocks; consecutive plain lines form one paragraph. */
export function splitBlocks(markdown: string): CopyBlock[] {
  const raw: string[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) raw.push(para.join(" "));
    para = [];
  };
  let inCode = false;
  for (const line of (markdown ?? "").replace(/\r\n?/g, "\n").split("\n")) {
    const t = line.trim();
    // Code and configuration examples (<pre> blocks, rendered as fences) are not copy.
    if (/^```/.test(t)) inCode = !inCode;
    if (!t || inCode || /^```/.test(t)) {
      flush();
      continue;
    }
    if (OWN_BLOCK.test(t)) {
      flush();
      raw.push(t);
    } else para.push(t);
  }
  flush();
  const blocks: CopyBlock[] = [];
  for (const text of raw) {
    const key = copyKey(text);
    if (!key) continue; // rules, markup-only lines
    blocks.push({ text: text.replace(/\s+/g, " "), key, words: key.split(" "), index: blocks.length });
  }
  return blocks;
}

export interface CopyDiff {
  edited: Array<{ before: CopyBlock; after: CopyBlock; changedWords: number }>;
  added: CopyBlock[];
  removed: CopyBlock[];
  changedWords: number;
  totalWords: number;
  /** changedWords / totalWords, 0..1 */
  fraction: number;
}

/**
 * Normalised block diff. Blocks equal after normalisation match wherever they are (so reordered
 * equal paragraphs and whitespace/case/punctuation-only edits are not changes); the rest are
 * paired by word similarity into edits, or reported as added / removed.
 */
export function diffCopy(before: string, after: string): CopyDiff {
  const a = splitBlocks(before);
  const b = splitBlocks(after);
  const pool = new Map<string, number[]>();
  for (const blk of a) pool.set(blk.key, [...(pool.get(blk.key) ?? []), blk.index]);
  const addedAll: CopyBlock[] = [];
  for (const blk of b) {
    const hit = pool.get(blk.key);
    if (hit && hit.length) hit.shift();
    else addedAll.push(blk);
  }
  const leftover = new Set([...pool.values()].flat());
  const removedAll = a.filter((blk) => leftover.has(blk.index));

  const { pairs, leftRest, rightRest } = pairBySimilarity(
    removedAll,
    addedAll,
    (x, y) => diceSimilarity(x.key, y.key),
    0.4,
  );
  const edited = pairs
    .map(([i, j]) => {
      const x = removedAll[i];
      const y = addedAll[j];
      return { before: x, after: y, changedWords: Math.max(x.words.length, y.words.length) - lcsLength(x.words, y.words) };
    })
    .filter((e) => e.changedWords > 0)
    .sort((p, q) => p.after.index - q.after.index);
  let added = rightRest.map((j) => addedAll[j]);
  let removed = leftRest.map((i) => removedAll[i]);
  // A page has one main headline: the h1 taken out and the h1 put in are that headline rewritten, however few words they share.
  const h1 = (xs: CopyBlock[]) => xs.filter((x) => H1.test(x.text));
  const [oldH1, newH1] = [h1(removed), h1(added)];
  if (oldH1.length === 1 && newH1.length === 1) {
    const [x, y] = [oldH1[0], newH1[0]];
    edited.push({ before: x, after: y, changedWords: Math.max(x.words.length, y.words.length) - lcsLength(x.words, y.words) });
    edited.sort((p, q) => p.after.index - q.after.index);
    added = added.filter((b) => b !== y);
    removed = removed.filter((b) => b !== x);
  }
  const count = (blocks: CopyBlock[]) => blocks.reduce((n, blk) => n + blk.words.length, 0);
  const changedWords = edited.reduce((n, e) => n + e.changedWords, 0) + count(added) + count(removed);
  const totalWords = Math.max(count(a), count(b), 1);
  return { edited, added, removed, changedWords, totalWords, fraction: Math.min(1, changedWords / totalWords) };
}

const SHORT = 3;
const FREQUENT = 3;

/**
 * Rewording that keeps every fact: blocks edited in place only (none added or removed), where each
 * changed word is a short word the page uses often (a function word of whatever language: "you",
 * "the", "de"). Numbers, names, a typo fixed and any new content word keep the edit a change.
 */
function rewordedOnly(d: CopyDiff, pageWords: () => string[]): boolean {
  if (d.added.length || d.removed.length || !d.edited.length) return false;
  const freq = new Map<string, number>();
  for (const w of pageWords()) freq.set(w, (freq.get(w) ?? 0) + 1);
  const minor = (w: string) => w.length <= SHORT && !/\d/.test(w) && !NEGATIONS.has(w) && (freq.get(w) ?? 0) >= FREQUENT;
  return d.edited.every((e) => {
    const { gone, come } = wordsChanged(e.before.words, e.after.words);
    return [...gone, ...come].every(minor);
  });
}

const HEADING = /^#{1,6}\s+/;

const quote = (s: string) => `“${s.replace(LEAD_MARK, "")}”`;

/** Blocks a description quotes in full: one or two, each short. */
const QUOTED_BLOCKS = 2;
const QUOTED_LENGTH = 100;

/**
 * What a small copy edit says, quoted: “old” → “new” for a block edited, the blocks added or removed
 * (named so when the edit does both). Null when the edit is too large to quote in a line.
 */
function quotedBlocks(d: CopyDiff): string | null {
  const blocks = [...d.edited.flatMap((e) => [e.before, e.after]), ...d.added, ...d.removed];
  if (d.edited.length + d.added.length + d.removed.length > QUOTED_BLOCKS || blocks.some((b) => b.text.length > QUOTED_LENGTH)) return null;
  const kinds = [d.edited, d.added, d.removed].filter((xs) => xs.length).length;
  const said = (b: CopyBlock) => quote(b.text.replace(HEADING, ""));
  const list = (xs: CopyBlock[]) => xs.map(said).join(", ");
  const parts = [
    ...d.edited.map((e) => `${said(e.before)} → ${said(e.after)}`),
    ...(d.added.length ? [`${kinds > 1 ? "added " : ""}${list(d.added)}`] : []),
    ...(d.removed.length ? [`${kinds > 1 ? "removed " : ""}${list(d.removed)}`] : []),
  ];
  return parts.join("; ");
}

/** Summarises a copy diff of one page into a single change (null when nothing changed). */
export function copyChange(
  before: string,
  after: string,
  page: { kind: PageKind; url: string },
): DetectedChange | null {
  const d = diffCopy(before, after);
  if (d.changedWords === 0) return null;
  const reworded = rewordedOnly(d, () => splitBlocks(before).flatMap((blk) => blk.words));
  const parts: string[] = [];
  if (d.edited.length) parts.push(`${plural(d.edited.length, "paragraph")} edited`);
  if (d.added.length) parts.push(parts.length ? `${d.added.length} added` : `${plural(d.added.length, "paragraph")} added`);
  if (d.removed.length) {
    parts.push(parts.length ? `${d.removed.length} removed` : `${plural(d.removed.length, "paragraph")} removed`);
  }
  const quoted = quotedBlocks(d);
  const description = `${PAGE_LABELS[page.kind]} copy changed: ${parts.join(", ")}${quoted ? ` (${quoted})` : ""}`;
  // Excerpts in document order: edits and removals from the old page, edits and additions from the new.
  const oldParts = [...d.edited.map((e) => e.before), ...d.removed].sort((x, y) => x.index - y.index);
  const newParts = [...d.edited.map((e) => e.after), ...d.added].sort((x, y) => x.index - y.index);
  const join = (blocks: CopyBlock[]) => (blocks.length ? excerpt(blocks.map((blk) => blk.text).join("\n\n")) : null);
  return {
    type: "content",
    description,
    oldContent: join(oldParts),
    newContent: join(newParts),
    url: page.url,
    magnitude: roundMagnitude(d.fraction),
    facts: {
      kind: "copy_changed",
      page: page.kind,
      edited: d.edited.length,
      added: d.added.length,
      removed: d.removed.length,
      changedWords: d.changedWords,
      totalWords: d.totalWords,
      edits: d.edited.slice(0, 10).map((e) => ({ before: e.before.text, after: e.after.text })),
      // The section headings this edit added, removed or reworded: a section list change of the same page is this edit.
      headings: [...oldParts, ...newParts].filter((blk) => HEADING.test(blk.text)).map((blk) => blk.text.replace(HEADING, "")),
      // Kept until the merge has folded list items reworded with it, then dropped with them.
      ...(reworded ? { reworded: true } : {}),
    },
  };
}

/** Title changes of pages present in both snapshots. */
function titleChanges(prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  const out: DetectedChange[] = [];
  for (const p of next.metadata.pages ?? []) {
    const o = (prev.metadata.pages ?? []).find((x) => x.kind === p.kind);
    if (!o || copyKey(o.title ?? "") === copyKey(p.title ?? "")) continue;
    out.push({
      type: "content",
      description: `${PAGE_LABELS[p.kind]} title changed: ${quote(o.title)} → ${quote(p.title)}`,
      oldContent: o.title,
      newContent: p.title,
      url: p.url,
      magnitude: roundMagnitude(1 - wordSimilarity(o.title ?? "", p.title ?? "")),
      facts: { kind: "title_changed", page: p.kind, oldTitle: o.title, newTitle: p.title },
    });
  }
  return out;
}

/**
 * The features page's copy without what its features, integrations and key capabilities state (names,
 * descriptions and the sections they head, of either version: feature-changes.ts reports those as
 * facts): the text no fact covers.
 */
function featuresCopy(s: SnapshotLike, covered: Set<string>): string {
  const kept: string[] = [];
  // Under a heading that names one of them, the section is that thing's (its description) until a heading of its level or above.
  let under: number | null = null;
  for (const b of splitBlocks(s.extractedData.featuresMarkdown ?? "")) {
    const level = /^(#{1,6})\s/.exec(b.text)?.[1].length ?? null;
    if (level !== null && (under === null || level <= under)) under = covered.has(b.key) ? level : null;
    if (under === null && !covered.has(b.key)) kept.push(b.text);
  }
  return kept.join("\n\n");
}

/** Keys of every feature, integration and key capability of two snapshots, by name and description. */
function listedKeys(...snapshots: SnapshotLike[]): Set<string> {
  const out = new Set<string>();
  for (const s of snapshots) {
    const ai = s.extractedData.aiExtractedData;
    const named = [...(s.extractedData.features ?? []), ...(ai?.integrations ?? []), ...(ai?.keyCapabilities ?? [])];
    for (const f of named) {
      const [name, description] = typeof f === "string" ? [f, undefined] : [f?.name, (f as { description?: string })?.description];
      // A line that states the name and then the description ("**SSO**: Sign in with…") is the feature too.
      for (const t of [name, description, name && description ? `${name} ${description}` : null]) if (t) out.add(copyKey(t));
    }
  }
  return out;
}

/**
 * Copy of the home page's main markdown and of the features page apart from its features, the pricing
 * page's copy edit by edit (prices in prose, plan limits in lists and tables), plus page titles. A page
 * seen on one side only is a structure change, not a copy diff.
 */
export function detectContentChanges(prev: SnapshotLike, next: SnapshotLike): DetectedChange[] {
  const main = copyChange(prev.extractedData.markdown ?? "", next.extractedData.markdown ?? "", {
    kind: "home",
    url: pageUrl(prev, next, "home"),
  });
  const [fa, fb] = [prev, next].map((s) => (s.extractedData.featuresMarkdown ?? "").trim());
  const covered = fa && fb ? listedKeys(prev, next) : null;
  const features = covered ? copyChange(featuresCopy(prev, covered), featuresCopy(next, covered), { kind: "features", url: pageUrl(prev, next, "features") }) : null;
  const before = prev.extractedData.pricingMarkdown ?? "";
  const after = next.extractedData.pricingMarkdown ?? "";
  const pricing = before.trim() && after.trim() ? pageCopyChanges(before, after, { kind: "pricing", url: pageUrl(prev, next, "pricing"), plans: [...(prev.extractedData.pricingPlans ?? []), ...(next.extractedData.pricingPlans ?? [])] }) : [];
  return [...(main ? [main] : []), ...(features ? [features] : []), ...pricing, ...titleChanges(prev, next)];
}

/**
 * Screenshot comparison: pixelmatch over the area both screenshots cover (perceptual YIQ colour
 * distance, anti-aliased pixels not counted), the rest of the larger canvas counted as changed, and
 * a highlight image (changed pixels red over a dimmed grey copy of the new screenshot), drawn only
 * when asked for. PNGs are read and written by png-io.ts.
 */
import { readFile } from "node:fs/promises";
import pixelmatch from "pixelmatch";
import type { PageKind } from "@/lib/scan/types";
import { decodePng, encodeRgbPng, type RgbaImage } from "./png-io";
import { alignRows, type Segment } from "./visual-align";
import { PAGE_LABELS, roundMagnitude, type DetectedChange } from "./types";

export interface VisualDiffOptions {
  /**
   * pixelmatch's threshold (0-1): two pixels differ when their YIQ distance exceeds this share of
   * the largest possible one. Default 0.1 (pixelmatch's own): rendering noise, sub-pixel text
   * positioning and JPEG-like banding stay under it, a changed word or colour does not.
   */
  colorThreshold?: number;
}

export interface VisualDiff {
  /** Size of the compared (padded) canvas: the larger width and height of the two images. */
  width: number;
  height: number;
  changedPixels: number;
  totalPixels: number;
  /** changedPixels / totalPixels */
  fraction: number;
  /** Bounding box of the changed pixels, null when none changed (drawn on first read). */
  readonly bounds: { x: number; y: number; width: number; height: number } | null;
  /** Makes the highlight, a PNG (RGB): changed pixels red over a dimmed copy of the new screenshot. */
  highlight(): Promise<Buffer>;
  before: { width: number; height: number };
  after: { width: number; height: number };
}

/**
 * Share of differing pixels above which a visual change is raised: 2%. On a full-page screenshot
 * (1280 px wide, 2-8k px tall) that is 50-200k pixels, a block of a few lines of text or one
 * image; a re-rendered glyph or a moved caret is far below it, so it takes a visible edit.
 */
export const VISUAL_CHANGE_THRESHOLD = 0.02;

/** Colours of the highlight: changed pixels, and differences pixelmatch took for anti-aliasing. */
const CHANGED: [number, number, number] = [220, 38, 38];
const ANTI_ALIASED: [number, number, number] = [235, 235, 235];
/** Opacity of the dimmed screenshot under the highlight. */
const DIM = 0.3;

/** `rows` rows from `y` of an image's first `width` columns, as one block. */
function block(img: RgbaImage, width: number, y: number, rows: number): Uint8Array {
  if (img.width === width) return img.data.subarray(y * width * 4, (y + rows) * width * 4);
  const out = new Uint8Array(width * rows * 4);
  for (let r = 0; r < rows; r++) out.set(img.data.subarray((y + r) * img.width * 4, ((y + r) * img.width + width) * 4), r * width * 4);
  return out;
}

/** Options for compareImages beyond the colour threshold. */
export interface CompareOptions extends VisualDiffOptions {
  /**
   * A share of changed pixels at or under which the search may stop: once the aligned comparison
   * finds no more than this, the plain one is skipped. It could only report less, so whether the
   * difference exceeds this share is the same either way (the raise decision), while a smaller
   * difference may be reported larger than a full comparison would find.
   */
  enough?: number;
}

/**
 * Compares two decoded images. Their rows are aligned first (visual-align.ts), so content that
 * only moved down or up is not a difference; pixelmatch then compares each hunk's rows top to
 * bottom, and rows only one side has (added or removed content) count as changed, as do the
 * columns only the wider image has. The canvas is the aligned one: the larger width by the rows
 * of both images once aligned (matched rows once, each hunk its longer side). Semi-transparent
 * pixels are composited over white. The highlight is drawn over the new screenshot, with a red
 * rule where rows were removed; it and the bounds of the change are drawn only when asked for.
 */
export function compareImages(a: RgbaImage, b: RgbaImage, opts: CompareOptions = {}): VisualDiff {
  const w = Math.min(a.width, b.width);
  // Alignment can also mislead: where rows differ only by rendering noise, identical blank rows
  // elsewhere may pair up at an offset and put unrelated content side by side. So the plain
  // top-to-bottom comparison is made too, and the one that finds less difference is kept.
  const segments = alignRows(a, b, w);
  const whole: Segment[] = [{ ya: 0, yb: 0, rowsA: a.height, rowsB: b.height, matched: false }];
  const aligned = count(a, b, w, segments, opts);
  // The plain comparison is the aligned one when alignment found no matching rows, and it cannot
  // find less than nothing.
  const same = segments.length === 1 && !segments[0].matched;
  if (same || aligned.changed === 0 || (opts.enough !== undefined && aligned.fraction <= opts.enough)) return result(a, b, w, segments, aligned, opts);
  const plain = count(a, b, w, whole, opts);
  return aligned.fraction <= plain.fraction ? result(a, b, w, segments, aligned, opts) : result(a, b, w, whole, plain, opts);
}

interface Count {
  width: number;
  height: number;
  changed: number;
  total: number;
  fraction: number;
}

const matchOptions = (opts: VisualDiffOptions) => ({
  threshold: opts.colorThreshold ?? 0.1,
  checkerboard: false,
  alpha: DIM,
  diffColor: CHANGED,
  aaColor: ANTI_ALIASED,
});

/** Changed pixels for a row alignment, without drawing: matched runs are identical rows. */
function count(a: RgbaImage, b: RgbaImage, w: number, segments: Segment[], opts: VisualDiffOptions): Count {
  const width = Math.max(a.width, b.width);
  const height = segments.reduce((n, s) => n + Math.max(s.rowsA, s.rowsB), 0);
  let changed = (width - w) * height;
  for (const s of segments) {
    const rows = Math.min(s.rowsA, s.rowsB);
    if (rows && !s.matched) changed += pixelmatch(block(b, w, s.yb, rows), block(a, w, s.ya, rows), undefined, w, rows, matchOptions(opts));
    changed += (Math.max(s.rowsA, s.rowsB) - rows) * w;
  }
  const total = width * height;
  return { width, height, changed, total, fraction: total ? changed / total : 0 };
}

function result(a: RgbaImage, b: RgbaImage, w: number, segments: Segment[], c: Count, opts: VisualDiffOptions): VisualDiff {
  let drawn: Drawing | null = null;
  const draw = () => (drawn ??= drawDiff(a, b, w, segments, opts));
  return {
    width: c.width,
    height: c.height,
    changedPixels: c.changed,
    totalPixels: c.total,
    fraction: c.fraction,
    get bounds() {
      return draw().bounds;
    },
    highlight: () => encodeRgbPng({ width: b.width, height: b.height, data: draw().image }),
    before: { width: a.width, height: a.height },
    after: { width: b.width, height: b.height },
  };
}

interface Drawing {
  /** RGBA, the new screenshot's size. */
  image: Uint8Array;
  bounds: VisualDiff["bounds"];
}

/** The highlight image and the bounding box of what it marks, for a row alignment. */
function drawDiff(a: RgbaImage, b: RgbaImage, w: number, segments: Segment[], opts: VisualDiffOptions): Drawing {
  const out = new Uint8Array(b.width * b.height * 4);
  const box = { minX: b.width, minY: b.height, maxX: -1, maxY: -1 };
  const mark = (x: number, y: number) => {
    box.minX = Math.min(box.minX, x);
    box.maxX = Math.max(box.maxX, x);
    box.minY = Math.min(box.minY, y);
    box.maxY = Math.max(box.maxY, y);
  };
  const src = b.data;
  const tint = (x0: number, y: number) => {
    for (let x = x0; x < b.width; x++) {
      const i = (y * b.width + x) * 4;
      const lum = 0.299 * src[i] + 0.587 * src[i + 1] + 0.114 * src[i + 2];
      out[i] = 150 + lum * 0.41;
      out[i + 1] = lum * 0.2;
      out[i + 2] = lum * 0.2;
      out[i + 3] = 255;
    }
    if (x0 < b.width) {
      mark(x0, y);
      mark(b.width - 1, y);
    }
  };
  const red = CHANGED[0] | (CHANGED[1] << 8) | (CHANGED[2] << 16);
  const removedAt: number[] = [];
  for (const s of segments) {
    const rows = Math.min(s.rowsA, s.rowsB);
    if (rows) {
      const diff = new Uint8Array(w * rows * 4);
      // The new screenshot first: pixelmatch draws the first image, dimmed, under the differences.
      const n = pixelmatch(block(b, w, s.yb, rows), block(a, w, s.ya, rows), diff, w, rows, matchOptions(opts));
      for (let r = 0; r < rows; r++) out.set(diff.subarray(r * w * 4, (r + 1) * w * 4), (s.yb + r) * b.width * 4);
      const px = new Uint32Array(diff.buffer);
      for (let i = 0; n && i < px.length; i++) if ((px[i] & 0xffffff) === red) mark(i % w, s.yb + Math.floor(i / w));
    }
    for (let y = s.yb + rows; y < s.yb + s.rowsB; y++) tint(0, y);
    if (s.rowsA > s.rowsB) removedAt.push(s.yb + s.rowsB);
  }
  for (const at of removedAt) for (let y = Math.max(0, at - 1); y <= Math.min(b.height - 1, at + 1); y++) tint(0, y);
  for (let y = 0; y < b.height; y++) tint(w, y);
  return {
    image: out,
    bounds: box.maxX < 0 ? null : { x: box.minX, y: box.minY, width: box.maxX - box.minX + 1, height: box.maxY - box.minY + 1 },
  };
}

/** Decodes two PNG buffers and compares them. */
export async function compareScreenshots(prevPng: Uint8Array, nextPng: Uint8Array, opts: CompareOptions = {}): Promise<VisualDiff> {
  const [a, b] = await Promise.all([decodePng(prevPng), decodePng(nextPng)]);
  return compareImages(a, b, opts);
}

export interface VisualChangeOptions extends VisualDiffOptions {
  /** Page URL for the change. */
  url: string;
  page?: PageKind;
  /** Minimum changed fraction that raises a change. Default VISUAL_CHANGE_THRESHOLD (2%). */
  threshold?: number;
}

export interface VisualChangeResult {
  /** Null when the difference is at or below the threshold. */
  change: DetectedChange | null;
  diff: VisualDiff;
}

const pct = (f: number) => `${(Math.round(f * 1000) / 10).toFixed(1)}%`;

/**
 * Compares two screenshots and raises a `visual` change when more than `threshold` of the
 * pixels differ. `diff.highlight()` makes the highlight PNG for the caller to store. Without a
 * change, the comparison may have stopped early: `diff` then reports at most `threshold`, which
 * can be more than a full comparison finds (compareScreenshots gives that).
 */
export async function detectVisualChange(
  prevPng: Uint8Array,
  nextPng: Uint8Array,
  opts: VisualChangeOptions,
): Promise<VisualChangeResult> {
  const threshold = opts.threshold ?? VISUAL_CHANGE_THRESHOLD;
  const diff = await compareScreenshots(prevPng, nextPng, { colorThreshold: opts.colorThreshold, enough: threshold });
  if (diff.fraction <= threshold) return { change: null, diff };
  const page = opts.page ?? "home";
  let description = `${PAGE_LABELS[page]} screenshot changed: ${pct(diff.fraction)} of the page looks different`;
  if (diff.before.height !== diff.after.height) {
    description += ` (page height ${diff.before.height} → ${diff.after.height} px)`;
  }
  return {
    diff,
    change: {
      type: "visual",
      description,
      oldContent: null,
      newContent: null,
      url: opts.url,
      // sqrt: a 5% repaint is already noticeable, a 100% one is the ceiling.
      magnitude: roundMagnitude(Math.sqrt(diff.fraction)),
      facts: {
        kind: "screenshot_changed",
        page,
        fraction: Math.round(diff.fraction * 10000) / 10000,
        changedPixels: diff.changedPixels,
        totalPixels: diff.totalPixels,
        bounds: diff.bounds,
        before: diff.before,
        after: diff.after,
      },
    },
  };
}

/** Same as detectVisualChange, reading the two screenshots from disk. */
export async function compareScreenshotFiles(
  prevPath: string,
  nextPath: string,
  opts: VisualChangeOptions,
): Promise<VisualChangeResult> {
  const [a, b] = await Promise.all([readFile(prevPath), readFile(nextPath)]);
  return detectVisualChange(a, b, opts);
}

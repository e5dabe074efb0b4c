/**
 * Screenshot comparison: fraction of differing pixels with a tolerant per-channel threshold,
 * and a highlight image (changed pixels tinted red over a dimmed copy of the new screenshot).
 */
import { readFile } from "node:fs/promises";
import type { PageKind } from "@/lib/scan/types";
import { decodePng, encodePng, type RgbaImage } from "./png";
import { PAGE_LABELS, roundMagnitude, type DetectedChange } from "./types";

export interface VisualDiffOptions {
  /** A pixel differs when any channel differs by more than this (0-255). Default 32. */
  channelThreshold?: number;
}

export interface VisualDiff {
  /** Size of the compared (padded) canvas: the larger width and height of the two images. */
  width: number;
  height: number;
  changedPixels: number;
  totalPixels: number;
  /** changedPixels / totalPixels */
  fraction: number;
  /** Bounding box of the changed pixels, null when none changed. */
  bounds: { x: number; y: number; width: number; height: number } | null;
  /** PNG (RGB): changed pixels tinted red over a dimmed copy. */
  highlight: Buffer;
  before: { width: number; height: number };
  after: { width: number; height: number };
}

/** Default share of differing pixels above which a visual change is raised. */
export const VISUAL_CHANGE_THRESHOLD = 0.02;

/**
 * Compares two decoded images pixel by pixel after compositing over white. Where one image is
 * shorter or narrower, the missing area is padding and counts as changed (content appeared or
 * disappeared there).
 */
export function compareImages(a: RgbaImage, b: RgbaImage, opts: VisualDiffOptions = {}): VisualDiff {
  const threshold = opts.channelThreshold ?? 32;
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const out = new Uint8Array(width * height * 4);
  let changed = 0;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  const ad = a.data;
  const bd = b.data;
  // White-composited channel value (alpha 255 is the common, exact case).
  const flat = (d: Uint8Array, i: number, alpha: number) =>
    alpha === 255 ? d[i] : (d[i] * alpha + 255 * (255 - alpha)) / 255;
  for (let y = 0; y < height; y++) {
    const rowA = y < a.height;
    const rowB = y < b.height;
    for (let x = 0; x < width; x++) {
      const inA = rowA && x < a.width;
      const inB = rowB && x < b.width;
      const ia = (y * a.width + x) * 4;
      const ib = (y * b.width + x) * 4;
      let diff = true; // padding: present in only one image
      if (inA && inB) {
        const aa = ad[ia + 3];
        const ab = bd[ib + 3];
        diff =
          Math.abs(flat(ad, ia, aa) - flat(bd, ib, ab)) > threshold ||
          Math.abs(flat(ad, ia + 1, aa) - flat(bd, ib + 1, ab)) > threshold ||
          Math.abs(flat(ad, ia + 2, aa) - flat(bd, ib + 2, ab)) > threshold;
      }
      // Base the highlight on the new screenshot; fall back to the old one in its padding.
      let lum = 255;
      if (inB) {
        const al = bd[ib + 3];
        lum = 0.299 * flat(bd, ib, al) + 0.587 * flat(bd, ib + 1, al) + 0.114 * flat(bd, ib + 2, al);
      } else if (inA) {
        const al = ad[ia + 3];
        lum = 0.299 * flat(ad, ia, al) + 0.587 * flat(ad, ia + 1, al) + 0.114 * flat(ad, ia + 2, al);
      }
      const o = (y * width + x) * 4;
      if (diff) {
        changed++;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
        out[o] = 150 + lum * 0.41;
        out[o + 1] = lum * 0.2;
        out[o + 2] = lum * 0.2;
      } else {
        out[o] = out[o + 1] = out[o + 2] = 255 - (255 - lum) * 0.3;
      }
      out[o + 3] = 255;
    }
  }
  const total = width * height;
  return {
    width,
    height,
    changedPixels: changed,
    totalPixels: total,
    fraction: total ? changed / total : 0,
    bounds: maxX < 0 ? null : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 },
    highlight: encodePng({ width, height, data: out }, { alpha: false }),
    before: { width: a.width, height: a.height },
    after: { width: b.width, height: b.height },
  };
}

/** Decodes two PNG buffers and compares them. */
export function compareScreenshots(prevPng: Uint8Array, nextPng: Uint8Array, opts: VisualDiffOptions = {}): VisualDiff {
  return compareImages(decodePng(prevPng), decodePng(nextPng), opts);
}

export interface VisualChangeOptions extends VisualDiffOptions {
  /** Page URL for the change. */
  url: string;
  page?: PageKind;
  /** Minimum changed fraction that raises a change. Default 0.02 (2%). */
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
 * pixels differ. The highlight PNG is returned in `diff.highlight` for the caller to store.
 */
export function detectVisualChange(
  prevPng: Uint8Array,
  nextPng: Uint8Array,
  opts: VisualChangeOptions,
): VisualChangeResult {
  const diff = compareScreenshots(prevPng, nextPng, opts);
  const threshold = opts.threshold ?? VISUAL_CHANGE_THRESHOLD;
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

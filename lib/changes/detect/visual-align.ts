/**
 * Vertical alignment of two screenshots, so that content which only moved is not compared with
 * whatever now sits where it used to be. Each pixel row is hashed, and jsdiff's Myers diff over the
 * two row sequences pairs identical rows in order: a paragraph that gained a line shifts everything
 * below it by the line's height, and those rows still pair with their old selves.
 */
import { createHash } from "node:crypto";
import { diffArrays } from "diff";

export interface Rows {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * A run of rows: `rowsA` rows of the old image from `ya` against `rowsB` rows of the new one from
 * `yb`. In a matched run the rows are identical (rowsA = rowsB); otherwise it is a hunk, where
 * either side may be empty (rows added or removed).
 */
export interface Segment {
  ya: number;
  yb: number;
  rowsA: number;
  rowsB: number;
  matched: boolean;
}

/**
 * Row edits beyond which alignment gives up and the images are compared top to bottom as one
 * hunk: 600 rows is a block of several screens changed. Past it the page is mostly new anyway,
 * and the cost of the diff (quadratic in the edits) would outgrow the comparison itself.
 */
export const MAX_ROW_EDITS = 600;

function rowKeys(img: Rows, width: number): string[] {
  const keys: string[] = [];
  for (let y = 0; y < img.height; y++) {
    const start = y * img.width * 4;
    keys.push(createHash("sha1").update(img.data.subarray(start, start + width * 4)).digest("base64"));
  }
  return keys;
}

const KEEP = 0;
const REMOVE = 1;
const ADD = 2;

/**
 * Slides each run of only-removed or only-added rows up or down through identical rows (blank
 * space, typically) when that brings it next to a run of the other kind, so that a block replaced
 * by one of another look forms one hunk. Myers' diff finds as few edits either way, but places
 * such runs arbitrarily among identical rows. `types` holds one op per row, `keys` that row's hash.
 */
function slide(types: number[], keys: string[]): void {
  const other = (t: number) => (t === REMOVE ? ADD : REMOVE);
  for (let s = 0; s < types.length; ) {
    const t = types[s];
    let e = s + 1;
    while (e < types.length && types[e] === t) e++;
    if (t !== KEEP && types[s - 1] !== other(t) && types[e] !== other(t)) {
      let up = 0;
      while (types[s - 1 - up] === KEEP && keys[s - 1 - up] === keys[e - 1 - up]) up++;
      let down = 0;
      while (types[e + down] === KEEP && keys[e + down] === keys[s + down]) down++;
      const shift = types[s - 1 - up] === other(t) ? -up : types[e + down] === other(t) ? down : 0;
      for (let i = s; i < e; i++) types[i] = KEEP;
      for (let i = s + shift; i < e + shift; i++) types[i] = t;
    }
    s = e;
  }
}

/** Matched runs and hunks covering both images top to bottom, comparing the first `width` columns. */
export function alignRows(a: Rows, b: Rows, width: number): Segment[] {
  const keysA = rowKeys(a, width);
  const keysB = rowKeys(b, width);
  const ops = diffArrays(keysA, keysB, { maxEditLength: MAX_ROW_EDITS });
  if (!ops) return [{ ya: 0, yb: 0, rowsA: a.height, rowsB: b.height, matched: false }];
  const types: number[] = [];
  const keys: string[] = [];
  let ya = 0;
  let yb = 0;
  for (const op of ops) {
    const type = op.added ? ADD : op.removed ? REMOVE : KEEP;
    for (let i = 0; i < op.count; i++) {
      types.push(type);
      keys.push(type === ADD ? keysB[yb] : keysA[ya]);
      if (type !== ADD) ya++;
      if (type !== REMOVE) yb++;
    }
  }
  slide(types, keys);
  const out: Segment[] = [];
  ya = 0;
  yb = 0;
  for (let i = 0; i < types.length; i++) {
    const matched = types[i] === KEEP;
    let last = out[out.length - 1];
    if (!last || last.matched !== matched) out.push((last = { ya, yb, rowsA: 0, rowsB: 0, matched }));
    if (types[i] !== ADD) {
      last.rowsA++;
      ya++;
    }
    if (types[i] !== REMOVE) {
      last.rowsB++;
      yb++;
    }
  }
  return out;
}

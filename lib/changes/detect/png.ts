/**
 * Minimal PNG codec over node:zlib: decodes non-interlaced PNGs of every colour type
 * (grey, RGB, palette, grey+alpha, RGBA; bit depths 1-16) to 8-bit RGBA, and encodes 8-bit
 * RGB / RGBA with per-row adaptive filtering.
 */
import { deflateSync, inflateSync } from "node:zlib";

export interface RgbaImage {
  width: number;
  height: number;
  /** width * height * 4 bytes, row-major RGBA. */
  data: Uint8Array;
}

const SIGNATURE = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export class PngError extends Error {
  override name = "PngError";
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Reverses the per-row filters in place-free fashion; returns height*stride bytes. */
function unfilter(raw: Uint8Array, height: number, stride: number, bpp: number): Uint8Array {
  const out = new Uint8Array(height * stride);
  const zero = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const src = y * (stride + 1);
    const ft = raw[src];
    const line = raw.subarray(src + 1, src + 1 + stride);
    const cur = out.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? out.subarray((y - 1) * stride, y * stride) : zero;
    switch (ft) {
      case 0:
        cur.set(line);
        break;
      case 1:
        for (let x = 0; x < stride; x++) cur[x] = (line[x] + (x >= bpp ? cur[x - bpp] : 0)) & 255;
        break;
      case 2:
        for (let x = 0; x < stride; x++) cur[x] = (line[x] + up[x]) & 255;
        break;
      case 3:
        for (let x = 0; x < stride; x++) cur[x] = (line[x] + (((x >= bpp ? cur[x - bpp] : 0) + up[x]) >> 1)) & 255;
        break;
      case 4:
        for (let x = 0; x < stride; x++) {
          const a = x >= bpp ? cur[x - bpp] : 0;
          const c = x >= bpp ? up[x - bpp] : 0;
          cur[x] = (line[x] + paeth(a, up[x], c)) & 255;
        }
        break;
      default:
        throw new PngError(`Unknown PNG filter type ${ft} on row ${y}`);
    }
  }
  return out;
}

export function decodePng(input: Uint8Array): RgbaImage {
  const buf = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (buf.length < 8 || SIGNATURE.some((b, i) => buf[i] !== b)) throw new PngError("Not a PNG file");
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  let pos = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let colorType = -1;
  let palette: Uint8Array | null = null;
  let trns: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  while (pos + 8 <= buf.length) {
    const len = view.getUint32(pos);
    const type = String.fromCharCode(buf[pos + 4], buf[pos + 5], buf[pos + 6], buf[pos + 7]);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (data.length !== len) throw new PngError(`Truncated ${type} chunk`);
    if (type === "IHDR") {
      width = view.getUint32(pos + 8);
      height = view.getUint32(pos + 12);
      depth = data[8];
      colorType = data[9];
      if (data[12] !== 0) throw new PngError("Interlaced PNGs are not supported");
    } else if (type === "PLTE") palette = data;
    else if (type === "tRNS") trns = data;
    else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") break;
    pos += 12 + len;
  }
  const channels = CHANNELS[colorType];
  if (!channels || !DEPTHS[colorType].includes(depth)) {
    throw new PngError(`Unsupported PNG colour type ${colorType} / bit depth ${depth}`);
  }
  if (width === 0 || height === 0) throw new PngError("PNG has no pixels");
  if (colorType === 3 && !palette) throw new PngError("Palette PNG without PLTE chunk");
  const bitsPerPixel = channels * depth;
  const stride = Math.ceil((width * bitsPerPixel) / 8);
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const raw = new Uint8Array(inflateSync(Buffer.concat(idat)));
  if (raw.length < height * (stride + 1)) throw new PngError("PNG image data is truncated");
  const px = unfilter(raw, height, stride, bpp);

  const out = new Uint8Array(width * height * 4);
  const max = (1 << depth) - 1;
  const sample = (row: number, i: number): number => {
    // i = sample index within the row
    if (depth === 8) return px[row + i];
    if (depth === 16) return (px[row + i * 2] << 8) | px[row + i * 2 + 1];
    const bit = i * depth;
    return (px[row + (bit >> 3)] >> (8 - depth - (bit & 7))) & max;
  };
  const to8 = (v: number) => (depth === 16 ? v >> 8 : depth === 8 ? v : Math.round((v * 255) / max));
  const trnsValue = (k: number) => (trns && trns.length >= 2 * (k + 1) ? (trns[2 * k] << 8) | trns[2 * k + 1] : -1);
  const tGray = trnsValue(0);
  const [tR, tG, tB] = [trnsValue(0), trnsValue(1), trnsValue(2)];
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const s = x * channels;
      if (colorType === 3) {
        const idx = sample(row, s);
        out[o] = palette![idx * 3] ?? 0;
        out[o + 1] = palette![idx * 3 + 1] ?? 0;
        out[o + 2] = palette![idx * 3 + 2] ?? 0;
        out[o + 3] = trns && idx < trns.length ? trns[idx] : 255;
      } else if (colorType === 0 || colorType === 4) {
        const g = sample(row, s);
        out[o] = out[o + 1] = out[o + 2] = to8(g);
        out[o + 3] = colorType === 4 ? to8(sample(row, s + 1)) : g === tGray ? 0 : 255;
      } else {
        const r = sample(row, s);
        const g = sample(row, s + 1);
        const b = sample(row, s + 2);
        out[o] = to8(r);
        out[o + 1] = to8(g);
        out[o + 2] = to8(b);
        out[o + 3] = colorType === 6 ? to8(sample(row, s + 3)) : r === tR && g === tG && b === tB ? 0 : 255;
      }
    }
  }
  return { width, height, data: out };
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out, 4, 8 + data.length), 8 + data.length);
  return out;
}

/** Picks the filter with the smallest sum of absolute residuals (the usual heuristic) in one pass. */
function chooseFilter(cur: Uint8Array, up: Uint8Array, bpp: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  for (let x = 0; x < cur.length; x++) {
    const v = cur[x];
    const a = x >= bpp ? cur[x - bpp] : 0;
    const b = up[x];
    const c = x >= bpp ? up[x - bpp] : 0;
    let r = v;
    s0 += r < 128 ? r : 256 - r;
    r = (v - a) & 255;
    s1 += r < 128 ? r : 256 - r;
    r = (v - b) & 255;
    s2 += r < 128 ? r : 256 - r;
    r = (v - ((a + b) >> 1)) & 255;
    s3 += r < 128 ? r : 256 - r;
    r = (v - paeth(a, b, c)) & 255;
    s4 += r < 128 ? r : 256 - r;
  }
  const sums = [s0, s1, s2, s3, s4];
  let best = 0;
  for (let f = 1; f < 5; f++) if (sums[f] < sums[best]) best = f;
  return best;
}

function filterRow(ft: number, cur: Uint8Array, up: Uint8Array, bpp: number, dst: Uint8Array): void {
  for (let x = 0; x < cur.length; x++) {
    const a = x >= bpp ? cur[x - bpp] : 0;
    const b = up[x];
    const pred = ft === 0 ? 0 : ft === 1 ? a : ft === 2 ? b : ft === 3 ? (a + b) >> 1 : paeth(a, b, x >= bpp ? up[x - bpp] : 0);
    dst[x] = (cur[x] - pred) & 255;
  }
}

/**
 * Encodes 8-bit RGBA pixels. `alpha: "auto"` (default) writes RGB when every pixel is opaque.
 */
export function encodePng(img: RgbaImage, opts: { alpha?: boolean | "auto" } = {}): Buffer {
  const { width, height, data } = img;
  if (data.length !== width * height * 4) throw new PngError("Pixel buffer does not match width × height × 4");
  let alpha = opts.alpha ?? "auto";
  if (alpha === "auto") {
    alpha = false;
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) { alpha = true; break; }
  }
  const channels = alpha ? 4 : 3;
  const stride = width * channels;
  const raw = new Uint8Array(height * (stride + 1));
  let up = new Uint8Array(stride);
  let cur = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const s = (y * width + x) * 4;
      const d = x * channels;
      cur[d] = data[s];
      cur[d + 1] = data[s + 1];
      cur[d + 2] = data[s + 2];
      if (alpha) cur[d + 3] = data[s + 3];
    }
    const ft = chooseFilter(cur, up, channels);
    raw[y * (stride + 1)] = ft;
    filterRow(ft, cur, up, channels, raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    [up, cur] = [cur, up];
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = alpha ? 6 : 2;
  return Buffer.concat([
    Buffer.from(SIGNATURE),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 6 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/**
 * PNG reading and writing for the screenshot comparison. Screenshots as Chromium writes them (8-bit
 * RGB or RGBA, not interlaced, no colour profile) are decoded by sharp (libvips, native: about 2.5x
 * less CPU than pngjs, off the main thread); any other PNG by pngjs, whose conversion to 8-bit RGBA
 * (16-bit, palette, grey, profiles left alone) stays the reference. Both give the same pixels for
 * the PNGs sharp takes. Highlights are written by sharp (about 10x less CPU than pngjs, smaller).
 */
import { PNG } from "pngjs";
import sharp from "sharp";

/** A decoded image: width * height * 4 bytes, row-major RGBA. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Chunks that could make a decoder change colours (sharp converts embedded profiles to sRGB). */
const COLOUR_CHUNKS = new Set(["iCCP", "gAMA", "cHRM", "sRGB", "sBIT", "tRNS"]);

/** True for a plain 8-bit RGB/RGBA PNG without interlacing or colour chunks. */
export function isPlainRgbPng(png: Uint8Array): boolean {
  if (png.length < 33 || SIGNATURE.some((b, i) => png[i] !== b)) return false;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const type = (at: number) => String.fromCharCode(png[at + 4], png[at + 5], png[at + 6], png[at + 7]);
  if (type(8) !== "IHDR") return false;
  const depth = png[24];
  const colour = png[25];
  const interlace = png[28];
  if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) return false;
  for (let at = 8; at + 8 <= png.length; ) {
    const t = type(at);
    if (t === "IDAT" || t === "IEND") return true;
    if (COLOUR_CHUNKS.has(t)) return false;
    at += 12 + view.getUint32(at);
  }
  return false;
}

/** Decodes a PNG of any colour type and bit depth to 8-bit RGBA. */
export async function decodePng(png: Uint8Array): Promise<RgbaImage> {
  if (isPlainRgbPng(png)) {
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    if (info.channels === 4 && data.length === info.width * info.height * 4) return { width: info.width, height: info.height, data };
  }
  const img = PNG.sync.read(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  return { width: img.width, height: img.height, data: img.data };
}

/** Encodes an RGBA image as an RGB PNG (alpha dropped: the image is expected to be opaque). */
export function encodeRgbPng(img: RgbaImage): Promise<Buffer> {
  const data = Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength);
  return sharp(data, { raw: { width: img.width, height: img.height, channels: 4 } }).removeAlpha().png().toBuffer();
}

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { compareScreenshotFiles, compareScreenshots, detectVisualChange } from "./visual";

interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The fixture as a PNG file (pngjs, RGBA). */
function encodePng(img: RgbaImage): Buffer {
  const png = new PNG({ width: img.width, height: img.height });
  png.data.set(img.data);
  return PNG.sync.write(png);
}

function decodePng(file: Uint8Array): RgbaImage {
  const png = PNG.sync.read(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  return { width: png.width, height: png.height, data: png.data };
}

/** A white page with a dark "header" bar and a blue box at (bx, by). */
function page(width: number, height: number, box?: { x: number; y: number; w: number; h: number }): RgbaImage {
  const data = new Uint8Array(width * height * 4).fill(255);
  const paint = (x0: number, y0: number, w: number, h: number, rgb: [number, number, number]) => {
    for (let y = y0; y < Math.min(height, y0 + h); y++) {
      for (let x = x0; x < Math.min(width, x0 + w); x++) data.set([...rgb, 255], (y * width + x) * 4);
    }
  };
  paint(0, 0, width, 4, [20, 20, 30]);
  if (box) paint(box.x, box.y, box.w, box.h, [37, 99, 235]);
  return { width, height, data };
}

describe("visual diff", () => {
  it("finds no change between identical screenshots and tolerates rendering noise", async () => {
    const a = page(40, 30, { x: 5, y: 10, w: 10, h: 6 });
    const noisy = { ...a, data: a.data.map((v, i) => (i % 4 === 3 ? v : Math.max(0, v - ((i * 7) % 12)))) };
    const diff = await compareScreenshots(encodePng(a), encodePng(noisy));
    expect(diff.changedPixels).toBe(0);
    expect(diff.bounds).toBeNull();
    const { change } = await detectVisualChange(encodePng(a), encodePng(noisy), { url: "https://acme.example/" });
    expect(change).toBeNull();
  });

  it("measures the changed fraction, its bounds, and raises a change above 2%", async () => {
    const a = page(40, 30, { x: 5, y: 10, w: 10, h: 6 });
    const b = page(40, 30, { x: 20, y: 10, w: 10, h: 6 });
    const { change, diff } = await detectVisualChange(encodePng(a), encodePng(b), { url: "https://acme.example/" });
    expect(diff.changedPixels).toBe(120); // two disjoint 10×6 boxes
    expect(diff.fraction).toBeCloseTo(120 / 1200);
    expect(diff.bounds).toEqual({ x: 5, y: 10, width: 25, height: 6 });
    expect(change).not.toBeNull();
    expect(change!.type).toBe("visual");
    expect(change!.description).toBe("Homepage screenshot changed: 10.0% of the page looks different");
    expect(change!.magnitude).toBeCloseTo(Math.sqrt(0.1), 2);
    expect(change!.facts).toMatchObject({ kind: "screenshot_changed", changedPixels: 120, totalPixels: 1200 });

    // The highlight is a valid PNG: changed pixels red, the rest a dimmed grey copy.
    const hl = decodePng(await diff.highlight());
    expect([hl.width, hl.height]).toEqual([40, 30]);
    const px = (x: number, y: number) => Array.from(hl.data.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 3));
    const [r, g, bl] = px(22, 12);
    expect(r).toBeGreaterThan(150);
    expect(r).toBeGreaterThan(g + 80);
    expect(g).toBe(bl);
    const [dr, dg, db] = px(1, 1); // dark header, unchanged → dimmed
    expect(dr).toBe(dg);
    expect(dg).toBe(db);
    expect(dr).toBeGreaterThan(150);
  });

  it("pads a taller new screenshot and counts the new area as changed", async () => {
    const a = page(20, 20);
    const b = page(20, 25);
    const { change, diff } = await detectVisualChange(encodePng(a), encodePng(b), { url: "https://acme.example/pricing", page: "pricing" });
    expect([diff.width, diff.height]).toEqual([20, 25]);
    expect(diff.changedPixels).toBe(100);
    expect(change!.description).toBe("Pricing page screenshot changed: 20.0% of the page looks different (page height 20 → 25 px)");
  });

  it("aligns rows, so content that only moved down is not counted, and pairs a replaced block", async () => {
    const a = page(40, 60, { x: 5, y: 40, w: 10, h: 6 });
    // The same page with an 8-row grey band inserted at y = 20: the box moves from y 40 to 48.
    const b: RgbaImage = { width: 40, height: 68, data: new Uint8Array(40 * 68 * 4) };
    b.data.set(a.data.subarray(0, 20 * 40 * 4), 0);
    b.data.fill(128, 20 * 40 * 4, 28 * 40 * 4);
    b.data.set(a.data.subarray(20 * 40 * 4), 28 * 40 * 4);
    const moved = await compareScreenshots(encodePng(a), encodePng(b));
    expect(moved.changedPixels).toBe(8 * 40);
    expect(moved.bounds).toEqual({ x: 0, y: 20, width: 40, height: 8 });
    expect(moved.height).toBe(68);
    // The reverse: rows removed, counted once, and a red rule drawn where they were.
    const removed = await compareScreenshots(encodePng(b), encodePng(a));
    expect(removed.changedPixels).toBe(8 * 40);
    const [r, g] = decodePng(await removed.highlight()).data.subarray((20 * 40 + 10) * 4);
    expect(r).toBeGreaterThan(g + 80);

    // A box painted into blank space: its rows pair with the blank rows it replaced (one hunk).
    const blank = page(40, 60);
    const boxed = page(40, 60, { x: 0, y: 50, w: 4, h: 4 });
    expect((await compareScreenshots(encodePng(blank), encodePng(boxed))).changedPixels).toBe(16);
  });

  it("respects the threshold option", async () => {
    const a = page(50, 20);
    const b = page(50, 20, { x: 0, y: 10, w: 5, h: 5 }); // 25 of 1000 pixels = 2.5%
    expect((await detectVisualChange(encodePng(a), encodePng(b), { url: "u" })).change).not.toBeNull();
    expect((await detectVisualChange(encodePng(a), encodePng(b), { url: "u", threshold: 0.05 })).change).toBeNull();
  });

  it("compares screenshot files by path", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "rivalscope-visual-"));
    try {
      await writeFile(path.join(dir, "a.png"), encodePng(page(30, 30)));
      await writeFile(path.join(dir, "b.png"), encodePng(page(30, 30, { x: 0, y: 10, w: 30, h: 10 })));
      const { change } = await compareScreenshotFiles(path.join(dir, "a.png"), path.join(dir, "b.png"), { url: "u" });
      expect(change?.facts.fraction).toBeCloseTo(1 / 3, 3);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Floors for extraction on pages nobody here wrote (npm run eval:extract): third-party pricing pages
 * with hand labels, real price strings, and news/blog pages for main content. Each floor sits just
 * under the figure reached, so a regression fails the build. The data folder lives beside the
 * checkout; without it the test is skipped, except in CI where it must be present.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { evalMainContent } from "../../scripts/eval/main-content";
import { evalPriceStrings } from "../../scripts/eval/price-strings";
import { evalPricingPages } from "../../scripts/eval/pricing-pages";
import { realWorldDir } from "../../scripts/eval/real-world-dir";

const root = realWorldDir();
const folder = root ? path.join(root, "extract") : "";
const inCI = env().CI === "true";
const rate = ([a, b]: [number, number]) => (b === 0 ? 1 : a / b);

describe("extraction on real-world pages", () => {
  it.runIf(!root && inCI)("has its data in CI", () => {
    throw new Error("shared/data/real-world is missing: the extraction floors cannot be checked (see scripts/eval/real-world-dir.ts)");
  });

  it.skipIf(!root)("finds the plans of third-party pricing pages with their price, currency, period and unit", () => {
    const { totals, calibration } = evalPricingPages(folder);
    expect(rate(totals.recall)).toBeGreaterThanOrEqual(0.98);
    expect(rate(totals.precision)).toBeGreaterThanOrEqual(0.98);
    expect(rate(totals.price)).toBeGreaterThanOrEqual(0.98);
    expect(rate(totals.currency)).toBeGreaterThanOrEqual(0.98);
    expect(rate(totals.period)).toBeGreaterThanOrEqual(0.95);
    expect(rate(totals.unit)).toBeGreaterThanOrEqual(0.98);
    // confidence means something: the most confident plans are the most often right
    const top = calibration[calibration.length - 1];
    expect(top.plans).toBeGreaterThan(0);
    expect(top.accuracy ?? 0).toBeGreaterThanOrEqual(0.95);
  }, 60_000);

  it.skipIf(!root)("reads amount and currency of real price strings", () => {
    const r = evalPriceStrings(folder);
    expect(rate(r.amount)).toBeGreaterThanOrEqual(0.97);
    expect(rate(r.currency)).toBeGreaterThanOrEqual(0.97);
    expect(rate(r.amountAll)).toBeGreaterThanOrEqual(0.97);
  }, 60_000);

  it.skipIf(!root)("keeps the main content of news and blog pages, never an empty page", () => {
    const r = evalMainContent(folder);
    expect(r.meanF1).toBeGreaterThanOrEqual(0.97);
    expect(r.meanF1).toBeGreaterThan(r.baselineMeanF1);
    expect(r.empty).toBe(0);
  }, 180_000);
});

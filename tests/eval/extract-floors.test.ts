/**
 * Floors for extraction on pages nobody here wrote (npm run eval:extract): third-party pricing pages
 * with hand labels, real price strings, and news/blog pages for main content. The floors are on the
 * check part of the tune / check split (scripts/eval/split.ts), each just under the figure reached,
 * so a regression fails the build. The data folder lives beside the
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

/** Just under the check part's figures (tune / check split: scripts/eval/split.ts). */
const FLOORS = {
  pricing: { recall: 0.95, precision: 0.92, price: 0.98, currency: 0.98, period: 0.95, unit: 0.98, topConfidence: 0.95 },
  strings: { amount: 0.97, currency: 0.85, amountAll: 0.97, currencyKeyDecidable: 0.98 },
  content: { meanF1: 0.99, minF1: 0.97 },
};

describe("extraction on real-world pages", () => {
  it.runIf(!root && inCI)("has its data in CI", () => {
    throw new Error("shared/data/real-world is missing: the extraction floors cannot be checked (see scripts/eval/real-world-dir.ts)");
  });

  it.skipIf(!root)("finds the plans of third-party pricing pages with their price, currency, period and unit (check part)", () => {
    const { parts } = evalPricingPages(folder);
    const t = parts.check.totals;
    expect(rate(t.recall)).toBeGreaterThanOrEqual(FLOORS.pricing.recall);
    expect(rate(t.precision)).toBeGreaterThanOrEqual(FLOORS.pricing.precision);
    expect(rate(t.price)).toBeGreaterThanOrEqual(FLOORS.pricing.price);
    expect(rate(t.currency)).toBeGreaterThanOrEqual(FLOORS.pricing.currency);
    expect(rate(t.period)).toBeGreaterThanOrEqual(FLOORS.pricing.period);
    expect(rate(t.unit)).toBeGreaterThanOrEqual(FLOORS.pricing.unit);
    // a page of prices that are not plans (a shop, a calculator) yields no plan
    expect(parts.check.negatives[0]).toBe(parts.check.negatives[1]);
    // confidence means something: the most confident plans are the most often right
    const top = parts.check.calibration[parts.check.calibration.length - 1];
    expect(top.plans).toBeGreaterThan(0);
    expect(top.accuracy ?? 0).toBeGreaterThanOrEqual(FLOORS.pricing.topConfidence);
    // "Some plans may be missing" means something: pages that say it are read wrong more often than pages that do not
    const { doubted, trusted } = parts.check.doubt;
    expect(doubted[1]).toBeGreaterThan(0);
    expect(rate(doubted)).toBeGreaterThan(rate(trusted));
  }, 60_000);

  it.skipIf(!root)("reads amount and currency of real price strings (check part)", () => {
    const r = evalPriceStrings(folder, "check");
    expect(rate(r.amount)).toBeGreaterThanOrEqual(FLOORS.strings.amount);
    expect(rate(r.currency)).toBeGreaterThanOrEqual(FLOORS.strings.currency);
    expect(rate(r.amountAll)).toBeGreaterThanOrEqual(FLOORS.strings.amountAll);
    // by the answer key alone, on the strings whose spelling the key lists under some code
    expect(rate(r.currencyKeyDecidable)).toBeGreaterThanOrEqual(FLOORS.strings.currencyKeyDecidable);
  }, 60_000);

  it.skipIf(!root)("keeps the main content of news and blog pages, never an empty page (check part)", () => {
    const r = evalMainContent(folder, "check");
    expect(r.meanF1).toBeGreaterThanOrEqual(FLOORS.content.meanF1);
    expect(r.minF1).toBeGreaterThanOrEqual(FLOORS.content.minF1);
    expect(r.meanF1).toBeGreaterThan(r.baselineMeanF1);
    expect(r.empty).toBe(0);
  }, 180_000);
});

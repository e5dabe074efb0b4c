/**
 * Floors for move predictions backtested on the real page histories (npm run eval:predictions): on the
 * check part (tune / check split by source: scripts/eval/split.ts), the product's chance of a pricing
 * move within 90 days must score a better (lower) Brier score than the base-rate predictor, and stay
 * just under the figure reached. Without the data the test is skipped, except in CI.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { evalPredictions } from "../../scripts/eval/predictions";
import { realWorldDir } from "../../scripts/eval/real-world-dir";

const root = realWorldDir();
const inCI = env().CI === "true";

describe("predictions backtested on real page histories (check part)", () => {
  it.runIf(!root && inCI)("has its data in CI", () => {
    throw new Error("shared/data/real-world is missing: the prediction floors cannot be checked (see scripts/eval/real-world-dir.ts)");
  });

  it.skipIf(!root)("beats the base rate at saying whether a pricing move comes within 90 days", () => {
    const r = evalPredictions(path.join(root!, "history"));
    const check = r.parts.check;
    expect(check.windows).toBeGreaterThan(50);
    expect(check.positives).toBeGreaterThan(0);
    expect(check.brierProduct).toBeLessThan(check.brierBase);
    expect(check.brierProduct).toBeLessThanOrEqual(0.205);
  }, 60_000);
});

/**
 * Floors for the local dark-pattern classifier (npm run eval:patterns) on the check part of the
 * labelled strings (tune / check split by source website: scripts/eval/patterns.ts), each just under
 * the figure reached, so a regression fails the build. The data lives beside the checkout; without it
 * the test is skipped, except in CI where it must be present.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { evalPatterns } from "../../scripts/eval/patterns";
import { realWorldDir } from "../../scripts/eval/real-world-dir";

const root = realWorldDir();
const inCI = env().CI === "true";
const dev = root ? path.join(root, "..", "dark-patterns", "dev.csv") : "";
const shop = root ? path.join(root, "darkpatterns", "ec-darkpattern.csv") : "";

describe("dark-pattern classifier on labelled strings (check part)", () => {
  it.runIf(!root && inCI)("has its data in CI", () => {
    throw new Error("shared/data is missing: the dark-pattern floors cannot be checked (see scripts/eval/real-world-dir.ts)");
  });

  it.skipIf(!root || !existsSync(dev))("names the category of the development strings", () => {
    const { check } = evalPatterns(dev);
    expect(check.rows).toBeGreaterThan(0);
    expect(check.macroF1Pressure).toBeGreaterThanOrEqual(0.97);
  });

  it.skipIf(!root || !existsSync(shop))("tells patterns from ordinary shop text, with few false alarms", () => {
    const { check } = evalPatterns(shop);
    expect(check.negatives).toBeGreaterThan(0);
    expect(check.macroF1Pressure).toBeGreaterThanOrEqual(0.97);
    expect(check.binaryF1 ?? 0).toBeGreaterThanOrEqual(0.98);
    expect(check.falsePositiveRate ?? 1).toBeLessThanOrEqual(0.012);
  });
});

/**
 * Floors for change detection on known edits of the labelled real pricing pages (npm run
 * eval:changes:edits, scripts/eval/edits-run.ts): markup-only and reserialised pages raise nothing, a
 * price edited, a feature line added or taken out, a plan's card removed, a plan renamed or added is one
 * pricing change, a copy word no pricing change. The truth comes from how each edit was made. Asserted on the check part of the tune /
 * check split, just under the figures reached. Skipped without the data folder, except in CI.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { editFigures, runEdits, type Ratio } from "../../scripts/eval/edits-run";
import { realWorldDir } from "../../scripts/eval/real-world-dir";

const FLOORS = { exact: 0.95, precision: 0.95, recall: 0.97, typeRight: 0.9 };

const root = realWorldDir();
const inCI = env().CI === "true";

describe("change detection on known edits of real pricing pages", () => {
  it.runIf(!root && inCI)("has its data in CI", () => {
    throw new Error("shared/data/real-world is missing: the edit floors cannot be checked (see scripts/eval/real-world-dir.ts)");
  });

  it.skipIf(!root)("stays above the floors on the check part", () => {
    const rows = runEdits(path.join(root!, "extract")).filter((r) => r.part === "check");
    expect(rows.length).toBeGreaterThan(40);
    const f = editFigures(rows);
    const rate = ([a, b]: Ratio) => a / b;
    expect(rate(f.exact)).toBeGreaterThanOrEqual(FLOORS.exact);
    expect(rate(f.precision)).toBeGreaterThanOrEqual(FLOORS.precision);
    expect(rate(f.recall)).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(rate(f.typeRight)).toBeGreaterThanOrEqual(FLOORS.typeRight);
    // A page whose text did not change raises nothing.
    expect(rows.filter((r) => r.cls === "reserialised" && r.raised.length).length).toBe(0);
    // Nor one whose amounts are written another way ("$99" → "$99.00").
    expect(rows.filter((r) => r.cls === "amounts-decimals" && r.raised.length).length).toBe(0);
    // Nor one whose periods are worded another way ("/month" → "/mo", "per month" → "a month").
    expect(rows.filter((r) => r.cls === "periods-reworded" && r.raised.length).length).toBe(0);
    // Nor one whose conjunctions are written the other way ("&" ↔ "and").
    expect(rows.filter((r) => r.cls === "ampersands-swapped" && r.raised.length).length).toBe(0);
    // Nor does one whose markup alone changed: text runs or their last words in spans, headings a level lower or made links, boxes in boxes.
    expect(rows.filter((r) => ["text-spans", "word-spans", "headings-lowered", "headings-linked", "boxes-wrapped"].includes(r.cls) && r.raised.length).length).toBe(0);
  }, 600_000);
});

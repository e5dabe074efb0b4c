/**
 * Floors for change detection on the real page histories (npm run eval:changes): the scoring of
 * scripts/eval/changes-eval.ts against the truth files written from the text alone, on the check part
 * of the tune / check split (scripts/eval/split.ts), asserted just under the figures reached so a
 * regression fails. The data folder lives beside the checkout; without it the test is skipped,
 * except in CI where it must be present.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { evaluate, pageParts } from "../../scripts/eval/changes-eval";
import { withFeedback } from "../../scripts/eval/changes-feedback";
import { realWorldDir } from "../../scripts/eval/real-world-dir";

const FLOORS = { precision: 0.84, recall: 0.86, typeRight: 0.88, importanceRight: 0.84, importanceWithFeedback: 0.84 };

const root = realWorldDir();
const inCI = env().CI === "true";

describe("change detection on real page histories", () => {
  it.runIf(!root && inCI)("has its data in CI", () => {
    throw new Error("shared/data/real-world is missing: the change-detection floors cannot be checked (see scripts/eval/real-world-dir.ts)");
  });

  it.skipIf(!root)("stays above the floors on the check part of the page histories", () => {
    const ev = evaluate(path.join(root!, "history"));
    expect(ev.source.mode).toBe("truth");
    expect(ev.unmatchedJudgements).toEqual([]);
    expect(ev.byPart.check.pairs).toBeGreaterThan(0);
    const f = ev.figures.byPart.check;
    expect(f.precision).toBeGreaterThanOrEqual(FLOORS.precision);
    expect(f.recall).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(f.typeRight).toBeGreaterThanOrEqual(FLOORS.typeRight);
    expect(f.importanceRight).toBeGreaterThanOrEqual(FLOORS.importanceRight);
    expect(ev.sameText.changes).toBe(0);
    // Thumbs given in time (scripts/eval/changes-feedback.ts) must not lower importance by more than one
    // change's worth: the simulated user answers on one page history at a time, and a single change
    // learned one level off (a fact type the user rates both ways) is within its noise; two are not.
    const fed = withFeedback(ev, pageParts(path.join(root!, "history")));
    expect(fed!.votes).toBeGreaterThan(0);
    const fedCheck = fed!.evaluation.figures.byPart.check;
    expect(fedCheck.importanceRight).toBeGreaterThanOrEqual(FLOORS.importanceWithFeedback);
    const oneChange = 1 / Math.max(1, ev.byPart.check.tp);
    expect(fedCheck.importanceRight).toBeGreaterThanOrEqual(f.importanceRight - oneChange - 1e-9);
  }, 600_000);
});

import { describe, expect, it } from "vitest";
import { clampStep, isFirstStep, isLastStep, nextStep, previousStep, shouldOpenWizard, WIZARD_STEPS, LAST_STEP } from "./wizard-steps";

describe("wizard step bounds", () => {
  it("has the three steps of the specification", () => {
    expect(WIZARD_STEPS.map((s) => s.title)).toEqual(["Welcome to Rivalscope", "Understanding Your Baseline", "Ready to Set Your Baseline"]);
    expect(LAST_STEP).toBe(2);
  });

  it("moves forward and back one step at a time", () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(1)).toBe(2);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(0);
  });

  it("never goes past the last step or before the first", () => {
    expect(nextStep(2)).toBe(2);
    expect(nextStep(nextStep(nextStep(nextStep(0))))).toBe(2);
    expect(previousStep(0)).toBe(0);
    expect(previousStep(previousStep(0))).toBe(0);
  });

  it.each([
    [-5, 0],
    [-1, 0],
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [99, 2],
    [1.7, 1],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])("clamps %s to %s", (input, expected) => {
    expect(clampStep(input)).toBe(expected);
  });

  it("knows the first and the last step", () => {
    expect(isFirstStep(0)).toBe(true);
    expect(isFirstStep(1)).toBe(false);
    expect(isLastStep(2)).toBe(true);
    expect(isLastStep(1)).toBe(false);
    expect(isLastStep(7)).toBe(true);
  });
});

describe("when the wizard opens", () => {
  it("opens for a new user with no flag, no baseline and no competitors", () => {
    expect(shouldOpenWizard(null, [])).toBe(true);
    expect(shouldOpenWizard("false", [])).toBe(true);
  });

  it("stays closed once the flag is 'true'", () => {
    expect(shouldOpenWizard("true", [])).toBe(false);
  });

  it("stays closed when a baseline or any competitor exists", () => {
    expect(shouldOpenWizard(null, [{ type: "baseline" }])).toBe(false);
    expect(shouldOpenWizard(null, [{ type: "competitor" }])).toBe(false);
  });
});

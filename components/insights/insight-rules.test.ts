import { describe, expect, it } from "vitest";
import { formatConfidence, formatRate, insightLabel, isEmphasised, needsLearning, patternFor } from "./insight-rules";

describe("insight display rules", () => {
  it("labels rates above 70 important, below 30 noise, otherwise maybe", () => {
    expect(insightLabel(71)).toBe("Likely important");
    expect(insightLabel(70)).toBe("May be important");
    expect(insightLabel(50)).toBe("May be important");
    expect(insightLabel(30)).toBe("May be important");
    expect(insightLabel(29)).toBe("Likely noise");
    expect(insightLabel(0)).toBe("Likely noise");
  });

  it("asks for help under 5 interactions", () => {
    expect(needsLearning(0)).toBe(true);
    expect(needsLearning(4)).toBe(true);
    expect(needsLearning(5)).toBe(false);
  });

  it("emphasises rates above 60 only", () => {
    expect(isEmphasised(60)).toBe(false);
    expect(isEmphasised(61)).toBe(true);
  });

  it("finds the learned pattern of a type, folding aliases, with the default rate 50", () => {
    const patterns = [
      { changeType: "pricing", importanceRate: 82, interactions: 7 },
      { changeType: "feature", importanceRate: 20, interactions: 3 },
    ];
    expect(patternFor(patterns, "price")).toEqual(patterns[0]);
    expect(patternFor(patterns, "features")).toEqual(patterns[1]);
    expect(patternFor(patterns, "design")).toEqual({ changeType: "design", importanceRate: 50, interactions: 0 });
    expect(patternFor(undefined, "content").importanceRate).toBe(50);
  });

  it("shows the rate of the change's fact type, the one that scores it, not its type's", () => {
    const patterns = [{ changeType: "pricing", importanceRate: 20, interactions: 9 }];
    const facts = [{ changeType: "pricing", factType: "usage_rate", importanceRate: 76, interactions: 6 }];
    expect(patternFor(patterns, "pricing", { kind: "usage_rate", patterns: facts })).toEqual({ ...facts[0] });
    // A fact type never rated scores as the rules say: 50%, no ratings, whatever its type's rate.
    expect(patternFor(patterns, "pricing", { kind: "price_changed", patterns: facts })).toEqual({ changeType: "pricing", factType: "price_changed", importanceRate: 50, interactions: 0 });
    expect(patternFor(patterns, "pricing", { kind: null, patterns: facts })).toEqual(patterns[0]);
  });

  it("formats rates and confidences as whole percentages", () => {
    expect(formatRate(72.4)).toBe("72%");
    expect(formatRate(140)).toBe("100%");
    expect(formatConfidence(0.85)).toBe("85%");
    expect(formatConfidence(64)).toBe("64%");
  });
});

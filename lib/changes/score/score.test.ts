import { describe, expect, it } from "vitest";
import { detectChanges } from "@/lib/changes/detect";
import { plan, snapshot } from "@/lib/changes/detect/fixtures";
import { baseImportance, normalizeChangeType } from "./importance";
import {
  applyLearning,
  competitorKey,
  emptyModel,
  insightLabel,
  learningModelSchema,
  recordFeedback,
  scoreChange,
  updateRate,
  type LearnedRate,
  type LearningModel,
} from "./learning";

const change = (type: string, magnitude: number, kind?: string) => ({ type, magnitude, facts: kind ? { kind } : {} });

describe("baseImportance", () => {
  it("makes every price change and plan added/removed high, even tiny ones", () => {
    expect(baseImportance(change("pricing", 0.05, "price_changed")).level).toBe("high");
    expect(baseImportance(change("pricing", 0.8, "plan_added")).level).toBe("high");
    expect(baseImportance(change("pricing", 0.8, "plan_removed")).level).toBe("high");
    expect(baseImportance(change("pricing", 0.1, "annual_price_changed")).level).toBe("high");
    expect(baseImportance(change("pricing", 1, "price_changed")).score).toBe(100);
    expect(baseImportance(change("price", 0.2)).level).toBe("high"); // legacy alias, no facts
  });

  it("rates feature and integration additions medium-high, renames medium", () => {
    const few = baseImportance(change("feature", 0.05, "features_added"));
    const many = baseImportance(change("feature", 0.6, "features_added"));
    expect(few.level).toBe("medium");
    expect(many.level).toBe("high");
    expect(baseImportance(change("integration", 0.2, "integrations_added")).level).toBe("medium");
    expect(baseImportance(change("pricing", 0.3, "plan_renamed")).level).toBe("medium");
  });

  it("rates small copy edits low, big rewrites higher; design and visual by magnitude", () => {
    expect(baseImportance(change("content", 0.05, "copy_changed"))).toEqual({ level: "low", score: 13 });
    expect(baseImportance(change("content", 0.9, "copy_changed")).level).toBe("medium");
    expect(baseImportance(change("design", 0.1, "design_changed")).level).toBe("low");
    expect(baseImportance(change("design", 0.8, "design_changed")).level).toBe("medium");
    expect(baseImportance(change("visual", 0.15, "screenshot_changed")).level).toBe("low");
    expect(baseImportance(change("visual", 0.7, "screenshot_changed")).level).toBe("medium");
  });

  it("scores every change the detector emits", () => {
    const next = snapshot((s) => {
      s.extractedData.pricingPlans[0].price = 10;
      s.extractedData.pricingPlans.push(plan({ name: "Enterprise" }));
      s.extractedData.markdown += "\n\nOne more line.";
    });
    const levels = detectChanges(snapshot(), next).map((c) => [c.facts.kind, baseImportance(c).level]);
    expect(levels).toEqual([
      ["price_changed", "high"],
      ["plan_added", "high"],
      ["copy_changed", "low"],
    ]);
  });

  it("maps type aliases", () => {
    expect(normalizeChangeType("features")).toBe("feature");
    expect(normalizeChangeType("product")).toBe("feature");
    expect(normalizeChangeType("price")).toBe("pricing");
    expect(normalizeChangeType("weird")).toBe("other");
  });
});

describe("updateRate", () => {
  const vote = (times: number, isImportant: boolean, start?: LearnedRate) => {
    let r: LearnedRate | undefined = start;
    for (let i = 0; i < times; i++) r = updateRate(r, isImportant);
    return r!;
  };

  it("pushes a neutral rate well below 30 after several unimportant votes", () => {
    expect(vote(1, false).rate).toBeCloseTo(33.33, 1);
    expect(vote(3, false).rate).toBeLessThan(30);
    expect(vote(5, false)).toEqual({ rate: expect.any(Number), interactions: 5 });
    expect(vote(5, false).rate).toBeLessThan(20);
  });

  it("pushes a neutral rate above 70 after several important votes", () => {
    expect(vote(3, true).rate).toBeGreaterThan(70);
    expect(vote(5, true).rate).toBeGreaterThan(80);
  });

  it("can change its mind after a long history", () => {
    const noise = vote(100, false);
    expect(noise.rate).toBeLessThan(10);
    expect(vote(10, true, noise).rate).toBeGreaterThan(30);
  });
});

describe("insightLabel", () => {
  it("uses the spec's thresholds", () => {
    expect(insightLabel(71)).toBe("Likely important");
    expect(insightLabel(70)).toBe("May be important");
    expect(insightLabel(50)).toBe("May be important");
    expect(insightLabel(30)).toBe("May be important");
    expect(insightLabel(29.9)).toBe("Likely noise");
  });
});

describe("applyLearning", () => {
  const content = change("content", 0.5, "copy_changed"); // base 40, medium

  it("leaves the score alone with no feedback or a 50 rate", () => {
    const base = baseImportance(content);
    expect(applyLearning({ ...base, type: "content" }, emptyModel())).toEqual(base);
    const neutral: LearningModel = { byType: { content: { rate: 50, interactions: 12 } }, byTypeCompetitor: {} };
    expect(applyLearning({ ...base, type: "content" }, neutral)).toEqual(base);
  });

  it("scores content lower after 5 unimportant votes, higher after 5 important ones", () => {
    let noisy = emptyModel();
    let valued = emptyModel();
    for (let i = 0; i < 5; i++) {
      noisy = recordFeedback(noisy, { type: "content" }, false);
      valued = recordFeedback(valued, { type: "content" }, true);
    }
    const before = scoreChange(content, emptyModel());
    const down = scoreChange(content, noisy);
    const up = scoreChange(content, valued);
    expect(before).toEqual({ score: 40, level: "medium" });
    expect(down.score).toBeLessThan(before.score);
    expect(down.level).toBe("low");
    expect(up.score).toBeGreaterThan(before.score);
    expect(up.level).toBe("medium");
    expect(insightLabel(noisy.byType.content!.rate)).toBe("Likely noise");
    expect(insightLabel(valued.byType.content!.rate)).toBe("Likely important");
  });

  it("agreeing with a high change lifts nothing; an up on a medium one does", () => {
    const medium = { score: 55, level: "medium" as const, type: "pricing" };
    let confirmed = emptyModel();
    let asked = emptyModel();
    for (let i = 0; i < 8; i++) {
      confirmed = recordFeedback(confirmed, { type: "pricing", importance: "high" }, true);
      asked = recordFeedback(asked, { type: "pricing", importance: "medium" }, true);
    }
    expect(confirmed.byType.pricing).toEqual({ rate: 50, interactions: 8 });
    expect(applyLearning(medium, confirmed)).toEqual({ score: 55, level: "medium" });
    expect(applyLearning(medium, asked).level).toBe("high");
    // A down on a low change still teaches that the type matters less.
    expect(recordFeedback(emptyModel(), { type: "content", importance: "low" }, false).byType.content!.rate).toBeLessThan(50);
  });

  it("grows the shift with the number of interactions", () => {
    const base = { score: 40, type: "design" };
    const shift = (interactions: number) =>
      applyLearning(base, { byType: { design: { rate: 10, interactions } }, byTypeCompetitor: {} }).score - 40;
    expect(shift(1)).toBeLessThan(0);
    expect(shift(10)).toBeLessThan(shift(3));
    expect(shift(3)).toBeLessThan(shift(1));
  });

  it("blends in a competitor-specific rate when it has interactions", () => {
    const model: LearningModel = {
      byType: { pricing: { rate: 50, interactions: 10 } },
      byTypeCompetitor: {
        [competitorKey("pricing", "c-noisy")]: { rate: 5, interactions: 8 },
        [competitorKey("pricing", "c-new")]: { rate: 5, interactions: 0 },
      },
    };
    const base = baseImportance(change("pricing", 0.1, "price_changed")); // 82, high
    expect(applyLearning({ ...base, type: "pricing", competitorId: "c-noisy" }, model).level).toBe("medium");
    expect(applyLearning({ ...base, type: "pricing", competitorId: "c-new" }, model)).toEqual(base);
    expect(applyLearning({ ...base, type: "pricing", competitorId: "other" }, model)).toEqual(base);
  });

  it("teaches the kind a vote was given on first: downs on pricing-page copy edits leave price changes high", () => {
    let model = emptyModel();
    for (let i = 0; i < 10; i++) model = recordFeedback(model, { type: "pricing", competitorId: "c1", importance: "medium", kind: "plan_terms_changed" }, false);
    for (let i = 0; i < 4; i++) model = recordFeedback(model, { type: "pricing", competitorId: "c1", importance: "high", kind: "price_changed" }, true);
    const price = baseImportance(change("pricing", 0.1, "price_changed"));
    const terms = baseImportance(change("pricing", 0.3, "plan_terms_changed"));
    expect(applyLearning({ ...price, type: "pricing", competitorId: "c1", kind: "price_changed" }, model).level).toBe("high");
    expect(applyLearning({ ...terms, type: "pricing", competitorId: "c1", kind: "plan_terms_changed" }, model).level).toBe("low");
    // A kind never voted on follows the type's rate, weakly.
    expect(applyLearning({ ...price, type: "pricing", competitorId: "c1", kind: "plan_added" }, model).score).toBeLessThan(price.score);
  });

  it("records feedback per type and per competitor, and parses stored models", () => {
    const m = recordFeedback(emptyModel(), { type: "features", competitorId: "c1" }, true);
    expect(m.byType.feature).toEqual({ rate: 66.67, interactions: 1 });
    expect(m.byTypeCompetitor["feature:c1"]).toEqual({ rate: 66.67, interactions: 1 });
    expect(learningModelSchema.parse({})).toEqual({ byType: {}, byTypeCompetitor: {} });
    expect(learningModelSchema.parse({ byType: { content: {} } }).byType.content).toEqual({ rate: 50, interactions: 0 });
  });
});

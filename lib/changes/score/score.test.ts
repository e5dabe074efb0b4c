import { describe, expect, it } from "vitest";
import { detectChanges } from "@/lib/changes/detect";
import { plan, snapshot } from "@/lib/changes/detect/fixtures";
import { baseImportance, normalizeChangeType } from "./importance";
import { factKind } from "./fact-kind";
import {
  applyLearning,
  competitorKey,
  competitorKindKey,
  effectiveRate,
  emptyModel,
  levelStep,
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

  it("rates feature and integration additions medium-high, a plan renamed high", () => {
    const few = baseImportance(change("feature", 0.05, "features_added"));
    const many = baseImportance(change("feature", 0.6, "features_added"));
    expect(few.level).toBe("medium");
    expect(many.level).toBe("high");
    expect(baseImportance(change("integration", 0.2, "integrations_added")).level).toBe("medium");
    // A plan that changed its name is a plan changed (the truth files' "high": a price, plan or priced add-on changed).
    expect(baseImportance(change("pricing", 0.3, "plan_renamed")).level).toBe("high");
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

  it("moves content a level down after 5 answers asking for less, a level up after 5 asking for more", () => {
    let noisy = emptyModel();
    let valued = emptyModel();
    for (let i = 0; i < 5; i++) {
      noisy = recordFeedback(noisy, { type: "content", importance: "medium", kind: "copy_changed" }, false);
      valued = recordFeedback(valued, { type: "content", importance: "medium", kind: "copy_changed" }, true);
    }
    expect(scoreChange(content, emptyModel())).toEqual({ score: 40, level: "medium" });
    expect(scoreChange(content, noisy)).toEqual({ score: 39, level: "low" });
    expect(scoreChange(content, valued)).toEqual({ score: 70, level: "high" });
    expect(insightLabel(noisy.byType.content!.rate)).toBe("Likely noise");
    expect(insightLabel(valued.byType.content!.rate)).toBe("Likely important");
  });

  it("lets a few answers swing nothing: shrinkage keeps the rate between 30 and 70 until the answers agree", () => {
    let model = emptyModel();
    for (let i = 0; i < 3; i++) model = recordFeedback(model, { type: "content", importance: "medium", kind: "copy_changed" }, true);
    expect(effectiveRate(model, "content", null, "copy_changed")).toBeLessThanOrEqual(70);
    expect(scoreChange(content, model)).toEqual({ score: 40, level: "medium" });
    // Mixed answers on one fact type cancel out.
    let mixed = emptyModel();
    for (let i = 0; i < 10; i++) mixed = recordFeedback(mixed, { type: "content", importance: "medium", kind: "copy_changed" }, i % 2 === 0);
    expect(scoreChange(content, mixed)).toEqual({ score: 40, level: "medium" });
  });

  it("agreeing with the level shown moves nothing: up on high, down on low", () => {
    const medium = { score: 55, level: "medium" as const, type: "pricing" };
    let confirmed = emptyModel();
    let asked = emptyModel();
    let sunk = emptyModel();
    for (let i = 0; i < 8; i++) {
      confirmed = recordFeedback(confirmed, { type: "pricing", importance: "high" }, true);
      asked = recordFeedback(asked, { type: "pricing", importance: "medium" }, true);
      sunk = recordFeedback(sunk, { type: "content", importance: "low" }, false);
    }
    expect(confirmed.byType.pricing).toEqual({ rate: 50, interactions: 8 });
    expect(sunk.byType.content).toEqual({ rate: 50, interactions: 8 });
    expect(applyLearning(medium, confirmed)).toEqual({ score: 55, level: "medium" });
    expect(applyLearning(medium, asked)).toEqual({ score: 70, level: "high" });
    expect(applyLearning({ score: 40, type: "content" }, sunk)).toEqual({ score: 40, level: "medium" });
  });

  it("moves a change one level at most, whatever the rate", () => {
    const model = (rate: number, interactions: number): LearningModel => ({ byType: { design: { rate, interactions } }, byTypeCompetitor: {} });
    expect(levelStep(effectiveRate(model(0, 1), "design"))).toBe(0);
    expect(applyLearning({ score: 90, type: "design" }, model(0, 100))).toEqual({ score: 69, level: "medium" });
    expect(applyLearning({ score: 10, type: "design" }, model(100, 100))).toEqual({ score: 40, level: "medium" });
    expect(applyLearning({ score: 10, type: "design" }, model(0, 100))).toEqual({ score: 10, level: "low" });
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

  it("learns per fact type: downs on billing terms leave usage rates and plan limits as the rules say", () => {
    const rate = { type: "pricing", magnitude: 0.1, facts: { kind: "price_terms_changed", fact: { kind: "usage_rate", label: "x", before: "a", after: "b" } } };
    const limit = { type: "pricing", magnitude: 0.2, facts: { kind: "plan_terms_changed", cell: { row: "r", column: "c", before: "1", after: "2" } } };
    const terms = change("pricing", 0.2, "billing_terms_changed");
    expect(factKind(rate.facts)).toBe("usage_rate");
    expect(factKind(limit.facts)).toBe("plan_limit_changed");
    let model = emptyModel();
    for (let i = 0; i < 8; i++) model = recordFeedback(model, { type: "pricing", competitorId: "c1", importance: "medium", kind: factKind(terms.facts) }, false);
    for (let i = 0; i < 2; i++) model = recordFeedback(model, { type: "pricing", competitorId: "c1", importance: "high", kind: "usage_rate" }, true);
    model = recordFeedback(model, { type: "pricing", competitorId: "c1", importance: "medium", kind: "plan_limit_changed" }, true);
    expect(scoreChange(terms, model, "c1").level).toBe("low");
    expect(scoreChange(rate, model, "c1")).toEqual(baseImportance(rate));
    expect(scoreChange(limit, model, "c1")).toEqual(baseImportance(limit));
  });

  it("leans per competitor within a fact type: downs on one competitor's copy do not sink its plan prices", () => {
    const price = change("pricing", 0.1, "price_changed");
    const copy = { type: "pricing", magnitude: 0.2, facts: { kind: "price_terms_changed", fact: { kind: "priced_item", label: "Support", before: null, after: "€29" } } };
    let model = emptyModel();
    // Another competitor's plan prices are rated as the rules say (up on high: agreement).
    for (let i = 0; i < 4; i++) model = recordFeedback(model, { type: "pricing", competitorId: "c2", importance: "high", kind: "price_changed" }, true);
    // This competitor's priced copy is noise to the user, their plan prices are not.
    for (let i = 0; i < 6; i++) model = recordFeedback(model, { type: "pricing", competitorId: "c1", importance: "high", kind: "priced_item" }, false);
    expect(scoreChange(copy, model, "c1").level).toBe("medium");
    expect(scoreChange(price, model, "c1")).toEqual(baseImportance(price));
    expect(model.byTypeCompetitor[competitorKindKey("pricing/priced_item", "c1")].interactions).toBe(6);
  });

  it("keys a plan's feature-list change as a plan limit, the fact type of a limit in a table", () => {
    expect(factKind({ kind: "plan_features_changed", plan: "Studio", added: ["10 projects"], removed: ["3 projects"] })).toBe("plan_limit_changed");
    expect(factKind({ kind: "price_changed", plan: "Studio" })).toBe("price_changed");
  });

  it("records feedback per type and per competitor, and parses stored models", () => {
    const m = recordFeedback(emptyModel(), { type: "features", competitorId: "c1" }, true);
    expect(m.byType.feature).toEqual({ rate: 66.67, interactions: 1 });
    expect(m.byTypeCompetitor["feature:c1"]).toEqual({ rate: 66.67, interactions: 1 });
    expect(learningModelSchema.parse({})).toEqual({ byType: {}, byTypeCompetitor: {} });
    expect(learningModelSchema.parse({ byType: { content: {} } }).byType.content).toEqual({ rate: 50, interactions: 0 });
  });
});

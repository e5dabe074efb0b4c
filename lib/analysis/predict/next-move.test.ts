import { describe, it, expect } from "vitest";
import { predictNextMove, predictForSeries, type ChangeEvent } from "./next-move";

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 22);
const ev = (daysAgo: number, type = "pricing", competitorId = "c1", competitorName = "Acme"): ChangeEvent => ({ type, competitorId, competitorName, detectedAt: new Date(now - daysAgo * DAY) });

describe("next-move prediction", () => {
  it("returns nothing without history", () => expect(predictNextMove([], now)).toBeNull());

  it("is honest about a single observation", () => {
    const p = predictForSeries([ev(10)], now)!;
    expect(p.expectedAt).toBeNull();
    expect(p.confidence).toBeLessThanOrEqual(0.1);
    expect(p.reasoning).toMatch(/Only one pricing change/);
  });

  it("projects the mean interval forward and grows confidence with regular history", () => {
    const few = predictForSeries([ev(60), ev(30)], now)!;
    const many = predictForSeries([ev(150), ev(120), ev(90), ev(60), ev(30)], now)!;
    expect(new Date(many.expectedAt!).getTime()).toBe(now);
    expect(many.reasoning).toMatch(/5 pricing changes observed, on average every 30 days/);
    expect(many.confidence).toBeGreaterThan(few.confidence);
    expect(few.confidence).toBeLessThanOrEqual(0.3);
  });

  it("lowers confidence when intervals are irregular", () => {
    const regular = predictForSeries([ev(120), ev(90), ev(60), ev(30)], now)!;
    const irregular = predictForSeries([ev(120), ev(115), ev(40), ev(30)], now)!;
    expect(irregular.confidence).toBeLessThan(regular.confidence);
  });

  it("counts several changes of one day as one move and ignores content changes", () => {
    const p = predictNextMove([ev(30), ev(30), ev(30), ev(5, "content")], now)!;
    expect(p.expectedAt).toBeNull();
  });

  it("picks the most confident series across competitors", () => {
    const p = predictNextMove([ev(90, "feature", "c2", "Beta"), ev(60, "feature", "c2", "Beta"), ev(30, "feature", "c2", "Beta"), ev(40)], now)!;
    expect(p.competitorId).toBe("c2");
    expect(p.what).toMatch(/Beta is likely to make another feature launch/);
  });
});

import { describe, it, expect } from "vitest";
import { chanceWithin, medianWaitDays, priorFrom } from "./chance";
import { predictForCompetitor, predictNextMove, predictForSeries, type ChangeEvent } from "./next-move";
import { describeMoves } from "./move-kind";

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 22);
const ev = (daysAgo: number, type = "pricing", competitorId = "c1", competitorName = "Acme", watchedDaysAgo?: number): ChangeEvent => ({
  type,
  competitorId,
  competitorName,
  detectedAt: new Date(now - daysAgo * DAY),
  watchedSince: watchedDaysAgo === undefined ? undefined : new Date(now - watchedDaysAgo * DAY),
});

describe("chance of a move", () => {
  it("is the Gamma-Poisson predictive: prior alone, then updated by what was seen", () => {
    const prior = { moves: 2, days: 200 };
    const nothingSeen = { moves: [], since: now };
    expect(chanceWithin(nothingSeen, now, 90, prior)).toBeCloseTo(1 - (200 / 290) ** 2, 10);
    const busy = { moves: [now - 60 * DAY, now - 30 * DAY, now - 10 * DAY], since: now - 100 * DAY };
    expect(chanceWithin(busy, now, 90, prior)).toBeCloseTo(1 - (300 / 390) ** 5, 10);
    // as likely as not by the median wait
    const m = medianWaitDays(busy, now, prior);
    expect(chanceWithin(busy, now, m, prior)).toBeCloseTo(0.5, 10);
  });

  it("centres the prior on the peers' pooled rate when they have been watched long enough", () => {
    expect(priorFrom([{ moves: 10, days: 500 }, { moves: 0, days: 500 }], 200)).toEqual({ moves: 2, days: 200 });
    const fallback = priorFrom([{ moves: 1, days: 20 }], 200);
    expect(fallback.days).toBe(200);
    expect(fallback.moves).toBeCloseTo(2, 10);
  });
});

describe("next-move prediction", () => {
  it("returns nothing without history", () => expect(predictNextMove([], now)).toBeNull());

  it("gives a chance and a date from a single observation, and says it rests on one move", () => {
    const p = predictForSeries([ev(10)], now)!;
    expect(p.confidence).toBeGreaterThan(0);
    expect(p.confidence).toBeLessThan(0.6);
    expect(p.expectedAt).not.toBeNull();
    expect(p.what).toBe("Acme changes its pricing again within 90 days");
    expect(p.reasoning).toMatch(/Only one pricing change by Acme has been seen so far \(10 days ago\)/);
    expect(p.reasoning).toMatch(/Chance of another within 90 days: \d+%/);
  });

  it("rises with how often the competitor has moved while watched", () => {
    const rare = predictForSeries([ev(300, "pricing", "c1", "Acme", 400), ev(10, "pricing", "c1", "Acme", 400)], now)!;
    const often = predictForSeries([150, 120, 90, 60, 30].map((d) => ev(d, "pricing", "c1", "Acme", 180)), now)!;
    expect(often.confidence).toBeGreaterThan(rare.confidence);
    expect(often.reasoning).toMatch(/5 pricing changes by Acme seen in 180 days of watching \(one every 36 days\)/);
    expect(new Date(often.expectedAt!).getTime()).toBeLessThan(new Date(rare.expectedAt!).getTime());
  });

  it("a long quiet watch lowers the chance of a competitor that moved once", () => {
    const fresh = predictForSeries([ev(10, "pricing", "c1", "Acme", 30)], now)!;
    const quiet = predictForSeries([ev(10, "pricing", "c1", "Acme", 700)], now)!;
    expect(quiet.confidence).toBeLessThan(fresh.confidence);
  });

  it("learns from peers: busy peers raise the chance of a competitor with little history", () => {
    const alone = predictForSeries([ev(10, "pricing", "c1", "Acme", 60)], now)!;
    const busyPeer = [300, 250, 200, 150, 100, 50, 20].map((d) => ev(d, "pricing", "c2", "Beta", 365));
    const withPeer = predictForSeries([ev(10, "pricing", "c1", "Acme", 60)], now, [busyPeer])!;
    expect(withPeer.confidence).toBeGreaterThan(alone.confidence);
    expect(withPeer.reasoning).toMatch(/its peers: one every \d+ days/);
  });

  it("counts several changes of one day as one move and ignores content changes", () => {
    const p = predictNextMove([ev(30, "pricing", "c1", "Acme", 100), ev(30, "pricing", "c1", "Acme", 100), ev(5, "content")], now)!;
    expect(p.reasoning).toMatch(/Only one pricing change/);
    expect(p.basedOnEvents).toBe(2);
  });

  it("picks the likeliest move across competitors, and one competitor's own on request", () => {
    const events = [...[90, 60, 30].map((d) => ev(d, "feature", "c2", "Beta", 120)), ev(40, "pricing", "c1", "Acme", 400)];
    const p = predictNextMove(events, now)!;
    expect(p.competitorId).toBe("c2");
    expect(p.what).toBe("Beta launches a feature again within 90 days");
    expect(predictForCompetitor("c1", events, now)!.competitorId).toBe("c1");
    expect(predictForCompetitor("c3", events, now)).toBeNull();
  });
});

describe("the kind of moves in a prediction's reasons", () => {
  const priced = (daysAgo: number, facts: Record<string, unknown>): ChangeEvent => ({ ...ev(daysAgo), facts });
  it("names what the competitor did: raises, cuts and plan moves, most frequent first", () => {
    const events = [
      priced(80, { kind: "price_changed", plan: "Team", oldPrice: 10, newPrice: 12, oldCurrency: "USD", newCurrency: "USD" }),
      priced(40, { kind: "price_changed", plan: "Pro", oldPrice: 20, newPrice: 25, oldCurrency: "USD", newCurrency: "USD" }),
      priced(40, { kind: "plan_removed", plan: "Starter" }),
      priced(10, { kind: "price_changed", plan: "Team", oldPrice: 12, newPrice: 11, oldCurrency: "USD", newCurrency: "USD" }),
    ];
    const p = predictForSeries(events, now)!;
    expect(p.reasoning).toContain("what it did: 2 price raises, a plan removed and a price cut.");
    expect(p.what).toBe("Acme changes its pricing again within 90 days");
  });

  it("one day's changes are one move, named by what they were", () => {
    const p = predictForSeries([priced(0, { kind: "plan_removed", plan: "Pay as you go" }), priced(0, { kind: "price_changed", oldPrice: 79, newPrice: 89, oldCurrency: "USD", newCurrency: "USD" })], now)!;
    expect(p.reasoning).toMatch(/^Only one pricing change by Acme has been seen so far \(today: a plan removed and a price raise\)/);
  });

  it("says nothing of kinds when the facts name none", () => {
    expect(predictForSeries([ev(10), ev(40)], now)!.reasoning).not.toContain("what it did");
    expect(describeMoves([{ kind: "copy_changed" }, null])).toBeNull();
  });
});


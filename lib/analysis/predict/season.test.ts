import { describe, expect, it } from "vitest";
import { predictForSeries, type ChangeEvent } from "./next-move";
import { seasonalFactor, seasonOf } from "./season";

const watchFrom = Date.UTC(2011, 0, 1);
/** A pricing move on 15 January of each year from 2011 to 2025, by one competitor. */
const januaries = (id: string): ChangeEvent[] =>
  Array.from({ length: 15 }, (_, i) => ({
    type: "pricing",
    competitorId: id,
    competitorName: id === "c0" ? "Acme" : `Peer ${id}`,
    detectedAt: new Date(Date.UTC(2011 + i, 0, 15)),
    watchedSince: new Date(watchFrom),
  }));
const own = januaries("c0");
const peers = Array.from({ length: 10 }, (_, i) => januaries(`p${i}`));
const summer = Date.UTC(2026, 5, 20); // window to mid-September: no January
const winter = Date.UTC(2026, 11, 20); // window to mid-March: all of January

describe("the season in move predictions", () => {
  it("gives a higher chance for a window covering the month where many moves cluster than for one that does not", () => {
    const inSummer = predictForSeries(own, summer, peers)!;
    const inWinter = predictForSeries(own, winter, peers)!;
    // Six more quiet months of watching lower the rate by winter; only the season can lift the chance.
    expect(inWinter.confidence).toBeGreaterThan(inSummer.confidence + 0.1);
    expect(inWinter.reasoning).toContain("Pricing moves among your competitors cluster in January.");
    expect(inSummer.reasoning).toMatch(/Pricing moves among your competitors are rare in [A-Z]/);
    expect(inSummer.reasoning).not.toContain("January");
    const season = seasonOf([...peers, own].map((s) => ({ moves: s.map((e) => e.detectedAt.getTime()), since: watchFrom })), winter);
    expect(seasonalFactor(season, winter, 90)).toBeGreaterThan(1.3);
    expect(seasonalFactor(season, summer, 90)).toBeLessThan(0.9);
  });

  it("barely moves the chance on two moves (shrunk toward no season) and then says nothing of it", () => {
    const two = own.slice(-2).map((e) => ({ ...e, watchedSince: new Date(Date.UTC(2024, 0, 1)) }));
    const season = seasonOf([{ moves: two.map((e) => e.detectedAt.getTime()), since: Date.UTC(2024, 0, 1) }], winter);
    expect(season.moves).toBe(2);
    expect(Math.abs(seasonalFactor(season, winter, 90) - 1)).toBeLessThan(0.05);
    expect(Math.abs(seasonalFactor(season, summer, 90) - 1)).toBeLessThan(0.05);
    const inWinter = predictForSeries(two, winter)!;
    const inSummer = predictForSeries(two, summer)!;
    expect(Math.abs(inWinter.confidence - inSummer.confidence)).toBeLessThan(0.05);
    expect(inWinter.reasoning).not.toContain("among your competitors");
  });

  it("uses only what was seen up to the prediction point", () => {
    const later = { moves: [Date.UTC(2026, 0, 15), Date.UTC(2027, 0, 15)], since: watchFrom };
    const before = seasonOf([later], Date.UTC(2025, 11, 31));
    expect(before.moves).toBe(0);
    expect(before.intensity.every((x) => x === 1)).toBe(true);
    expect(seasonOf([later], Date.UTC(2026, 5, 1)).moves).toBe(1);
  });
});

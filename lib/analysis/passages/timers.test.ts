import { describe, expect, it } from "vitest";
import { readTimer, timerRestarted } from "./timers";

describe("readTimer", () => {
  it("reads clocks, spaced digit boxes and unit read-outs", () => {
    expect(readTimer("Ends in 01:02:03")?.seconds).toEqual([3723]);
    expect(readTimer("0 1 : 0 2 : 0 3")?.seconds).toEqual([3723]);
    expect(readTimer("2 days 01:00:00")?.seconds).toEqual([2 * 86_400 + 3_600]);
    expect(readTimer("3d 4h 5m")?.seconds).toEqual([3 * 86_400 + 4 * 3_600 + 5 * 60]);
    // two fields: minutes and seconds, or hours and minutes
    expect(readTimer("1 4 : 4 5")?.seconds).toEqual([14 * 60 + 45, 14 * 3_600 + 45 * 60]);
    expect(readTimer("Save 20% today")).toBeNull();
  });
});

describe("timerRestarted", () => {
  it("accepts a clock that ran down by the time between the reads", () => {
    expect(timerRestarted("00:10:00", "00:09:55", 4, 6)).toBe(false);
    expect(timerRestarted("14:45", "14:40", 5, 5)).toBe(false);
    // equal readings are not judged (a cached page freezes a real clock too)
    expect(timerRestarted("00:10:00", "00:10:00", 30, 30)).toBe(false);
  });

  it("flags a clock that restarted or jumped between two fetches", () => {
    expect(timerRestarted("00:10:00", "00:14:31", 2, 3)).toBe(true);
    expect(timerRestarted("02:11:59", "05:40:12", 1, 4)).toBe(true);
    expect(timerRestarted("0 9 : 5 9", "0 3 : 1 2", 1, 2)).toBe(true);
  });
});

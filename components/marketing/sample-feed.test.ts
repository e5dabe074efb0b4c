import { describe, expect, it } from "vitest";
import { EVENT_TYPES, FEED_SIZE, formatAge, initialFeed, sampleEvent, tickFeed } from "./sample-feed";

describe("sample feed", () => {
  it("starts with four events and is deterministic (server and client agree)", () => {
    expect(initialFeed()).toHaveLength(FEED_SIZE);
    expect(initialFeed()).toEqual(initialFeed());
  });

  it("a tick puts a new event on top, ages the rest by 5 s and keeps 4", () => {
    const before = initialFeed();
    const after = tickFeed(before);
    expect(after).toHaveLength(4);
    expect(after[0].id).toBe(before[0].id + 1);
    expect(after[0].ageSeconds).toBe(0);
    expect(after[1]).toMatchObject({ id: before[0].id, ageSeconds: before[0].ageSeconds + 5 });
    expect(after.map((e) => e.id)).not.toContain(before[3].id);
  });

  it("uses only the four event types, all of them in any window of four", () => {
    const types = new Set([10, 11, 12, 13].map((id) => sampleEvent(id).type));
    expect([...types].sort()).toEqual([...EVENT_TYPES].sort());
  });

  it("formats ages", () => {
    expect(formatAge(0)).toBe("just now");
    expect(formatAge(12)).toBe("12s ago");
    expect(formatAge(190)).toBe("3 min ago");
    expect(formatAge(7200)).toBe("2 h ago");
  });
});

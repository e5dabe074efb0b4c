import { describe, expect, it } from "vitest";
import { plural, pluralWord, timeAgo } from "./format";

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("plural", () => {
  it("counts with the English plural rule", () => {
    expect(plural(1, "feature")).toBe("1 feature");
    expect(plural(0, "feature")).toBe("0 features");
    expect(plural(3, "feature")).toBe("3 features");
    expect(plural(2, "change found", "changes found")).toBe("2 changes found");
    expect(pluralWord(1, "plan")).toBe("plan");
  });

  it("groups thousands when asked", () => {
    expect(plural(1250, "change", "changes", { group: true })).toBe("1,250 changes");
    expect(plural(1250, "change")).toBe("1250 changes");
  });
});

describe("timeAgo", () => {
  it("writes the spec's short forms", () => {
    expect(timeAgo(0)).toBe("Just now");
    expect(timeAgo(59_000)).toBe("Just now");
    expect(timeAgo(-30_000)).toBe("Just now");
    expect(timeAgo(MIN)).toBe("1m ago");
    expect(timeAgo(59 * MIN)).toBe("59m ago");
    expect(timeAgo(HOUR)).toBe("1h ago");
    expect(timeAgo(23 * HOUR + 59 * MIN)).toBe("23h ago");
    expect(timeAgo(DAY)).toBe("1d ago");
    expect(timeAgo(10 * DAY)).toBe("10d ago");
  });

  it("gives null from maxDays on", () => {
    expect(timeAgo(6 * DAY, 7)).toBe("6d ago");
    expect(timeAgo(7 * DAY, 7)).toBeNull();
  });
});

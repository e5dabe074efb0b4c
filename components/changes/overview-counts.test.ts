import { describe, expect, it } from "vitest";
import type { CompetitorSummary } from "@/lib/client/hooks/use-changes";
import { overviewCounts } from "./overview-counts";

describe("overviewCounts", () => {
  const list: CompetitorSummary[] = [
    { id: "b", name: "Mine", type: "baseline", status: "active" },
    { id: "1", name: "A", type: "competitor", status: "active" },
    { id: "2", name: "B", type: "competitor", status: "active" },
    { id: "3", name: "C", type: "competitor", status: "paused" },
    { id: "4", name: "D", type: "competitor", status: "error" },
  ];

  it("counts active competitors without the baseline, as the top bar's usage does", () => {
    expect(overviewCounts(list, 7)).toEqual({ activeMonitors: 2, unreadChanges: 7, issues: 1 });
  });

  it("counts a failing baseline as an issue", () => {
    expect(overviewCounts([{ id: "b", name: "Mine", type: "baseline", status: "error" }], 0).issues).toBe(1);
  });
});

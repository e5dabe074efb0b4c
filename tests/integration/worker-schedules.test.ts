import { describe, it, expect } from "vitest";
import { parseCronItems } from "graphile-worker";
import { SCHEDULES, jobRegistry } from "@/lib/jobs/registry";

describe("recurring jobs", () => {
  it("every schedule names a registered job and parses as a cron item", () => {
    const names = new Set(jobRegistry().map((j) => j.name));
    for (const s of SCHEDULES) expect(names.has(s.task), s.task).toBe(true);
    expect(parseCronItems(SCHEDULES.map((s) => ({ task: s.task, match: s.cron, identifier: s.task })))).toHaveLength(SCHEDULES.length);
    expect(SCHEDULES.find((s) => s.task === "scan.schedule")?.cron).toBe("* * * * *");
  });
});

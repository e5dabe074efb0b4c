import { describe, expect, it } from "vitest";
import type { Job } from "@/lib/client/hooks/use-jobs";
import { activeCount, canCancel, isBlocked, jobOutcomeToast, jobSections, jobStatusLabel, recentCheckToast, RECENT_JOBS_SHOWN } from "./job-rules";

function job(over: Partial<Job> = {}): Job {
  return {
    id: "j1",
    kind: "scan",
    status: "completed",
    createdAt: "2025-06-01T10:00:00.000Z",
    startedAt: null,
    completedAt: null,
    error: null,
    attempts: 1,
    data: { competitorId: "c1", competitorName: "Acme" },
    result: null,
    ...over,
  };
}

describe("job status", () => {
  it("labels pending Queued and processing Scanning", () => {
    expect(jobStatusLabel("pending")).toBe("Queued");
    expect(jobStatusLabel("processing")).toBe("Scanning");
  });
  it("lets only pending jobs be cancelled", () => {
    expect(canCancel("pending")).toBe(true);
    expect(["processing", "completed", "failed", "cancelled"].some(canCancel)).toBe(false);
  });
  it("counts pending plus processing", () => {
    expect(activeCount([job({ status: "pending" }), job({ status: "processing" }), job({ status: "failed" })])).toBe(2);
    expect(activeCount(undefined)).toBe(0);
  });
});

describe("completion toasts", () => {
  it("shows success for complete or no job status", () => {
    expect(jobOutcomeToast(job({ result: { status: "complete" } }))).toMatchObject({ kind: "success", title: "Scan completed successfully" });
    expect(jobOutcomeToast(job({ result: null }))).toMatchObject({ kind: "success" });
  });
  it("warns on partial completion, with the message or the fallback", () => {
    expect(jobOutcomeToast(job({ result: { status: "partial" } }))).toEqual({ kind: "warning", title: "Scan completed with some issues", description: "Check the dashboard for details" });
    expect(jobOutcomeToast(job({ result: { jobStatus: "partial", message: "Pricing page unreachable" } }))).toEqual({ kind: "warning", title: "Pricing page unreachable", description: "Some features may be limited" });
  });
  it("names the failing service", () => {
    const failed = (details: Record<string, string>) => jobOutcomeToast(job({ status: "failed", result: { details } }));
    expect(failed({ websiteAccessError: "timeout", analysisError: "down" })).toEqual({ kind: "error", title: "Unable to scan competitor", description: "The website may be down or blocking access" });
    expect(failed({ websiteAccessError: "timeout" })).toEqual({ kind: "error", title: "Website access failed", description: "The competitor site may be temporarily unavailable" });
    expect(failed({ analysisError: "down" })).toEqual({ kind: "error", title: "Analysis service unavailable", description: "Advanced insights are temporarily unavailable" });
  });
  it("tells a scan blocked by a bot wall apart from a site that is down", () => {
    const blocked = job({ status: "failed", result: { message: "Blocked by the site", details: { websiteAccessError: "The site answered HTTP 403 with a bot check instead of its page.", blocked: true } } });
    expect(isBlocked(blocked)).toBe(true);
    expect(jobOutcomeToast(blocked)).toMatchObject({ kind: "error", title: "Blocked by the site" });
    expect(isBlocked(job({ status: "failed", result: { details: { websiteAccessError: "timeout" } } }))).toBe(false);
  });
  it("falls back to the message, the error, then 'Job failed'", () => {
    expect(jobOutcomeToast(job({ status: "failed", result: { message: "Robots.txt disallows" } }))?.title).toBe("Robots.txt disallows");
    expect(jobOutcomeToast(job({ status: "failed", error: "boom" }))?.title).toBe("boom");
    expect(jobOutcomeToast(job({ status: "failed" }))?.title).toBe("Job failed");
  });
  it("has no toast for cancelled or unfinished jobs", () => {
    expect(jobOutcomeToast(job({ status: "cancelled" }))).toBeNull();
    expect(jobOutcomeToast(job({ status: "processing" }))).toBeNull();
  });
});

describe("dialog sections", () => {
  it("keeps the 5 newest completed and failed jobs", () => {
    const finished = Array.from({ length: 8 }, (_, i) => [
      job({ id: `c${i}`, status: "completed", completedAt: `2025-06-01T10:0${i}:00.000Z` }),
      job({ id: `f${i}`, status: "failed", completedAt: `2025-06-01T11:0${i}:00.000Z` }),
    ]).flat();
    const s = jobSections([job({ id: "a", status: "pending" }), job({ id: "b", status: "completed" })], finished);
    expect(s.active.map((j) => j.id)).toEqual(["a"]);
    expect(s.completed).toHaveLength(RECENT_JOBS_SHOWN);
    expect(s.completed.map((j) => j.id)).toEqual(["c7", "c6", "c5", "c4", "c3"]);
    expect(s.failed.map((j) => j.id)).toEqual(["f7", "f6", "f5", "f4", "f3"]);
  });
});

describe("Check Now within the cooldown", () => {
  const completedAt = "2025-06-01T10:00:30.000Z";
  it("says the competitor was checked moments ago and gives that check's outcome, not 'Checking…'", () => {
    const t = recentCheckToast({
      queued: false,
      message: "Acme was checked less than a minute ago; showing that check",
      lastScan: { status: "completed", completedAt, error: null, result: { status: "complete", message: "2 changes found on Acme" } },
    });
    expect(t).toEqual({ title: "Acme was checked less than a minute ago; showing that check", description: "That check: 2 changes found on Acme" });
  });
  it("a failed last check is named as failed", () => {
    const t = recentCheckToast({
      queued: false,
      message: "Acme was checked less than a minute ago; showing that check",
      lastScan: { status: "failed", completedAt, error: "timeout", result: { message: "Website access failed", details: { websiteAccessError: "timeout" } } },
    });
    expect(t.description).toBe("That check: Website access failed");
  });
});

/**
 * Scan job rules (spec §4 Job status, §8 Jobs, §9): labels, the completion toast of a finished job,
 * and the split of the Scan Jobs dialog. Pure, so unit-tested.
 */
import type { Job } from "@/lib/client/hooks/use-jobs";

export const JOB_POLL_INTERVAL_MS = 2_000;
export const JOB_POLL_TIMEOUT_MS = 5 * 60_000;
export const JOB_POLL_RETRIES = 3;
/** Recently Completed and Failed show 5 items each. */
export const RECENT_JOBS_SHOWN = 5;

export function jobStatusLabel(status: string): string {
  if (status === "pending") return "Queued";
  if (status === "processing") return "Scanning";
  if (status === "completed") return "Completed";
  if (status === "failed") return "Failed";
  if (status === "cancelled") return "Cancelled";
  return status;
}

export const isFinished = (status: string) => status === "completed" || status === "failed" || status === "cancelled";
export const isActive = (status: string) => status === "pending" || status === "processing";
export const canCancel = (status: string) => status === "pending";

export function isPartial(job: Pick<Job, "result">): boolean {
  return (job.result?.jobStatus ?? job.result?.status) === "partial";
}

/** A scan that met a bot wall or challenge page (its competitor is Blocked). */
export function isBlocked(job: Pick<Job, "status" | "result">): boolean {
  return job.status === "failed" && job.result?.details?.blocked === true;
}

export interface JobToast {
  kind: "success" | "warning" | "error";
  title: string;
  description?: string;
}

/** The toast for a finished job; null for a cancelled or unfinished one. */
export function jobOutcomeToast(job: Pick<Job, "status" | "result" | "error" | "data">): JobToast | null {
  const name = job.data?.competitorName;
  if (job.status === "completed") {
    if (isPartial(job)) {
      const message = job.result?.message;
      return message
        ? { kind: "warning", title: message, description: "Some features may be limited" }
        : { kind: "warning", title: "Scan completed with some issues", description: "Check the dashboard for details" };
    }
    return { kind: "success", title: "Scan completed successfully", description: job.result?.message ?? name };
  }
  if (job.status === "failed") {
    if (isBlocked(job)) return { kind: "error", title: "Blocked by the site", description: "It showed a bot check instead of its pages; nothing was compared. Rivalscope tries again later" };
    const details = job.result?.details;
    const site = Boolean(details?.websiteAccessError);
    const analysis = Boolean(details?.analysisError);
    if (site && analysis) return { kind: "error", title: "Unable to scan competitor", description: "The website may be down or blocking access" };
    if (site) return { kind: "error", title: "Website access failed", description: "The competitor site may be temporarily unavailable" };
    if (analysis) return { kind: "error", title: "Analysis service unavailable", description: "Advanced insights are temporarily unavailable" };
    return { kind: "error", title: job.result?.message || job.error || "Job failed", description: name };
  }
  return null;
}

/** What Check Now answered within its cooldown (POST /api/competitors/{id}/scan, `data`): the last check, not a new one. */
export interface CheckNowAnswer {
  queued: boolean;
  message: string;
  lastScan?: Pick<Job, "status" | "result" | "error"> & { completedAt: string | null };
}

/**
 * Check Now on a competitor checked less than the cooldown ago fetches nothing: the toast says so
 * and gives that check's outcome ("No changes on Acme"), instead of "Checking…" followed by the old
 * result as if it were new.
 */
export function recentCheckToast(answer: CheckNowAnswer): { title: string; description?: string } {
  const last = answer.lastScan;
  const outcome = last ? jobOutcomeToast({ ...last, data: null }) : null;
  if (!outcome) return { title: answer.message };
  const said = outcome.kind === "success" && last?.result?.message ? last.result.message : outcome.title;
  return { title: answer.message, description: `That check: ${said}` };
}

export interface JobSections<T> {
  active: T[];
  completed: T[];
  failed: T[];
}

/** Active (all), Recently Completed (5) and Failed (5), newest first. */
export function jobSections<T extends Pick<Job, "status" | "createdAt" | "completedAt">>(active: T[], finished: T[]): JobSections<T> {
  const newest = (a: T, b: T) => Date.parse(b.completedAt ?? b.createdAt) - Date.parse(a.completedAt ?? a.createdAt);
  return {
    active: active.filter((j) => isActive(j.status)),
    completed: finished.filter((j) => j.status === "completed").sort(newest).slice(0, RECENT_JOBS_SHOWN),
    failed: finished.filter((j) => j.status === "failed").sort(newest).slice(0, RECENT_JOBS_SHOWN),
  };
}

/** N of the 'N Active Scans' button: pending plus processing. */
export function activeCount(jobs: Pick<Job, "status">[] | undefined): number {
  return (jobs ?? []).filter((j) => isActive(j.status)).length;
}

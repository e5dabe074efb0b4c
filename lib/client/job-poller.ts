"use client";

import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { jobApi, refreshJobs, type Job } from "@/lib/client/hooks/use-jobs";
import { refreshCompetitors, scanToastId } from "@/lib/client/hooks/use-competitors";
import { JOB_POLL_INTERVAL_MS, JOB_POLL_RETRIES, JOB_POLL_TIMEOUT_MS, isFinished, jobOutcomeToast } from "./job-rules";

/** Jobs being polled in this tab (a second Check Now of the same queued job does not poll twice). */
const polling = new Set<string>();

export function showJobToast(job: Job): void {
  const t = jobOutcomeToast(job);
  if (!t) return;
  const id = job.data?.competitorId ? scanToastId(job.data.competitorId) : `job:${job.id}`;
  const opts = { id, description: t.description };
  if (t.kind === "success") toast.success(t.title, opts);
  else if (t.kind === "warning") toast.warning(t.title, opts);
  else toast.error(t.title, opts);
}

/**
 * After a Check Now: polls the job every 2 s for at most 5 minutes, tolerating 3 failed requests in a
 * row, and stops at completed, failed or cancelled with the spec's completion toast. Lives outside
 * React so that leaving the page does not lose the result.
 */
export function trackScanJob(queryClient: QueryClient, jobId: string): void {
  if (polling.has(jobId)) return;
  polling.add(jobId);
  const started = Date.now();
  let failures = 0;

  const stop = () => {
    polling.delete(jobId);
    refreshJobs(queryClient);
  };

  const tick = async () => {
    if (Date.now() - started > JOB_POLL_TIMEOUT_MS) {
      console.warn(`[jobs] stopped polling job ${jobId}: no result after 5 minutes`);
      return stop();
    }
    let job: Job;
    try {
      job = await jobApi.get(jobId);
      failures = 0;
    } catch (err) {
      failures += 1;
      if (failures > JOB_POLL_RETRIES) {
        console.warn(`[jobs] stopped polling job ${jobId}:`, err instanceof Error ? err.message : err);
        return stop();
      }
      setTimeout(tick, JOB_POLL_INTERVAL_MS);
      return;
    }
    if (isFinished(job.status)) {
      showJobToast(job);
      refreshCompetitors(queryClient);
      return stop();
    }
    setTimeout(tick, JOB_POLL_INTERVAL_MS);
  };

  refreshJobs(queryClient);
  setTimeout(tick, JOB_POLL_INTERVAL_MS);
}

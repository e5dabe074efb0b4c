"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { useLiveEvent } from "@/lib/client/hooks/use-live-stream";
import type { z } from "zod";
import type { jobSchema } from "@/lib/jobs/schemas";

/** GET /api/jobs item (spec §3 Job): the server's output schema, with the scan result's known fields. */
export type Job = Omit<z.infer<typeof jobSchema>, "data" | "result"> & {
  data: { competitorId?: string; competitorName?: string; [key: string]: unknown } | null;
  result: ScanJobResult | null;
};

/** What a scan job records as its result. */
type ScanJobResult = {
  status?: "complete" | "partial";
  jobStatus?: "complete" | "partial";
  message?: string;
  /** blocked: the site answered with a bot wall (the competitor is Blocked; nothing was compared). */
  details?: { websiteAccessError?: string | null; analysisError?: string | null; blocked?: boolean; advice?: string };
  [key: string]: unknown;
};

export const JOBS_KEY = ["jobs"] as const;
export const ACTIVE_JOBS_KEY = ["jobs", "active"] as const;
export const RECENT_JOBS_KEY = ["jobs", "recent"] as const;

/** Spec §9: job list limit 20, refreshed every 5 s. */
export const JOB_LIST_LIMIT = 20;
export const JOB_LIST_REFRESH_MS = 5_000;

const listJobs = (statuses: string) => api<Job[]>(`/api/jobs?status=${statuses}&limit=${JOB_LIST_LIMIT}`);

/** Scan jobs that are queued or running; refreshed every 5 s. */
export function useActiveScanJobs() {
  return useQuery({
    queryKey: ACTIVE_JOBS_KEY,
    queryFn: async () => (await listJobs("pending,processing")).filter((j) => j.kind === "scan"),
    refetchInterval: JOB_LIST_REFRESH_MS,
    staleTime: 0,
  });
}

/** Finished scan jobs (completed and failed, newest first); refreshed every 5 s while `enabled`. */
export function useRecentScanJobs(enabled: boolean) {
  return useQuery({
    queryKey: RECENT_JOBS_KEY,
    queryFn: async () => (await listJobs("completed,failed")).filter((j) => j.kind === "scan"),
    refetchInterval: enabled ? JOB_LIST_REFRESH_MS : false,
    staleTime: 0,
    enabled,
  });
}

export const jobApi = {
  get: (id: string) => api<Job>(`/api/jobs/${id}`),
  cancel: (id: string) => api<Job>(`/api/jobs/${id}`, { method: "DELETE" }),
};

export function refreshJobs(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: JOBS_KEY });
}

/** Live job-update events refresh the job lists at once instead of waiting for the next 5 s tick. */
export function useJobLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveEvent("job-update", () => refreshJobs(queryClient));
}

/** Cancels a queued job (DELETE /api/jobs/{id}), then refreshes the job lists. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  return useCallback(
    async (jobId: string) => {
      await jobApi.cancel(jobId);
      refreshJobs(queryClient);
    },
    [queryClient],
  );
}

"use client";

import { useQuery } from "@tanstack/react-query";

export const HEALTH_POLL_MS = 60_000;
export const HEALTH_RETRIES = 3;

interface Health { status: string; database?: string }

async function fetchHealth(): Promise<Health> {
  const res = await fetch("/health", { cache: "no-store" });
  if (!res.ok) throw new Error(`Health check failed (HTTP ${res.status})`);
  const body = (await res.json()) as { data?: Health };
  if (body.data?.status !== "ok") throw new Error("Service degraded");
  return body.data;
}

/** GET /health every 60 s with 3 retries; `degraded` once a poll has failed after its retries. */
export function useHealth() {
  const query = useQuery({
    queryKey: ["health"],
    queryFn: fetchHealth,
    refetchInterval: HEALTH_POLL_MS,
    refetchIntervalInBackground: false,
    retry: HEALTH_RETRIES,
    staleTime: 0,
    gcTime: HEALTH_POLL_MS,
  });
  return { degraded: query.isError, checking: query.isFetching, retry: () => void query.refetch() };
}

"use client";

import { useEffect, useRef } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiClientError } from "@/lib/client/api";
import type { PsychologyDto } from "@/lib/analysis/psychology/api-view";

/** Spec §4 / §9: an analysis in progress is polled again after 30 s; after a manual run, re-fetched after 5 s. */
export const PSYCHOLOGY_POLL_MS = 30_000;
export const PSYCHOLOGY_REFETCH_AFTER_RUN_MS = 5_000;
export const NO_ANALYSIS_TEXT = "No psychology analysis available yet";

export type Analysis = PsychologyDto & { lastError?: string | null };

export type PsychologyView =
  | { kind: "none"; note: string | null }
  | { kind: "pending"; previous: Analysis | null }
  | { kind: "ready"; analysis: Analysis }
  | { kind: "upgrade"; message: string };

export const psychologyKey = (competitorId: string) => ["psychology", competitorId] as const;

interface PendingBody { status: "pending"; previous: Analysis | null }

function isPending(data: unknown): data is PendingBody {
  return typeof data === "object" && data !== null && (data as { status?: unknown }).status === "pending";
}

/** GET /api/psychology/{id}: 404 → none, 202 → pending, 200 → ready, 403 → upgrade; anything else is an error. */
async function fetchPsychology(competitorId: string): Promise<PsychologyView> {
  try {
    const data = await api<Analysis | PendingBody>(`/api/psychology/${competitorId}`);
    if (isPending(data)) return { kind: "pending", previous: data.previous ?? null };
    return { kind: "ready", analysis: data };
  } catch (err) {
    if (err instanceof ApiClientError && err.status === 404) {
      const extra = err.message.startsWith(NO_ANALYSIS_TEXT) ? err.message.slice(NO_ANALYSIS_TEXT.length).replace(/^[.\s]+/, "") : "";
      return { kind: "none", note: extra || null };
    }
    if (err instanceof ApiClientError && err.status === 403) return { kind: "upgrade", message: err.message };
    throw err;
  }
}

export function usePsychology(competitorId: string) {
  return useQuery({
    queryKey: psychologyKey(competitorId),
    queryFn: () => fetchPsychology(competitorId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.kind === "pending" ? PSYCHOLOGY_POLL_MS : false),
    retry: (count, err) => !(err instanceof ApiClientError && err.status < 500) && count < 1,
  });
}

/**
 * POST /api/psychology/{id}/analyze. On success the panel shows the analysis as in progress and
 * fetches again 5 seconds later; a Free plan's 403 turns into the upgrade prompt.
 */
export function useRunPsychology(competitorId: string) {
  const qc = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMutation({
    mutationFn: () => api<{ jobId: string | null; status: "pending" }>(`/api/psychology/${competitorId}/analyze`, { method: "POST" }),
    onSuccess: () => {
      const current = qc.getQueryData<PsychologyView>(psychologyKey(competitorId));
      const previous = current?.kind === "ready" ? current.analysis : current?.kind === "pending" ? current.previous : null;
      const next: PsychologyView = { kind: "pending", previous };
      qc.setQueryData<PsychologyView>(psychologyKey(competitorId), () => next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void qc.invalidateQueries({ queryKey: psychologyKey(competitorId) }), PSYCHOLOGY_REFETCH_AFTER_RUN_MS);
    },
    onError: (err) => {
      if (!(err instanceof ApiClientError) || err.status !== 403) return;
      const next: PsychologyView = { kind: "upgrade", message: err.message };
      qc.setQueryData<PsychologyView>(psychologyKey(competitorId), () => next);
    },
  });
}

"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { downloadExport } from "@/lib/client/download";
import { api, ApiClientError } from "@/lib/client/api";
import type { Battlecard } from "@/lib/compare/battlecard-types";
import { useLiveEvent } from "./use-live-stream";

export const battlecardKey = (competitorId: string) => ["battlecard", competitorId] as const;

/** GET /api/competitors/{id}/battlecard, fetched again when a scan of any competitor stores something. */
export function useBattlecard(competitorId: string) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: battlecardKey(competitorId) });
  // A change of the competitor or the baseline, or a finished scan, can change the card.
  useLiveEvent("change", refresh);
  useLiveEvent("competitor-update", (data) => {
    const status = (data as { status?: unknown } | null)?.status;
    if (status !== "analyzing") refresh();
  });
  return useQuery({
    queryKey: battlecardKey(competitorId),
    queryFn: () => api<Battlecard>(`/api/competitors/${competitorId}/battlecard`),
    staleTime: 60_000,
    retry: (count, err) => !(err instanceof ApiClientError && err.status < 500) && count < 1,
  });
}

/** The card as a Markdown file (GET ...?format=md), saved by the browser. Returns the file name. */
export function downloadBattlecardMarkdown(competitorId: string): Promise<string> {
  return downloadExport(`/api/competitors/${competitorId}/battlecard?format=md`, "battlecard.md");
}

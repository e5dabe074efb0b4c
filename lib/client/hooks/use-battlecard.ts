"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiClientError } from "@/lib/client/api";
import { STORAGE_KEYS } from "@/lib/client/storage";
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
export async function downloadBattlecardMarkdown(competitorId: string): Promise<string> {
  const token = localStorage.getItem(STORAGE_KEYS.authToken) ?? localStorage.getItem(STORAGE_KEYS.apiKey);
  const res = await fetch(`/api/competitors/${competitorId}/battlecard?format=md`, { credentials: "include", headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(res.status === 404 ? "This competitor no longer exists." : `The export failed (HTTP ${res.status}).`);
  const name = /filename="?([^";]+)"?/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "battlecard.md";
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return name;
}

"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { downloadExport } from "@/lib/client/download";
import { api, ApiClientError } from "@/lib/client/api";
import type { ComparisonMatrix, Billing } from "@/lib/compare/matrix";
import type { PriceHistory } from "@/lib/compare/price-history";
import { useLiveEvent } from "./use-live-stream";

export type PriceHistoryData = PriceHistory & { competitor: string };
export interface MatrixQuery { seats: number; billing: Billing; category: string | null }

export const priceHistoryKey = (competitorId: string) => ["price-history", competitorId] as const;
const matrixRoot = ["compare"] as const;

/** Fetches the views again after a scan stores something (a change, or a finished scan of any competitor). */
function useRefreshOnScans(queryKey: readonly unknown[]) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey });
  useLiveEvent("change", refresh);
  useLiveEvent("competitor-update", (data) => {
    if ((data as { status?: unknown } | null)?.status !== "analyzing") refresh();
  });
}

const noRetryOn4xx = (count: number, err: unknown) => !(err instanceof ApiClientError && err.status < 500) && count < 1;

/** GET /api/competitors/{id}/price-history. */
export function usePriceHistory(competitorId: string) {
  useRefreshOnScans(priceHistoryKey(competitorId));
  return useQuery({ queryKey: priceHistoryKey(competitorId), queryFn: () => api<PriceHistoryData>(`/api/competitors/${competitorId}/price-history`), staleTime: 60_000, retry: noRetryOn4xx });
}

export function matrixSearch(q: MatrixQuery): string {
  const s = new URLSearchParams({ seats: String(q.seats), billing: q.billing });
  if (q.category) s.set("category", q.category);
  return s.toString();
}

/** GET /api/compare, kept while another team size or category loads. */
export function useCompareMatrix(q: MatrixQuery) {
  useRefreshOnScans(matrixRoot);
  return useQuery({ queryKey: [...matrixRoot, q.seats, q.billing, q.category ?? ""], queryFn: () => api<ComparisonMatrix>(`/api/compare?${matrixSearch(q)}`), staleTime: 60_000, retry: noRetryOn4xx, placeholderData: (prev) => prev });
}

/** Saves a CSV answer of the API as a file. Returns the file name. */
export function downloadCsv(path: string, fallbackName: string): Promise<string> {
  return downloadExport(path, fallbackName);
}

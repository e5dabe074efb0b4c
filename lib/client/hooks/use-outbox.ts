"use client";

import { useQuery } from "@tanstack/react-query";
import { api, ApiClientError } from "@/lib/client/api";

export interface OutboxSummary { id: string; kind: string; to: string; subject: string; status: string; preview: string; createdAt: string }
export interface OutboxMail extends Omit<OutboxSummary, "preview"> { html: string; text: string }

export const OUTBOX_KEY = ["outbox"] as const;
const notFound = (err: unknown) => err instanceof ApiClientError && err.status === 404;

/**
 * The signed-in user's outbox (GET /api/outbox): only without an e-mail provider; `unavailable` when the
 * server sends mail through one (404). Refreshed every 10 s while shown, so a new link appears by itself.
 */
export function useOutbox(opts: { live?: boolean } = {}) {
  const q = useQuery({
    queryKey: OUTBOX_KEY,
    queryFn: () => api<OutboxSummary[]>("/api/outbox"),
    retry: (n, err) => !notFound(err) && n < 2,
    staleTime: 30_000,
    refetchInterval: opts.live ? 10_000 : false,
  });
  return { ...q, unavailable: notFound(q.error) };
}

/** One mail with its HTML and text parts. */
export function useOutboxMail(id: string | null) {
  return useQuery({
    queryKey: [...OUTBOX_KEY, id],
    queryFn: () => api<OutboxMail>(`/api/outbox/${encodeURIComponent(id!)}`),
    enabled: Boolean(id),
    retry: (n, err) => !notFound(err) && n < 2,
  });
}

"use client";

import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api } from "@/lib/client/api";
import { useLiveEvent } from "@/lib/client/hooks/use-live-stream";
import type { z } from "zod";
import type { CheckFrequency } from "@/lib/billing/plans";
import type { competitorSchema } from "@/lib/competitors/schemas";
import type { snapshotDto } from "@/lib/scan/snapshot-dto";
import type { ExtractedData, SnapshotMetadata } from "@/lib/scan/types";
import type { CheckNowAnswer } from "@/lib/client/job-rules";

/** GET /api/competitors item (spec §3 Competitor): the server's output schema. */
export type Competitor = z.infer<typeof competitorSchema>;
export type CompetitorStatus = Competitor["status"];
export type CompetitorType = Competitor["type"];

/** GET /api/competitors/{id}/snapshots item (spec §3 Snapshot): the server's DTO, with its JSON columns typed. */
export type Snapshot = Omit<ReturnType<typeof snapshotDto>, "metadata" | "extractedData"> & {
  metadata: Partial<SnapshotMetadata>;
  extractedData: Partial<ExtractedData>;
};

export interface CreateCompetitorInput {
  name: string;
  /** Only when the user typed a scheme (kept as given); a bare domain goes in metadata.domain alone. */
  url?: string;
  checkFrequency: CheckFrequency;
  type: CompetitorType;
  metadata: { domain: string };
}

export interface CreatedCompetitor extends Competitor {
  baselineCaptureEventId?: string | null;
  workflow?: { steps?: string[] };
}

export type UpdateCompetitorInput = Partial<{ name: string; url: string; checkFrequency: CheckFrequency; status: "active" | "paused" }>;

/** Check Now's answer: 202 with a queued scan, or 200 within the cooldown with the last check (`data.queued: false`). */
export interface ScanResponse { success: boolean; jobId: string | null; message: string; data?: CheckNowAnswer }

/** Every competitor query lives under this key, so a create or delete refreshes them all. */
export const COMPETITORS_KEY = ["competitors"] as const;
export const COMPETITORS_LIST_KEY = ["competitors", "list"] as const;
export const competitorKey = (id: string) => ["competitors", "detail", id] as const;
export const snapshotKey = (id: string) => ["competitors", "snapshot", id] as const;

/** Competitors: fresh 5 min, kept 30 min, no refetch on window focus (spec §9). */
const COMPETITOR_CACHE = { staleTime: 5 * 60_000, gcTime: 30 * 60_000, refetchOnWindowFocus: false } as const;

export function useCompetitors() {
  return useQuery({ queryKey: COMPETITORS_LIST_KEY, queryFn: () => api<Competitor[]>("/api/competitors"), ...COMPETITOR_CACHE });
}

export function useCompetitor(id: string) {
  return useQuery({ queryKey: competitorKey(id), queryFn: () => api<Competitor>(`/api/competitors/${id}`), ...COMPETITOR_CACHE, retry: false });
}

/** The latest snapshot (limit 1), or null when the competitor has not been scanned yet. */
export function useLatestSnapshot(id: string) {
  return useQuery({
    queryKey: snapshotKey(id),
    queryFn: async () => (await api<Snapshot[]>(`/api/competitors/${id}/snapshots?limit=1`))[0] ?? null,
    ...COMPETITOR_CACHE,
    retry: false,
  });
}

/** A competitor as a choice in a list (GET /api/competitors?fields=minimal). */
export interface CompetitorOption { id: string; name: string }

/** The competitors' ids and names (the chat's context selector); cached like the other competitor queries. */
export function useCompetitorOptions() {
  return useQuery({ queryKey: ["competitors", "minimal"], queryFn: () => api<CompetitorOption[]>("/api/competitors?fields=minimal"), ...COMPETITOR_CACHE });
}

export const competitorApi = {
  create: (input: CreateCompetitorInput) => api<CreatedCompetitor>("/api/competitors", { method: "POST", json: input }),
  update: (id: string, input: UpdateCompetitorInput) => api<Competitor>(`/api/competitors/${id}`, { method: "PUT", json: input }),
  remove: (id: string) => api<{ id: string; deleted: boolean }>(`/api/competitors/${id}`, { method: "DELETE" }),
  pause: (id: string) => api<Competitor>(`/api/competitors/${id}/pause`, { method: "POST" }),
  resume: (id: string) => api<Competitor>(`/api/competitors/${id}/resume`, { method: "POST" }),
  scan: (id: string) => api<ScanResponse>(`/api/competitors/${id}/scan`, { method: "POST", raw: true }),
};

/** Writes a changed competitor into the cached list and detail entries. */
export function patchCompetitorCache(queryClient: QueryClient, id: string, patch: Partial<Competitor>): void {
  queryClient.setQueryData<Competitor[]>(COMPETITORS_LIST_KEY, (list) => list?.map((c) => (c.id === id ? { ...c, ...patch } : c)));
  queryClient.setQueryData<Competitor>(competitorKey(id), (c) => (c ? { ...c, ...patch } : c));
}

export function refreshCompetitors(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: COMPETITORS_KEY });
  void queryClient.invalidateQueries({ queryKey: ["subscription"] });
}

/** The toast of a live competitor-update (spec §4); null for statuses without one. */
export function liveUpdateToast(status: string): { kind: "success" | "error" | "info"; title: string } | null {
  if (status === "active") return { kind: "success", title: "Scan completed successfully" };
  if (status === "error") return { kind: "error", title: "Scan failed - please try again" };
  if (status === "analyzing") return { kind: "info", title: "Analyzing competitor..." };
  return null;
}

/** One toast per competitor: a later scan toast replaces the previous one instead of stacking. */
export const scanToastId = (competitorId: string) => `scan:${competitorId}`;

interface CompetitorUpdateEvent { competitorId?: string; status?: string; name?: string }

/** Status changes this tab made itself (pause, resume, activate): their echo is not toasted. */
const localChanges = new Map<string, number>();
const LOCAL_ECHO_MS = 10_000;
export function markLocalStatusChange(competitorId: string): void {
  localChanges.set(competitorId, Date.now());
}
function isLocalEcho(competitorId: string): boolean {
  const at = localChanges.get(competitorId);
  return at !== undefined && Date.now() - at < LOCAL_ECHO_MS;
}

/** A move to active out of paused or inactive is a resume, not a finished scan. */
export function isResume(previous: string | undefined, next: string): boolean {
  return next === "active" && (previous === "paused" || previous === "inactive");
}

/**
 * Live competitor-update events: patch the cached status at once, refetch the rest (last checked,
 * snapshot), and show the spec's toast. Resumes and this tab's own pause/resume are not toasted.
 */
export function useCompetitorLiveUpdates({ toasts = true }: { toasts?: boolean } = {}): void {
  const queryClient = useQueryClient();
  useLiveEvent("competitor-update", (raw) => {
    const e = (raw ?? {}) as CompetitorUpdateEvent;
    if (!e.competitorId || !e.status) return;
    const previous =
      queryClient.getQueryData<Competitor[]>(COMPETITORS_LIST_KEY)?.find((c) => c.id === e.competitorId)?.status ??
      queryClient.getQueryData<Competitor>(competitorKey(e.competitorId))?.status;
    patchCompetitorCache(queryClient, e.competitorId, { status: e.status as CompetitorStatus });
    void queryClient.invalidateQueries({ queryKey: COMPETITORS_KEY });
    if (!toasts || isLocalEcho(e.competitorId) || isResume(previous, e.status)) return;
    const t = liveUpdateToast(e.status);
    if (!t) return;
    const opts = { id: scanToastId(e.competitorId), description: e.name };
    if (t.kind === "success") toast.success(t.title, opts);
    else if (t.kind === "error") toast.error(t.title, opts);
    else toast.info(t.title, opts);
  });
}

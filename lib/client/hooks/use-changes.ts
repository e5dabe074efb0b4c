"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { downloadExport } from "@/lib/client/download";
import { toast } from "sonner";
import { api } from "@/lib/client/api";
import { useLiveEvent } from "@/lib/client/hooks/use-live-stream";
import {
  adjustUnreadCount,
  insertLiveChange,
  markAllReadInCache,
  normalizeChange,
  patchChange,
  removeFromUnreadLists,
} from "@/lib/client/change-cache";
import { filtersToSearch } from "@/lib/client/change-filters";
import { changeLine } from "@/lib/changes/fact-view";
import type { ChangeDto, ChangeFilters, ChangePage, FeedbackResult, UnreadCount } from "@/lib/changes/schemas";
import type { Competitor } from "@/lib/client/hooks/use-competitors";

/** Spec §9: changes are fresh for 2 minutes; page size 20; the bell loads 50; the overview 10. */
export const CHANGES_STALE_MS = 2 * 60_000;
export const CHANGES_PAGE_SIZE = 20;
export const NOTIFICATION_LIMIT = 50;
export const DASHBOARD_UNREAD_LIMIT = 10;
export const NEW_CHANGE_TOAST_MS = 5_000;

export const changesKeys = {
  all: ["changes"] as const,
  feeds: ["changes", "feed"] as const,
  feed: (f: ChangeFilters) => ["changes", "feed", f] as const,
  total: ["changes", "total"] as const,
  unreadCount: ["changes", "unread-count"] as const,
  unreadTotal: (competitorId: string) => ["changes", "unread-total", competitorId] as const,
  notifications: ["changes", "notifications"] as const,
  hero: ["changes", "hero"] as const,
  recentUnread: ["changes", "recent-unread"] as const,
};

export function changesListPath(f: ChangeFilters, limit: number, offset = 0): string {
  const q = filtersToSearch(f);
  return `/api/changes?${q ? `${q}&` : ""}limit=${limit}&offset=${offset}`;
}

export async function fetchChangePage(f: ChangeFilters, limit: number, offset = 0): Promise<ChangePage> {
  const body = await api<ChangePage>(changesListPath(f, limit, offset), { raw: true });
  return { data: body.data.map(normalizeChange), pagination: body.pagination };
}

/** The feed: 20 at a time; a new filter is a new query, so the offset starts again at 0. */
export function useChangesFeed(filters: ChangeFilters) {
  return useInfiniteQuery({
    queryKey: changesKeys.feed(filters),
    queryFn: ({ pageParam }) => fetchChangePage(filters, CHANGES_PAGE_SIZE, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.pagination.hasMore ? pages.reduce((n, p) => n + p.data.length, 0) : undefined),
    staleTime: CHANGES_STALE_MS,
  });
}

/** Total of all the user's changes (the Y of 'Showing X of Y changes'). */
export function useChangesTotal(enabled = true) {
  return useQuery({
    queryKey: changesKeys.total,
    queryFn: async () => (await fetchChangePage({}, 1)).pagination.total,
    staleTime: CHANGES_STALE_MS,
    enabled,
  });
}

export function useUnreadCount() {
  return useQuery({
    queryKey: changesKeys.unreadCount,
    queryFn: () => api<UnreadCount>("/api/changes/unread-count"),
    staleTime: CHANGES_STALE_MS,
  });
}

/** Unread changes of one competitor (for 'Mark All Read (n)' while the feed is filtered to it). */
export function useUnreadTotal(competitorId: string | undefined) {
  return useQuery({
    queryKey: changesKeys.unreadTotal(competitorId ?? ""),
    queryFn: async () => (await fetchChangePage({ competitorId, isRead: "false" }, 1)).pagination.total,
    staleTime: CHANGES_STALE_MS,
    enabled: Boolean(competitorId),
  });
}

/** The bell's list: unread changes, newest first, limit 50. */
export function useUnreadNotifications(enabled = true) {
  return useQuery({
    queryKey: changesKeys.notifications,
    queryFn: () => fetchChangePage({ isRead: "false" }, NOTIFICATION_LIMIT),
    staleTime: CHANGES_STALE_MS,
    enabled,
  });
}

/** The overview's hero: the newest unread high-importance change (or null). */
export function useHeroChange() {
  return useQuery({
    queryKey: changesKeys.hero,
    queryFn: async () => (await fetchChangePage({ isRead: "false", importance: "high" }, 1)).data[0] ?? null,
    staleTime: CHANGES_STALE_MS,
  });
}

/**
 * The overview's latest unread changes (limit 10): one more is fetched, since the hero's change, shown
 * above the list, is left out of it, and the list still has 10 rows.
 */
export function useRecentUnread() {
  return useQuery({
    queryKey: changesKeys.recentUnread,
    queryFn: () => fetchChangePage({ isRead: "false" }, DASHBOARD_UNREAD_LIMIT + 1),
    staleTime: CHANGES_STALE_MS,
  });
}

/** What the filters and the overview read of a competitor. */
export type CompetitorSummary = Pick<Competitor, "id" | "name"> & Partial<Pick<Competitor, "type" | "status">>;
export const COMPETITORS_KEY = ["competitors", "overview"] as const;

/** The user's competitors (full list: names for the filters, baseline and statuses for the overview). */
export function useCompetitorList() {
  return useQuery({
    queryKey: COMPETITORS_KEY,
    queryFn: () => api<CompetitorSummary[]>("/api/competitors"),
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
  });
}

function refreshCounts(qc: ReturnType<typeof useQueryClient>) {
  for (const key of [changesKeys.unreadCount, changesKeys.notifications, changesKeys.hero, changesKeys.recentUnread, ["changes", "unread-total"]]) {
    void qc.invalidateQueries({ queryKey: key });
  }
}

/** PUT /api/changes/{id}/read. Callers pass their own toasts (feed and bell word them differently). */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: ChangeDto) => api(`/api/changes/${change.id}/read`, { method: "PUT" }),
    onSuccess: (_r, change) => {
      if (!change.isRead) adjustUnreadCount(qc, change, -1);
      patchChange(qc, change.id, { isRead: true });
      removeFromUnreadLists(qc, change.id);
      refreshCounts(qc);
    },
  });
}

/** POST /api/changes/mark-all-read, optionally for one competitor. */
export function useMarkAllRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (competitorId?: string) =>
      api<{ updated: number }>("/api/changes/mark-all-read", { method: "POST", json: competitorId ? { competitorId } : {} }),
    onSuccess: (_r, competitorId) => {
      markAllReadInCache(qc, competitorId);
      refreshCounts(qc);
    },
  });
}

/** POST /api/changes/{id}/feedback; the learned rate of the change's type is updated in place. */
export function useChangeFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ change, isImportant }: { change: ChangeDto; isImportant: boolean }) =>
      api<FeedbackResult>(`/api/changes/${change.id}/feedback`, { method: "POST", json: { isImportant } }),
    onSuccess: (_r, { change, isImportant }) => {
      patchChange(qc, change.id, { feedback: isImportant });
      void qc.invalidateQueries({ queryKey: ["intelligence"] });
    },
  });
}

/** GET /api/changes/export with the feed's filters, saved as a file. Returns the file name. */
export function downloadChangesCsv(filters: ChangeFilters): Promise<string> {
  const q = filtersToSearch(filters);
  return downloadExport(`/api/changes/export${q ? `?${q}` : ""}`, `rivalscope-changes-${new Date().toISOString().slice(0, 10)}.csv`, "The export could not be found (HTTP 404).");
}

/** Ids already handled, so the feed, the bell and the overview can all listen without doubling. */
const handled = new Set<string>();

function isComplete(data: Record<string, unknown>): boolean {
  return typeof data.id === "string" && typeof data.description === "string" && typeof data.competitorId === "string" && typeof data.type === "string";
}

/** The live bus shortens long text to fit a NOTIFY payload (500 characters and an ellipsis). */
function looksShortened(data: Record<string, unknown>): boolean {
  return [data.oldContent, data.newContent].some((v) => typeof v === "string" && v.length >= 500 && v.endsWith("…"));
}

/**
 * Live changes from the dashboard's stream: each new change goes to the top of matching feeds and of
 * the bell, the counts refresh, and the 'New change detected' toast shows for 5 s while the tab is
 * visible. Safe to mount in several components at once.
 */
export function useLiveChanges() {
  const qc = useQueryClient();
  useLiveEvent("change", (raw) => {
    if (!raw || typeof raw !== "object") return;
    const data = raw as Record<string, unknown>;
    const id = typeof data.id === "string" ? data.id : null;
    if (!id || handled.has(id)) return;
    handled.add(id);
    if (handled.size > 500) handled.delete(handled.values().next().value as string);
    const announce = (change: ChangeDto) => {
      insertLiveChange(qc, change);
      void qc.invalidateQueries({ queryKey: changesKeys.total });
      refreshCounts(qc);
      if (document.visibilityState === "visible") {
        toast("New change detected", {
          id: `change-${change.id}`,
          description: `${change.competitorName}: ${changeLine(change)}`,
          duration: NEW_CHANGE_TOAST_MS,
        });
      }
    };
    const fetchFull = () => api<ChangeDto>(`/api/changes/${id}`).then(normalizeChange);
    if (!isComplete(data)) {
      fetchFull().then(announce, () => refreshCounts(qc));
      return;
    }
    announce(normalizeChange(data));
    if (looksShortened(data)) fetchFull().then((full) => patchChange(qc, id, full), () => undefined);
  });
  useLiveEvent("competitor-update", () => {
    void qc.invalidateQueries({ queryKey: COMPETITORS_KEY });
  });
}

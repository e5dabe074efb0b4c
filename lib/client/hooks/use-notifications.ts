"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import type { Pagination } from "@/lib/api/pagination";
import type { NotificationDto } from "@/lib/alerts/schemas";

export type AlertNotification = NotificationDto;
export type NotificationChannelFilter = NotificationDto["channel"] | "all";

const PAGE = 20;

/** Every alert on record (GET /api/notifications), 20 at a time. */
export function useNotificationHistory(channel: NotificationChannelFilter) {
  return useInfiniteQuery({
    queryKey: ["notifications", channel],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api<{ data: AlertNotification[]; pagination: Pagination }>(`/api/notifications?limit=${PAGE}&offset=${pageParam}${channel === "all" ? "" : `&channel=${channel}`}`, { raw: true }),
    getNextPageParam: (last, pages) => (last.pagination.hasMore ? pages.reduce((n, p) => n + p.data.length, 0) : undefined),
  });
}

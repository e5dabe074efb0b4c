"use client";

import { CheckCheck } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useMarkAllRead, useUnreadCount, useUnreadTotal } from "@/lib/client/hooks/use-changes";
import type { ChangeFilters } from "@/lib/changes/schemas";
import { useLiveStream } from "@/lib/client/hooks/use-live-stream";
import { plural } from "@/lib/format";
import { ExportMenu } from "./export-menu";

function LiveBadge() {
  const { connected } = useLiveStream();
  if (!connected) return null;
  return (
    <Badge variant="success" data-testid="feed-live-badge" className="gap-1.5">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current animate-pulse-dot" />
      Live
    </Badge>
  );
}

/** The unread count of the feed (of the filtered competitor when there is one). */
function useFeedUnread(competitorId: string | undefined): number {
  const unread = useUnreadCount();
  const unreadForCompetitor = useUnreadTotal(competitorId);
  return competitorId ? (unreadForCompetitor.data ?? 0) : (unread.data?.count ?? 0);
}

/** 'Mark All Read (n)' for the feed's competitor filter (all competitors without one). */
function MarkAllReadButton({ markAll, competitorId, unread }: { markAll: ReturnType<typeof useMarkAllRead>; competitorId: string | undefined; unread: number }) {
  const markAllRead = () =>
    markAll.mutate(competitorId, {
      onSuccess: () => toast.success("All changes marked as read"),
      onError: (err) => toast.error(`Failed to mark all as read: ${err instanceof Error ? err.message : String(err)}`),
    });
  return (
    <Button variant="outline" onClick={markAllRead} loading={markAll.isPending}>
      {markAll.isPending ? null : <CheckCheck aria-hidden="true" />}
      Mark All Read ({unread.toLocaleString("en-US")})
    </Button>
  );
}

/** The feed's title with the 'Live' and unread badges, 'N changes found', Mark All Read and Export. */
export function FeedHeader({ filters, foundText }: { filters: ChangeFilters; foundText: string }) {
  const unreadN = useFeedUnread(filters.competitorId);
  // Held here, not in the button: the button goes when the count reaches 0, and the toast must still show.
  const markAll = useMarkAllRead();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">Changes</h1>
          <LiveBadge />
          {unreadN > 0 ? (
            <Badge variant="info" data-testid="unread-badge">
              {plural(unreadN, "unread", "unread", { group: true })}
            </Badge>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-muted-foreground" data-testid="changes-found" aria-live="polite">
          {foundText}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {unreadN > 0 ? <MarkAllReadButton markAll={markAll} competitorId={filters.competitorId} unread={unreadN} /> : null}
        <ExportMenu filters={filters} />
      </div>
    </div>
  );
}

"use client";

import { useState } from "react";
import Link from "next/link";
import { ArrowRight, Bell, CheckCheck } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTitle, PopoverTrigger } from "@/components/ui/popover";
import { useLiveChanges, useMarkAllRead, useMarkRead, useUnreadCount, useUnreadNotifications } from "@/lib/client/hooks/use-changes";
import type { ChangeDto } from "@/lib/changes/schemas";
import { badgeText, groupNotifications } from "./notification-groups";
import { NotificationList } from "./notification-list";

/** The bell's count badge ('99+' at most) and the pulsing dot of an unread high-importance change. */
function BellMarks({ badge, high }: { badge: string; high: boolean }) {
  return (
    <>
      {badge ? (
        <span
          data-testid="bell-count"
          className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground tabular-nums ring-2 ring-background"
        >
          {badge}
        </span>
      ) : null}
      {high ? (
        <span data-testid="bell-high-dot" aria-hidden="true" className="absolute top-1 left-1 size-2.5 rounded-full bg-destructive text-destructive ring-2 ring-background animate-pulse-dot" />
      ) : null}
    </>
  );
}

/** 'View all' (the notifications page) and 'Changes feed'; both close the popover. */
function PopoverLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3 border-t px-3 py-2">
      <Link href="/dashboard/notifications" onClick={onNavigate} className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline">
        View all
        <ArrowRight aria-hidden="true" className="size-3.5" />
      </Link>
      <Link href="/dashboard/changes" onClick={onNavigate} className="rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline">
        Changes feed
      </Link>
    </div>
  );
}

/**
 * The top bar's notification bell (spec §2): unread count capped at '99+', a pulsing red dot when an
 * unread change is high importance, and a popover of unread changes grouped by type, 3 per group.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const counts = useUnreadCount();
  const list = useUnreadNotifications(open);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  useLiveChanges();

  const count = counts.data?.count ?? 0;
  const badge = badgeText(count);
  const groups = groupNotifications(list.data?.data ?? [], counts.data?.byType);
  const close = () => setOpen(false);

  /** The item's link opens the competitor; this marks the change read and closes the popover. */
  const view = (change: ChangeDto) => {
    setOpen(false);
    if (!change.isRead) markRead.mutate(change);
  };
  const read = (change: ChangeDto) =>
    markRead.mutate(change, { onSuccess: () => toast.success("Marked as read"), onError: () => toast.error("Failed to mark as read") });
  const readAll = () =>
    markAll.mutate(undefined, { onSuccess: () => toast.success("All notifications marked as read"), onError: () => toast.error("Failed to mark all as read") });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={count ? `Notifications, ${count} unread` : "Notifications"} data-testid="notification-bell">
          <Bell aria-hidden="true" />
          <BellMarks badge={badge} high={(counts.data?.highCount ?? 0) > 0} />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-[22rem] max-w-[calc(100vw-1rem)] flex-col p-0" data-testid="notification-popover">
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2.5">
          <PopoverTitle className="flex items-center gap-2">
            Notifications
            {count ? (
              <Badge variant="secondary" className="tabular-nums">
                {badge}
              </Badge>
            ) : null}
          </PopoverTitle>
          {count > 0 ? (
            <Button variant="ghost" size="sm" onClick={readAll} loading={markAll.isPending}>
              {markAll.isPending ? null : <CheckCheck aria-hidden="true" />}
              Mark all as read
            </Button>
          ) : null}
        </div>
        <NotificationList
          groups={groups}
          loading={list.isPending && count > 0}
          failed={list.isError}
          onRetry={() => void list.refetch()}
          busyId={markRead.isPending ? markRead.variables?.id : undefined}
          onView={view}
          onMarkRead={read}
          onNavigate={close}
        />
        <PopoverLinks onNavigate={close} />
      </PopoverContent>
    </Popover>
  );
}

"use client";

import { useState } from "react";
import Link from "next/link";
import { ArrowRight, Bell, BellOff, Check, CheckCheck, Eye } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTitle, PopoverTrigger } from "@/components/ui/popover";
import { Spinner } from "@/components/ui/spinner";
import { useLiveChanges, useMarkAllRead, useMarkRead, useUnreadCount, useUnreadNotifications } from "@/lib/client/hooks/use-changes";
import type { ChangeDto } from "@/lib/changes/schemas";
import { cn } from "@/lib/utils";
import { formatRelative, typeMeta } from "./change-meta";
import { badgeText, groupNotifications, type NotificationGroup } from "./notification-groups";

function NotificationItem({ change, onView, onMarkRead, busy }: { change: ChangeDto; onView: () => void; onMarkRead: () => void; busy: boolean }) {
  const meta = typeMeta(change.type);
  return (
    <li className="group flex items-start gap-2.5 rounded-md px-2 py-2 hover:bg-accent/60" data-testid="notification-item">
      <span className={cn("mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-md", meta.tone)} aria-hidden="true">
        <meta.icon className="size-3.5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <span className="truncate">{change.competitorName}</span>
          {change.importance === "high" ? (
            <Badge variant="destructive" className="px-1.5 py-0 text-[10px]">
              High
            </Badge>
          ) : null}
        </p>
        <p className="line-clamp-2 text-xs text-muted-foreground">{change.description}</p>
        <time dateTime={change.detectedAt} className="text-[11px] text-muted-foreground">
          {formatRelative(change.detectedAt)}
        </time>
      </div>
      <div className="flex shrink-0 flex-col gap-0.5">
        <Button asChild variant="ghost" size="icon" className="size-7">
          <Link href={`/dashboard/competitors/${change.competitorId}`} onClick={onView} aria-label={`View ${change.competitorName}: ${change.description}`}>
            <Eye aria-hidden="true" className="size-3.5" />
          </Link>
        </Button>
        <Button variant="ghost" size="icon" className="size-7" onClick={onMarkRead} disabled={busy} aria-label={`Mark as read: ${change.description}`}>
          <Check aria-hidden="true" className="size-3.5" />
        </Button>
      </div>
    </li>
  );
}

function Group({ group, children, onNavigate }: { group: NotificationGroup; children: React.ReactNode; onNavigate: () => void }) {
  const headingId = `bell-group-${group.key}`;
  return (
    <section aria-labelledby={headingId} data-testid="notification-group" data-group={group.key} className="py-1.5">
      <h3 id={headingId} className="flex items-center justify-between px-2 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {group.title}
        <span className="rounded-full bg-muted px-1.5 py-0.5 text-[10px] tabular-nums">{group.total}</span>
      </h3>
      <ul>{children}</ul>
      {group.more > 0 ? (
        <Link
          href={group.href}
          onClick={onNavigate}
          className="ml-2 inline-flex items-center gap-1 rounded-sm px-1 py-1 text-xs font-medium text-primary hover:underline"
        >
          View {group.more} more
          <ArrowRight aria-hidden="true" className="size-3" />
        </Link>
      ) : null}
    </section>
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
  const high = (counts.data?.highCount ?? 0) > 0;
  const badge = badgeText(count);
  const groups = groupNotifications(list.data?.data ?? [], counts.data?.byType);

  /** The item's link opens the competitor; this marks the change read and closes the popover. */
  const view = (change: ChangeDto) => {
    setOpen(false);
    if (!change.isRead) markRead.mutate(change);
  };
  const read = (change: ChangeDto) =>
    markRead.mutate(change, {
      onSuccess: () => toast.success("Marked as read"),
      onError: () => toast.error("Failed to mark as read"),
    });
  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.success("All notifications marked as read"),
      onError: () => toast.error("Failed to mark all as read"),
    });

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={count ? `Notifications, ${count} unread` : "Notifications"} data-testid="notification-bell">
          <Bell aria-hidden="true" />
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
        <div className="scrollbar-thin max-h-[min(70dvh,32rem)] overflow-y-auto px-1.5">
          {list.isPending && count > 0 ? (
            <div className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
              <Spinner label="Loading notifications" />
              Loading...
            </div>
          ) : list.isError ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center text-sm">
              <p className="text-destructive">Failed to load notifications</p>
              <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : groups.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center" data-testid="notifications-empty">
              <BellOff aria-hidden="true" className="size-7 text-muted-foreground" />
              <p className="font-medium">You&apos;re all caught up!</p>
              <p className="text-sm text-muted-foreground">No new notifications</p>
            </div>
          ) : (
            groups.map((g) => (
              <Group key={g.key} group={g} onNavigate={() => setOpen(false)}>
                {g.items.map((c) => (
                  <NotificationItem key={c.id} change={c} onView={() => view(c)} onMarkRead={() => read(c)} busy={markRead.isPending && markRead.variables?.id === c.id} />
                ))}
              </Group>
            ))
          )}
        </div>
        <div className="flex items-center justify-between gap-3 border-t px-3 py-2">
          <Link href="/dashboard/notifications" onClick={() => setOpen(false)} className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline">
            View all
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
          <Link href="/dashboard/changes" onClick={() => setOpen(false)} className="rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline">
            Changes feed
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}

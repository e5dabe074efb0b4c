"use client";

import Link from "next/link";
import { ArrowRight, BellOff, Check, Eye } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ChangeDto } from "@/lib/changes/schemas";
import { changeLine } from "@/lib/changes/fact-view";
import { cn } from "@/lib/utils";
import { formatRelative, typeMeta } from "./change-meta";
import type { NotificationGroup } from "./notification-groups";

function NotificationItem({ change, onView, onMarkRead, busy }: { change: ChangeDto; onView: () => void; onMarkRead: () => void; busy: boolean }) {
  const meta = typeMeta(change.type);
  const what = changeLine(change);
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
        <p className="line-clamp-2 text-xs text-muted-foreground" data-testid="notification-what">
          {what}
        </p>
        <time dateTime={change.detectedAt} className="text-[11px] text-muted-foreground">
          {formatRelative(change.detectedAt)}
        </time>
      </div>
      <div className="flex shrink-0 flex-col gap-0.5">
        <Button asChild variant="ghost" size="icon" className="size-7">
          <Link href={`/dashboard/competitors/${change.competitorId}`} onClick={onView} aria-label={`View ${change.competitorName}: ${what}`}>
            <Eye aria-hidden="true" className="size-3.5" />
          </Link>
        </Button>
        <Button variant="ghost" size="icon" className="size-7" onClick={onMarkRead} disabled={busy} aria-label={`Mark as read: ${what}`}>
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

interface ListProps {
  groups: NotificationGroup[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The id of the change being marked read. */
  busyId: string | undefined;
  onView: (change: ChangeDto) => void;
  onMarkRead: (change: ChangeDto) => void;
  onNavigate: () => void;
}

/** The popover's scrolling part: loading, failure, 'all caught up' or the unread changes by group. */
export function NotificationList({ groups, loading, failed, onRetry, busyId, onView, onMarkRead, onNavigate }: ListProps) {
  return (
    <div className="scrollbar-thin max-h-[min(70dvh,32rem)] overflow-y-auto px-1.5">
      {loading ? (
        <div className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
          <Spinner label="Loading notifications" />
          Loading...
        </div>
      ) : failed ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center text-sm">
          <p className="text-destructive">Failed to load notifications</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
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
          <Group key={g.key} group={g} onNavigate={onNavigate}>
            {g.items.map((c) => (
              <NotificationItem key={c.id} change={c} onView={() => onView(c)} onMarkRead={() => onMarkRead(c)} busy={busyId === c.id} />
            ))}
          </Group>
        ))
      )}
    </div>
  );
}

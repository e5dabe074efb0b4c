"use client";

import Link from "next/link";
import { useState } from "react";
import { ArrowRight, Bell, BellOff, Hash, Mail, Settings2, Webhook } from "lucide-react";
import { formatRelative } from "@/components/changes/change-meta";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useNotificationHistory, type AlertNotification, type NotificationChannelFilter } from "@/lib/client/hooks/use-notifications";
import { cn } from "@/lib/utils";

const CHANNELS: Record<AlertNotification["channel"], { label: string; icon: typeof Bell }> = {
  live: { label: "In-app", icon: Bell },
  email: { label: "E-mail", icon: Mail },
  webhook: { label: "Webhook", icon: Webhook },
  slack: { label: "Slack", icon: Hash },
};
const FILTERS: Array<{ value: NotificationChannelFilter; label: string }> = [
  { value: "all", label: "All" },
  { value: "live", label: "In-app" },
  { value: "email", label: "E-mail" },
  { value: "webhook", label: "Webhook" },
  { value: "slack", label: "Slack" },
];

function StatusBadge({ status }: { status: AlertNotification["status"] }) {
  if (status === "delivered") return <Badge variant="success">Delivered</Badge>;
  if (status === "failed") return <Badge variant="destructive">Failed</Badge>;
  return <Badge variant="warning">Pending</Badge>;
}

function Item({ n }: { n: AlertNotification }) {
  const { label, icon: Icon } = CHANNELS[n.channel];
  return (
    <li className="flex items-start gap-3 px-4 py-3" data-testid="notification-row" data-channel={n.channel}>
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-muted" aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{label}</span>
          <StatusBadge status={n.status} />
          <time dateTime={n.at}>{formatRelative(n.at)}</time>
        </p>
        <p className="text-sm font-medium break-words">
          {n.competitorName ? <span className="text-muted-foreground">{n.competitorName}: </span> : null}
          {n.title}
        </p>
        {n.detail ? <p className={cn("text-xs break-words", n.status === "failed" ? "text-destructive" : "text-muted-foreground")}>{n.detail}</p> : null}
      </div>
      <Button asChild variant="ghost" size="sm" className="shrink-0">
        <Link href={n.link} aria-label={`View the change: ${n.title}`}>
          <span className="hidden sm:inline">View</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </li>
  );
}

function Empty({ filtered }: { filtered: boolean }) {
  return (
    <CardContent className="flex flex-col items-center gap-3 py-12 text-center" data-testid="notifications-page-empty">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <BellOff aria-hidden="true" className="size-6 text-muted-foreground" />
      </span>
      <h2 className="text-lg font-semibold">No notifications yet</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{filtered ? "No alerts went out this way yet." : "We'll notify you here when important changes are detected"}</p>
      <Button asChild variant="outline" size="sm" className="mt-2">
        <Link href="/dashboard/settings?tab=notifications">Notification preferences</Link>
      </Button>
    </CardContent>
  );
}

/** The Notifications screen's list: every alert on record, newest first, filterable by channel, 20 at a time. */
export function NotificationHistory() {
  const [channel, setChannel] = useState<NotificationChannelFilter>("all");
  const q = useNotificationHistory(channel);
  const rows = q.data?.pages.flatMap((p) => p.data) ?? [];
  const total = q.data?.pages[0]?.pagination.total ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Show alerts sent by" className="flex flex-wrap gap-1.5">
          {FILTERS.map((f) => (
            <Button key={f.value} type="button" size="sm" variant={channel === f.value ? "default" : "outline"} aria-pressed={channel === f.value} onClick={() => setChannel(f.value)}>
              {f.label}
            </Button>
          ))}
        </div>
        {rows.length > 0 ? (
          <Button asChild variant="ghost" size="sm">
            <Link href="/dashboard/settings?tab=notifications">
              <Settings2 aria-hidden="true" />
              Notification preferences
            </Link>
          </Button>
        ) : null}
      </div>
      <Card className="py-0">
        {q.isPending ? (
          <CardContent className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
            <Spinner />
            Loading notifications...
          </CardContent>
        ) : q.isError ? (
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center text-sm" role="alert">
            <p className="font-medium text-destructive">Failed to load notifications</p>
            <Button variant="outline" size="sm" onClick={() => void q.refetch()}>
              Try again
            </Button>
          </CardContent>
        ) : rows.length === 0 ? (
          <Empty filtered={channel !== "all"} />
        ) : (
          <ul className="divide-y" aria-label="Recent alerts">
            {rows.map((n) => (
              <Item key={n.id} n={n} />
            ))}
          </ul>
        )}
      </Card>
      {rows.length > 0 ? (
        <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground">
          <p>
            Showing {rows.length} of {total} alerts
          </p>
          {q.hasNextPage ? (
            <Button variant="outline" size="sm" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
              Load more
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

"use client";

import Link from "next/link";
import { Activity, ArrowRight, Bell, Crown, TriangleAlert } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PLANS } from "@/lib/billing/plans";
import type { ChangeDto } from "@/lib/changes/schemas";
import { changeLine } from "@/lib/changes/fact-view";
import { cn } from "@/lib/utils";
import { formatRelative, IMPORTANCE_BADGE, IMPORTANCE_LABEL, typeMeta } from "./change-meta";

interface Counts { activeMonitors: number; unreadChanges: number; issues: number }

function Stat({ label, value, icon: Icon, href, tone, testId }: { label: string; value: number; icon: typeof Activity; href: string; tone: string; testId: string }) {
  return (
    <Link href={href} className="group flex items-center gap-3 rounded-lg border bg-background p-3 transition-colors hover:bg-accent/50" data-testid={testId}>
      <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", tone)} aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-2xl leading-tight font-semibold tabular-nums" data-testid={`${testId}-value`}>
          {value.toLocaleString("en-US")}
        </span>
        <span className="block text-sm text-muted-foreground">{label}</span>
      </span>
      <ArrowRight aria-hidden="true" className="ml-auto size-4 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100" />
    </Link>
  );
}

/** System Overview: Active Monitors, Unread Changes and Issues. */
export function SystemOverview({ counts }: { counts: Counts }) {
  return (
    <Card className="gap-4" data-testid="system-overview">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-base">System Overview</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-3 lg:grid-cols-1">
        <Stat label="Active Monitors" value={counts.activeMonitors} icon={Activity} href="/dashboard/competitors" tone="bg-success/12 text-success" testId="stat-active-monitors" />
        <Stat label="Unread Changes" value={counts.unreadChanges} icon={Bell} href="/dashboard/changes?isRead=false" tone="bg-primary/12 text-primary" testId="stat-unread-changes" />
        <Stat
          label="Issues"
          value={counts.issues}
          icon={TriangleAlert}
          href="/dashboard/competitors"
          tone={counts.issues > 0 ? "bg-destructive/12 text-destructive" : "bg-muted text-muted-foreground"}
          testId="stat-issues"
        />
      </CardContent>
    </Card>
  );
}

/** The latest unread changes (up to 10), each said as its fact line (or description), with a 'View all changes' link. */
export function RecentUnread({ changes }: { changes: ChangeDto[] }) {
  return (
    <Card className="gap-3" data-testid="recent-unread">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-base">Latest unread changes</h2>
        </CardTitle>
        <CardDescription>{changes.length ? "Newest first" : "Nothing unread"}</CardDescription>
        <CardAction>
          <Button asChild variant="link" size="sm" className="px-0">
            <Link href="/dashboard/changes">
              View all changes
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </CardAction>
      </CardHeader>
      {changes.length ? (
        <CardContent className="px-3 sm:px-4">
          <ul className="divide-y">
            {changes.map((c) => {
              const meta = typeMeta(c.type);
              return (
                <li key={c.id}>
                  <Link
                    href={`/dashboard/changes?competitorId=${c.competitorId}`}
                    className="flex items-start gap-3 rounded-md px-2 py-2.5 hover:bg-accent/50"
                  >
                    <span className={cn("mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md", meta.tone)} aria-hidden="true">
                      <meta.icon className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-1.5 text-sm font-medium">
                        {c.competitorName}
                        <Badge variant={IMPORTANCE_BADGE[c.importance]} className="px-1.5 py-0 text-[10px]">
                          {IMPORTANCE_LABEL[c.importance]}
                        </Badge>
                      </span>
                      <span className="line-clamp-2 text-sm text-muted-foreground" data-testid="recent-unread-what">
                        {changeLine(c)}
                      </span>
                    </span>
                    <time dateTime={c.detectedAt} className="shrink-0 text-xs text-muted-foreground">
                      {formatRelative(c.detectedAt)}
                    </time>
                  </Link>
                </li>
              );
            })}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  );
}

/** For free and trial users: what Pro adds, with Upgrade to Pro. */
export function UpgradeCard({ trial }: { trial: boolean }) {
  const pro = PLANS.pro;
  return (
    <Card className="gap-4 border-primary/30 bg-[color-mix(in_oklab,var(--primary)_5%,var(--card))]" data-testid="upgrade-card">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-base">
            <Crown aria-hidden="true" className="size-4 text-primary" />
            {trial ? "Keep Pro after your trial" : "Get more from Rivalscope"}
          </h2>
        </CardTitle>
        <CardDescription>
          {pro.name} watches up to {pro.competitorLimit} competitors with {pro.monitoringLabel.toLowerCase()}, email alerts and API access.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/pricing">Upgrade to Pro</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

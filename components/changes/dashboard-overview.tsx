"use client";

import Link from "next/link";
import { CircleAlert, Crown, RefreshCw } from "lucide-react";
import { IntelligencePanel } from "@/components/insights/intelligence-panel";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { DASHBOARD_UNREAD_LIMIT, useCompetitorList, useHeroChange, useLiveChanges, useRecentUnread, useUnreadCount } from "@/lib/client/hooks/use-changes";
import { isTrial, useSubscription } from "@/lib/client/hooks/use-subscription";
import { overviewCounts } from "./overview-counts";
import { OverviewHero, QuietState } from "./overview-hero";
import { RecentUnread, SystemOverview, UpgradeCard } from "./overview-panels";

function OverviewLoading() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" data-testid="overview-loading">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading dashboard" />
        Loading dashboard...
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <Skeleton className="h-72 lg:col-span-2" />
        <Skeleton className="h-72" />
      </div>
      <Skeleton className="h-40" />
    </div>
  );
}

function OverviewError() {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-[color-mix(in_oklab,var(--destructive)_6%,var(--card))] px-6 py-14 text-center" data-testid="overview-error">
      <CircleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="text-lg font-semibold text-destructive">Failed to load dashboard data</h2>
      <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}

/**
 * The dashboard overview (spec §2): the hero for the newest unread high-importance change with its
 * intelligence report, or 'Everything is quiet'; System Overview counts; the latest unread changes;
 * the intelligence display; upgrade prompts for free and trial users. Live changes update it.
 */
export function DashboardOverview() {
  const competitors = useCompetitorList();
  const unread = useUnreadCount();
  const hero = useHeroChange();
  const recent = useRecentUnread();
  const { data: sub } = useSubscription();
  useLiveChanges();

  const upgrade = sub ? sub.plan === "free" || isTrial(sub) : false;
  const loading = competitors.isPending || unread.isPending || hero.isPending;
  const failed = competitors.isError || unread.isError || hero.isError;

  const list = competitors.data ?? [];
  const counts = overviewCounts(list, unread.data?.count ?? 0);
  const recentChanges = (recent.data?.data ?? []).filter((c) => c.id !== hero.data?.id).slice(0, DASHBOARD_UNREAD_LIMIT);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight">Overview</h1>
          <p className="mt-1 text-sm text-muted-foreground">What changed at your competitors, and what it means.</p>
        </div>
        {upgrade ? (
          <Button asChild variant="outline">
            <Link href="/pricing">
              <Crown aria-hidden="true" />
              Upgrade Plan
            </Link>
          </Button>
        ) : null}
      </div>

      {failed ? (
        <OverviewError />
      ) : loading ? (
        <OverviewLoading />
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">{hero.data ? <OverviewHero change={hero.data} /> : <QuietState />}</div>
            <SystemOverview counts={counts} />
          </div>
          <div className="grid gap-4 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <RecentUnread changes={recentChanges} />
            </div>
            <div className="flex min-w-0 flex-col gap-4">
              <IntelligencePanel />
              {upgrade ? <UpgradeCard trial={isTrial(sub)} /> : null}
            </div>
          </div>
        </>
      )}
    </div>
  );
}

"use client";

import Link from "next/link";
import { ArrowRight, Check, ExternalLink, Plus, ShieldCheck, Siren } from "lucide-react";
import { toast } from "sonner";
import { ChangeInsight } from "@/components/insights/change-insight";
import { CompetitorInsight } from "@/components/insights/competitor-insight";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useMarkRead } from "@/lib/client/hooks/use-changes";
import type { ChangeDto } from "@/lib/changes/schemas";
import { factOfChange } from "@/lib/changes/fact-view";
import { ChangeFact } from "./change-fact";
import { formatDateTime, formatRelative, typeMeta } from "./change-meta";
import { DiffView } from "./diff-view";

/**
 * The overview's hero: the newest unread high-importance change with its intelligence report. It
 * states the change's fact before → after as the feed's card does (ChangeFact), or the description
 * of a change that is not about one fact.
 */
export function OverviewHero({ change }: { change: ChangeDto }) {
  const markRead = useMarkRead();
  const meta = typeMeta(change.type);
  const pageUrl = change.url ?? change.competitorUrl;
  const hasContent = Boolean(change.oldContent || change.newContent);
  const fact = factOfChange(change);
  return (
    <Card className="gap-0 overflow-hidden border-destructive/30 py-0" data-testid="overview-hero" aria-labelledby="hero-title">
      <div className="flex flex-wrap items-center gap-2 border-b bg-[color-mix(in_oklab,var(--destructive)_7%,var(--card))] px-5 py-2.5 text-sm font-medium text-destructive sm:px-6">
        <Siren aria-hidden="true" className="size-4" />
        Important change
        <span aria-hidden="true" className="size-2 rounded-full bg-destructive text-destructive animate-pulse-dot" />
        <time dateTime={change.detectedAt} title={formatDateTime(change.detectedAt)} className="ml-auto text-xs font-normal text-muted-foreground">
          {formatRelative(change.detectedAt)}
        </time>
      </div>
      <CardContent className="space-y-5 px-5 py-5 sm:px-6">
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="hero-title" className="text-xl font-semibold tracking-tight">
              {change.competitorName}
            </h2>
            <Badge variant="outline">
              <meta.icon aria-hidden="true" />
              {meta.label}
            </Badge>
            <Badge variant="destructive">High</Badge>
          </div>
          {fact ? (
            <ChangeFact fact={fact} facts={change.facts} className="[&_[data-testid=change-fact]]:text-base" />
          ) : (
            <p className="text-base leading-relaxed" data-testid="hero-description">
              {change.description}
            </p>
          )}
          <ChangeInsight type={change.type} facts={change.facts} />
        </div>
        {hasContent ? <DiffView before={change.oldContent} after={change.newContent} /> : null}
        <div className="rounded-lg border bg-muted/30 p-4">
          <CompetitorInsight competitorId={change.competitorId} competitorName={change.competitorName} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href={`/dashboard/changes?competitorId=${change.competitorId}`}>
              View change
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="outline"
            loading={markRead.isPending}
            onClick={() =>
              markRead.mutate(change, {
                onSuccess: () => toast.success("Marked as read"),
                onError: (err) => toast.error(`Failed to mark as read: ${err instanceof Error ? err.message : String(err)}`),
              })
            }
          >
            {markRead.isPending ? null : <Check aria-hidden="true" />}
            Mark as Read
          </Button>
          {pageUrl ? (
            <Button asChild variant="ghost">
              <a href={pageUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Visit Page
              </a>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** No unread important change: 'Everything is quiet' and a way to watch more competitors. */
export function QuietState() {
  return (
    <Card data-testid="quiet-state" className="h-full">
      <CardContent className="flex h-full flex-col items-center justify-center gap-3 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/12">
          <ShieldCheck aria-hidden="true" className="size-7 text-success" />
        </span>
        <h2 className="text-xl font-semibold">Everything is quiet</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          No important changes right now. Pricing moves, launches and other high-impact changes will show up here the moment we spot them.
        </p>
        <Button asChild className="mt-1">
          <Link href="/dashboard/competitors">
            <Plus aria-hidden="true" />
            Add New Competitor
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

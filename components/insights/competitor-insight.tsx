"use client";

import { Lightbulb, Sparkles, TrendingUp } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { predictionText, useCompetitorInsight, useInsightStream, whyPoints } from "@/lib/client/hooks/use-intelligence";

/**
 * A competitor's intelligence report (GET /api/insights/{competitorId}) for the overview's hero:
 * summary, why it matters and the next predicted move. Refreshed by live `insight` events.
 */
export function CompetitorInsight({ competitorId, competitorName, className }: { competitorId: string; competitorName: string; className?: string }) {
  const { data, isPending, isError } = useCompetitorInsight(competitorId);
  useInsightStream();

  if (isPending) {
    return (
      <div className={cn("space-y-2", className)} role="status" aria-busy="true" aria-label="Loading intelligence report">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <p className={cn("flex items-center gap-2 text-sm text-muted-foreground", className)} data-testid="competitor-insight-empty">
        <Sparkles aria-hidden="true" className="size-4" />
        {isError ? "The intelligence report is unavailable right now." : `No intelligence report for ${competitorName} yet.`}
      </p>
    );
  }
  const prediction = predictionText(data.nextPrediction);
  const why = whyPoints(data.whyItMatters);
  return (
    <div className={cn("space-y-3", className)} data-testid="competitor-insight">
      <h3 className="flex items-center gap-1.5 text-sm font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-primary" />
        Intelligence report
      </h3>
      {data.summary ? <p className="text-sm leading-relaxed">{data.summary}</p> : null}
      {why.length ? (
        <div className="flex gap-2 text-sm">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <div className="min-w-0">
            <p className="font-medium">Why it matters</p>
            <ul className="mt-1 list-disc space-y-1 pl-4 text-muted-foreground">
              {why.slice(0, 3).map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {prediction ? (
        <div className="flex gap-2 text-sm">
          <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <p>
            <span className="font-medium">Next move: </span>
            <span className="text-muted-foreground">{prediction}</span>
          </p>
        </div>
      ) : null}
      {data.trackRecord ? (
        <p className="pl-6 text-xs text-muted-foreground" data-testid="competitor-insight-track-record">
          Track record: {data.trackRecord.summary}.
        </p>
      ) : null}
    </div>
  );
}

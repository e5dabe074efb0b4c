"use client";

import { Clock, Lightbulb, Sparkles, TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CollapsibleCard } from "@/components/ui/collapsible-card";
import { Skeleton } from "@/components/ui/skeleton";
import { IMPORTANCE_BADGE, IMPORTANCE_LABEL, formatDateTime, formatRelative, typeMeta } from "@/components/changes/change-meta";
import { useInsightReport, useInsightStream, type CompetitorInsight } from "@/lib/client/hooks/use-intelligence";

const CHANGES_SHOWN = 5;

/** How far to trust a prediction, in words that say how much history it rests on. */
export function predictionConfidenceText(confidence: number, basedOnEvents?: number): string {
  const pct = Math.round(confidence * 100);
  if (confidence < 0.25) return `${pct}% — low confidence: ${basedOnEvents === 1 ? "only one move observed" : "little history so far"}`;
  if (confidence < 0.5) return `${pct}% — moderate confidence`;
  return `${pct}% — high confidence`;
}

function Prediction({ p, record }: { p: NonNullable<CompetitorInsight["nextPrediction"]>; record: CompetitorInsight["trackRecord"] | null }) {
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border bg-muted/30 p-3" data-testid="insight-prediction">
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <TrendingUp aria-hidden="true" className="size-4 text-primary" />
        Next predicted move
      </p>
      <p className="text-sm">{p.what}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3" /> {p.when}
        </span>
        <span data-testid="insight-prediction-confidence">Confidence {predictionConfidenceText(p.confidence, p.basedOnEvents)}</span>
      </p>
      <p className="text-xs text-muted-foreground">{p.reasoning}</p>
      {record ? (
        <p className="text-xs font-medium" data-testid="insight-track-record">
          Track record: {record.summary}.
        </p>
      ) : null}
    </div>
  );
}

function RecentChanges({ report, showNames }: { report: CompetitorInsight; showNames: boolean }) {
  const changes = report.recentChanges.slice(0, CHANGES_SHOWN);
  if (changes.length === 0) return null;
  return (
    <section aria-label="Recent changes" className="flex flex-col gap-2">
      <h3 className="text-xs font-medium uppercase tracking-wide text-muted-foreground">What changed</h3>
      <ul className="flex flex-col gap-2" data-testid="insight-recent-changes">
        {changes.map((c) => {
          const meta = typeMeta(c.type);
          const level = (c.importance in IMPORTANCE_BADGE ? c.importance : "low") as keyof typeof IMPORTANCE_BADGE;
          return (
            <li key={c.id} className="flex flex-col gap-1 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">
                  <meta.icon aria-hidden="true" />
                  {meta.label}
                </Badge>
                <Badge variant={IMPORTANCE_BADGE[level]}>{IMPORTANCE_LABEL[level]}</Badge>
                <time dateTime={c.detectedAt} title={formatDateTime(c.detectedAt)} className="ml-auto text-xs text-muted-foreground">
                  {formatRelative(c.detectedAt)}
                </time>
              </div>
              <p className="min-w-0 break-words">
                {showNames ? <span className="font-medium">{c.competitorName}: </span> : null}
                {c.description}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ReportBody({ report, showNames }: { report: CompetitorInsight; showNames: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-relaxed" data-testid="insight-summary">{report.summary}</p>
      <RecentChanges report={report} showNames={showNames} />
      {report.whyItMatters.length > 0 ? (
        <section aria-label="Why it matters" className="flex flex-col gap-2">
          <h3 className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">
            <Lightbulb aria-hidden="true" className="size-3.5 text-warning" /> Why it matters
          </h3>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm" data-testid="insight-why">
            {report.whyItMatters.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {report.nextPrediction ? (
        <Prediction p={report.nextPrediction} record={report.trackRecord ?? null} />
      ) : (
        <p className="text-xs text-muted-foreground" data-testid="insight-no-prediction">
          No prediction yet: pricing and feature changes are needed to learn this competitor&apos;s rhythm.
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        <Sparkles aria-hidden="true" className="mr-1 inline size-3 align-[-2px]" />
        {report.source === "model" ? "Written with an AI model" : "Local analysis (without an AI model)"} · generated{" "}
        <time dateTime={report.generatedAt}>{formatDateTime(report.generatedAt)}</time>
      </p>
    </div>
  );
}

/**
 * The intelligence report card for the overview's hero and the competitor pages: summary, what
 * changed recently, why it matters and the next predicted move. Live `insight` events refresh it.
 */
export function InsightReportCard({ competitorId, live = true, collapsible = false, className }: { competitorId: string | null; live?: boolean; collapsible?: boolean; className?: string }) {
  const { data, isPending, isError } = useInsightReport(competitorId);
  useInsightStream(live);

  let body: React.ReactNode;
  if (isPending) {
    body = (
      <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Loading intelligence report">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    );
  } else if (isError || !data) {
    body = <p className="text-sm text-muted-foreground" data-testid="insight-report-error">The intelligence report is unavailable right now.</p>;
  } else {
    body = <ReportBody report={data} showNames={!competitorId} />;
  }

  return (
    <CollapsibleCard
      collapsible={collapsible}
      className={className}
      data-testid="insight-report-card"
      data-competitor-id={competitorId ?? "all"}
      title={
        <>
          <Sparkles aria-hidden="true" className="size-4 text-primary" /> Intelligence report
        </>
      }
      description={data ? data.competitorName : "Recent changes, why they matter, and what comes next"}
    >
      {body}
    </CollapsibleCard>
  );
}

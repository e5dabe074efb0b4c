"use client";

import Link from "next/link";
import { AlertTriangle, Brain, Lock, Play, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CollapsibleCard } from "@/components/ui/collapsible-card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError } from "@/lib/client/api";
import {
  AnalysisMeta,
  CounterTacticsSection,
  DarkPatternsSection,
  EthicalConcernsSection,
  ProfileSection,
  TechniquesSection,
  WeaknessesSection,
} from "./psychology-sections";
import { NO_ANALYSIS_TEXT, usePsychology, useRunPsychology, type Analysis } from "@/lib/client/hooks/use-psychology";

function AnalysisBody({ analysis }: { analysis: Analysis }) {
  return (
    <div className="flex flex-col gap-6" data-testid="psychology-analysis">
      <AnalysisMeta analysis={analysis} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ProfileSection profile={analysis.profile} />
        <TechniquesSection techniques={analysis.techniques} />
        <DarkPatternsSection patterns={analysis.darkPatterns} />
        <WeaknessesSection items={analysis.weaknesses} />
        <CounterTacticsSection items={analysis.counterTactics} />
        <EthicalConcernsSection concerns={analysis.ethicalConcerns} />
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading psychology analysis" data-testid="psychology-loading">
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

/**
 * The competitor's psychology ('Dark Psychology') analysis (spec §2 Competitor detail): 404 → none
 * yet with Run Analysis; 202 → in progress, polled again after 30 s; 200 → the analysis; a Free
 * plan gets the upgrade prompt; other failures 'Failed to load psychology analysis'.
 */
export function PsychologyPanel({ competitorId }: { competitorId: string }) {
  const query = usePsychology(competitorId);
  const run = useRunPsychology(competitorId);
  const view = query.data;

  const start = () =>
    run.mutate(undefined, {
      onSuccess: () => toast.success("Psychology analysis started", { description: "This takes 30 to 60 seconds." }),
      onError: (err) => {
        if (err instanceof ApiClientError && err.status === 403) return;
        toast.error(err instanceof Error ? err.message : "Failed to start analysis");
      },
    });

  const runButton = (label: string, variant: "default" | "outline" = "default") => (
    <Button size="sm" variant={variant} onClick={start} loading={run.isPending} data-testid="psychology-run">
      {run.isPending ? null : variant === "default" ? <Play aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
      {label}
    </Button>
  );

  let action: React.ReactNode = null;
  let body: React.ReactNode;
  if (query.isPending) {
    body = <Loading />;
  } else if (query.isError || !view) {
    body = (
      <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="psychology-error">
        <AlertTriangle aria-hidden="true" className="size-6 text-destructive" />
        <p className="text-sm font-medium">Failed to load psychology analysis</p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else if (view.kind === "upgrade") {
    body = (
      <Alert variant="info" role="status" data-testid="psychology-upgrade">
        <Lock aria-hidden="true" />
        <AlertTitle>Dark Psychology Mode is a Pro feature</AlertTitle>
        <AlertDescription>
          <p>{view.message}</p>
          <Button asChild size="sm" className="mt-2">
            <Link href="/pricing">Upgrade to Pro</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (view.kind === "none") {
    body = (
      <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="psychology-empty">
        <Brain aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="text-sm font-medium">{NO_ANALYSIS_TEXT}</p>
        <p className="max-w-md text-sm text-muted-foreground">
          {view.note ?? "Analyze this competitor's persuasion tactics, dark patterns and weaknesses from its latest scan."}
        </p>
        {runButton("Run Analysis")}
      </div>
    );
  } else if (view.kind === "pending") {
    body = (
      <div className="flex flex-col gap-6">
        <Alert variant="info" role="status" data-testid="psychology-pending">
          <Spinner label="Analysis in progress" />
          <AlertTitle>Analysis in progress</AlertTitle>
          <AlertDescription>
            <p>This takes 30 to 60 seconds. The result appears here when it is ready.</p>
          </AlertDescription>
        </Alert>
        {view.previous ? (
          <div className="flex flex-col gap-2 opacity-70" aria-label="Previous analysis">
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Previous analysis</p>
            <AnalysisBody analysis={view.previous} />
          </div>
        ) : null}
      </div>
    );
  } else {
    action = runButton("Re-analyze", "outline");
    body = (
      <div className="flex flex-col gap-4">
        {view.analysis.lastError ? (
          <Alert variant="warning" role="status">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>The latest re-analysis failed</AlertTitle>
            <AlertDescription>
              <p>{view.analysis.lastError}. Showing the previous result.</p>
            </AlertDescription>
          </Alert>
        ) : null}
        <AnalysisBody analysis={view.analysis} />
      </div>
    );
  }

  return (
    <CollapsibleCard
      data-testid="psychology-panel"
      data-competitor-id={competitorId}
      title={
        <>
          <Brain aria-hidden="true" className="size-4 text-muted-foreground" /> Psychology Analysis
        </>
      }
      description="Persuasion tactics, dark patterns and how to counter them."
      action={action}
    >
      {body}
    </CollapsibleCard>
  );
}

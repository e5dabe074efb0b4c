"use client";

import { Brain, Play, RefreshCw } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { CollapsibleCard } from "@/components/ui/collapsible-card";
import { ApiClientError } from "@/lib/client/api";
import { AnalysisPending, AnalysisResult, NoAnalysis, PsychologyError, PsychologyLoading, PsychologyUpgrade } from "./psychology-states";
import { usePsychology, useRunPsychology } from "@/lib/client/hooks/use-psychology";

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
  if (query.isPending) body = <PsychologyLoading />;
  else if (query.isError || !view) body = <PsychologyError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (view.kind === "upgrade") body = <PsychologyUpgrade message={view.message} />;
  else if (view.kind === "none") body = <NoAnalysis note={view.note}>{runButton("Run Analysis")}</NoAnalysis>;
  else if (view.kind === "pending") body = <AnalysisPending previous={view.previous} />;
  else {
    action = runButton("Re-analyze", "outline");
    body = <AnalysisResult analysis={view.analysis} />;
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

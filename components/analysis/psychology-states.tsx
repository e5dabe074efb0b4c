"use client";

import Link from "next/link";
import { AlertTriangle, Brain, Lock } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { NO_ANALYSIS_TEXT, type Analysis } from "@/lib/client/hooks/use-psychology";
import {
  AnalysisMeta,
  CounterTacticsSection,
  DarkPatternsSection,
  EthicalConcernsSection,
  ProfileSection,
  TechniquesSection,
  WeaknessesSection,
} from "./psychology-sections";

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

export function PsychologyLoading() {
  return (
    <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Loading psychology analysis" data-testid="psychology-loading">
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

export function PsychologyError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="psychology-error">
      <AlertTriangle aria-hidden="true" className="size-6 text-destructive" />
      <p className="text-sm font-medium">Failed to load psychology analysis</p>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </div>
  );
}

/** The Free plan's prompt to upgrade. */
export function PsychologyUpgrade({ message }: { message: string }) {
  return (
    <Alert variant="info" role="status" data-testid="psychology-upgrade">
      <Lock aria-hidden="true" />
      <AlertTitle>Dark Psychology Mode is a Pro feature</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        <Button asChild size="sm" className="mt-2">
          <Link href="/pricing">Upgrade to Pro</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** No analysis yet: what one gives, and the Run Analysis button. */
export function NoAnalysis({ note, children }: { note: string | null; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="psychology-empty">
      <Brain aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-sm font-medium">{NO_ANALYSIS_TEXT}</p>
      <p className="max-w-md text-sm text-muted-foreground">{note ?? "Analyze this competitor's persuasion tactics, dark patterns and weaknesses from its latest scan."}</p>
      {children}
    </div>
  );
}

/** An analysis is running; the previous one, if any, stays visible below, dimmed. */
export function AnalysisPending({ previous }: { previous: Analysis | null }) {
  return (
    <div className="flex flex-col gap-6">
      <Alert variant="info" role="status" data-testid="psychology-pending">
        <Spinner label="Analysis in progress" />
        <AlertTitle>Analysis in progress</AlertTitle>
        <AlertDescription>
          <p>This takes 30 to 60 seconds. The result appears here when it is ready.</p>
        </AlertDescription>
      </Alert>
      {previous ? (
        <div className="flex flex-col gap-2 opacity-70" aria-label="Previous analysis">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Previous analysis</p>
          <AnalysisBody analysis={previous} />
        </div>
      ) : null}
    </div>
  );
}

/** The analysis, after a warning when the latest re-analysis failed. */
export function AnalysisResult({ analysis }: { analysis: Analysis }) {
  return (
    <div className="flex flex-col gap-4">
      {analysis.lastError ? (
        <Alert variant="warning" role="status">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>The latest re-analysis failed</AlertTitle>
          <AlertDescription>
            <p>{analysis.lastError}. Showing the previous result.</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <AnalysisBody analysis={analysis} />
    </div>
  );
}

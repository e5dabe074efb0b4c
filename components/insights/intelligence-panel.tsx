"use client";

import { Brain, GraduationCap, Lightbulb, TrendingUp } from "lucide-react";
import { typeMeta } from "@/components/changes/change-meta";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { formatConfidence, formatRate, insightLabel, isEmphasised, needsLearning, type ImportancePattern } from "./insight-rules";
import { useIntelligence } from "@/lib/client/hooks/use-intelligence";

function PatternRow({ p }: { p: ImportancePattern }) {
  const meta = typeMeta(p.changeType);
  const emphasised = isEmphasised(p.importanceRate);
  const label = insightLabel(p.importanceRate);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2" data-testid="importance-pattern">
      <span className="flex min-w-0 items-center gap-2 text-sm">
        <meta.icon aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="font-medium">{meta.label}</span>
        {needsLearning(p.interactions) ? (
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <GraduationCap aria-hidden="true" className="size-3.5" />
            Help me learn
          </span>
        ) : (
          <span className="text-xs text-muted-foreground">{p.interactions} ratings</span>
        )}
      </span>
      <Badge
        variant={emphasised ? "default" : label === "Likely noise" ? "muted" : "outline"}
        className={cn(emphasised && "font-semibold")}
        data-emphasised={emphasised || undefined}
      >
        {label} · {formatRate(p.importanceRate)}
      </Badge>
    </li>
  );
}

/**
 * The intelligence insight display for the overview: what the scoring has learned from the user's
 * ratings, patterns in their behaviour, recent learning and the next predicted move. Falls back to
 * clearly labelled sample data when it cannot be loaded.
 */
export function IntelligencePanel({ className }: { className?: string }) {
  const { intelligence: data, isPending, isSample } = useIntelligence();
  return (
    <Card className={className} data-testid="intelligence-panel">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-base">
            <Brain aria-hidden="true" className="size-4 text-primary" />
            Intelligence
          </h2>
        </CardTitle>
        <CardDescription>What I&apos;ve learned from your ratings</CardDescription>
        {isSample ? (
          <CardAction>
            <Badge variant="warning">Sample data</Badge>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-5">
        {isSample ? (
          <Alert variant="warning" role="status">
            <AlertDescription className="text-warning">
              Your intelligence data couldn&apos;t be loaded, so sample data is shown. It does not describe your competitors.
            </AlertDescription>
          </Alert>
        ) : null}
        {isPending && !data ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-2 w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : data ? (
          <>
            <div className="space-y-2">
              <div className="flex items-baseline justify-between text-sm">
                <span className="font-medium">Learning progress</span>
                <span className="tabular-nums text-muted-foreground">{formatRate(data.learningProgress)}</span>
              </div>
              <Progress value={data.learningProgress} aria-label="Learning progress" />
              <p className="text-xs text-muted-foreground">
                {data.totalInteractions === 0
                  ? "Answer “Important?” on changes in the feed and I'll learn what matters to you."
                  : `Based on ${data.totalInteractions} rating${data.totalInteractions === 1 ? "" : "s"}.`}
              </p>
            </div>
            {data.importancePatterns.length ? (
              <ul className="divide-y" aria-label="Importance by change type">
                {data.importancePatterns.map((p) => (
                  <PatternRow key={p.changeType} p={p} />
                ))}
              </ul>
            ) : null}
            {data.behaviorPatterns.length ? (
              <section className="space-y-1.5">
                <h3 className="text-sm font-medium">Patterns</h3>
                <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                  {data.behaviorPatterns.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {data.recentLearning.length ? (
              <section className="space-y-1.5">
                <h3 className="flex items-center gap-1.5 text-sm font-medium">
                  <Lightbulb aria-hidden="true" className="size-4 text-warning" />
                  Recently learned
                </h3>
                <ul className="space-y-1.5 text-sm">
                  {data.recentLearning.slice(0, 3).map((l, i) => (
                    <li key={`${l.insight}-${i}`}>
                      <span>{l.insight}</span>
                      <span className="block text-xs text-muted-foreground">
                        {formatConfidence(l.confidence)} confidence · {l.basedOn}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {data.nextPrediction ? (
              <section className="space-y-1 rounded-lg border bg-muted/40 p-3" data-testid="next-prediction">
                <h3 className="flex items-center gap-1.5 text-sm font-medium">
                  <TrendingUp aria-hidden="true" className="size-4 text-primary" />
                  Next predicted move
                </h3>
                <p className="text-sm">{data.nextPrediction.what}</p>
                <p className="text-xs text-muted-foreground">
                  {data.nextPrediction.when} · {formatConfidence(data.nextPrediction.confidence)} confidence
                </p>
                {data.nextPrediction.reasoning ? <p className="text-xs text-muted-foreground">{data.nextPrediction.reasoning}</p> : null}
              </section>
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

"use client";

import { GraduationCap, Lightbulb, TrendingUp } from "lucide-react";
import { typeMeta } from "@/components/changes/change-meta";
import { Progress } from "@/components/ui/progress";
import type { Intelligence } from "@/lib/changes/schemas";
import { FactPatterns } from "./fact-patterns";
import { formatConfidence, formatRate, needsLearning, type ImportancePattern } from "./insight-rules";
import { RateBadge } from "./rate-badge";

function PatternRow({ p }: { p: ImportancePattern }) {
  const meta = typeMeta(p.changeType);
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
      <RateBadge rate={p.importanceRate} />
    </li>
  );
}

function LearningProgress({ data }: { data: Intelligence }) {
  return (
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
  );
}

function RecentLearning({ items }: { items: Intelligence["recentLearning"] }) {
  return (
    <section className="space-y-1.5">
      <h3 className="flex items-center gap-1.5 text-sm font-medium">
        <Lightbulb aria-hidden="true" className="size-4 text-warning" />
        Recently learned
      </h3>
      <ul className="space-y-1.5 text-sm">
        {items.slice(0, 3).map((l, i) => (
          <li key={`${l.insight}-${i}`}>
            <span>{l.insight}</span>
            <span className="block text-xs text-muted-foreground">
              {formatConfidence(l.confidence)} confidence · {l.basedOn}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NextPrediction({ prediction }: { prediction: NonNullable<Intelligence["nextPrediction"]> }) {
  return (
    <section className="space-y-1 rounded-lg border bg-muted/40 p-3" data-testid="next-prediction">
      <h3 className="flex items-center gap-1.5 text-sm font-medium">
        <TrendingUp aria-hidden="true" className="size-4 text-primary" />
        Next predicted move
      </h3>
      <p className="text-sm">{prediction.what}</p>
      <p className="text-xs text-muted-foreground">
        {prediction.when} · {formatConfidence(prediction.confidence)} confidence
      </p>
      {prediction.reasoning ? <p className="text-xs text-muted-foreground">{prediction.reasoning}</p> : null}
    </section>
  );
}

/** Learning progress, importance by change type and by fact type, behaviour patterns, recent learning and the next predicted move. */
export function IntelligenceSections({ data }: { data: Intelligence }) {
  return (
    <>
      <LearningProgress data={data} />
      {data.importancePatterns.length ? (
        <ul className="divide-y" aria-label="Importance by change type">
          {data.importancePatterns.map((p) => (
            <PatternRow key={p.changeType} p={p} />
          ))}
        </ul>
      ) : null}
      <FactPatterns patterns={data.factPatterns ?? []} />
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
      {data.recentLearning.length ? <RecentLearning items={data.recentLearning} /> : null}
      {data.nextPrediction ? <NextPrediction prediction={data.nextPrediction} /> : null}
    </>
  );
}

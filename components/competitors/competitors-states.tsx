"use client";

import { AlertTriangle, Plus, Radar, RotateCw, SearchX, Target } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

function StateBox({ icon, title, text, children, className, testId }: { icon: React.ReactNode; title: string; text?: string; children?: React.ReactNode; className?: string; testId: string }) {
  return (
    <div data-testid={testId} className={cn("flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center", className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">{icon}</span>
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        {text ? <p className="max-w-md text-sm text-muted-foreground">{text}</p> : null}
      </div>
      {children}
    </div>
  );
}

export function LoadingCompetitors() {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-20 text-muted-foreground" data-testid="competitors-loading">
      <Spinner className="size-6" label="Loading competitors" />
      <p className="text-sm">Loading competitors...</p>
    </div>
  );
}

/** Retry reloads the page (spec §2). */
export function CompetitorsError({ message }: { message?: string }) {
  return (
    <StateBox testId="competitors-error" icon={<AlertTriangle aria-hidden="true" className="size-6 text-destructive" />} title="Failed to load competitors" text={message} className="border-destructive/40">
      <Button variant="outline" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" /> Retry
      </Button>
    </StateBox>
  );
}

export function NoMatches() {
  return <StateBox testId="competitors-no-matches" icon={<SearchX aria-hidden="true" className="size-6" />} title="No competitors found" text="Try adjusting your search or filter." />;
}

/** No baseline and no competitors yet. */
export function WelcomeState({ onGetStarted }: { onGetStarted: () => void }) {
  return (
    <StateBox
      testId="competitors-welcome"
      icon={<Target aria-hidden="true" className="size-6 text-primary" />}
      title="Welcome! Let's get started"
      text="First set your baseline, your own product. Every competitor is compared against it."
      className="py-16"
    >
      <Button onClick={onGetStarted}>Get Started</Button>
    </StateBox>
  );
}

/** A baseline exists but no competitor yet. */
export function NoCompetitorsYet({ onAdd }: { onAdd: () => void }) {
  return (
    <StateBox testId="competitors-empty" icon={<Radar aria-hidden="true" className="size-6" />} title="No competitors yet" text="Add a competitor to start tracking its pricing, features and changes.">
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" /> Add First Competitor
      </Button>
    </StateBox>
  );
}

/** Competitors exist but no baseline: a gentle nudge, not a blocker. */
export function BaselineNudge({ onSet }: { onSet: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3 text-sm" data-testid="baseline-nudge">
      <p>
        <span className="font-medium">No baseline yet.</span> <span className="text-muted-foreground">Set your own product as the reference point for comparisons.</span>
      </p>
      <Button size="sm" variant="outline" onClick={onSet}>
        Set Your Baseline
      </Button>
    </div>
  );
}

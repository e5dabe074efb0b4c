"use client";

import { useMemo } from "react";
import { cn } from "@/lib/utils";
import { baselineSide, currentSide, diffWords, type DiffPart } from "./word-diff";

function Parts({ parts }: { parts: DiffPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.kind === "removed" ? (
          <del key={i} className="rounded-sm bg-destructive/15 px-0.5 text-destructive decoration-destructive/70" data-diff="removed">
            {p.text}
          </del>
        ) : p.kind === "added" ? (
          <ins key={i} className="rounded-sm bg-success/15 px-0.5 font-medium text-success no-underline" data-diff="added">
            {p.text}
          </ins>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

function Column({ title, empty, parts, tone, compact, testId }: { title: string; empty: string; parts: DiffPart[]; tone: string; compact: boolean; testId: string }) {
  return (
    <section className="flex min-w-0 flex-col rounded-lg border bg-card" aria-label={title} data-testid={testId}>
      <h4 className={cn("flex items-center gap-2 border-b px-3 py-2 text-xs font-semibold tracking-wide uppercase", tone)}>
        <span aria-hidden="true" className="size-2 rounded-full bg-current" />
        {title}
      </h4>
      <div
        className={cn(
          "scrollbar-thin px-3 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap",
          compact ? "max-h-64 overflow-y-auto" : "max-h-[60dvh] overflow-y-auto",
        )}
        tabIndex={0}
      >
        {parts.length ? <Parts parts={parts} /> : <span className="text-muted-foreground italic">{empty}</span>}
      </div>
    </section>
  );
}

/**
 * Baseline vs current, side by side (stacked on narrow screens), with the words removed from the
 * baseline and added in the current version highlighted.
 */
export function DiffView({ before, after, compact = true, className }: { before: string | null; after: string | null; compact?: boolean; className?: string }) {
  const diff = useMemo(() => diffWords(before, after), [before, after]);
  const summary =
    diff.addedWords || diff.removedWords
      ? `${diff.removedWords} word${diff.removedWords === 1 ? "" : "s"} removed, ${diff.addedWords} added`
      : "No word changes";
  return (
    <div className={cn("space-y-2", className)}>
      <div className="grid gap-3 md:grid-cols-2">
        <Column title="Baseline" empty="Nothing here before" parts={baselineSide(diff)} tone="text-muted-foreground" compact={compact} testId="diff-baseline" />
        <Column title="Current" empty="Removed" parts={currentSide(diff)} tone="text-primary" compact={compact} testId="diff-current" />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span>{summary}</span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-destructive/30" /> removed
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-success/30" /> added
        </span>
        {diff.coarse ? <span>Too different to compare word by word.</span> : null}
      </p>
    </div>
  );
}

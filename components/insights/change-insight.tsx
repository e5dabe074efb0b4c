"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { Brain, GraduationCap, Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { formatRate, insightLabel, isEmphasised, needsLearning, patternFor, UPDATING_MS } from "./insight-rules";
import { useIntelligence } from "@/lib/client/hooks/use-intelligence";
import { factKind, factLabel } from "@/lib/changes/learning-view";

/** `[updating, start]`: `start()` turns the flag on for 3 seconds (the 'Updating...' badge). */
export function useUpdatingFlag(): [boolean, () => void] {
  const [updating, setUpdating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setUpdating(true);
    timer.current = setTimeout(() => setUpdating(false), UPDATING_MS);
  }, []);
  return [updating, start];
}

/**
 * The learned importance of a change's fact type (its change type when it carries no facts), the rate
 * that scores it: 'Likely important' / 'May be important' /
 * 'Likely noise' with the rate, emphasised above 60%, 'Help me learn' under 5 ratings and
 * 'Updating...' while fresh feedback is being learned. Sample data never rates real changes.
 */
export function ChangeInsight({ type, facts, updating = false, className }: { type: string; facts?: Record<string, unknown> | null; updating?: boolean; className?: string }) {
  const { data } = useIntelligence();
  const pattern = patternFor(data?.importancePatterns, type, { kind: factKind(facts), patterns: data?.factPatterns });
  const what = pattern.factType ? `“${factLabel(pattern.factType)}” ${pattern.changeType}` : pattern.changeType;
  const rate = pattern.importanceRate;
  const label = insightLabel(rate);
  const emphasised = isEmphasised(rate);

  if (updating) {
    return (
      <span className={cn("inline-flex items-center gap-1.5", className)} data-testid="insight-badge">
        <Badge variant="info" role="status">
          <Loader2 aria-hidden="true" className="animate-spin" />
          Updating...
        </Badge>
      </span>
    );
  }
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-1.5", className)}>
      <Badge
        data-testid="insight-badge"
        data-emphasised={emphasised || undefined}
        variant={emphasised ? "default" : label === "Likely noise" ? "muted" : "outline"}
        className={cn(emphasised && "font-semibold shadow-sm")}
        title={`You rated ${pattern.interactions} ${what} change${pattern.interactions === 1 ? "" : "s"}; importance rate ${formatRate(rate)}`}
      >
        <Brain aria-hidden="true" />
        {label}
        <span className="tabular-nums opacity-80">· {formatRate(rate)}</span>
      </Badge>
      {needsLearning(pattern.interactions) ? (
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground" data-testid="help-me-learn">
          <GraduationCap aria-hidden="true" className="size-3.5" />
          Help me learn
        </span>
      ) : null}
    </span>
  );
}

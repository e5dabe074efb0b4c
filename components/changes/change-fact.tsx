import type { ChangeDto } from "@/lib/changes/schemas";
import { cn } from "@/lib/utils";

/**
 * The one fact a change is about, with its value before and after: "Team  $12 per seat/month →
 * $15 per seat/month". Nothing for changes that are not about one fact (prose, sections, design).
 */
export function ChangeFact({ fact, className }: { fact: ChangeDto["fact"]; className?: string }) {
  if (!fact) return null;
  return (
    <p
      className={cn("flex flex-wrap items-baseline gap-x-2 gap-y-0.5 rounded-md border bg-muted/40 px-3 py-1.5 text-sm", className)}
      data-testid="change-fact"
      aria-label={fact.line}
    >
      <span className="font-semibold break-words">{fact.name}</span>
      {fact.before !== null ? (
        <del className="break-words text-muted-foreground decoration-destructive/70" data-testid="change-fact-before">
          {fact.before}
        </del>
      ) : (
        <span className="text-xs font-medium tracking-wide text-success uppercase">New</span>
      )}
      {fact.before !== null && fact.after !== null ? <span aria-hidden="true">→</span> : null}
      {fact.after !== null ? (
        <ins className="font-medium break-words text-success no-underline" data-testid="change-fact-after">
          {fact.after}
        </ins>
      ) : (
        <span className="text-xs font-medium tracking-wide text-destructive uppercase">Removed</span>
      )}
    </p>
  );
}

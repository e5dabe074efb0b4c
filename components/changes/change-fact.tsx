import type { ChangeDto } from "@/lib/changes/schemas";
import { factParts, factWhere } from "@/lib/changes/fact-view";
import { cn } from "@/lib/utils";

/**
 * The one fact a change is about, said once, as the card's statement: "Team: €25 → €29 per
 * seat/month", the old value struck through and the new one marked, the words both values end on
 * written once; a fact that came or went is marked New / Removed. Under it, where on the page it was
 * found when its name does not say (a table's section). Nothing for changes that are not about one
 * fact (prose, sections, design): their card shows the description.
 */
export function ChangeFact({ fact, facts, className }: { fact: ChangeDto["fact"]; facts?: ChangeDto["facts"]; className?: string }) {
  if (!fact) return null;
  const p = factParts(fact.before, fact.after);
  const where = factWhere(facts, fact);
  return (
    <div className={cn("space-y-0.5", className)}>
      <p className="flex flex-wrap items-baseline gap-x-1.5 gap-y-0.5 text-sm leading-relaxed" data-testid="change-fact" aria-label={fact.line}>
        <span className="font-semibold break-words">{fact.name}:</span>
        {p.before !== null ? (
          <del className="break-words text-muted-foreground decoration-destructive/70" data-testid="change-fact-before">
            {p.before}
          </del>
        ) : null}
        {p.before !== null && p.after !== null ? <span aria-hidden="true">→</span> : null}
        {p.after !== null ? (
          <ins className="font-medium break-words text-success no-underline" data-testid="change-fact-after">
            {p.after}
          </ins>
        ) : null}
        {p.tail ? (
          <span className="break-words" data-testid="change-fact-tail">
            {p.tail}
          </span>
        ) : null}
        {p.before === null ? (
          <span className="ml-0.5 rounded bg-success/10 px-1.5 text-xs font-medium tracking-wide text-success uppercase">New</span>
        ) : p.after === null ? (
          <span className="ml-0.5 rounded bg-destructive/10 px-1.5 text-xs font-medium tracking-wide text-destructive uppercase">Removed</span>
        ) : null}
      </p>
      {where ? (
        <p className="text-xs text-muted-foreground" data-testid="change-fact-where">
          {where}
        </p>
      ) : null}
    </div>
  );
}

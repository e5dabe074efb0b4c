import { typeMeta } from "@/components/changes/change-meta";
import { factLabel } from "@/lib/changes/learning-view";
import type { Intelligence } from "@/lib/changes/schemas";
import { factLesson } from "./insight-rules";
import { RateBadge } from "./rate-badge";

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The learning per fact type (GET /api/intelligence `factPatterns`): for each fact type the user has
 * rated (a plan's price, a usage rate, a plan's limit…), its change type, how many ratings, the rate
 * and what that rate does to scores; an empty state until a change with a fact type is rated.
 */
export function FactPatterns({ patterns }: { patterns: Intelligence["factPatterns"] }) {
  return (
    <section className="space-y-1.5" data-testid="fact-patterns" aria-labelledby="fact-patterns-title">
      <h3 id="fact-patterns-title" className="text-sm font-medium">
        By fact type
      </h3>
      {patterns.length === 0 ? (
        <p className="text-xs text-muted-foreground" data-testid="fact-patterns-empty">
          No fact type rated yet. A thumbs up or down on a change teaches its fact type (a plan&apos;s price, a usage rate, a plan
          limit) and leaves the others alone.
        </p>
      ) : (
        <ul className="divide-y">
          {patterns.map((p) => {
            const meta = typeMeta(p.changeType);
            return (
              <li key={`${p.changeType}/${p.factType}`} className="space-y-0.5 py-2" data-testid="fact-pattern">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <span className="flex min-w-0 items-center gap-2 text-sm">
                    <meta.icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="font-medium break-words">{capitalised(factLabel(p.factType))}</span>
                    <span className="text-xs whitespace-nowrap text-muted-foreground">
                      {meta.label} · {p.interactions} rating{p.interactions === 1 ? "" : "s"}
                    </span>
                  </span>
                  <RateBadge rate={p.importanceRate} />
                </div>
                <p className="text-xs text-muted-foreground">{factLesson(p.importanceRate)}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

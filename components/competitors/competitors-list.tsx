"use client";

import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import type { Competitor } from "@/lib/client/hooks/use-competitors";
import { CompetitorCard, CompetitorRow } from "./competitor-card";
import type { CardHandlers } from "./competitor-menu";
import { NoCompetitorsYet, NoMatches } from "./competitors-states";
import type { ViewMode } from "./competitors-toolbar";
import { MobileCompetitorCard } from "./mobile-competitor";

interface ListProps {
  baseline: Competitor | null;
  others: Competitor[];
  visible: number;
  onLoadMore: () => void;
  filtered: boolean;
  mobile: boolean;
  view: ViewMode;
  now: number;
  handlers: CardHandlers;
  onOpenDrawer: (c: Competitor) => void;
  onAddFirst: () => void;
}

function Entries({ items, mobile, view, now, handlers, onOpenDrawer }: Pick<ListProps, "mobile" | "view" | "now" | "handlers" | "onOpenDrawer"> & { items: Competitor[] }) {
  if (mobile) {
    return (
      <ul className="flex flex-col gap-2">
        {items.map((c) => (
          <li key={c.id}>
            <MobileCompetitorCard competitor={c} now={now} onOpen={onOpenDrawer} />
          </li>
        ))}
      </ul>
    );
  }
  if (view === "list") {
    return (
      <ul className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm">
        {items.map((c) => (
          <CompetitorRow key={c.id} competitor={c} handlers={handlers} now={now} />
        ))}
      </ul>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((c) => (
        <CompetitorCard key={c.id} competitor={c} handlers={handlers} now={now} />
      ))}
    </div>
  );
}

/** The baseline first, then the 'Competitors' section with its count badge and Load More. */
export function CompetitorsList(props: ListProps) {
  const { baseline, others, visible, onLoadMore, filtered, onAddFirst } = props;
  const shown = others.slice(0, visible);
  return (
    <div className="flex flex-col gap-6">
      {baseline ? (
        <section aria-labelledby="baseline-heading" className="flex flex-col gap-3" data-testid="baseline-section">
          <h2 id="baseline-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Your Baseline
          </h2>
          <Entries {...props} items={[baseline]} />
        </section>
      ) : null}
      <section aria-labelledby="competitors-heading" className="flex flex-col gap-3" data-testid="competitors-section">
        <h2 id="competitors-heading" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Competitors
          <Badge variant="secondary" className="tabular-nums">
            {others.length}
          </Badge>
        </h2>
        {others.length === 0 ? filtered ? <NoMatches /> : <NoCompetitorsYet onAdd={onAddFirst} /> : <Entries {...props} items={shown} />}
        {others.length > visible ? (
          <div className="flex justify-center">
            <Button variant="outline" onClick={onLoadMore}>
              Load More
              <span className="text-muted-foreground">({others.length - visible} more)</span>
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

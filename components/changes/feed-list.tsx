"use client";

import { Button } from "@/components/ui/button";
import type { ChangeDto } from "@/lib/changes/schemas";
import { ChangeItem } from "./change-item";

/** Flattened pages without duplicates (a change inserted live may come back in a later page). */
export function uniqueChanges(pages: { data: ChangeDto[] }[] | undefined): ChangeDto[] {
  const seen = new Set<string>();
  const out: ChangeDto[] = [];
  for (const p of pages ?? []) {
    for (const c of p.data) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push(c);
    }
  }
  return out;
}

interface FeedListProps {
  items: ChangeDto[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  /** The change a link named (`?change=<id>`): shown opened and scrolled to. */
  focusId?: string | null;
}

/** The changes, then 'Load More Changes' while there are more pages. */
export function FeedList({ items, hasMore, loadingMore, loadMoreFailed, onLoadMore, focusId }: FeedListProps) {
  return (
    <section aria-label="Changes" className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3" data-testid="changes-list">
        {items.map((c) => (
          <li key={c.id}>
            <ChangeItem change={c} focused={c.id === focusId} />
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div className="flex justify-center pt-2">
          <Button variant="outline" onClick={onLoadMore} loading={loadingMore}>
            {loadingMore ? "Loading..." : "Load More Changes"}
          </Button>
        </div>
      ) : null}
      {loadMoreFailed ? <p className="text-center text-sm text-destructive">Failed to load changes. Please try again later.</p> : null}
    </section>
  );
}

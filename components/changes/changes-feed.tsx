"use client";

import { useChangesFeed, useChangesTotal, useCompetitorList, useLiveChanges } from "@/lib/client/hooks/use-changes";
import { FeedFilters } from "./feed-filters";
import { FeedHeader } from "./feed-header";
import { FeedList, uniqueChanges } from "./feed-list";
import { FeedError, FeedLoading, LinkedChangeMissing, NoChangesFound, NoChangesYet } from "./feed-states";
import { useLinkedChange } from "./use-linked-change";
import { isFiltered } from "@/lib/client/change-filters";
import { useFeedFilters } from "./use-feed-filters";
import { plural } from "@/lib/format";

/**
 * The changes feed (spec §2 Changes feed): title with 'N changes found', 'Mark All Read (n)', the
 * 'Live' badge and the Export menu; filters kept in the URL; 'Showing X of Y changes'; items 20 at a
 * time with 'Load More Changes'; empty, error and loading states; live changes on top.
 */
export function ChangesFeed() {
  const { filters, setFilters } = useFeedFilters();
  const filtered = isFiltered(filters);
  const feed = useChangesFeed(filters);
  const total = useChangesTotal(filtered);
  const competitors = useCompetitorList();
  useLiveChanges();

  const items = uniqueChanges(feed.data?.pages);
  const pages = feed.data?.pages;
  const linked = useLinkedChange(items.map((c) => c.id), { pages: pages?.length ?? 0, hasNextPage: feed.hasNextPage, loading: feed.isPending || feed.isFetchingNextPage, failed: feed.isFetchNextPageError, fetchNextPage: feed.fetchNextPage });
  const found = pages?.length ? pages[0].pagination.total : 0;
  const allTotal = filtered ? total.data : found;
  const baseline = competitors.data?.find((c) => c.type === "baseline");
  const product = baseline?.name ?? "your competitors";
  const foundText = feed.isPending ? "Loading changes..." : feed.isError && !pages?.length ? "Changes unavailable" : plural(found, "change found", "changes found", { group: true });

  let body: React.ReactNode;
  if (feed.isPending) body = <FeedLoading />;
  else if (feed.isError && !items.length) body = <FeedError onRetry={() => void feed.refetch()} />;
  else if (items.length === 0) body = filtered ? <NoChangesFound onClear={() => setFilters({})} /> : <NoChangesYet product={product} />;
  else {
    body = (
      <FeedList
        items={items}
        hasMore={feed.hasNextPage}
        loadingMore={feed.isFetchingNextPage}
        loadMoreFailed={feed.isFetchNextPageError}
        onLoadMore={() => void feed.fetchNextPage()}
        focusId={linked.focusId}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <FeedHeader filters={filters} foundText={foundText} />
      <FeedFilters filters={filters} onChange={setFilters} competitors={competitors.data ?? []} />
      {filtered && !feed.isPending && !feed.isError ? (
        <p className="text-sm text-muted-foreground" data-testid="showing-summary">
          Showing {found.toLocaleString("en-US")} of {plural(allTotal ?? found, "change", "changes", { group: true })}
          {filters.search ? <> matching “{filters.search}”</> : null}
        </p>
      ) : null}
      {linked.missing && items.length ? <LinkedChangeMissing further={linked.missing === "further"} /> : null}
      {body}
    </div>
  );
}

"use client";

import { useMemo, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { CheckCheck } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useChangesFeed, useChangesTotal, useCompetitorList, useLiveChanges, useMarkAllRead, useUnreadCount, useUnreadTotal } from "@/lib/client/hooks/use-changes";
import type { ChangeDto, ChangeFilters } from "@/lib/changes/schemas";
import { useLiveStream } from "@/lib/client/hooks/use-live-stream";
import { ChangeItem } from "./change-item";
import { ExportMenu } from "./export-menu";
import { FeedFilters } from "./feed-filters";
import { FeedError, FeedLoading, NoChangesFound, NoChangesYet } from "./feed-states";
import { filtersFromParams, filtersToSearch, isFiltered } from "@/lib/client/change-filters";
import { plural } from "@/lib/format";

function LiveBadge() {
  const { connected } = useLiveStream();
  if (!connected) return null;
  return (
    <Badge variant="success" data-testid="feed-live-badge" className="gap-1.5">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current animate-pulse-dot" />
      Live
    </Badge>
  );
}

/** Flattened pages without duplicates (a change inserted live may come back in a later page). */
function uniqueChanges(pages: { data: ChangeDto[] }[] | undefined): ChangeDto[] {
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

/**
 * The changes feed (spec §2 Changes feed): title with 'N changes found', 'Mark All Read (n)', the
 * 'Live' badge and the Export menu; filters kept in the URL; 'Showing X of Y changes'; items 20 at a
 * time with 'Load More Changes'; empty, error and loading states; live changes on top.
 */
export function ChangesFeed() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const fromUrl = useMemo(() => filtersFromParams(params), [params]);
  const urlKey = filtersToSearch(fromUrl);

  // The filters apply at once; the URL follows. A URL change we did not make (a link, back/forward)
  // replaces them; the echoes of our own replaces are ignored, so quick changes never undo each other.
  const [filters, setLocalFilters] = useState<ChangeFilters>(fromUrl);
  const [seenKey, setSeenKey] = useState(urlKey);
  const [pushed, setPushed] = useState<string[]>([]);
  if (urlKey !== seenKey) {
    setSeenKey(urlKey);
    const echo = pushed.indexOf(urlKey);
    if (echo === -1) setLocalFilters(fromUrl);
    else setPushed(pushed.slice(echo + 1));
  }
  const filtered = isFiltered(filters);

  const feed = useChangesFeed(filters);
  const total = useChangesTotal(filtered);
  const unread = useUnreadCount();
  const unreadForCompetitor = useUnreadTotal(filters.competitorId);
  const competitors = useCompetitorList();
  const markAll = useMarkAllRead();
  useLiveChanges();

  const setFilters = (next: ChangeFilters) => {
    const q = filtersToSearch(next);
    setLocalFilters(next);
    setPushed((list) => [...list.slice(-19), q]);
    router.replace(q ? `${pathname}?${q}` : pathname, { scroll: false });
  };

  const items = uniqueChanges(feed.data?.pages);
  const pages = feed.data?.pages;
  const found = pages?.length ? pages[0].pagination.total : 0;
  const allTotal = filtered ? total.data : found;
  const unreadN = filters.competitorId ? (unreadForCompetitor.data ?? 0) : (unread.data?.count ?? 0);
  const baseline = competitors.data?.find((c) => c.type === "baseline");
  const product = baseline?.name ?? "your competitors";

  const markAllRead = () =>
    markAll.mutate(filters.competitorId, {
      onSuccess: () => toast.success("All changes marked as read"),
      onError: (err) => toast.error(`Failed to mark all as read: ${err instanceof Error ? err.message : String(err)}`),
    });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">Changes</h1>
            <LiveBadge />
            {unreadN > 0 ? (
              <Badge variant="info" data-testid="unread-badge">
                {plural(unreadN, "unread", "unread", { group: true })}
              </Badge>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="changes-found" aria-live="polite">
            {feed.isPending ? "Loading changes..." : feed.isError && !pages?.length ? "Changes unavailable" : plural(found, "change found", "changes found", { group: true })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {unreadN > 0 ? (
            <Button variant="outline" onClick={markAllRead} loading={markAll.isPending}>
              {markAll.isPending ? null : <CheckCheck aria-hidden="true" />}
              Mark All Read ({unreadN.toLocaleString("en-US")})
            </Button>
          ) : null}
          <ExportMenu filters={filters} />
        </div>
      </div>

      <FeedFilters filters={filters} onChange={setFilters} competitors={competitors.data ?? []} />

      {filtered && !feed.isPending && !feed.isError ? (
        <p className="text-sm text-muted-foreground" data-testid="showing-summary">
          Showing {found.toLocaleString("en-US")} of {plural(allTotal ?? found, "change", "changes", { group: true })}
          {filters.search ? <> matching “{filters.search}”</> : null}
        </p>
      ) : null}

      {feed.isPending ? (
        <FeedLoading />
      ) : feed.isError && !items.length ? (
        <FeedError onRetry={() => void feed.refetch()} />
      ) : items.length === 0 ? (
        filtered ? <NoChangesFound onClear={() => setFilters({})} /> : <NoChangesYet product={product} />
      ) : (
        <section aria-label="Changes" className="flex flex-col gap-3">
          <ul className="flex flex-col gap-3" data-testid="changes-list">
            {items.map((c) => (
              <li key={c.id}>
                <ChangeItem change={c} />
              </li>
            ))}
          </ul>
          {feed.hasNextPage ? (
            <div className="flex justify-center pt-2">
              <Button variant="outline" onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
                {feed.isFetchingNextPage ? "Loading..." : "Load More Changes"}
              </Button>
            </div>
          ) : null}
          {feed.isFetchNextPageError ? <p className="text-center text-sm text-destructive">Failed to load changes. Please try again later.</p> : null}
        </section>
      )}
    </div>
  );
}

"use client";

import { useEffect } from "react";
import { useSearchParams } from "next/navigation";
import { FOCUS_PARAM } from "@/lib/changes/links";

/** Pages (of 20 changes) the feed loads by itself to reach a linked change. */
const MAX_AUTO_PAGES = 10;

interface FeedState {
  /** Pages loaded so far. */
  pages: number;
  hasNextPage: boolean;
  loading: boolean;
  /** Loading a page failed (the feed says so): no more loading by itself. */
  failed: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The change a link names (`?change=<id>`, from the Notifications screen or an alert): the feed loads
 * further pages by itself until that change is in it (at most MAX_AUTO_PAGES). `missing` says why it
 * is not shown: further back than that, or no longer in the feed at all.
 */
export function useLinkedChange(itemIds: string[], { pages, hasNextPage, loading, failed, fetchNextPage }: FeedState) {
  const focusId = useSearchParams().get(FOCUS_PARAM);
  const present = focusId !== null && itemIds.includes(focusId);
  const keepLoading = focusId !== null && !present && pages > 0 && hasNextPage && !failed && pages < MAX_AUTO_PAGES;
  useEffect(() => {
    if (keepLoading && !loading) void fetchNextPage();
  }, [keepLoading, loading, fetchNextPage]);
  const settled = focusId !== null && pages > 0 && !present && !keepLoading && !loading;
  const missing: "further" | "gone" | null = settled ? (hasNextPage ? "further" : "gone") : null;
  return { focusId, missing };
}

import type { Metadata } from "next";
import { Suspense } from "react";
import { ChangesFeed } from "@/components/changes/changes-feed";
import { FeedLoading } from "@/components/changes/feed-states";

export const metadata: Metadata = { title: "Changes" };

/** /dashboard/changes — the changes feed; `?type=` and `?competitorId=` (and the other filters) come from the URL. */
export default function ChangesPage() {
  return (
    <Suspense fallback={<FeedLoading />}>
      <ChangesFeed />
    </Suspense>
  );
}

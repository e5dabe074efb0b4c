import { CircleAlert, Inbox, RefreshCw, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";

function Empty({ icon: Icon, title, text, children, testId }: { icon: typeof Inbox; title: string; text: string; children?: React.ReactNode; testId: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center" data-testid={testId}>
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon aria-hidden="true" className="size-6 text-muted-foreground" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}

/** No change has been detected yet for this user. */
export function NoChangesYet({ product }: { product: string }) {
  return <Empty icon={Inbox} testId="no-changes-yet" title="No changes yet" text={`We're monitoring ${product} and will show changes here as they happen`} />;
}

/** A link named a change the feed does not show: further back than the feed loads by itself, or gone. */
export function LinkedChangeMissing({ further }: { further: boolean }) {
  return (
    <p role="status" data-testid="linked-change-missing" className="flex items-start gap-2 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {further
        ? "The change this link leads to is further back in the feed: use Load More Changes below to reach it."
        : "The change this link leads to is no longer in the feed: it may have been deleted. The competitor's other changes are below."}
    </p>
  );
}

/** The filters match nothing. */
export function NoChangesFound({ onClear }: { onClear: () => void }) {
  return (
    <Empty icon={SearchX} testId="no-changes-found" title="No changes found" text="Try adjusting your search or filters.">
      <Button variant="outline" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </Empty>
  );
}

export function FeedError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-[color-mix(in_oklab,var(--destructive)_6%,var(--card))] px-6 py-12 text-center" data-testid="feed-error">
      <CircleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="text-lg font-semibold text-destructive">Failed to load changes</h2>
      <p className="text-sm text-muted-foreground">Please try again later</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}

export function FeedLoading() {
  return (
    <div className="space-y-3" aria-busy="true">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner label="Loading changes" />
        Loading changes...
      </div>
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-3 rounded-xl border bg-card p-5">
          <div className="flex gap-2">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-5 w-14" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ))}
    </div>
  );
}

"use client";

import { useLiveStream } from "@/lib/client/hooks/use-live-stream";
import { cn } from "@/lib/utils";

/**
 * The 'Live updates active' badge, shown while the live stream is connected. It sits in the top bar
 * rather than floating over the page, so it never covers content (issue 13); on narrow screens only
 * its pulsing dot shows, the words stay for screen readers.
 */
export function LiveBadge({ className }: { className?: string }) {
  const { connected } = useLiveStream();
  if (!connected) return null;
  return (
    <div
      role="status"
      data-testid="live-badge"
      title="Live updates active"
      className={cn(
        "inline-flex shrink-0 items-center gap-2 rounded-full text-xs font-medium text-muted-foreground animate-fade-in sm:border sm:bg-background sm:px-2.5 sm:py-1",
        className,
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-success text-success animate-pulse-dot" />
      <span className="sr-only sm:not-sr-only">Live updates active</span>
    </div>
  );
}

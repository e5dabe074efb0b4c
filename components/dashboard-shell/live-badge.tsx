"use client";

import { useLiveStream } from "@/lib/client/hooks/use-live-stream";
import { cn } from "@/lib/utils";

/** Floating 'Live updates active' badge, shown while the live stream is connected. */
export function LiveBadge({ className }: { className?: string }) {
  const { connected } = useLiveStream();
  if (!connected) return null;
  return (
    <div
      role="status"
      data-testid="live-badge"
      className={cn(
        "pointer-events-none fixed bottom-4 z-30 inline-flex items-center gap-2 rounded-full border bg-popover/95 px-3 py-1.5",
        "text-xs font-medium text-popover-foreground shadow-md backdrop-blur animate-fade-in",
        className,
      )}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-success text-success animate-pulse-dot" />
      Live updates active
    </div>
  );
}

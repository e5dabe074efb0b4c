"use client";

import { useEffect, useState } from "react";
import { DollarSign, FileText, Palette, Pause, Play, Sparkles, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { FEED_INTERVAL_MS, formatAge, initialFeed, tickFeed, type SampleEventType } from "./sample-feed";

const TYPE_STYLE: Record<SampleEventType, { label: string; icon: LucideIcon; className: string }> = {
  pricing: { label: "Pricing", icon: DollarSign, className: "bg-warning/12 text-warning" },
  feature: { label: "Feature", icon: Sparkles, className: "bg-info/12 text-info" },
  content: { label: "Content", icon: FileText, className: "bg-success/12 text-success" },
  design: { label: "Design", icon: Palette, className: "bg-primary/12 text-primary" },
};

const IMPORTANCE_STYLE = {
  high: "bg-destructive",
  medium: "bg-warning",
  low: "bg-muted-foreground/60",
} as const;

/** The landing page's simulated feed: 4 invented events, a new one every 5 seconds (spec §9). */
export function LiveFeed() {
  const [feed, setFeed] = useState(initialFeed);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setFeed(tickFeed), FEED_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <div>
      <ol className="divide-y" data-testid="live-feed">
        {feed.map((event, index) => {
          const style = TYPE_STYLE[event.type];
          const Icon = style.icon;
          return (
            <li
              key={event.id}
              data-event-id={event.id}
              data-event-type={event.type}
              className={cn("flex items-start gap-3 px-4 py-3", index === 0 && event.ageSeconds === 0 && "animate-fade-in")}
            >
              <span className={cn("mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-md", style.className)}>
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold">{event.competitor}</span>
                  <span className="text-xs text-muted-foreground">
                    {style.label} · {formatAge(event.ageSeconds)}
                  </span>
                </p>
                <p className="mt-0.5 text-sm text-muted-foreground">{event.summary}</p>
              </div>
              <span className="mt-1.5 flex items-center gap-1.5 text-xs text-muted-foreground capitalize">
                <span aria-hidden="true" className={cn("size-2 rounded-full", IMPORTANCE_STYLE[event.importance])} />
                <span className="sr-only">Importance: </span>
                {event.importance}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="flex items-center justify-between border-t px-4 py-2 text-xs text-muted-foreground">
        <span>Sample data — invented events for illustration</span>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 font-medium whitespace-nowrap hover:bg-accent hover:text-accent-foreground"
        >
          {paused ? <Play aria-hidden="true" className="size-3" /> : <Pause aria-hidden="true" className="size-3" />}
          {paused ? "Resume feed" : "Pause feed"}
        </button>
      </div>
    </div>
  );
}

import Link from "next/link";
import { PauseCircle } from "lucide-react";
import { cn } from "@/lib/utils";

/** Paused by a plan change (over the new plan's competitor limit), not by the user. */
export function isPlanPaused(c: { status: string; metadata?: Record<string, unknown> | null }): boolean {
  return c.status === "paused" && c.metadata?.pausedByPlan === true;
}

/**
 * Why a competitor paused by a plan change is paused, and how to get it back: nothing was deleted;
 * an upgrade resumes it, or another competitor can be paused to make room. `compact` on the cards.
 */
export function PlanPausedNotice({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <p
      data-testid="plan-paused-notice"
      className={cn("flex items-start gap-2 rounded-md border border-border bg-muted/60 text-foreground", compact ? "px-2.5 py-1.5 text-xs" : "rounded-lg px-3 py-2 text-sm", className)}
    >
      <PauseCircle aria-hidden="true" className={cn("shrink-0 text-muted-foreground", compact ? "mt-px size-3.5" : "mt-0.5 size-4")} />
      <span>
        <strong className="font-semibold">Paused by your plan&apos;s limit. </strong>
        {compact ? null : "It was over the competitor limit when your plan changed; nothing was deleted. "}
        <Link href="/pricing" className="font-medium text-primary underline-offset-2 hover:underline">
          Upgrade
        </Link>{" "}
        to resume it, or pause another competitor to make room.
      </span>
    </p>
  );
}

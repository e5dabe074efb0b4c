"use client";

import Link from "next/link";
import { Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { PLANS, type PlanId } from "@/lib/billing/plans";
import { isTrial, slotUsage, useSubscription } from "@/lib/client/hooks/use-subscription";
import { cn } from "@/lib/utils";

function planLabel(plan: string | undefined, trial: boolean): string {
  const name = plan && plan in PLANS ? PLANS[plan as PlanId].name : plan ? plan[0].toUpperCase() + plan.slice(1) : "Free";
  return trial ? `${name} Trial` : name;
}

/** Top-bar plan facts: plan badge, 'current/limit competitors' and the trial days left (when above 0). */
export function PlanStatus({ className }: { className?: string }) {
  const { data: sub, isPending } = useSubscription();
  if (isPending) {
    return <div aria-hidden="true" className={cn("h-5 w-28 animate-pulse rounded-md bg-muted", className)} />;
  }
  const trial = isTrial(sub);
  const usage = slotUsage(sub);
  const limitText = usage.unlimited ? "∞" : String(usage.limit);
  const days = sub?.daysLeftInTrial ?? 0;
  const atLimit = !usage.unlimited && usage.current >= usage.limit;
  return (
    <div data-testid="plan-status" className={cn("flex min-w-0 items-center gap-2 text-xs sm:gap-3 sm:text-sm", className)}>
      <Badge asChild variant={sub?.plan === "free" || !sub ? "secondary" : "default"}>
        <Link href="/settings/billing" aria-label={`Plan: ${planLabel(sub?.plan, trial)}. Open billing`}>
          {planLabel(sub?.plan, trial)}
        </Link>
      </Badge>
      <span
        data-testid="competitor-usage"
        aria-label={`${usage.current}/${usage.unlimited ? "unlimited" : usage.limit} competitors`}
        className={cn("whitespace-nowrap tabular-nums", atLimit ? "font-medium text-warning" : "text-muted-foreground")}
      >
        {usage.current}/{limitText}
        <span className="hidden sm:inline"> competitors</span>
      </span>
      {days > 0 ? (
        <span data-testid="trial-days" className="inline-flex items-center gap-1 whitespace-nowrap text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5" />
          <span className="sm:hidden">{days}d left</span>
          <span className="hidden sm:inline">
            {days} {days === 1 ? "day" : "days"} left in trial
          </span>
        </span>
      ) : null}
    </div>
  );
}

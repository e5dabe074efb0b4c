"use client";

import Link from "next/link";
import { CircleAlert, Gauge } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PLANS } from "@/lib/billing/plans";
import { FALLBACK_COMPETITOR_LIMIT, useSubscription } from "@/lib/client/hooks/use-subscription";
import { usageLevel } from "./billing-dates";

interface UsageBannerProps {
  /** The subscription when the caller has it; otherwise the shared subscription query is used. */
  subscription?: { plan: string; usage?: { competitors: number; limit: number } } | null;
  className?: string;
}

const slots = (n: number) => `${n} competitor slot${n === 1 ? "" : "s"}`;

/**
 * Free plan only: a warning at 80% of the competitor limit and a stronger banner at 100%
 * (the limit falls back to 10 when unknown).
 */
export function UsageBanner({ subscription, className }: UsageBannerProps) {
  const query = useSubscription();
  const sub = subscription !== undefined ? subscription : (query.data as UsageBannerProps["subscription"]);
  if (!sub || sub.plan !== "free") return null;
  const current = sub.usage?.competitors ?? 0;
  const limit = sub.usage?.limit ?? FALLBACK_COMPETITOR_LIMIT;
  const level = usageLevel(current, limit);
  if (level === "none") return null;
  const pro = PLANS.pro.competitorLimit;
  const full = level === "full";
  return (
    <Alert variant={full ? "destructive" : "warning"} className={className} data-testid="usage-banner" data-level={level}>
      {full ? <CircleAlert aria-hidden="true" /> : <Gauge aria-hidden="true" />}
      <AlertTitle>{full ? "Competitor limit reached" : "You're nearing your competitor limit"}</AlertTitle>
      <AlertDescription className={full ? "text-destructive" : "text-warning"}>
        <p>
          {full
            ? `You're using all ${slots(limit)} of the Free plan. Upgrade to Pro to track up to ${pro} competitors.`
            : `You're using ${current} of ${slots(limit)} on the Free plan. Upgrade to Pro to track up to ${pro} competitors.`}
        </p>
        <Button size="sm" className="mt-2" variant={full ? "destructive" : "default"} asChild>
          <Link href="/pricing">Upgrade Plan</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

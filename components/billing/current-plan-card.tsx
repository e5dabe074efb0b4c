"use client";

import type { ReactNode } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { PLANS, formatCompetitorLimit, formatPlanPrice } from "@/lib/billing/plans";
import { CancelSubscriptionDialog } from "./cancel-dialog";
import { formatBillingDate, type Subscription } from "./billing-dates";
import { SubscriptionStatusBadge } from "./status-badge";
import type { BillingAction } from "@/lib/client/hooks/use-billing-actions";

interface Props {
  sub: Subscription;
  pending: BillingAction | null;
  upgradePending?: boolean;
  onUpgradeTrial: () => void;
  onManage: () => void;
  onCancel: () => void;
  onReactivate: () => void;
}

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Plan name, status badge, competitor limit, usage, and the next billing date or 'Access until'. */
export function CurrentPlanCard({ sub, pending, upgradePending = false, onUpgradeTrial, onManage, onCancel, onReactivate }: Props) {
  const plan = PLANS[sub.plan];
  const limit = sub.usage.limit;
  const used = sub.usage.competitors;
  const canceled = sub.status === "canceled";
  const paid = sub.plan !== "free" && !sub.isTrial;
  const date = formatBillingDate(sub.periodEnd);
  return (
    <Card data-testid="current-plan-card">
      <CardHeader>
        <CardTitle asChild>
          <h2>Current Plan</h2>
        </CardTitle>
        <CardDescription>
          {sub.isTrial ? `You're on the free trial of ${plan.name}.` : `You're on the ${plan.name} plan.`}
        </CardDescription>
        <CardAction>
          <SubscriptionStatusBadge status={sub.status} />
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-baseline gap-2">
          <span className="text-2xl font-semibold" data-testid="plan-name">
            {plan.name}
          </span>
          <span className="text-sm text-muted-foreground">
            {plan.price === null ? "Custom pricing" : `${formatPlanPrice(plan)}/${plan.period}`}
          </span>
        </div>
        <dl className="divide-y">
          <Fact label="Competitor limit" value={formatCompetitorLimit(limit)} testId="plan-limit" />
          <Fact label="Current usage" value={`${used} ${used === 1 ? "competitor" : "competitors"}`} testId="plan-usage" />
          {sub.isTrial ? (
            <>
              <Fact label="Days left in trial" value={sub.daysLeftInTrial ?? 0} testId="trial-days-left" />
              {date ? <Fact label="Trial ends" value={date} testId="trial-ends" /> : null}
            </>
          ) : null}
          {paid && date ? <Fact label={canceled ? "Access until" : "Next billing date"} value={date} testId="billing-date" /> : null}
        </dl>
        {limit > 0 ? (
          <Progress value={Math.min(used, limit)} max={limit} aria-label={`${used} of ${limit} competitors used`} indicatorClassName={used >= limit ? "bg-destructive" : undefined} />
        ) : null}
        {canceled && date ? (
          <p className="text-sm text-muted-foreground">Your subscription is canceled. You keep access to {plan.name} until {date}; after that your account moves to the Free plan.</p>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {sub.plan === "free" ? (
          <Button asChild>
            <Link href="/pricing">Upgrade Plan</Link>
          </Button>
        ) : null}
        {sub.isTrial ? (
          <Button onClick={onUpgradeTrial} loading={upgradePending}>
            Upgrade Plan
          </Button>
        ) : null}
        {paid ? (
          <Button onClick={onManage} loading={pending === "portal"}>
            Manage Billing
          </Button>
        ) : null}
        {paid && !canceled ? <CancelSubscriptionDialog onConfirm={onCancel} pending={pending === "cancel"} /> : null}
        {paid && canceled ? (
          <Button variant="outline" onClick={onReactivate} loading={pending === "reactivate"} aria-haspopup="dialog">
            Reactivate Subscription
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}

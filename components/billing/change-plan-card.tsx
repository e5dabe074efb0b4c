"use client";

import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PLANS, PLAN_ORDER, formatCompetitorLimit, formatPlanPrice, type PlanId } from "@/lib/billing/plans";
import { ENTERPRISE_MAILTO } from "@/components/marketing/plan-card";
import { formatBillingDate, type Subscription } from "./billing-dates";
import type { BillingAction } from "@/lib/client/hooks/use-billing-actions";

interface Props {
  sub: Subscription;
  pending: BillingAction | null;
  upgradePending: boolean;
  /** Straight to checkout for Pro. */
  onUpgrade: () => void;
  /** Opens the confirmation that spells out what the Free plan changes. */
  onDowngrade: () => void;
}

/** What one plan row offers, from the user's subscription. */
function rowAction(id: PlanId, sub: Subscription): { kind: "current" | "upgrade" | "downgrade" | "sales" | "note"; text: string; note?: string } {
  const paid = sub.plan !== "free" && !sub.isTrial;
  const canceled = sub.status === "canceled";
  const end = formatBillingDate(sub.isTrial ? sub.trialEndsAt : sub.periodEnd);
  if (id === "enterprise") return sub.plan === "enterprise" ? { kind: "current", text: "Current plan" } : { kind: "sales", text: "Contact Sales" };
  if (id === "pro") {
    if (sub.isTrial) return { kind: "upgrade", text: "Upgrade to Pro" };
    if (sub.plan === "pro") return { kind: "current", text: "Current plan" };
    if (sub.plan === "free") return { kind: "upgrade", text: "Upgrade to Pro" };
    return { kind: "sales", text: "Contact Sales" };
  }
  // Free
  if (sub.plan === "free") return { kind: "current", text: "Current plan" };
  if (sub.isTrial) return { kind: "downgrade", text: "Switch to Free now", note: end ? `Your trial moves to Free on ${end} unless you upgrade.` : "Your trial moves to Free when it ends unless you upgrade." };
  if (paid && canceled) return { kind: "note", text: end ? `Scheduled: your plan moves to Free on ${end}.` : "Scheduled at the end of your billing period." };
  return { kind: "downgrade", text: "Switch to Free" };
}

/**
 * Change Plan (issue 13): every plan with its price and limits, the current one marked, and the move
 * each allows: Pro by checkout, Free after a confirmation of its consequences, Enterprise by mail.
 */
export function ChangePlanCard({ sub, pending, upgradePending, onUpgrade, onDowngrade }: Props) {
  return (
    <Card data-testid="change-plan-card" className="lg:col-span-2">
      <CardHeader>
        <CardTitle asChild>
          <h2>Change Plan</h2>
        </CardTitle>
        <CardDescription>Move up or down at any time. Nothing is deleted when you downgrade; what changes is shown before you confirm.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 md:grid-cols-3">
          {PLAN_ORDER.map((id) => {
            const plan = PLANS[id];
            const action = rowAction(id, sub);
            const current = action.kind === "current" || (id === "pro" && sub.isTrial);
            return (
              <li key={id} data-testid={`change-plan-${id}`} className={`flex flex-col gap-3 rounded-lg border p-4 ${current ? "border-primary/60 bg-primary/5" : ""}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold">{plan.name}</h3>
                  {current ? <Badge variant={sub.isTrial && id === "pro" ? "info" : "success"}>{sub.isTrial && id === "pro" ? "Trial" : "Current"}</Badge> : null}
                </div>
                <p className="text-sm">
                  <span className="text-xl font-semibold">{formatPlanPrice(plan)}</span>
                  {plan.price !== null ? <span className="text-muted-foreground">/{plan.period}</span> : null}
                </p>
                <ul className="space-y-1 text-sm text-muted-foreground">
                  <li className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {formatCompetitorLimit(plan.competitorLimit)} competitor{plan.competitorLimit === 1 ? "" : "s"}
                  </li>
                  <li className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {plan.monitoringLabel}
                  </li>
                  <li className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {plan.historyDays === null ? "Unlimited history" : `${plan.historyDays}-day history`}
                  </li>
                </ul>
                <div className="mt-auto flex flex-col gap-2 pt-1">
                  {action.note ? <p className="text-sm text-muted-foreground">{action.note}</p> : null}
                  {action.kind === "current" ? (
                    <p className="text-sm font-medium text-muted-foreground">{action.text}</p>
                  ) : action.kind === "note" ? (
                    <p className="text-sm text-muted-foreground">{action.text}</p>
                  ) : action.kind === "upgrade" ? (
                    <Button className="w-full" onClick={onUpgrade} loading={upgradePending} disabled={pending !== null}>
                      {action.text}
                    </Button>
                  ) : action.kind === "downgrade" ? (
                    <Button className="w-full" variant="outline" onClick={onDowngrade} loading={pending === "plan"} disabled={pending !== null && pending !== "plan"}>
                      {action.text}
                    </Button>
                  ) : (
                    <Button className="w-full" variant="outline" asChild>
                      <a href={ENTERPRISE_MAILTO}>{action.text}</a>
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

"use client";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Spinner } from "@/components/ui/spinner";
import { PLANS, formatPlanPrice } from "@/lib/billing/plans";
import { useCompetitors } from "@/lib/client/hooks/use-competitors";
import { formatBillingDate, type Subscription } from "./billing-dates";
import { planChangeConsequences } from "./plan-change";

interface ConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sub: Subscription;
  onConfirm: () => void;
}

/**
 * Switch to Free: the consequences for this user's competitors, checks, history and features are
 * listed before the change is confirmed (PUT /api/subscriptions/plan with the Free price).
 */
export function DowngradeDialog({ open, onOpenChange, sub, onConfirm }: ConfirmProps) {
  const competitors = useCompetitors();
  const from = PLANS[sub.plan];
  const date = formatBillingDate(sub.periodEnd);
  const effects = competitors.data ? planChangeConsequences(sub.plan, "free", competitors.data) : null;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent data-testid="downgrade-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>Switch to the Free plan?</AlertDialogTitle>
          <AlertDialogDescription>
            {sub.isTrial
              ? `Your ${from.name} trial ends now and your account moves to Free at once, and:`
              : `You keep ${from.name} until ${date ?? "the end of your billing period"}. Then your account moves to Free, and:`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {competitors.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner label="Loading your competitors" /> Working out what changes...
          </p>
        ) : competitors.isError ? (
          <p className="text-sm text-destructive" role="alert">
            Your competitors could not be loaded, so the exact changes cannot be listed. Free allows 1 competitor with weekly checks and 7-day history.
          </p>
        ) : (
          <ul className="list-disc space-y-1.5 pl-5 text-sm" data-testid="downgrade-consequences">
            {effects!.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{sub.isTrial ? "Keep my trial" : `Keep ${from.name}`}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm} disabled={competitors.isPending}>
            Switch to Free
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Reactivate: confirms that billing resumes, with the plan's price and the next billing date. */
export function ReactivateDialog({ open, onOpenChange, sub, onConfirm }: ConfirmProps) {
  const plan = PLANS[sub.plan];
  const date = formatBillingDate(sub.periodEnd);
  const price = plan.price === null ? "your agreed price" : `${formatPlanPrice(plan)}/${plan.period}`;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent data-testid="reactivate-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>Reactivate your subscription?</AlertDialogTitle>
          <AlertDialogDescription>
            Your {plan.name} plan continues instead of ending{date ? ` on ${date}` : ""}, and renews automatically at {price}
            {date ? ` from ${date}` : ""}. Your competitors and settings stay as they are.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Not now</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Reactivate Subscription</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

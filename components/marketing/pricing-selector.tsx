"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { CircleAlert, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { PLANS, PLAN_ORDER, SUPPORT_EMAIL, type PlanId } from "@/lib/billing/plans";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { ENTERPRISE_MAILTO, PlanCard } from "./plan-card";
import { usePricingPageSubscription } from "@/lib/client/hooks/use-subscription";
import { createCheckoutUrl, usePriceIdLookup } from "@/lib/client/hooks/use-upgrade-checkout";

const ACTIVE_SUBSCRIPTION = "already have an active subscription";

function buttonLabel(plan: PlanId, current: PlanId | null, signedIn: boolean, trial: boolean): string {
  if (!signedIn || current === null) return PLANS[plan].cta;
  // A trial of Pro is kept by buying Pro: the button checks out instead of looping to billing.
  if (plan === current && trial) return `Upgrade to ${PLANS[plan].name}`;
  if (plan === current) return "Manage billing";
  if (plan === "enterprise") return PLANS.enterprise.cta;
  return PLAN_ORDER.indexOf(plan) > PLAN_ORDER.indexOf(current) ? `Upgrade to ${PLANS[plan].name}` : `Switch to ${PLANS[plan].name}`;
}

/**
 * What choosing a plan does (spec §4): not signed in → /signup; enterprise → mail to sales; the
 * current plan → /settings/billing; otherwise checkout with the plan's priceId.
 */
function usePlanSelect({ signedIn, currentPlan, trial }: { signedIn: boolean; currentPlan: PlanId | null; trial: boolean }) {
  const router = useRouter();
  const priceIdOf = usePriceIdLookup();
  const [pending, setPending] = useState<PlanId | null>(null);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);

  async function select(plan: PlanId) {
    setCheckoutError(null);
    if (!signedIn) return router.push("/signup");
    if (plan === "enterprise") {
      window.location.assign(ENTERPRISE_MAILTO);
      return;
    }
    if (plan === currentPlan && !trial) return router.push("/settings/billing");

    setPending(plan);
    try {
      const priceId = await priceIdOf(plan);
      // A plan without a price (Free) is a downgrade: confirmed on the billing page, with its consequences
      // (from a trial it applies at once; from a paid plan at the end of the period).
      if (!priceId) return router.push("/settings/billing?change=free");
      window.location.assign(await createCheckoutUrl(priceId));
    } catch (err) {
      const message = err instanceof Error && err.message ? err.message : "Failed to create checkout session";
      if (message.includes(ACTIVE_SUBSCRIPTION)) return router.push("/settings/billing");
      setCheckoutError(message);
    } finally {
      setPending(null);
    }
  }

  return { select, pending, checkoutError };
}

function PastDueAlert() {
  const router = useRouter();
  return (
    <Alert variant="warning" data-testid="past-due-card" className="p-5">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Payment past due</AlertTitle>
      <AlertDescription className="text-foreground">
        <p>Your payment is past due. Please update your payment method to continue.</p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={() => router.push("/settings/billing")}>
            Update Payment Method
          </Button>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="text-sm font-medium text-primary underline underline-offset-2">
            Contact support
          </a>
        </div>
      </AlertDescription>
    </Alert>
  );
}

/**
 * The pricing page's plan cards and plan selection (spec §4): not signed in → /signup; enterprise →
 * mail to sales; the current plan → /settings/billing; otherwise checkout with the plan's priceId.
 */
export function PricingSelector() {
  const hydrated = useHydrated();
  const { signedIn, sub, currentPlan, trial, loading, loadError } = usePricingPageSubscription();
  const { select, pending, checkoutError } = usePlanSelect({ signedIn, currentPlan, trial });

  if (loading) {
    return (
      <div className="flex min-h-80 items-center justify-center gap-3 text-sm text-muted-foreground">
        <Spinner className="size-6" label="Loading your subscription" />
        <span aria-hidden="true">Loading your subscription…</span>
      </div>
    );
  }

  const error = checkoutError ?? loadError;
  return (
    <div className="space-y-8">
      {error ? (
        <Alert variant="destructive" data-testid="pricing-error">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Something went wrong</AlertTitle>
          <AlertDescription className="text-destructive">{error}</AlertDescription>
        </Alert>
      ) : null}

      {sub?.status === "past_due" ? <PastDueAlert /> : null}

      <div className="grid gap-6 md:grid-cols-3">
        {PLAN_ORDER.map((id) => (
          <PlanCard
            key={id}
            plan={PLANS[id]}
            variant="detailed"
            headingLevel="h2"
            current={id === currentPlan}
            action={
              id === "enterprise" && currentPlan !== "enterprise" ? (
                // A mail link for everyone, signed in or not (spec §4: enterprise → mail to sales).
                <Button asChild size="lg" className="w-full" variant="outline">
                  <a href={ENTERPRISE_MAILTO}>{PLANS.enterprise.cta}</a>
                </Button>
              ) : (
                <Button
                  size="lg"
                  className="w-full"
                  variant={PLANS[id].highlighted && id !== currentPlan ? "default" : "outline"}
                  loading={pending === id}
                  disabled={!hydrated || (pending !== null && pending !== id)}
                  onClick={() => void select(id)}
                >
                  {buttonLabel(id, currentPlan, signedIn, trial)}
                </Button>
              )
            }
          />
        ))}
      </div>
    </div>
  );
}

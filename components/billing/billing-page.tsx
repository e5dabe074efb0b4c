"use client";

import { useState, type ReactNode } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { CircleAlert, FlaskConical, Info } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { FREE_PRICE_ID } from "@/lib/billing/plans";
import { useSubscription } from "@/lib/client/hooks/use-subscription";
import { BillingPortalCard } from "./billing-portal-card";
import { ChangePlanCard } from "./change-plan-card";
import { DowngradeDialog, ReactivateDialog } from "./confirm-dialogs";
import { CurrentPlanCard } from "./current-plan-card";
import { errorMessage } from "@/lib/client/api";
import type { Subscription } from "./format";
import { NeedHelpCard } from "./help-card";
import { PastDueBanner } from "./past-due-banner";
import { PlanFeaturesCard } from "./plan-features-card";
import { useBillingActions } from "@/lib/client/hooks/use-billing-actions";
import { useUpgradeCheckout } from "@/lib/client/hooks/use-upgrade-checkout";

function LocalModeNotice() {
  return (
    <Alert variant="info" role="status" data-testid="local-mode-notice">
      <FlaskConical aria-hidden="true" />
      <AlertTitle>Local billing mode</AlertTitle>
      <AlertDescription className="text-info">
        Stripe is not configured, so plan changes apply immediately and no payment is taken.
      </AlertDescription>
    </Alert>
  );
}

/** /settings/billing and /dashboard/settings/billing (spec §2 Billing). */
export function BillingPage() {
  const query = useSubscription();
  const actions = useBillingActions();
  const upgrade = useUpgradeCheckout();
  const params = useSearchParams();
  const router = useRouter();
  const sub = query.data as Subscription | null | undefined;
  // ?change=free (the pricing page's 'Switch to Free') opens the downgrade confirmation.
  const [dialog, setDialog] = useState<"downgrade" | "reactivate" | null>(() => (params.get("change") === "free" ? "downgrade" : null));
  const [upgradeError, setUpgradeError] = useState<string | null>(null);
  const closeDialog = (open: boolean) => {
    if (open) return;
    setDialog(null);
    if (params.has("change")) router.replace(window.location.pathname);
  };
  const startUpgrade = async () => {
    setUpgradeError(null);
    setUpgradeError(await upgrade.start());
  };
  // A trial switches at once (nothing to cancel); a paid plan at the end of its period.
  const canDowngrade = Boolean(sub) && sub!.plan !== "free" && sub!.status !== "canceled";

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="flex min-h-60 items-center justify-center gap-3 text-sm text-muted-foreground">
        <Spinner className="size-6" label="Loading subscription" />
        Loading subscription...
      </div>
    );
  } else if (query.isError) {
    body = (
      <Alert variant="destructive" data-testid="billing-load-error">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>Failed to load subscription</AlertTitle>
        <AlertDescription className="text-destructive">
          <p>{errorMessage(query.error, "Failed to load subscription")}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (!sub) {
    body = null;
  } else {
    const paid = sub.plan !== "free" && !sub.isTrial;
    body = (
      <div className="space-y-6">
        {sub.mode === "local" ? <LocalModeNotice /> : null}
        {params.get("portal") === "local" ? (
          <Alert variant="info" role="status" data-testid="local-portal-notice">
            <Info aria-hidden="true" />
            <AlertTitle>No external billing portal in local mode</AlertTitle>
            <AlertDescription className="text-info">Payment methods and invoices are managed by Stripe when it is configured. Here, plan changes apply directly.</AlertDescription>
          </Alert>
        ) : null}
        <PastDueBanner subscription={sub} onUpdatePayment={() => void actions.openPortal()} />
        {actions.error || upgradeError ? (
          <Alert variant="destructive" data-testid="billing-error">
            <CircleAlert aria-hidden="true" />
            <AlertDescription className="text-destructive">{actions.error ?? upgradeError}</AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-2">
          <CurrentPlanCard
            sub={sub}
            pending={actions.pending}
            upgradePending={upgrade.pending}
            onUpgradeTrial={() => void startUpgrade()}
            onManage={() => void actions.openPortal()}
            onCancel={() => void actions.cancel()}
            onReactivate={() => setDialog("reactivate")}
          />
          <PlanFeaturesCard sub={sub} />
          {paid ? <BillingPortalCard local={sub.mode === "local"} pending={actions.pending === "portal"} onOpen={() => void actions.openPortal()} /> : null}
          <ChangePlanCard sub={sub} pending={actions.pending} upgradePending={upgrade.pending} onUpgrade={() => void startUpgrade()} onDowngrade={() => setDialog("downgrade")} />
          <NeedHelpCard />
        </div>
        <DowngradeDialog open={dialog === "downgrade" && canDowngrade} onOpenChange={closeDialog} sub={sub} onConfirm={() => void actions.changePlan(FREE_PRICE_ID)} />
        <ReactivateDialog open={dialog === "reactivate" && sub.status === "canceled"} onOpenChange={closeDialog} sub={sub} onConfirm={() => void actions.reactivate()} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Billing &amp; Subscription</h1>
        <p className="text-sm text-muted-foreground">Your plan, usage and payment details.</p>
      </div>
      {body}
    </div>
  );
}

"use client";

import { FREE_PRICE_ID } from "@/lib/billing/plans";
import { BillingActionError, LocalModeNotice, LocalPortalNotice } from "./billing-notices";
import { BillingPortalCard } from "./billing-portal-card";
import { ChangePlanCard } from "./change-plan-card";
import { DowngradeDialog, ReactivateDialog } from "./confirm-dialogs";
import { CurrentPlanCard } from "./current-plan-card";
import type { Subscription } from "./billing-dates";
import { NeedHelpCard } from "./help-card";
import { PastDueBanner } from "./past-due-banner";
import { PlanFeaturesCard } from "./plan-features-card";
import type { BillingPageState } from "./use-billing-page";

/** The loaded billing page: notices, the plan, features, portal, plan change and help cards, and the confirmations. */
export function BillingOverview({ sub, state }: { sub: Subscription; state: BillingPageState }) {
  const { actions, upgrade, dialog, setDialog, closeDialog, upgradeError, startUpgrade } = state;
  const paid = sub.plan !== "free" && !sub.isTrial;
  // A trial switches at once (nothing to cancel); a paid plan at the end of its period.
  const canDowngrade = sub.plan !== "free" && sub.status !== "canceled";
  const error = actions.error ?? upgradeError;
  return (
    <div className="space-y-6">
      {sub.mode === "local" ? <LocalModeNotice /> : null}
      {state.localPortal ? <LocalPortalNotice /> : null}
      <PastDueBanner subscription={sub} onUpdatePayment={() => void actions.openPortal()} />
      {error ? <BillingActionError message={error} /> : null}
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

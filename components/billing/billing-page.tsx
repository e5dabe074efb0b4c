"use client";

import type { ReactNode } from "react";
import { useSubscription } from "@/lib/client/hooks/use-subscription";
import { BillingOverview } from "./billing-overview";
import { SubscriptionLoadError, SubscriptionLoading } from "./billing-notices";
import type { Subscription } from "./billing-dates";
import { useBillingPage } from "./use-billing-page";

/** /settings/billing and /dashboard/settings/billing (spec §2 Billing). */
export function BillingPage() {
  const query = useSubscription();
  const state = useBillingPage();
  const sub = query.data as Subscription | null | undefined;

  let body: ReactNode;
  if (query.isPending) body = <SubscriptionLoading />;
  else if (query.isError) body = <SubscriptionLoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!sub) body = null;
  else body = <BillingOverview sub={sub} state={state} />;

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

"use client";

import { useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { useBillingActions } from "@/lib/client/hooks/use-billing-actions";
import { useUpgradeCheckout } from "@/lib/client/hooks/use-upgrade-checkout";

type BillingDialog = "downgrade" | "reactivate" | null;

/**
 * The billing page's actions and what they show: the open confirmation dialog (?change=free, the
 * pricing page's 'Switch to Free', opens the downgrade one), the upgrade checkout and its error.
 */
export function useBillingPage() {
  const actions = useBillingActions();
  const upgrade = useUpgradeCheckout();
  const params = useSearchParams();
  const router = useRouter();
  const [dialog, setDialog] = useState<BillingDialog>(() => (params.get("change") === "free" ? "downgrade" : null));
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
  return { actions, upgrade, dialog, setDialog, closeDialog, upgradeError, startUpgrade, localPortal: params.get("portal") === "local" };
}

export type BillingPageState = ReturnType<typeof useBillingPage>;

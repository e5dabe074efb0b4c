"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { SUBSCRIPTION_QUERY_KEY } from "@/lib/client/hooks/use-subscription";
import { errorMessage } from "@/lib/client/api";
import type { CurrentSubscription as Subscription } from "@/lib/billing/subscription";

export type BillingAction = "checkout" | "cancel" | "reactivate" | "plan" | "portal";

/** Spec §8 fallbacks, used when a failure carries no message of its own. */
export const BILLING_FALLBACKS: Record<BillingAction, string> = {
  checkout: "Failed to create checkout session",
  cancel: "Failed to cancel subscription",
  reactivate: "Failed to reactivate subscription",
  plan: "Failed to update plan",
  portal: "Failed to get billing portal URL",
};

/**
 * The subscription actions of spec §4: checkout, cancel, reactivate, change plan and billing portal.
 * Each refetches the subscription; a failure leaves its message (or the fallback) in `error`.
 */
export function useBillingActions() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [pending, setPending] = useState<BillingAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(
    async (next?: Subscription) => {
      if (next) queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, next);
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ["pricing-page"] });
    },
    [queryClient],
  );

  const run = useCallback(
    async (action: BillingAction, fn: () => Promise<void>): Promise<boolean> => {
      setPending(action);
      setError(null);
      try {
        await fn();
        return true;
      } catch (err) {
        setError(errorMessage(err, BILLING_FALLBACKS[action]));
        return false;
      } finally {
        setPending(null);
      }
    },
    [],
  );

  /** Stripe's pages load in full; our own pages (local mode) through the router. */
  const navigate = (url: string) => (url.startsWith("/") ? router.push(url) : window.location.assign(url));

  const checkout = (priceId: string) =>
    run("checkout", async () => {
      const origin = window.location.origin;
      const res = await api<{ url?: string | null }>("/api/subscriptions/checkout", {
        method: "POST",
        json: { priceId, successUrl: `${origin}/subscription/success`, cancelUrl: `${origin}/subscription/cancel` },
      });
      if (!res?.url) throw new Error("No checkout URL returned from server");
      await refresh();
      navigate(res.url);
    });

  const cancel = () => run("cancel", async () => refresh(await api<Subscription>("/api/subscriptions/cancel", { method: "POST" })));
  const reactivate = () => run("reactivate", async () => refresh(await api<Subscription>("/api/subscriptions/reactivate", { method: "POST" })));
  const changePlan = (newPriceId: string) =>
    run("plan", async () => refresh(await api<Subscription>("/api/subscriptions/plan", { method: "PUT", json: { newPriceId } })));

  const openPortal = () =>
    run("portal", async () => {
      const res = await api<{ url?: string | null }>("/api/subscriptions/portal");
      if (!res?.url) throw new Error("Failed to open billing portal");
      navigate(res.url);
    });

  return { pending, error, clearError: () => setError(null), checkout, cancel, reactivate, changePlan, openPortal };
}

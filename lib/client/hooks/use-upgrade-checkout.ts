"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { findPriceId } from "@/lib/client/price-lookup";
import { api } from "@/lib/client/api";
import { SUBSCRIPTION_QUERY_KEY } from "@/lib/client/hooks/use-subscription";
import type { PlanId } from "@/lib/billing/plans";

/** The price id to check out a plan with (GET /api/subscriptions/prices, kept 10 min); null for a plan without one. */
export function usePriceIdLookup() {
  const queryClient = useQueryClient();
  return useCallback(
    async (plan: PlanId): Promise<string | null> => {
      const prices = await queryClient.fetchQuery({ queryKey: ["pricing-page", "prices"], queryFn: () => api<unknown>("/api/subscriptions/prices"), staleTime: 10 * 60_000 });
      return findPriceId(prices, plan);
    },
    [queryClient],
  );
}

/** POST /api/subscriptions/checkout: the checkout page's URL; it comes back to /subscription/success or /subscription/cancel. */
export async function createCheckoutUrl(priceId: string): Promise<string> {
  const origin = window.location.origin;
  const res = await api<{ url?: string | null } | null>("/api/subscriptions/checkout", {
    method: "POST",
    json: { priceId, successUrl: `${origin}/subscription/success`, cancelUrl: `${origin}/subscription/cancel` },
  });
  if (!res?.url) throw new Error("No checkout URL returned from server");
  return res.url;
}

/**
 * Straight to checkout for Pro (avatar 'Upgrade Plan', the trial's Upgrade buttons): the price id
 * from /api/subscriptions/prices, then the checkout session's page. Stripe's pages load in full; the
 * local mode's result page goes through the router. Failures resolve to the message to show.
 */
export function useUpgradeCheckout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const priceIdOf = usePriceIdLookup();
  const [pending, setPending] = useState(false);

  const start = useCallback(async (): Promise<string | null> => {
    setPending(true);
    try {
      const priceId = await priceIdOf("pro");
      if (!priceId) throw new Error("Failed to create checkout session");
      const url = await createCheckoutUrl(priceId);
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      const origin = window.location.origin;
      if (url.startsWith("/") || url.startsWith(origin)) router.push(url.replace(origin, ""));
      else window.location.assign(url);
      return null;
    } catch (err) {
      setPending(false);
      return err instanceof Error && err.message ? err.message : "Failed to create checkout session";
    }
  }, [priceIdOf, queryClient, router]);

  return { start, pending };
}

"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { findPriceId } from "@/lib/client/price-lookup";
import { api } from "@/lib/client/api";
import { SUBSCRIPTION_QUERY_KEY } from "@/lib/client/hooks/use-subscription";

/**
 * Straight to checkout for Pro (avatar 'Upgrade Plan', the trial's Upgrade buttons): the price id
 * from /api/subscriptions/prices, then the checkout session's page. Stripe's pages load in full; the
 * local mode's result page goes through the router. Failures resolve to the message to show.
 */
export function useUpgradeCheckout() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const start = useCallback(async (): Promise<string | null> => {
    setPending(true);
    try {
      const prices = await queryClient.fetchQuery({ queryKey: ["pricing-page", "prices"], queryFn: () => api<unknown>("/api/subscriptions/prices"), staleTime: 10 * 60_000 });
      const priceId = findPriceId(prices, "pro");
      if (!priceId) throw new Error("Failed to create checkout session");
      const origin = window.location.origin;
      const res = await api<{ url?: string | null }>("/api/subscriptions/checkout", {
        method: "POST",
        json: { priceId, successUrl: `${origin}/subscription/success`, cancelUrl: `${origin}/subscription/cancel` },
      });
      if (!res?.url) throw new Error("No checkout URL returned from server");
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      if (res.url.startsWith("/") || res.url.startsWith(origin)) router.push(res.url.replace(origin, ""));
      else window.location.assign(res.url);
      return null;
    } catch (err) {
      setPending(false);
      return err instanceof Error && err.message ? err.message : "Failed to create checkout session";
    }
  }, [queryClient, router]);

  return { start, pending };
}

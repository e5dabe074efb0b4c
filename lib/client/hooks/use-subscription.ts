"use client";

import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiClientError } from "@/lib/client/api";
import { STORAGE_KEYS } from "@/lib/client/storage";
import { useLocalSignIn, useStoredToken } from "@/lib/client/hooks/use-local-session";
import { PLANS, type FeatureFlags, type PlanId } from "@/lib/billing/plans";
import type { CurrentSubscription as ServerSubscription } from "@/lib/billing/subscription";

/**
 * GET /api/subscriptions/current (spec §3 Subscription): the server's shape; plan, status and period end
 * always, the rest as far as the answer (or a signed-out local session) carries it.
 */
export type CurrentSubscription = Pick<ServerSubscription, "plan" | "status" | "periodEnd"> & Partial<Omit<ServerSubscription, "plan" | "status" | "periodEnd" | "features">> & { features?: Partial<FeatureFlags> };

export const SUBSCRIPTION_QUERY_KEY = ["subscription", "current"] as const;
/** Slot display falls back to 10 when the subscription limit is unknown (spec §9). */
export const FALLBACK_COMPETITOR_LIMIT = 10;

/** A 401 clears the local state without an error (spec §4): the query resolves to null. */
async function fetchSubscription(): Promise<CurrentSubscription | null> {
  try {
    return await api<CurrentSubscription>("/api/subscriptions/current");
  } catch (err) {
    if (err instanceof ApiClientError && err.status === 401) return null;
    throw err;
  }
}

/**
 * The current subscription with the default cache times (fresh 5 min, kept 30 min). A token change in
 * another tab refetches it, and a removed token clears it.
 */
export function useSubscription() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEYS.authToken && e.key !== null) return;
      if (!localStorage.getItem(STORAGE_KEYS.authToken)) queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, null);
      else void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [queryClient]);
  return useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: fetchSubscription });
}

/**
 * The pricing page's view of the subscription: only when signed in locally, keyed by the stored token
 * (a sign-in or sign-out in another tab refetches or clears it), no retries.
 */
export function usePricingPageSubscription() {
  const signedIn = useLocalSignIn();
  const token = useStoredToken();
  const subscription = useQuery({ queryKey: ["pricing-page", "subscription", token], enabled: signedIn, retry: false, queryFn: fetchSubscription });
  const sub = signedIn ? (subscription.data ?? null) : null;
  return {
    signedIn,
    sub,
    currentPlan: sub && sub.plan in PLANS ? (sub.plan as PlanId) : null,
    trial: sub?.isTrial === true || sub?.status === "trialing",
    loading: signedIn && subscription.isLoading,
    loadError: signedIn && subscription.isError ? subscription.error.message || "Failed to load subscription" : null,
  };
}

export interface SlotUsage { current: number; limit: number; unlimited: boolean }

/** 'current/limit competitors' for the top bar; the limit falls back to 10 when unknown. */
export function slotUsage(sub: CurrentSubscription | null | undefined): SlotUsage {
  const current = sub?.limits?.competitors.current ?? sub?.usage?.competitors ?? 0;
  const rawLimit = sub?.limits?.competitors.limit ?? sub?.usage?.limit;
  const limit = typeof rawLimit === "number" && Number.isFinite(rawLimit) ? rawLimit : FALLBACK_COMPETITOR_LIMIT;
  return { current, limit, unlimited: limit < 0 };
}

/** The trial plan (spec §6 shows Upgrade Plan only there): a trialing status or days left in a trial. */
export function isTrial(sub: CurrentSubscription | null | undefined): boolean {
  if (!sub) return false;
  if (typeof sub.isTrial === "boolean") return sub.isTrial;
  return sub.status === "trialing" || (sub.daysLeftInTrial ?? 0) > 0;
}

const CONFIRM_ATTEMPTS = 8;
const CONFIRM_INTERVAL_MS = 1500;

const isPaid = (s: ServerSubscription | null) => Boolean(s && s.plan !== "free" && !s.isTrial);

/**
 * After a checkout: refreshes the subscription (8 tries, 1.5 s apart) until the payment is confirmed,
 * since webhooks can lag a few seconds. `done` once confirmed or out of tries; `sub` is the last answer.
 */
export function useConfirmedSubscription(enabled: boolean) {
  const queryClient = useQueryClient();
  const [sub, setSub] = useState<ServerSubscription | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    void (async () => {
      let last: ServerSubscription | null = null;
      for (let i = 0; i < CONFIRM_ATTEMPTS && !stopped; i++) {
        try {
          last = await api<ServerSubscription>("/api/subscriptions/current");
          queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, last);
          if (isPaid(last)) break;
        } catch {
          /* retried below; the welcome shows whatever was confirmed */
        }
        if (i < CONFIRM_ATTEMPTS - 1) await new Promise((r) => setTimeout(r, CONFIRM_INTERVAL_MS));
      }
      if (stopped) return;
      setSub(last);
      setDone(true);
    })();
    return () => {
      stopped = true;
    };
  }, [enabled, queryClient]);

  return { sub, done, confirmed: isPaid(sub) };
}

"use client";

import { useEffect, useMemo } from "react";
import { useRouter } from "next/navigation";
import { clearExpiredSignIn, evaluateGuard } from "./route-guard";
import { useHydrated } from "./use-hydrated";

export type GuardState = "checking" | "allowed";

/**
 * Runs the spec §4 guard once when the dashboard mounts (not on every navigation inside it).
 * Until it allows, the caller renders a neutral loading state, on the server and in the browser alike.
 */
export function useRouteGuard(): GuardState {
  const router = useRouter();
  const hydrated = useHydrated();
  const verdict = useMemo(() => (hydrated ? evaluateGuard(window.localStorage) : null), [hydrated]);
  useEffect(() => {
    if (verdict === null || verdict === "allow") return;
    if (verdict === "expired") clearExpiredSignIn(window.localStorage);
    router.replace("/login");
  }, [verdict, router]);
  return verdict === "allow" ? "allowed" : "checking";
}

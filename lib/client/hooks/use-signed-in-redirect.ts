"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { evaluateGuard } from "@/lib/client/hooks/route-guard";

/**
 * A signed-in visitor of /login or /signup goes on to `next` (default /dashboard) instead of seeing
 * the form again. Both gates of the dashboard must pass: the stored token (its client guard) and the
 * session cookie (proxy.ts), confirmed with the server by the cookie alone, so a revoked or missing
 * session stays on the form and can never bounce between the dashboard and the login page.
 */
export function useSignedInRedirect(next = "/dashboard") {
  const router = useRouter();
  useEffect(() => {
    if (evaluateGuard(window.localStorage) !== "allow") return;
    let cancelled = false;
    fetch("/api/user/me", { credentials: "include" })
      .then((res) => {
        if (res.ok && !cancelled) router.replace(next);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [next, router]);
}

"use client";

import { useCallback } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, ApiClientError } from "@/lib/client/api";
import { CURRENT_USER_QUERY_KEY, useCurrentUser } from "./use-current-user";
import { PROFILE_QUERY_KEY } from "./use-profile";

/**
 * Whether the signed-in user's address is verified, from the server's copy (never the stored
 * placeholder, so a verified user never sees the banner flash): true, false, or null while unknown.
 */
export function useEmailVerified(): { verified: boolean | null; email: string | null; failed: boolean; retry: () => void } {
  const { data, isPlaceholderData, isError, refetch } = useCurrentUser();
  const retry = () => void refetch();
  if (!data || isPlaceholderData || typeof data.emailVerified !== "boolean") return { verified: null, email: data?.email ?? null, failed: isError, retry };
  return { verified: data.emailVerified, email: data.email, failed: false, retry };
}

/** POST /api/auth/verify-email/resend; a 409 (already verified) refreshes the user so the banner goes. */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ sent: boolean; email: string; message: string }>("/api/auth/verify-email/resend", { method: "POST" }),
    onError: (err) => {
      if (err instanceof ApiClientError && err.status === 409) {
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      }
    },
  });
}

export type EmailConfirmation = { ok: true; email: string } | { ok: false; body: unknown };

/**
 * POST /api/auth/verify-email with the link's token (signed in or not, so no stored token is sent).
 * On success the user and the profile are refetched: the dashboard banner must not show from a cached copy.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string): Promise<EmailConfirmation> => {
      const res = await fetch("/api/auth/verify-email", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
      const body = (await res.json().catch(() => null)) as { data?: { email?: string } } | null;
      if (!res.ok) return { ok: false, body };
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
      return { ok: true, email: body?.data?.email ?? "" };
    },
    [queryClient],
  );
}

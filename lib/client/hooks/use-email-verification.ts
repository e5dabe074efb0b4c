"use client";

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

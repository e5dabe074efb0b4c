"use client";

import { useCallback } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/client/api";
import { STORAGE_KEYS, storeSignIn, storedUser, type StoredUser } from "@/lib/client/storage";
import type { changePasswordForm } from "@/lib/auth/form-schemas";
import type { Profile, ProfileUpdate } from "@/lib/users/schemas";
import { CURRENT_USER_QUERY_KEY } from "./use-current-user";

export const PROFILE_QUERY_KEY = ["user", "profile"] as const;
/** Spec §9: the profile is fresh for 5 minutes. */
export const PROFILE_STALE_MS = 5 * 60_000;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => api<Profile>("/api/user/profile"),
    staleTime: PROFILE_STALE_MS,
  });
}

/** PUT /api/user/profile with exactly one field; keeps the profile, user and stored user in step. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api<Profile>("/api/user/profile", { method: "PUT", json: update }),
    onSuccess: (profile, update) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      if (update.name !== undefined) {
        const stored = storedUser();
        if (stored) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...stored, name: profile.name }));
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      }
    },
  });
}

interface PasswordChange { user: StoredUser; tokens: { accessToken: string; refreshToken: string } }

/**
 * POST /api/user/password. The old tokens stop working with the change, so this browser stays
 * signed in with the new ones (stored, and the cached user replaced).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: z.output<typeof changePasswordForm>) => {
      const result = await api<PasswordChange>("/api/user/password", { method: "POST", json: body });
      storeSignIn({ tokens: result.tokens, user: result.user });
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, result.user);
    },
    [queryClient],
  );
}

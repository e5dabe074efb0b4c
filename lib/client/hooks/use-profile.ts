"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { STORAGE_KEYS, storedUser } from "@/lib/client/storage";
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

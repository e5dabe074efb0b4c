"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { STORAGE_KEYS, storedUser, type StoredUser } from "@/lib/client/storage";

export const CURRENT_USER_QUERY_KEY = ["user", "me"] as const;
/** Spec §9: user data is fresh for 10 minutes. */
export const USER_STALE_MS = 10 * 60_000;

async function fetchCurrentUser(): Promise<StoredUser> {
  const user = await api<StoredUser>("/api/user/me");
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  return user;
}

/** The signed-in user; shows the stored copy at once while the server copy loads. Browser-only. */
export function useCurrentUser() {
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    staleTime: USER_STALE_MS,
    placeholderData: () => storedUser() ?? undefined,
  });
}

/** Up to two initials from a name, falling back to the e-mail's first letter. */
export function initialsOf(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return (words[0][0] + words[words.length - 1][0]).toUpperCase();
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (email?.trim()[0] ?? "?").toUpperCase();
}

"use client";

import { useState, useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/client/api";
import { clearSignIn } from "@/lib/client/hooks/route-guard";
import { STORAGE_KEYS, isSignedInLocally } from "@/lib/client/storage";

/**
 * The marketing pages' view of "signed in" (spec §4): an auth_token or api_key in local storage.
 * Follows other tabs through the `storage` event and this tab through AUTH_CHANGED_EVENT.
 */
export const AUTH_CHANGED_EVENT = "rivalscope:auth-changed";

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEYS.authToken || e.key === STORAGE_KEYS.apiKey) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(AUTH_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(AUTH_CHANGED_EVENT, onChange);
  };
}

function readSignedIn(): boolean {
  try {
    return isSignedInLocally();
  } catch {
    return false;
  }
}

/** The server (and the first client render) sees a signed-out visitor; the stored state follows. */
export function useLocalSignIn(): boolean {
  return useSyncExternalStore(subscribe, readSignedIn, () => false);
}

/** The stored token, so a sign-in in another tab can refetch user data. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      try {
        return localStorage.getItem(STORAGE_KEYS.authToken) ?? localStorage.getItem(STORAGE_KEYS.apiKey);
      } catch {
        return null;
      }
    },
    () => null,
  );
}

/** Sign Out of the top navigation: ends the server session, clears all local storage, goes to /. */
export async function signOutAndClear(): Promise<void> {
  const token = localStorage.getItem(STORAGE_KEYS.authToken);
  try {
    await fetch("/api/auth/signout", {
      method: "POST",
      credentials: "include",
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    // Signing out locally must work even when the server cannot be reached.
  }
  localStorage.clear();
  window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
}

/**
 * Sign out of the dashboard's avatar menu: ends the server session, clears the stored token and demo
 * e-mail, empties the query cache and goes to /login.
 */
export function useDashboardSignOut() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await api("/api/auth/signout", { method: "POST" });
    } catch {
      // The local sign-out must work even when the server cannot be reached.
    }
    clearSignIn(localStorage);
    window.dispatchEvent(new Event(AUTH_CHANGED_EVENT));
    queryClient.clear();
    router.replace("/login");
  };

  return { signOut, signingOut };
}

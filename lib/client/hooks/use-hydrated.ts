"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False during the server render and hydration, true afterwards: gates reads of browser-only state. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

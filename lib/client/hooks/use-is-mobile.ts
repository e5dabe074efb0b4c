"use client";

import { useSyncExternalStore } from "react";

/** Compact layout under 768 px width (spec §9). */
const QUERY = "(max-width: 767px)";

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener("change", onChange);
  return () => mql.removeEventListener("change", onChange);
}

/** True under 768 px; false on the server (the dashboard renders only after hydration anyway). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}

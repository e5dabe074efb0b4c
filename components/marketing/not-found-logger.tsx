"use client";

import { useEffect } from "react";
import { usePathname } from "next/navigation";

/** Logs the unknown route a visitor reached (spec §8: an unknown route is logged). */
export function NotFoundLogger() {
  const pathname = usePathname();
  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return null;
}

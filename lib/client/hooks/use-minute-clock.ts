"use client";

import { useEffect, useState } from "react";

/** The current time, refreshed every minute (for 'Nm ago' texts). */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

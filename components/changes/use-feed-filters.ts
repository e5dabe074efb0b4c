"use client";

import { useMemo, useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { ChangeFilters } from "@/lib/changes/schemas";
import { filtersFromParams, filtersToSearch } from "@/lib/client/change-filters";

/**
 * The feed's filters, kept in the URL. They apply at once; the URL follows. A URL change we did not
 * make (a link, back/forward) replaces them; the echoes of our own replaces are ignored, so quick
 * changes never undo each other.
 */
export function useFeedFilters() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const fromUrl = useMemo(() => filtersFromParams(params), [params]);
  const urlKey = filtersToSearch(fromUrl);

  const [filters, setLocalFilters] = useState<ChangeFilters>(fromUrl);
  const [seenKey, setSeenKey] = useState(urlKey);
  const [pushed, setPushed] = useState<string[]>([]);
  if (urlKey !== seenKey) {
    setSeenKey(urlKey);
    const echo = pushed.indexOf(urlKey);
    if (echo === -1) setLocalFilters(fromUrl);
    else setPushed(pushed.slice(echo + 1));
  }

  const setFilters = (next: ChangeFilters) => {
    const q = filtersToSearch(next);
    setLocalFilters(next);
    setPushed((list) => [...list.slice(-19), q]);
    router.replace(q ? `${pathname}?${q}` : pathname, { scroll: false });
  };

  return { filters, setFilters };
}

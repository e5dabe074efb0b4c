"use client";

import { useEffect, useRef, useState } from "react";
import type { ChangeFilters } from "@/lib/changes/schemas";

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The feed's search box text: applied 300 ms after typing stops, or at once with Enter (`submit`).
 * A search change from outside (a link, Clear filters) replaces the typed text; our own does not.
 */
export function useSearchText(filters: ChangeFilters, onChange: (next: ChangeFilters) => void) {
  const [text, setText] = useState(filters.search ?? "");
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });

  const external = filters.search ?? "";
  const [seen, setSeen] = useState(external);
  const [pushed, setPushed] = useState<string | null>(null);
  if (external !== seen) {
    setSeen(external);
    if (external !== pushed) setText(external);
  }

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === (latest.current.filters.search ?? "")) return;
    const t = setTimeout(() => {
      setPushed(trimmed);
      latest.current.onChange({ ...latest.current.filters, search: trimmed || undefined });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);

  const submit = () => {
    setPushed(text.trim());
    onChange({ ...filters, search: text.trim() || undefined });
  };

  return { text, setText, submit };
}

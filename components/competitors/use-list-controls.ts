"use client";

import { useMemo, useState } from "react";
import type { Competitor } from "@/lib/client/hooks/use-competitors";
import type { ViewMode } from "./competitors-toolbar";
import { PAGE_SIZE, filterCompetitors, isFiltered, splitBaseline, type StatusFilter } from "./display-rules";

/**
 * The list screen's controls: search, status filter, grid/list view, the mobile search toggle, how
 * many are shown (back to one page when a filter changes) and the busy flag of Pause/Resume all.
 */
export function useListControls(all: Competitor[]) {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [view, setView] = useState<ViewMode>("grid");
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [searchOpen, setSearchOpen] = useState(false);
  const [bulkBusy, setBulkBusy] = useState(false);

  const filtered = useMemo(() => filterCompetitors(all, search, status), [all, search, status]);
  const shown = useMemo(() => splitBaseline(filtered), [filtered]);

  const changeSearch = (s: string) => {
    setSearch(s);
    setVisible(PAGE_SIZE);
  };
  const changeStatus = (s: StatusFilter) => {
    setStatus(s);
    setVisible(PAGE_SIZE);
  };
  const loadMore = () => setVisible((v) => v + PAGE_SIZE);
  const bulk = async (fn: (list: Competitor[]) => Promise<void>) => {
    setBulkBusy(true);
    await fn(all);
    setBulkBusy(false);
  };

  return {
    search,
    status,
    view,
    visible,
    searchOpen,
    bulkBusy,
    filtered,
    shown,
    filterOn: isFiltered(search, status),
    changeSearch,
    changeStatus,
    setView,
    setSearchOpen,
    loadMore,
    bulk,
  };
}

export type ListControls = ReturnType<typeof useListControls>;

"use client";

import { Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ChangeFilters, Importance } from "@/lib/changes/schemas";
import { TYPE_FILTER_OPTIONS, TYPE_LINK_LABELS } from "./change-meta";
import { GROUP_TITLES, type GroupKey } from "./notification-groups";
import { isFiltered } from "@/lib/client/change-filters";
import { useSearchText } from "./use-search-text";

const ALL = "all";

interface Props {
  filters: ChangeFilters;
  onChange: (next: ChangeFilters) => void;
  competitors: { id: string; name: string }[];
}

function FilterSelect({ label, value, onValueChange, options, testId }: { label: string; value: string; onValueChange: (v: string) => void; options: { value: string; label: string }[]; testId: string }) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger aria-label={label} className="w-full min-w-0" data-testid={testId}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function typeOptions(current: string | undefined) {
  const options: { value: string; label: string }[] = [{ value: ALL, label: "All types" }, ...TYPE_FILTER_OPTIONS];
  if (current && !options.some((o) => o.value === current)) {
    options.push({ value: current, label: TYPE_LINK_LABELS[current] ?? GROUP_TITLES[current as GroupKey] ?? current });
  }
  return options;
}

/** Search text, competitor, type, priority and read status. The search waits 300 ms after typing. */
export function FeedFilters({ filters, onChange, competitors }: Props) {
  const { text, setText, submit } = useSearchText(filters, onChange);
  const set = (patch: Partial<ChangeFilters>) => onChange({ ...filters, ...patch });
  const competitorOptions = [{ value: ALL, label: "All competitors" }, ...competitors.map((c) => ({ value: c.id, label: c.name }))];
  if (filters.competitorId && !competitors.some((c) => c.id === filters.competitorId)) {
    competitorOptions.push({ value: filters.competitorId, label: "Selected competitor" });
  }

  return (
    <div className="flex flex-col gap-3" role="search" aria-label="Filter changes">
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") submit();
          }}
          placeholder="Search changes or competitors..."
          aria-label="Search changes"
          className="pl-9"
          maxLength={200}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
        <FilterSelect
          label="Competitor"
          testId="filter-competitor"
          value={filters.competitorId ?? ALL}
          onValueChange={(v) => set({ competitorId: v === ALL ? undefined : v })}
          options={competitorOptions}
        />
        <FilterSelect
          label="Type"
          testId="filter-type"
          value={filters.type ?? ALL}
          onValueChange={(v) => set({ type: v === ALL ? undefined : v })}
          options={typeOptions(filters.type)}
        />
        <FilterSelect
          label="Priority"
          testId="filter-priority"
          value={filters.importance ?? ALL}
          onValueChange={(v) => set({ importance: v === ALL ? undefined : (v as Importance) })}
          options={[
            { value: ALL, label: "All priorities" },
            { value: "high", label: "High" },
            { value: "medium", label: "Medium" },
            { value: "low", label: "Low" },
          ]}
        />
        <FilterSelect
          label="Read status"
          testId="filter-read"
          value={filters.isRead ?? ALL}
          onValueChange={(v) => set({ isRead: v === ALL ? undefined : (v as "true" | "false") })}
          options={[
            { value: ALL, label: "All changes" },
            { value: "false", label: "Unread" },
            { value: "true", label: "Read" },
          ]}
        />
        {isFiltered(filters) ? (
          <Button variant="ghost" className="col-span-2 lg:col-span-1" onClick={() => onChange({})}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}

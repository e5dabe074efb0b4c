"use client";

import Link from "next/link";
import { Download, LayoutGrid, List, MoreHorizontal, Pause, Play, Search, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";
import { STATUS_FILTERS, slotPercent, slotText, type StatusFilter } from "./display-rules";

export type ViewMode = "grid" | "list";

export interface FilterProps {
  search: string;
  onSearch: (s: string) => void;
  status: StatusFilter;
  onStatus: (s: StatusFilter) => void;
}

export interface SlotProps {
  used: number;
  limit: number;
}

/** Slot usage with a progress bar; warns at the limit with an upgrade link. */
export function SlotUsageCard({ used, limit }: SlotProps) {
  const unlimited = limit < 0;
  const full = !unlimited && used >= limit;
  const pct = slotPercent(used, limit);
  return (
    <Card className="gap-2 px-4 py-3" data-testid="slot-usage">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium">Competitor slots</span>
        <span className="tabular-nums text-muted-foreground">{slotText(used, limit)} used</span>
      </div>
      {unlimited ? null : (
        <Progress value={pct} aria-label="Competitor slots used" indicatorClassName={full ? "bg-destructive" : pct >= 80 ? "bg-warning" : undefined} />
      )}
      <p className="text-xs text-muted-foreground">
        {unlimited ? (
          "Unlimited competitors on your plan"
        ) : full ? (
          <>
            All slots are in use.{" "}
            <Link href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
              Upgrade to add more
            </Link>
          </>
        ) : (
          `${limit - used} slot${limit - used === 1 ? "" : "s"} left`
        )}
      </p>
    </Card>
  );
}

export function SearchBox({ value, onChange, className, autoFocus }: { value: string; onChange: (v: string) => void; className?: string; autoFocus?: boolean }) {
  return (
    <div className={cn("relative", className)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Search competitors..."
        aria-label="Search competitors"
        className="pr-8 pl-8 [&::-webkit-search-cancel-button]:hidden"
        autoFocus={autoFocus}
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange("")}
          aria-label="Clear search"
          className="absolute top-1/2 right-1.5 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </div>
  );
}

interface DesktopToolbarProps extends FilterProps {
  view: ViewMode;
  onView: (v: ViewMode) => void;
  onExport: () => void;
  onPauseAll: () => void;
  onResumeAll: () => void;
  bulkBusy: boolean;
}

/** Search, status filter (All Status / Active / Paused / Error), grid/list toggle and the list menu. */
export function DesktopToolbar({ search, onSearch, status, onStatus, view, onView, onExport, onPauseAll, onResumeAll, bulkBusy }: DesktopToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="competitors-toolbar">
      <SearchBox value={search} onChange={onSearch} className="min-w-56 flex-1" />
      <Select value={status} onValueChange={(v) => onStatus(v as StatusFilter)}>
        <SelectTrigger className="w-36" aria-label="Filter by status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STATUS_FILTERS.map((f) => (
            <SelectItem key={f.value} value={f.value}>
              {f.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div role="group" aria-label="Layout" className="inline-flex rounded-md border bg-background p-0.5 shadow-xs">
        {(
          [
            ["grid", LayoutGrid, "Grid view"],
            ["list", List, "List view"],
          ] as const
        ).map(([mode, Icon, label]) => (
          <Button key={mode} variant="ghost" size="icon" aria-label={label} aria-pressed={view === mode} onClick={() => onView(mode)} className={cn("size-8", view === mode && "bg-accent text-accent-foreground")}>
            <Icon aria-hidden="true" />
          </Button>
        ))}
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="icon" aria-label="More list actions" loading={bulkBusy}>
            {bulkBusy ? null : <MoreHorizontal aria-hidden="true" />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-44">
          <DropdownMenuItem onSelect={onExport}>
            <Download aria-hidden="true" /> Export List
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onPauseAll}>
            <Pause aria-hidden="true" /> Pause All
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onResumeAll}>
            <Play aria-hidden="true" /> Resume All
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

const QUICK_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "active", label: "Active" },
  { value: "paused", label: "Paused" },
];

/** Mobile: slot counter, a search that opens on demand, and All / Active / Paused quick filters. */
export function MobileToolbar({ search, onSearch, status, onStatus, used, limit, searchOpen, onSearchOpen }: FilterProps & SlotProps & { searchOpen: boolean; onSearchOpen: (open: boolean) => void }) {
  return (
    <div className="flex flex-col gap-3" data-testid="competitors-toolbar">
      <div className="flex items-center gap-2">
        <span className="shrink-0 rounded-md border bg-card px-2 py-1 text-xs font-medium tabular-nums" data-testid="slot-counter" aria-label={`${slotText(used, limit)} competitor slots used`}>
          {used}/{limit < 0 ? "∞" : limit} slots
        </span>
        <div role="group" aria-label="Quick filters" className="flex flex-1 gap-1 overflow-x-auto">
          {QUICK_FILTERS.map((f) => (
            <Button key={f.value} variant={status === f.value ? "default" : "outline"} size="sm" className="shrink-0 rounded-full px-3" aria-pressed={status === f.value} onClick={() => onStatus(f.value)}>
              {f.label}
            </Button>
          ))}
        </div>
        <Button
          variant={searchOpen ? "secondary" : "ghost"}
          size="icon"
          aria-label={searchOpen ? "Close search" : "Search"}
          aria-expanded={searchOpen}
          onClick={() => {
            if (searchOpen) onSearch("");
            onSearchOpen(!searchOpen);
          }}
        >
          {searchOpen ? <X aria-hidden="true" /> : <Search aria-hidden="true" />}
        </Button>
      </div>
      {searchOpen ? <SearchBox value={search} onChange={onSearch} autoFocus /> : null}
    </div>
  );
}

"use client";

import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { Billing } from "@/lib/compare/matrix";
import type { useTeamSize } from "./use-team-size";

const selectClass = "h-9 rounded-md border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

interface ControlsProps {
  team: ReturnType<typeof useTeamSize>;
  billing: Billing;
  onBilling: (b: Billing) => void;
  category: string | null;
  onCategory: (c: string | null) => void;
  categories: string[];
  canExport: boolean;
  onExport: () => void;
  updating: boolean;
}

/** Team size, billing period, category, Export CSV and the updating spinner; then the team size error. */
export function CompareControls({ team, billing, onBilling, category, onCategory, categories, canExport, onExport, updating }: ControlsProps) {
  const { seatsText, seatsError, onSeats } = team;
  return (
    <>
      <div className="flex flex-wrap items-end gap-3" data-testid="compare-controls">
        <div className="flex flex-col gap-1">
          <label htmlFor="compare-seats" className="text-sm font-medium">Team size</label>
          <Input id="compare-seats" inputMode="numeric" className="h-9 w-28" value={seatsText} onChange={(e) => onSeats(e.target.value)} aria-invalid={Boolean(seatsError)} aria-describedby={seatsError ? "compare-seats-error" : undefined} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="compare-billing" className="text-sm font-medium">Billing</label>
          <select id="compare-billing" className={selectClass} value={billing} onChange={(e) => onBilling(e.target.value === "year" ? "year" : "month")}>
            <option value="month">Billed monthly</option>
            <option value="year">Billed annually</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="compare-category" className="text-sm font-medium">Category</label>
          <select id="compare-category" className={`${selectClass} max-w-56`} value={category ?? ""} onChange={(e) => onCategory(e.target.value || null)}>
            <option value="">All categories</option>
            {categories.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>
        </div>
        <Button variant="outline" className="h-9" onClick={onExport} disabled={!canExport}>
          <Download aria-hidden="true" /> Export CSV
        </Button>
        {updating ? <Spinner className="size-4 text-muted-foreground" label="Updating" /> : null}
      </div>
      {seatsError ? <p id="compare-seats-error" role="alert" className="-mt-3 text-sm text-destructive">{seatsError}</p> : null}
    </>
  );
}

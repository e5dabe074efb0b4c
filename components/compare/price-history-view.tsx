"use client";

import { ChartLine, Table2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PriceHistory } from "@/lib/compare/price-history";
import { cn } from "@/lib/utils";
import { PriceHistoryChart } from "./price-history-chart";
import { PriceHistoryTable } from "./price-history-table";
import { longDate, quantities, type Quantity } from "./price-history-rules";

export type HistoryView = "chart" | "table";

const MARKER_WORD = { price: "Price change", renamed: "Renamed", added: "Plan added", removed: "Plan removed" } as const;

interface ControlsProps {
  h: PriceHistory;
  view: HistoryView;
  onView: (v: HistoryView) => void;
  groups: Quantity[];
  q: Quantity;
  onPick: (key: string) => void;
}

/** Chart or Table, the currency/period picker when there are several, and the span of the scans. */
function HistoryControls({ h, view, onView, groups, q, onPick }: ControlsProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Show as" className="inline-flex rounded-md border p-0.5">
        {(["chart", "table"] as const).map((v) => (
          <Button key={v} type="button" size="sm" variant="ghost" aria-pressed={view === v} className={cn("h-7", view === v && "bg-accent text-accent-foreground")} onClick={() => onView(v)}>
            {v === "chart" ? <ChartLine aria-hidden="true" /> : <Table2 aria-hidden="true" />} {v === "chart" ? "Chart" : "Table"}
          </Button>
        ))}
      </div>
      {view === "chart" && groups.length > 1 ? (
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Prices in</span>
          <select className="h-8 rounded-md border bg-background px-2 text-sm" value={q.key} onChange={(e) => onPick(e.target.value)}>
            {groups.map((g) => (
              <option key={g.key} value={g.key}>{g.label}</option>
            ))}
          </select>
        </label>
      ) : null}
      <p className="text-xs text-muted-foreground sm:ml-auto">{h.scans.length} scans, {longDate(h.scans[0].date)} to {longDate(h.scans.at(-1)!.date)}</p>
    </div>
  );
}

/** 'Pricing changes': the price moves, renames, new and removed plans, newest first. */
function PricingChanges({ markers }: { markers: PriceHistory["markers"] }) {
  return (
    <div>
      <h3 className="text-sm font-medium">Pricing changes</h3>
      {markers.length ? (
        <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid="price-history-markers">
          {[...markers].reverse().map((m) => (
            <li key={`${m.snapshotId}-${m.planId}-${m.kind}`} className="flex flex-wrap gap-x-2">
              <span className="tabular-nums text-muted-foreground">{longDate(m.date)}</span>
              <span className="font-medium">{MARKER_WORD[m.kind]}:</span>
              <span>{m.label}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">No price moved and no plan changed over these scans.</p>
      )}
    </div>
  );
}

interface ViewProps {
  h: PriceHistory;
  view: HistoryView;
  onView: (v: HistoryView) => void;
  picked: string | null;
  onPick: (key: string) => void;
}

/** The loaded price history: why it is empty (fewer than two scans, no public price), or the chart/table and the changes. */
export function PriceHistoryView({ h, view, onView, picked, onPick }: ViewProps) {
  const groups = quantities(h);
  const q = groups.find((g) => g.key === picked) ?? groups[0];
  if (h.scans.length < 2 || !q) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="price-history-empty">
        {h.scans.length < 2
          ? `The price history starts with the second scan: ${h.scans.length === 0 ? "no scan yet" : "one scan so far"}. Each later scan adds a point per plan.`
          : "No plan with a public price has been found on this competitor's pricing page yet."}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <HistoryControls h={h} view={view} onView={onView} groups={groups} q={q} onPick={onPick} />
      {view === "chart" ? (
        <>
          <p className="sr-only">A chart of {q.series.map((s) => s.name).join(", ")} in {q.label}. Choose Table for every price at every scan.</p>
          <PriceHistoryChart history={h} quantity={q} />
        </>
      ) : (
        <PriceHistoryTable history={h} />
      )}
      <PricingChanges markers={h.markers} />
    </div>
  );
}

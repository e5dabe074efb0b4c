"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ChartLine, Download, Table2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CollapsibleCard } from "@/components/ui/collapsible-card";
import { Spinner } from "@/components/ui/spinner";
import { downloadCsv, usePriceHistory } from "@/lib/client/hooks/use-compare";
import { cn } from "@/lib/utils";
import { PriceHistoryChart } from "./price-history-chart";
import { PriceHistoryTable } from "./price-history-table";
import { longDate, quantities } from "./price-history-rules";

const MARKER_WORD = { price: "Price change", renamed: "Renamed", added: "Plan added", removed: "Plan removed" } as const;

/** Price history on the competitor detail page: a chart (or a table) of every plan's price over the scans. */
export function PriceHistoryCard({ competitorId }: { competitorId: string }) {
  const history = usePriceHistory(competitorId);
  const [view, setView] = useState<"chart" | "table">("chart");
  const [picked, setPicked] = useState<string | null>(null);

  const exportCsv = async () => {
    try {
      toast.success("Price history exported to CSV", { description: await downloadCsv(`/api/competitors/${competitorId}/price-history?format=csv`, "price-history.csv") });
    } catch (err) {
      toast.error("Failed to export the price history", { description: err instanceof Error ? err.message : undefined });
    }
  };

  let body: React.ReactNode;
  if (history.isPending) {
    body = <Spinner className="mx-auto size-5 text-muted-foreground" label="Loading the price history" />;
  } else if (history.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        Failed to load the price history: {history.error instanceof Error ? history.error.message : "unknown error"}
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>Try again</Button>
      </div>
    );
  } else {
    const h = history.data;
    const groups = quantities(h);
    const q = groups.find((g) => g.key === picked) ?? groups[0];
    if (h.scans.length < 2 || !q) {
      body = (
        <p className="text-sm text-muted-foreground" data-testid="price-history-empty">
          {h.scans.length < 2
            ? `The price history starts with the second scan: ${h.scans.length === 0 ? "no scan yet" : "one scan so far"}. Each later scan adds a point per plan.`
            : "No plan with a public price has been found on this competitor's pricing page yet."}
        </p>
      );
    } else {
      const markers = h.markers;
      body = (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <div role="group" aria-label="Show as" className="inline-flex rounded-md border p-0.5">
              {(["chart", "table"] as const).map((v) => (
                <Button key={v} type="button" size="sm" variant="ghost" aria-pressed={view === v} className={cn("h-7", view === v && "bg-accent text-accent-foreground")} onClick={() => setView(v)}>
                  {v === "chart" ? <ChartLine aria-hidden="true" /> : <Table2 aria-hidden="true" />} {v === "chart" ? "Chart" : "Table"}
                </Button>
              ))}
            </div>
            {view === "chart" && groups.length > 1 ? (
              <label className="flex items-center gap-2 text-sm">
                <span className="text-muted-foreground">Prices in</span>
                <select className="h-8 rounded-md border bg-background px-2 text-sm" value={q.key} onChange={(e) => setPicked(e.target.value)}>
                  {groups.map((g) => (
                    <option key={g.key} value={g.key}>{g.label}</option>
                  ))}
                </select>
              </label>
            ) : null}
            <p className="text-xs text-muted-foreground sm:ml-auto">{h.scans.length} scans, {longDate(h.scans[0].date)} to {longDate(h.scans.at(-1)!.date)}</p>
          </div>
          {view === "chart" ? (
            <>
              <p className="sr-only">A chart of {q.series.map((s) => s.name).join(", ")} in {q.label}. Choose Table for every price at every scan.</p>
              <PriceHistoryChart history={h} quantity={q} />
            </>
          ) : (
            <PriceHistoryTable history={h} />
          )}
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
        </div>
      );
    }
  }

  return (
    <CollapsibleCard
      title={<><ChartLine aria-hidden="true" className="size-4" /> Price History</>}
      description="Every plan's price at each scan; a ringed dot marks a price change, rename or new plan."
      action={history.data && history.data.scans.length > 0 ? (
        <Button variant="outline" size="sm" onClick={() => void exportCsv()}>
          <Download aria-hidden="true" /> CSV
        </Button>
      ) : undefined}
      data-testid="price-history"
    >
      {body}
    </CollapsibleCard>
  );
}

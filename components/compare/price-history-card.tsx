"use client";

import { useState } from "react";
import { toast } from "sonner";
import { ChartLine, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CollapsibleCard } from "@/components/ui/collapsible-card";
import { Spinner } from "@/components/ui/spinner";
import { downloadCsv, usePriceHistory } from "@/lib/client/hooks/use-compare";
import { PriceHistoryView, type HistoryView } from "./price-history-view";

/** Price history on the competitor detail page: a chart (or a table) of every plan's price over the scans. */
export function PriceHistoryCard({ competitorId }: { competitorId: string }) {
  const history = usePriceHistory(competitorId);
  const [view, setView] = useState<HistoryView>("chart");
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
    body = <PriceHistoryView h={history.data} view={view} onView={setView} picked={picked} onPick={setPicked} />;
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

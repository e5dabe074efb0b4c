"use client";

import { useState } from "react";
import Link from "next/link";
import { toast } from "sonner";
import { AlertTriangle, Download, Target } from "lucide-react";
import { PageHeader } from "@/components/dashboard-shell/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { downloadCsv, matrixSearch, useCompareMatrix } from "@/lib/client/hooks/use-compare";
import type { Billing } from "@/lib/compare/matrix";
import { MAX_TEAM_SEATS } from "@/lib/compare/schemas";
import { MatrixTable } from "./matrix-table";

const selectClass = "h-9 rounded-md border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** /dashboard/compare: our product and every competitor side by side. */
export function CompareView() {
  const [seatsText, setSeatsText] = useState("5");
  const [seats, setSeats] = useState(5);
  const [billing, setBilling] = useState<Billing>("month");
  const [category, setCategory] = useState<string | null>(null);
  const matrix = useCompareMatrix({ seats, billing, category });
  const n = Number(seatsText);
  const seatsError = /^\d+$/.test(seatsText.trim()) && n >= 1 && n <= MAX_TEAM_SEATS ? null : `Enter a team size from 1 to ${MAX_TEAM_SEATS.toLocaleString()}.`;

  const onSeats = (v: string) => {
    setSeatsText(v);
    const k = Number(v);
    if (/^\d+$/.test(v.trim()) && k >= 1 && k <= MAX_TEAM_SEATS) setSeats(k);
  };
  const exportCsv = async () => {
    try {
      toast.success("Comparison exported to CSV", { description: await downloadCsv(`/api/compare?${matrixSearch({ seats, billing, category })}&format=csv`, "rivalscope-comparison.csv") });
    } catch (err) {
      toast.error("Failed to export the comparison", { description: err instanceof Error ? err.message : undefined });
    }
  };

  const m = matrix.data;
  let body: React.ReactNode;
  if (matrix.isPending) {
    body = (
      <div className="flex flex-col items-center gap-3 py-20 text-muted-foreground" data-testid="compare-loading">
        <Spinner className="size-6" label="Loading the comparison" />
        <p className="text-sm">Loading the comparison...</p>
      </div>
    );
  } else if (matrix.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center" data-testid="compare-error">
        <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
        <p className="text-sm">Failed to load the comparison: {matrix.error instanceof Error ? matrix.error.message : "unknown error"}</p>
        <Button variant="outline" onClick={() => void matrix.refetch()}>Try again</Button>
      </div>
    );
  } else if (!m || m.columns.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center" data-testid="compare-empty">
        <Target aria-hidden="true" className="size-8 text-muted-foreground" />
        <h2 className="text-lg font-semibold">Nothing to compare yet</h2>
        <p className="max-w-md text-sm text-muted-foreground">Add your own product as the baseline and the competitors you watch; each one appears here as a column after its first scan.</p>
        <Button asChild>
          <Link href="/dashboard/competitors">Go to competitors</Link>
        </Button>
      </div>
    );
  } else {
    const hasBaseline = m.columns.some((c) => c.type === "baseline");
    body = (
      <div className="flex flex-col gap-3">
        {!hasBaseline ? (
          <p className="rounded-lg border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
            Your own product is not among them: add it as the baseline on the <Link className="underline" href="/dashboard/competitors">competitors page</Link> to compare against it.
          </p>
        ) : null}
        <MatrixTable m={m} />
        <p className="text-xs text-muted-foreground">
          Prices are per month: per-seat plans per seat, annual billing as its monthly equivalent. The team price is the cheapest public paid plan that fits {m.seats} {m.seats === 1 ? "person" : "people"}; amounts in different currencies are not converted. Updated after each scan.
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Compare" description="Your product and every competitor side by side, from their latest scans." />
      <div className="flex flex-wrap items-end gap-3" data-testid="compare-controls">
        <div className="flex flex-col gap-1">
          <label htmlFor="compare-seats" className="text-sm font-medium">Team size</label>
          <Input id="compare-seats" inputMode="numeric" className="h-9 w-28" value={seatsText} onChange={(e) => onSeats(e.target.value)} aria-invalid={Boolean(seatsError)} aria-describedby={seatsError ? "compare-seats-error" : undefined} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="compare-billing" className="text-sm font-medium">Billing</label>
          <select id="compare-billing" className={selectClass} value={billing} onChange={(e) => setBilling(e.target.value === "year" ? "year" : "month")}>
            <option value="month">Billed monthly</option>
            <option value="year">Billed annually</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="compare-category" className="text-sm font-medium">Category</label>
          <select id="compare-category" className={`${selectClass} max-w-56`} value={category ?? ""} onChange={(e) => setCategory(e.target.value || null)}>
            <option value="">All categories</option>
            {(m?.categories ?? []).map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>
        </div>
        <Button variant="outline" className="h-9" onClick={() => void exportCsv()} disabled={!m || m.columns.length === 0}>
          <Download aria-hidden="true" /> Export CSV
        </Button>
        {matrix.isFetching && !matrix.isPending ? <Spinner className="size-4 text-muted-foreground" label="Updating" /> : null}
      </div>
      {seatsError ? <p id="compare-seats-error" role="alert" className="-mt-3 text-sm text-destructive">{seatsError}</p> : null}
      {body}
    </div>
  );
}

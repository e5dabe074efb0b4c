import Link from "next/link";
import { AlertTriangle, Target } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ComparisonMatrix } from "@/lib/compare/matrix";
import { MatrixTable } from "./matrix-table";

export function CompareLoading() {
  return (
    <div className="flex flex-col items-center gap-3 py-20 text-muted-foreground" data-testid="compare-loading">
      <Spinner className="size-6" label="Loading the comparison" />
      <p className="text-sm">Loading the comparison...</p>
    </div>
  );
}

export function CompareError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center" data-testid="compare-error">
      <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
      <p className="text-sm">Failed to load the comparison: {message}</p>
      <Button variant="outline" onClick={onRetry}>Try again</Button>
    </div>
  );
}

/** No column yet: the way to the competitors page. */
export function CompareEmpty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center" data-testid="compare-empty">
      <Target aria-hidden="true" className="size-8 text-muted-foreground" />
      <h2 className="text-lg font-semibold">Nothing to compare yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">Add your own product as the baseline and the competitors you watch; each one appears here as a column after its first scan.</p>
      <Button asChild>
        <Link href="/dashboard/competitors">Go to competitors</Link>
      </Button>
    </div>
  );
}

/** The matrix, with a note when the baseline is missing and how the prices are read. */
export function CompareResult({ m }: { m: ComparisonMatrix }) {
  const hasBaseline = m.columns.some((c) => c.type === "baseline");
  return (
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

"use client";

import { useState } from "react";
import { toast } from "sonner";
import { PageHeader } from "@/components/dashboard-shell/page-header";
import { downloadCsv, matrixSearch, useCompareMatrix } from "@/lib/client/hooks/use-compare";
import type { Billing } from "@/lib/compare/matrix";
import { CompareControls } from "./compare-controls";
import { CompareEmpty, CompareError, CompareLoading, CompareResult } from "./compare-states";
import { useTeamSize } from "./use-team-size";

/** /dashboard/compare: our product and every competitor side by side. */
export function CompareView() {
  const team = useTeamSize(5);
  const { seats } = team;
  const [billing, setBilling] = useState<Billing>("month");
  const [category, setCategory] = useState<string | null>(null);
  const matrix = useCompareMatrix({ seats, billing, category });

  const exportCsv = async () => {
    try {
      toast.success("Comparison exported to CSV", { description: await downloadCsv(`/api/compare?${matrixSearch({ seats, billing, category })}&format=csv`, "rivalscope-comparison.csv") });
    } catch (err) {
      toast.error("Failed to export the comparison", { description: err instanceof Error ? err.message : undefined });
    }
  };

  const m = matrix.data;
  let body: React.ReactNode;
  if (matrix.isPending) body = <CompareLoading />;
  else if (matrix.isError) body = <CompareError message={matrix.error instanceof Error ? matrix.error.message : "unknown error"} onRetry={() => void matrix.refetch()} />;
  else if (!m || m.columns.length === 0) body = <CompareEmpty />;
  else body = <CompareResult m={m} />;

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Compare" description="Your product and every competitor side by side, from their latest scans." />
      <CompareControls
        team={team}
        billing={billing}
        onBilling={setBilling}
        category={category}
        onCategory={setCategory}
        categories={m?.categories ?? []}
        canExport={(m?.columns.length ?? 0) > 0}
        onExport={() => void exportCsv()}
        updating={matrix.isFetching && !matrix.isPending}
      />
      {body}
    </div>
  );
}

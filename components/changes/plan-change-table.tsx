import { TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { changedColumns, planCells, planRowsOf, PLAN_COLUMNS, sideLabel, type PlanRow } from "@/lib/changes/plan-table";
import { cn } from "@/lib/utils";

function PlanRows({ row }: { row: PlanRow }) {
  const changed = changedColumns(row);
  const sides = [
    { side: "before" as const, label: "Before", cells: planCells(row.before) },
    { side: "after" as const, label: "After", cells: planCells(row.after) },
  ];
  return (
    <>
      {sides.map(({ side, label, cells }, i) => {
        const missing = sideLabel(row, side);
        return (
          <TableRow key={side} data-testid={`plan-row-${side}`} className={cn(i === 0 && "border-b-0")}>
            {i === 0 ? (
              <TableHead scope="rowgroup" rowSpan={2} className="align-top font-semibold whitespace-normal text-foreground">
                {row.plan}
                {row.formerly ? <span className="block text-xs font-normal text-muted-foreground">formerly {row.formerly}</span> : null}
              </TableHead>
            ) : null}
            <TableHead scope="row" className={cn("text-xs tracking-wide uppercase", side === "before" ? "text-destructive" : "text-success")}>
              {label}
            </TableHead>
            {missing ? (
              <TableCell colSpan={PLAN_COLUMNS.length} className="text-muted-foreground italic">
                {missing}
              </TableCell>
            ) : (
              PLAN_COLUMNS.map((col) => (
                <TableCell
                  key={col}
                  className={cn("whitespace-normal", changed.has(col) && (side === "before" ? "text-destructive line-through decoration-destructive/60" : "font-semibold text-success"))}
                  data-changed={changed.has(col) || undefined}
                >
                  {changed.has(col) ? <span className="sr-only">{side === "before" ? "was " : "now "}</span> : null}
                  {cells[col]}
                </TableCell>
              ))
            )}
          </TableRow>
        );
      })}
    </>
  );
}

/**
 * A pricing change's plans before and after (name, price, period, unit, limits), from
 * `facts.plans`; nothing when the change has none. Changed cells are struck through before and
 * bold after, with "was" / "now" for screen readers.
 */
export function PlanChangeTable({ facts, className }: { facts: Record<string, unknown> | null | undefined; className?: string }) {
  const rows = planRowsOf(facts);
  if (!rows.length) return null;
  return (
    // Its own scroll frame, focusable so keyboard users can scroll a wide table on a phone.
    <div className={cn("overflow-x-auto rounded-lg border bg-card", className)} data-testid="plan-change-table" role="region" aria-label="Plans before and after" tabIndex={0}>
      <table className="w-full text-sm">
        <TableCaption className="mt-0 mb-2 px-3 pt-2 text-left text-xs font-semibold tracking-wide text-foreground uppercase" style={{ captionSide: "top" }}>
          Plans before and after
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Plan</TableHead>
            <TableHead scope="col">
              <span className="sr-only">Version</span>
            </TableHead>
            {PLAN_COLUMNS.map((c) => (
              <TableHead key={c} scope="col">
                {c}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        {rows.map((r) => (
          <TableBody key={r.plan} className="border-b last:border-b-0">
            <PlanRows row={r} />
          </TableBody>
        ))}
      </table>
    </div>
  );
}

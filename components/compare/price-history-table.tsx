import type { PriceHistory } from "@/lib/compare/price-history";
import { money, quantityLabel } from "./price-history-rules";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });
const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { timeStyle: "short" });

/** Every plan's price at every scan, with the change marked at the scan it happened: the chart as a table. */
export function PriceHistoryTable({ history }: { history: PriceHistory }) {
  const rows = history.series.flatMap((s) =>
    s.points.map((p) => ({
      key: `${s.id}-${p.snapshotId}`,
      date: p.date,
      plan: p.name,
      price: money(p.price, s.currency),
      billing: quantityLabel(s),
      change: history.markers.filter((m) => m.seriesId === s.id && m.snapshotId === p.snapshotId).map((m) => m.label).join("; "),
    })),
  );
  rows.sort((a, b) => b.date.localeCompare(a.date) || a.plan.localeCompare(b.plan));
  return (
    <div className="relative max-h-96 overflow-auto rounded-md border" tabIndex={0} role="region" aria-label="Price history table">
      <table className="w-full text-sm" data-testid="price-history-table">
        <caption className="sr-only">Price of every plan at every scan, newest first</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Scanned</th>
            <th scope="col" className="px-3 py-2 font-medium">Plan</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Price</th>
            <th scope="col" className="px-3 py-2 font-medium">Billing</th>
            <th scope="col" className="px-3 py-2 font-medium">Change</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t">
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">
                {day(r.date)}
                <span className="block text-xs text-muted-foreground">{time(r.date)}</span>
              </td>
              <th scope="row" className="px-3 py-2 text-left font-medium">{r.plan}</th>
              <td className="px-3 py-2 text-right tabular-nums">{r.price}</td>
              <td className="whitespace-nowrap px-3 py-2 text-muted-foreground">{r.billing}</td>
              <td className="min-w-56 px-3 py-2">{r.change}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

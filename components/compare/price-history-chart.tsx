"use client";

import { CartesianGrid, Legend, Line, LineChart, ReferenceDot, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { PriceHistory } from "@/lib/compare/price-history";
import { chartRows, longDate, money, SERIES_COLORS, shortDate, type Quantity } from "./price-history-rules";

const axisTick = { fill: "var(--muted-foreground)", fontSize: 12 };

/**
 * The lines of one quantity (currency, period, unit) over the scans, a dot with a ring where a price
 * moved or a plan was renamed or added. Colours are the theme's chart colours, so light and dark both read.
 */
export function PriceHistoryChart({ history, quantity }: { history: PriceHistory; quantity: Quantity }) {
  const rows = chartRows(history, quantity);
  const currency = quantity.series[0]?.currency ?? null;
  const ids = new Set(quantity.series.map((s) => s.id));
  const markers = history.markers.filter((m) => m.seriesId && ids.has(m.seriesId));
  const color = (id: string) => SERIES_COLORS[quantity.series.findIndex((s) => s.id === id) % SERIES_COLORS.length];
  return (
    <div className="h-72 w-full" data-testid="price-history-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 12, right: 16, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={axisTick} stroke="var(--border)" minTickGap={16} />
          <YAxis tick={axisTick} stroke="var(--border)" width={64} tickFormatter={(v: number) => money(v, currency)} domain={[0, "auto"]} />
          <Tooltip
            labelFormatter={(v) => longDate(String(v))}
            formatter={(value, name) => [money(typeof value === "number" ? value : null, currency), quantity.series.find((s) => s.id === name)?.name ?? String(name)]}
            contentStyle={{ background: "var(--popover)", color: "var(--popover-foreground)", border: "1px solid var(--border)", borderRadius: 8 }}
            labelStyle={{ color: "var(--popover-foreground)" }}
          />
          <Legend formatter={(id) => <span style={{ color: "var(--foreground)" }}>{quantity.series.find((s) => s.id === id)?.name ?? String(id)}</span>} />
          {quantity.series.map((s) => (
            <Line key={s.id} dataKey={s.id} name={s.id} type="stepAfter" stroke={color(s.id)} strokeWidth={2} dot={{ r: 3, fill: color(s.id) }} connectNulls={false} isAnimationActive={false} />
          ))}
          {markers.map((m) => {
            const y = quantity.series.find((s) => s.id === m.seriesId)?.points.find((p) => p.snapshotId === m.snapshotId)?.price;
            if (y === null || y === undefined) return null;
            return <ReferenceDot key={`${m.snapshotId}-${m.seriesId}-${m.kind}`} x={m.date} y={y} r={7} fill="transparent" stroke={color(m.seriesId!)} strokeWidth={2} />;
          })}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

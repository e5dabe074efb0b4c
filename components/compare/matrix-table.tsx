import { Fragment } from "react";
import Link from "next/link";
import { Check, Minus } from "lucide-react";
import { changeFeedPath } from "@/lib/changes/links";
import type { ComparisonMatrix, MatrixColumn, MatrixPlan } from "@/lib/compare/matrix";
import { cn } from "@/lib/utils";
import { longDate, money } from "./price-history-rules";

const stickyCell = "sticky left-0 z-10 bg-card shadow-[1px_0_0_var(--border)]";

function planPrice(p: MatrixPlan): string {
  if (p.basis === "free") return `${money(0, p.currency)}/mo`;
  if (p.basis === "custom") return "Custom price";
  if (p.basis === "one-time") return `${money(p.price, p.currency)} one-time`;
  const per = p.perSeat ? "/seat/mo" : "/mo";
  return `${money(p.monthly, p.currency)}${per}`;
}

function Plans({ c }: { c: MatrixColumn }) {
  if (!c.scannedAt) return <span className="text-muted-foreground">Not scanned yet</span>;
  if (c.plans.length === 0) return <span className="text-muted-foreground">No public plans found</span>;
  return (
    <ul className="flex flex-col gap-1.5">
      {c.plans.map((p, i) => (
        <li key={`${p.name}-${i}`}>
          <span className="font-medium">{p.name}</span> <span className="tabular-nums">{planPrice(p)}</span>
          {p.annualMonthly !== null ? <span className="block text-xs text-muted-foreground tabular-nums">{money(p.annualMonthly, p.currency)}{p.perSeat ? "/seat" : ""}/mo billed annually</span> : null}
          {p.basis === "flat / month" && p.monthly !== null ? <span className="block text-xs text-muted-foreground">{p.seatCap ? `flat, for up to ${p.seatCap} ${p.seatCap === 1 ? "person" : "people"}` : "flat, any team size"}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function TeamPrice({ c, seats }: { c: MatrixColumn; seats: number }) {
  const t = c.teamPrice;
  if (!t) return <span className="text-muted-foreground">{c.scannedAt ? `No public paid plan for ${seats}` : "—"}</span>;
  return (
    <div>
      <span className="text-base font-semibold tabular-nums">{money(t.monthly, t.currency)}</span>
      <span className="text-muted-foreground">/mo</span>
      <span className="block text-xs text-muted-foreground">
        {t.plan}
        {t.perSeat ? `, ${seats} seats` : ", flat"}
      </span>
    </div>
  );
}

function Changes({ c }: { c: MatrixColumn }) {
  if (c.changes.length === 0) return <span className="text-muted-foreground">No changes</span>;
  return (
    <ul className="flex flex-col gap-1.5">
      {c.changes.map((x) => (
        <li key={x.id}>
          <Link className="underline-offset-2 hover:underline" href={changeFeedPath({ competitorId: c.id, id: x.id })}>{x.description}</Link>
          <span className="block text-xs text-muted-foreground">{longDate(x.detectedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

const SECTION_TITLE = { features: "Features", integrations: "Integrations", capabilities: "Key capabilities" } as const;

/**
 * The matrix as one table: products across, a sticky first column of row names; scrolls sideways on a
 * phone. The scroll box is positioned so that the cells' screen-reader Yes/No (absolutely positioned)
 * are clipped by it instead of widening the page.
 */
export function MatrixTable({ m }: { m: ComparisonMatrix }) {
  const cols = m.columns;
  const head = (label: string, className?: string) => (
    <th scope="row" className={cn(stickyCell, "w-36 min-w-36 px-3 py-2 text-left align-top font-medium sm:w-48 sm:min-w-48", className)}>{label}</th>
  );
  const sectionRow = (label: string) => (
    <tr className="bg-muted/60">
      <th scope="colgroup" colSpan={cols.length + 1} className="px-3 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <span className="sticky left-3">{label}</span>
      </th>
    </tr>
  );
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-card" role="region" aria-label="Comparison table" tabIndex={0} data-testid="compare-scroll">
      <table className="w-max min-w-full border-collapse text-sm" data-testid="compare-table">
        <caption className="sr-only">Your product and each competitor side by side: prices, plans, recent changes, features, integrations and key capabilities</caption>
        <thead>
          <tr className="border-b">
            <td className={cn(stickyCell, "px-3 py-3")} />
            {cols.map((c) => (
              <th key={c.id} scope="col" className="min-w-44 max-w-64 px-3 py-3 text-left align-top">
                <Link href={`/dashboard/competitors/${c.id}`} className="font-semibold underline-offset-2 hover:underline">{c.name}</Link>
                {c.type === "baseline" ? <span className="ml-1.5 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-medium text-primary">Us</span> : null}
                <span className="block text-xs font-normal text-muted-foreground">{c.scannedAt ? `Scanned ${longDate(c.scannedAt)}` : "Not scanned yet"}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sectionRow("Pricing")}
          <tr className="border-b">
            {head(`Team of ${m.seats}, per month${m.billing === "year" ? ", billed annually" : ""}`)}
            {cols.map((c) => <td key={c.id} className="px-3 py-2 align-top"><TeamPrice c={c} seats={m.seats} /></td>)}
          </tr>
          <tr className="border-b">
            {head("Plans (per seat or flat, per month)")}
            {cols.map((c) => <td key={c.id} className="max-w-64 px-3 py-2 align-top"><Plans c={c} /></td>)}
          </tr>
          {sectionRow("Last 30 days")}
          <tr className="border-b">
            {head("Changes")}
            {cols.map((c) => <td key={c.id} className="max-w-64 px-3 py-2 align-top"><Changes c={c} /></td>)}
          </tr>
          {m.groups.map((g) => (
            <Fragment key={`${g.section}-${g.category}`}>
            {sectionRow(`${SECTION_TITLE[g.section]}${g.section === "capabilities" ? "" : ` · ${g.category}`}`)}
            {g.rows.map((r) => (
              <tr key={`${g.section}-${g.category}-${r.name}`} className="border-b last:border-b-0">
                {head(r.name, "font-normal")}
                {cols.map((c) => (
                  <td key={c.id} className="px-3 py-2 align-top">
                    {r.present.includes(c.id) ? (
                      <><Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" /><span className="sr-only">Yes</span></>
                    ) : (
                      <><Minus aria-hidden="true" className="size-4 text-muted-foreground" /><span className="sr-only">No</span></>
                    )}
                  </td>
                ))}
              </tr>
            ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { Claim, SeatRow, Source } from "@/lib/compare/battlecard-types";
import { SourceRefs } from "./battlecard-section";

const VERDICT: Record<SeatRow["verdict"], string> = { cheaper: "They are cheaper", dearer: "They are dearer", same: "Same price", "not-comparable": "Not comparable" };

function money(amount: number, currency: string | null): string {
  if (!currency) return String(amount);
  return new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
}

/** Price per month at each team size, theirs against ours (cheapest public plan that fits, billed monthly). */
export function SeatTable({ rows, claims, numberOf }: { rows: SeatRow[]; claims: Claim[]; numberOf: (s: Source) => number }) {
  if (rows.length === 0) return null;
  const cell = (x: SeatRow["theirs"], currency: string | null) =>
    x ? (
      <>
        <span className="font-medium tabular-nums">{money(x.monthly, currency)}</span> <span className="block text-muted-foreground sm:inline">{x.plan}</span>
      </>
    ) : (
      <span className="text-muted-foreground">No fitting public price</span>
    );
  return (
    <div className="relative mb-3 overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Price per month at each team size, billed monthly, on the cheapest public plan that fits the team</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-2 text-right font-medium sm:px-3">Seats</th>
            <th scope="col" className="px-2 py-2 font-medium sm:px-3">Theirs / month</th>
            <th scope="col" className="px-2 py-2 font-medium sm:px-3">Ours / month</th>
            <th scope="col" className="px-2 py-2 font-medium sm:px-3">Verdict</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const claim = claims.find((c) => c.id === r.claimId);
            return (
              <tr key={r.seats} className="border-t" data-seats={r.seats}>
                <th scope="row" className="px-2 py-2 text-right font-medium tabular-nums sm:px-3">{r.seats}</th>
                <td className="px-2 py-2 align-top sm:px-3">{cell(r.theirs, r.currency)}</td>
                <td className="px-2 py-2 align-top sm:px-3">{cell(r.ours, r.currency)}</td>
                <td className="px-2 py-2 align-top sm:px-3">
                  <span className={r.verdict === "cheaper" ? "font-semibold text-warning" : r.verdict === "dearer" ? "font-semibold text-success" : "text-muted-foreground"}>{VERDICT[r.verdict]}</span>
                  {claim ? <SourceRefs sources={claim.sources} numberOf={numberOf} /> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import * as React from "react";
import { changedColumns, planCells, PLAN_COLUMNS, sideLabel, type PlanRow } from "@/lib/changes/plan-table";
import { brand } from "./layout";

const cell: React.CSSProperties = { padding: "4px 8px", fontSize: "13px", lineHeight: "18px", borderBottom: `1px solid ${brand.border}`, textAlign: "left", verticalAlign: "top" };
const head: React.CSSProperties = { ...cell, color: brand.muted, fontWeight: 600, fontSize: "12px" };
const removed = "#b42318";
const added = "#067647";

/** A pricing change's plans before and after, as a plain HTML table that mail clients render. */
export function PlanTableEmail({ rows }: { rows: PlanRow[] }) {
  return (
    <table role="table" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", width: "100%", margin: "4px 0 8px" }}>
      <caption style={{ textAlign: "left", fontSize: "12px", fontWeight: 600, color: brand.muted, padding: "0 0 4px" }}>Plans before and after</caption>
      <thead>
        <tr>
          <th scope="col" style={head}>Plan</th>
          <th scope="col" style={head}>
            <span style={{ display: "none" }}>Version</span>
          </th>
          {PLAN_COLUMNS.map((c) => (
            <th key={c} scope="col" style={head}>{c}</th>
          ))}
        </tr>
      </thead>
      {rows.map((r) => {
        const changed = changedColumns(r);
        return (
          <tbody key={r.plan}>
            {(["before", "after"] as const).map((side, i) => {
              const cells = planCells(side === "before" ? r.before : r.after);
              const missing = sideLabel(r, side);
              const tone = side === "before" ? removed : added;
              return (
                <tr key={side}>
                  {i === 0 ? (
                    <th scope="rowgroup" rowSpan={2} style={{ ...cell, fontWeight: 700, color: brand.text }}>
                      {r.plan}
                      {r.formerly ? <span style={{ display: "block", fontWeight: 400, color: brand.muted }}>formerly {r.formerly}</span> : null}
                    </th>
                  ) : null}
                  <th scope="row" style={{ ...head, color: tone }}>{side === "before" ? "Before" : "After"}</th>
                  {missing ? (
                    <td colSpan={PLAN_COLUMNS.length} style={{ ...cell, color: brand.muted, fontStyle: "italic" }}>{missing}</td>
                  ) : (
                    PLAN_COLUMNS.map((c) => (
                      <td key={c} style={{ ...cell, ...(changed.has(c) ? { color: tone, fontWeight: side === "after" ? 700 : 400, textDecoration: side === "before" ? "line-through" : "none" } : {}) }}>
                        {cells[c]}
                      </td>
                    ))
                  )}
                </tr>
              );
            })}
          </tbody>
        );
      })}
    </table>
  );
}

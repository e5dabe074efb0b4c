import { describe, expect, it } from "vitest";
import { changedColumns, planCells, planRowsOf, sideLabel } from "./plan-table";

const side = (price: number | null, extra: Record<string, unknown> = {}) => ({ price, currency: "USD", period: "month", unit: "seat", annualPrice: null, limits: {}, ...extra });

describe("per-plan before/after rows of a pricing change", () => {
  it("reads facts.plans back, skipping malformed rows", () => {
    const rows = planRowsOf({ plans: [{ plan: "Team", before: side(12), after: side(15) }, { plan: "", before: side(1), after: null }, "x", { plan: "Pro", before: null, after: side(19) }, { plan: "Gone", before: null, after: null }] });
    expect(rows.map((r) => r.plan)).toEqual(["Team", "Pro"]);
    expect(planRowsOf({ kind: "copy_changed" })).toEqual([]);
    expect(planRowsOf(null)).toEqual([]);
  });

  it("writes the cells and marks the columns that changed", () => {
    const [team] = planRowsOf({ plans: [{ plan: "Team", before: side(12, { annualPrice: 10 }), after: side(15, { annualPrice: 12, limits: { RAM: "128 GB" } }) }] });
    expect(planCells(team.before)).toEqual({ Price: "$12 ($10/mo billed annually)", Period: "month", Unit: "per seat", Limits: "—" });
    expect(planCells(team.after).Limits).toBe("RAM: 128 GB");
    expect([...changedColumns(team)]).toEqual(["Price", "Limits"]);
    const [custom] = planRowsOf({ plans: [{ plan: "Enterprise", before: side(null), after: null }] });
    expect(planCells(custom.before).Price).toBe("Contact sales");
    expect(sideLabel(custom, "after")).toBe("Removed");
    const [tableOnly] = planRowsOf({ plans: [{ plan: "Max", before: { ...side(null), known: false, limits: { RAM: "64 GB" } }, after: { ...side(null), known: false, limits: { RAM: "128 GB" } } }] });
    expect(planCells(tableOnly.before).Price).toBe("—");
  });
});

import { describe, expect, it } from "vitest";
import { tableStatements } from "./restated-features";

const rowsTable = ["| Plan | Price | Seats |", "| --- | --- | --- |", "| Solo | €9 | 1 |", "| Studio | €29 | 12 000 |"].join("\n");
const columnsTable = ["| | Solo | Studio |", "| --- | --- | --- |", "| Storage | 5 GB | 200 GB |", "| Projects | 3 | Unlimited |"].join("\n");

describe("table statements of a plan's feature lines", () => {
  it("a card line is stated by the plan's row and the column header, in any order and grouping", () => {
    const t = tableStatements(rowsTable);
    expect(t.states("Solo", "1 seats")).toBe(true);
    expect(t.states("Studio", "12,000 seats")).toBe(true);
    expect(t.states("Solo", "12000 seats")).toBe(false);
    expect(t.states("Studio", "Priority support")).toBe(false);
  });

  it("a card line is stated by the plan's column and the row label when plans are columns", () => {
    const t = tableStatements(columnsTable);
    expect(t.states("Studio", "200 GB storage")).toBe(true);
    expect(t.states("Solo", "3 projects")).toBe(true);
    expect(t.states("Solo", "200 GB storage")).toBe(false);
  });

  it("a line whose figure the table states otherwise gets the table's value as its old value", () => {
    const t = tableStatements(rowsTable);
    expect(t.counterpart("Studio", "15 000 seats")).toBe("12 000 Seats");
    expect(t.counterpart("Studio", "Unlimited seats")).toBeNull();
    expect(t.counterpart("Solo", "2 editors")).toBeNull();
  });

  it("a page without tables states no line", () => {
    const t = tableStatements("## Solo\n€9 a month\n- 1 seat");
    expect(t.states("Solo", "1 seat")).toBe(false);
    expect(t.counterpart("Solo", "2 seat")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { pricingPage } from "./fixtures";
import { detectChanges } from "./index";

const LIMITS = (basic: string, plus: string) =>
  [
    "# Limits",
    "",
    "Each plan allows up to these resources per project.",
    "",
    "| Plan | Memory | Workers | Disk |",
    "| --- | --- | --- | --- |",
    `| Basic | ${basic} |`,
    `| Plus | ${plus} |`,
  ].join("\n");

describe("table cells as facts", () => {
  it("names a table's changes by the section the table is in, not by the table's header row", () => {
    const table = (rows: string[]) => pricingPage(["# Compare plans", "", "| Feature | Basic | Plus |", "| --- | --- | --- |", ...rows].join("\n"));
    const rows = ["| Projects | 3 | 10 |", "| SSO | — | ✓ |", "| Support | Email | Chat |"];
    const changes = detectChanges(table(rows), table([rows[0].replace("10", "20"), rows[2]]));
    expect(changes.map((c) => c.description).sort()).toEqual(["Pricing page (Compare plans): Projects: Plus 10 → 20", "Pricing page (Compare plans): removed “SSO | — | ✓”"]);
  });

  it("reports each changed cell of a row as its own change, keyed by row label and column", () => {
    const before = pricingPage(LIMITS("2 GB | 4 | 10 GB", "16 GB | 16 | 100 GB"));
    const after = pricingPage(LIMITS("4 GB | 8 | 10 GB", "16 GB | 16 | 100 GB"));
    const changes = detectChanges(before, after);
    expect(changes.map((c) => c.description.split("): ")[1])).toEqual(["Basic: Memory 2 GB → 4 GB", "Basic: Workers 4 → 8"]);
    expect(changes.map((c) => [c.type, c.facts.kind])).toEqual([
      ["pricing", "plan_terms_changed"],
      ["pricing", "plan_terms_changed"],
    ]);
    expect(changes[0].oldContent).toBe("Basic: Memory 2 GB");
    expect(changes[0].newContent).toBe("Basic: Memory 4 GB");
  });

  it("keeps a row added as one change and ignores a cell re-punctuated", () => {
    const before = pricingPage(LIMITS("2 GB | 4 | 10 GB", "16 GB | 16 | 100 GB"));
    const after = pricingPage(`${LIMITS("2 GB | 4 | 10 GB.", "16 GB | 16 | 100 GB")}\n| Max | 64 GB | 64 | 1 TB |`);
    const changes = detectChanges(before, after);
    expect(changes).toHaveLength(1);
    expect(changes[0].newContent).toContain("Max | 64 GB | 64 | 1 TB");
  });

  it("a money cell changed is a price change", () => {
    const table = (p: string) => ["# Add-ons", "", "| Add-on | Price |", "| --- | --- |", `| Backups | ${p} |`, "| Support | $29/month |"].join("\n");
    const changes = detectChanges(pricingPage(table("$5/month")), pricingPage(table("$8/month")));
    expect(changes).toHaveLength(1);
    expect(changes[0].type).toBe("pricing");
    expect(changes[0].facts.kind).toBe("price_terms_changed");
  });

  it("a footnote mark put on a price or a figure (superscript digits) is no change; an exponent of a unit stays", () => {
    const table = (p: string, disk: string) => ["# Add-ons", "", "| Add-on | Price | Disk |", "| --- | --- | --- |", `| Backups | ${p} | ${disk} |`, "| Support | $29/month | 1 m² |"].join("\n");
    expect(detectChanges(pricingPage(table("$19/month", "Daily")), pricingPage(table("$19¹/month", "Daily²")))).toEqual([]);
    const moved = detectChanges(pricingPage(table("$19/month", "10 GB")), pricingPage(table("$191/month", "10 GB")));
    expect(moved.map((c) => c.newContent)).toEqual([expect.stringContaining("$191")]);
    expect(detectChanges(pricingPage(table("$19/month", "1 m")), pricingPage(table("$19/month", "1 m²")))).toHaveLength(1);
  });
});
